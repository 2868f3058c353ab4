/**
 * Affiliate-link constants of spec 001 §9. Values the spec leaves open (the article
 * placeholders' names, the Amazon tags, the network hosts' sub-id parameters, the tablet device
 * code, the site's domain family) are chosen in docs/decisions/013-images-and-body.md.
 */
import type { Device } from '../requestState';

export const CLICK_ID_PLACEHOLDER = '__COM_CLICK_ID__';
export const CLICK_ID_PLACEHOLDER_ALT = 'CNET_CORRELATION_ID';
export const ARTICLE_URL_PLACEHOLDER = '__ARTICLE_URL__';
export const ARTICLE_NAME_PLACEHOLDER = '__ARTICLE_NAME__';

/** Spec 001 §9: dtp desktop, mwb mobile; tablets count as mobile web. */
export const DEVICE_CODES: Record<Device, string> = { desktop: 'dtp', mobile: 'mwb', tablet: 'mwb' };

/** Spec 001 §9: topic codes; anything else is cn. */
export const TOPIC_CODES: Readonly<Record<string, string>> = {
  'home-internet': 'cb',
  'home-energy-and-utilities': 'ce',
  'personal-finance': 'cm',
  sleep: 'cs',
};
export const DEFAULT_TOPIC_CODE = 'cn';
export const SUB_ID_SEPARATOR = '-';

export const AMAZON_HOSTS: readonly string[] = ['amazon.com', 'amzn.to'];
export const AMAZON_AFFILIATE_PARAM = 'tag';
export const AMAZON_AFFILIATE_TAG = 'neutron-20';
export const AMAZON_TRACKING_PARAM = 'ascsubtag';
export const AMAZON_TRACKING_SEPARATOR = '|';

/** Affiliate network hosts (a host or any subdomain of it) → their sub-id parameter. */
export const NETWORK_SUB_ID_PARAMS: Readonly<Record<string, string>> = {
  'linksynergy.com': 'u1',
  'goto.walmart.com': 'subId1',
  'goto.target.com': 'subId1',
  'sjv.io': 'subId1',
  'pxf.io': 'subId1',
  'anrdoezrs.net': 'sid',
  'jdoqocy.com': 'sid',
  'tkqlhce.com': 'sid',
  'dpbolvw.net': 'sid',
  'kqzyfj.com': 'sid',
  'awin1.com': 'clickref',
  'shareasale.com': 'afftrack',
  'avantlink.com': 'ctc',
  'prf.hn': 'pubref',
  'pntra.com': 'sid',
};

/** Outbound links to these domains (and subdomains) get rel follow. */
export const SITE_DOMAIN_FAMILY: readonly string[] = ['cnet.com', 'zdnet.com', 'techrepublic.com', 'gamespot.com'];
export const FOLLOW_REL = 'follow';
export const EXTERNAL_REL = 'noopener nofollow';
