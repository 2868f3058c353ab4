/**
 * The reader's site for the user-data calls (000 §7 Token, Profile, Comment login token, all
 * `/api/neutron/uds/{site}/…`): the brand of the page the reader is on, `roadshow` on the
 * automotive sub-brand's pages, else `cnet`.
 */
import { AUTO_BRAND, DEFAULT_BRAND } from '../../shared/constants';
import type { Router } from '../../shared/node/routes/match';
import type { Brand } from '../../shared/routes/types';

/** The `site` query parameter of the reader endpoints (/user/me/, /user/comment-token/). */
export const READER_SITE_PARAM = 'site';

/** A `site` value: absent is the default site; a value that names no site is null (a 400). */
export function readerSiteOf(value: string | undefined): Brand | null {
  if (value === undefined || value === DEFAULT_BRAND) return DEFAULT_BRAND;
  return value === AUTO_BRAND ? AUTO_BRAND : null;
}

/** The site of the page at `path` (a site path, query allowed): its route's brand. */
export function siteOfPath(router: Router, path: string): Brand {
  const pathname = path.split(/[?#]/, 1)[0] ?? '/';
  const resolution = router.resolve(pathname);
  return resolution.type === 'match' ? (resolution.match.meta.brand ?? DEFAULT_BRAND) : DEFAULT_BRAND;
}
