/**
 * What of a page URL's query reaches the page (decision 053). The render cache and the content
 * cache are keyed by what the page is rendered from, so a parameter no page reads (`?utm_x=N`,
 * `?gclid=...`, `?anything=N`) must not make a new render: it is dropped before routing, and
 * the page is rendered — and keyed — from the URL without it. The parameters kept are sorted,
 * so their order cannot make a new key either. `jsDebug` and `preview` (an upstream call each)
 * are kept only for authorised requests (server/pages/debugAccess.ts).
 */
import { AB_QUERY_PARAM } from '../../shared/ab/constants';
import { AD_REGION_PARAM, AD_SUPPRESS_PARAM } from '../../shared/ads/constants';
import { FORMS } from '../../shared/forms/fields';
import { NOW_PARAM } from '../features/clock';
import { ADDRESS_PARAM } from '../../shared/forms/geo';
import { RSC_QUERY } from '../../shared/render/protocol';
import { PREVIEW_PARAM } from '../content/api';
import { DEBUG_PARAM } from './requestState';

/** Parameters some page reads (spec 000 §2, 001 §2; the pages' loaders). */
const READ = new Set([
  'setDevice',
  AB_QUERY_PARAM,
  'featureEnable',
  'featureDisable',
  AD_REGION_PARAM,
  AD_SUPPRESS_PARAM,
  RSC_QUERY,
  // Utility and account pages: the outcome of a post, and fields shown again.
  'status',
  // The internet plans address lookup and the personal-finance rate tables (decision 077).
  ADDRESS_PARAM,
  'amount',
  'term',
  ...Object.values(FORMS).flatMap((form) => form.fields.map((field) => field.name)),
  // The page view's campaign (client tracking reads the page URL) and the solar feature rule.
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
]);
/** Ad targeting overrides (001 §2): adTargeting_* and ad* — the same rule as requestState.ts. */
const AD_OVERRIDE = /^(adTargeting_[A-Za-z0-9_-]{1,40}|ad[A-Z][A-Za-z0-9_-]{0,40})$/;
/** Parameters that cost an upstream call or show internals: authorised requests only. */
const PRIVILEGED = new Set([DEBUG_PARAM, PREVIEW_PARAM]);
/** More parameters than any page reads: the rest are dropped. */
const MAX_KEPT = 32;

function kept(name: string, authorised: boolean, keepNow: boolean): boolean {
  if (PRIVILEGED.has(name)) return authorised;
  // The rules clock's override (decision 070): outside production only, so it never makes a production render.
  if (name === NOW_PARAM) return keepNow;
  return READ.has(name) || AD_OVERRIDE.test(name);
}

/**
 * The URL the page is routed, rendered and keyed from. The same object when nothing changes.
 * `keepNow`: outside production, `?now=` is kept for the rules clock (decision 070).
 */
export function pageUrl(url: URL, authorised: boolean, keepNow = false): URL {
  if (url.search === '') return url;
  const pairs: Array<[string, string]> = [];
  for (const [name, value] of url.searchParams) {
    if (pairs.length >= MAX_KEPT) break;
    // The RSC marker's value never matters: one key for every value a client sends.
    if (kept(name, authorised, keepNow)) pairs.push([name, name === RSC_QUERY ? '1' : value]);
  }
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = pairs.length === 0 ? '' : `?${new URLSearchParams(pairs).toString()}`;
  if (search === url.search) return url;
  const normal = new URL(url);
  normal.search = search;
  return normal;
}
