/**
 * Affiliate link rewriting (spec 001 §9). Placeholders for the article URL and name are filled
 * with encoded values; the click-id placeholder becomes the sub-id: topic code + click id +
 * device code. Network links get the sub-id in their own parameter; Amazon links get the
 * affiliate tag and the tracking tag. Without a click id (a server render, shared by many
 * readers) the id is the slot `{cid}` and the link goes through the site's redirect path, where
 * a click fills it (shared/affiliate/clickId.ts, decision 072): __COM_CLICK_ID__ never leaves.
 */
import type { Device } from '../requestState';
import type { Topic } from '../models/topic';
import {
  AMAZON_AFFILIATE_PARAM,
  AMAZON_AFFILIATE_TAG,
  AMAZON_HOSTS,
  AMAZON_TRACKING_PARAM,
  AMAZON_TRACKING_SEPARATOR,
  ARTICLE_NAME_PLACEHOLDER,
  ARTICLE_URL_PLACEHOLDER,
  CLICK_ID_PLACEHOLDER,
  CLICK_ID_PLACEHOLDER_ALT,
  DEFAULT_TOPIC_CODE,
  DEVICE_CODES,
  NETWORK_SUB_ID_PARAMS,
  SUB_ID_SEPARATOR,
  TOPIC_CODES,
} from './constants';
import { hostMatches, hostOf } from './hosts';
import { CLICK_ID_SLOT, fillClickId, hasClickIdSlot, isAffiliateRedirectHost, redirectHref } from './clickId';

/** A partner link outside the redirect allow-list that carried a placeholder gets this id (no click id). */
export const NO_CLICK_ID = '0';

export interface AffiliateContext {
  articleUrl: string;
  articleName: string;
  /** The page's guid in the Amazon tracking tag (the content id). */
  guid: string;
  device: Device;
  topicCode: string;
  clickId?: string;
}

/** The topic code of the first topic (or its parents) or section that has one. */
export function topicCode(topics: readonly Pick<Topic, 'slug' | 'topicPath'>[], section?: string): string {
  const slugs = topics.flatMap((topic) => [topic.slug, ...(topic.topicPath ?? []).map((parent) => parent.slug)]);
  if (section) slugs.push(section);
  for (const slug of slugs) {
    const code = slug ? TOPIC_CODES[slug] : undefined;
    if (code) return code;
  }
  return DEFAULT_TOPIC_CODE;
}

export function subId(context: Pick<AffiliateContext, 'topicCode' | 'device' | 'clickId'>): string {
  return [context.topicCode, context.clickId ?? CLICK_ID_SLOT, DEVICE_CODES[context.device]].join(SUB_ID_SEPARATOR);
}

const CLICK_ID_TOKENS = new RegExp(`${CLICK_ID_PLACEHOLDER}|${CLICK_ID_PLACEHOLDER_ALT}`, 'g');

/**
 * The rewritten href, or the href unchanged when it is not an affiliate link. Without a click
 * id in the context, a link that needs one goes through the redirect path.
 */
export function rewriteAffiliateHref(href: string, context: AffiliateContext): string {
  const rewritten = withClickId(href, context);
  if (context.clickId !== undefined || !hasClickIdSlot(rewritten)) return rewritten;
  const host = hostOf(rewritten);
  return host && isAffiliateRedirectHost(new URL(rewritten).hostname)
    ? redirectHref(rewritten)
    : fillClickId(rewritten, NO_CLICK_ID);
}

function withClickId(href: string, context: AffiliateContext): string {
  const host = hostOf(href);
  if (!host) return href;
  const sub = subId(context);
  let next = href
    .replaceAll(ARTICLE_URL_PLACEHOLDER, encodeURIComponent(context.articleUrl))
    .replaceAll(ARTICLE_NAME_PLACEHOLDER, encodeURIComponent(context.articleName));
  const hadClickId = CLICK_ID_TOKENS.test(next);
  CLICK_ID_TOKENS.lastIndex = 0;
  if (hadClickId) next = next.replace(CLICK_ID_TOKENS, () => sub);
  const network = Object.entries(NETWORK_SUB_ID_PARAMS).find(([domain]) => hostMatches(host, domain));
  const amazon = AMAZON_HOSTS.some((domain) => hostMatches(host, domain));
  if (!network && !amazon) return next;
  let url: URL;
  try {
    url = new URL(next);
  } catch {
    return next;
  }
  if (network && !hadClickId) url.searchParams.set(network[1], sub);
  if (amazon) {
    url.searchParams.set(AMAZON_AFFILIATE_PARAM, AMAZON_AFFILIATE_TAG);
    const tracking = [context.clickId ?? CLICK_ID_SLOT, context.guid, DEVICE_CODES[context.device], context.topicCode];
    url.searchParams.set(AMAZON_TRACKING_PARAM, tracking.join(AMAZON_TRACKING_SEPARATOR));
  }
  return url.toString();
}
