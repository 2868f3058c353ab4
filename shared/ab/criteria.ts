/**
 * Test criteria (spec 000 §3 "criteria name"): a definition names the pages its test runs on.
 * The spec does not list the criteria, so these are ours (docs/decisions/007-ab-testing.md):
 * each reads only what the route middleware knows before the content is fetched.
 */
import type { Device } from '../requestState';
import type { Brand, Layout, RouteKind } from '../routes/types';

/** The page a visitor asked for, as A/B eligibility sees it. */
export interface AbPage {
  path: string;
  /** Route name without the locale suffix (`tech-article`). */
  routeName: string;
  kind: RouteKind;
  pageType: string;
  section: string | undefined;
  layout: Layout;
  brand: Brand;
  device: Device;
}

type Criterion = (page: AbPage) => boolean;

const under = (page: AbPage, ...prefixes: string[]) => prefixes.some((prefix) => page.path.startsWith(prefix));
/** A word of a path segment: bounded by the path's slashes or the segment's hyphens (one regex, no split per request). */
const hasWord = (page: AbPage, word: RegExp) => word.test(page.path);
const SLEEP_WORD = /(?:^|[/-])(?:sleep|mattress(?:es)?)(?:[/-]|$)/;
const VPN_WORD = /(?:^|[/-])vpn(?:[/-]|$)/;
const isArticle = (page: AbPage) => page.kind === 'article';

export const AB_CRITERIA = {
  allPages: () => true,
  articlePages: isArticle,
  doorPages: (page) => page.kind === 'door' || page.kind === 'listing',
  techArticles: (page) => isArticle(page) && page.section === 'tech',
  newsArticles: (page) => isArticle(page) && page.section === 'news',
  sleepPages: (page) => under(page, '/health/sleep/') || hasWord(page, SLEEP_WORD),
  energyPages: (page) => under(page, '/home/energy-and-utilities/', '/home/solar/', '/home/energy/'),
  internetPages: (page) => under(page, '/home/internet/'),
  moneyPages: (page) => under(page, '/personal-finance/', '/money/'),
  vpnPages: (page) => hasWord(page, VPN_WORD),
  reviewPages: (page) => under(page, '/reviews/', '/roadshow/reviews/'),
  dealsPages: (page) => under(page, '/deals/', '/deals-live/'),
  marketplacePages: (page) => page.layout === 'marketplace' || under(page, '/shopping/'),
  paidSearchPages: (page) => page.layout === 'paid-search' || page.layout === 'paid-search-landing',
  desktopPages: (page) => page.device === 'desktop',
} as const satisfies Record<string, Criterion>;

export type AbCriteriaName = keyof typeof AB_CRITERIA;

export function isCriteriaName(name: string): name is AbCriteriaName {
  return Object.prototype.hasOwnProperty.call(AB_CRITERIA, name);
}

/** A test without criteria runs on every page. */
export function matchesCriteria(criteria: AbCriteriaName | null, page: AbPage): boolean {
  return criteria === null || AB_CRITERIA[criteria](page);
}
