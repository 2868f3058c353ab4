/**
 * The public XML sitemap paths (docs/decisions/030-sitemaps-and-feeds.md), written and read in
 * this one place. All live under the spec's server path /sitemaps/ and end in `.xml`, so they
 * never meet the HTML sitemap pages (/sitemaps/{slug}/{year}?/{page}?/, which end in a slash).
 *
 *   /sitemaps/index.xml                       the sitemap index (every sitemap below that has URLs)
 *   /sitemaps/news.xml                        news sitemap: the last 48 hours
 *   /sitemaps/doors.xml                       front door, section doors, topics, tags, collections, authors
 *   /sitemaps/{section}/index.xml             one section's index (its month sitemaps)
 *   /sitemaps/{section}.xml                   the whole section, newest first
 *   /sitemaps/news/all.xml                    the whole news section (news.xml is the news sitemap)
 *   /sitemaps/{section}/{yyyy}.xml            by year
 *   /sitemaps/{section}/{yyyy}/{mm}.xml       by month (what the index lists)
 *   /sitemaps/{section}/{yyyy}/{mm}/{dd}.xml  by day
 *
 * A URL sitemap past SITEMAP_PAGE_URLS entries, and an index past SITEMAP_INDEX_PAGE_SITEMAPS
 * sitemaps, continue at `?page=2`, `?page=3`... (the news sitemap is one page by construction).
 */
import { XML_SITEMAP_SECTIONS } from '../../shared/node/doorPages';
import { SITEMAP_MIN_YEAR } from '../../shared/node/syndication/constants';

/** The HTML sitemap's sections and sponsored content (`paid-content`). */
export type SitemapSection = (typeof XML_SITEMAP_SECTIONS)[number];

export interface SitemapDate {
  year: number;
  month?: number;
  day?: number;
}

/** Every request names its page: 1, or the `?page=` of a later one. */
export type SitemapRequest =
  | { kind: 'index'; page: number }
  | { kind: 'news'; page: number }
  | { kind: 'doors'; page: number }
  | { kind: 'section-index'; section: SitemapSection; page: number }
  | { kind: 'urls'; section: SitemapSection; date: SitemapDate | null; page: number };

export type SitemapParse = { ok: true; request: SitemapRequest } | { ok: false; status: 400 | 404 };

export const SITEMAP_PREFIX = '/sitemaps/';
export const SITEMAP_INDEX_PATH = '/sitemaps/index.xml';
export const NEWS_SITEMAP_PATH = '/sitemaps/news.xml';
export const DOORS_SITEMAP_PATH = '/sitemaps/doors.xml';
/** The query parameter of the second and later pages. */
export const PAGE_PARAM = 'page';

const two = (n: number) => String(n).padStart(2, '0');

export function isSitemapSection(value: string): value is SitemapSection {
  return (XML_SITEMAP_SECTIONS as readonly string[]).includes(value);
}

/**
 * A section whose whole-section sitemap cannot be `/sitemaps/{section}.xml` because a sitemap of
 * its own kind has that name: the news section beside the news sitemap. Its whole section is
 * `/sitemaps/{section}/all.xml`.
 */
const WHOLE_SECTION_ELSEWHERE: readonly string[] = ['news'];
const WHOLE_SECTION_NAME = 'all';

/** A path with `?page=` from the second page on. */
export function pagedPath(path: string, page = 1): string {
  return page > 1 ? `${path}?${PAGE_PARAM}=${page}` : path;
}

/** The path (and `?page=` from the second page on) of a URL sitemap. */
export function urlSitemapPath(section: SitemapSection, date: SitemapDate | null, page = 1): string {
  let path = `/sitemaps/${section}`;
  if (!date && WHOLE_SECTION_ELSEWHERE.includes(section)) path += `/${WHOLE_SECTION_NAME}`;
  if (date) {
    path += `/${date.year}`;
    if (date.month !== undefined) path += `/${two(date.month)}`;
    if (date.month !== undefined && date.day !== undefined) path += `/${two(date.day)}`;
  }
  return pagedPath(`${path}.xml`, page);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A date from path segments: four-digit year in range, two-digit month and day that exist. */
function readDate(parts: readonly string[], nowYear: number): SitemapDate | null | undefined {
  const [y, m, d] = parts;
  if (y === undefined || !/^\d{4}$/.test(y)) return undefined;
  const year = Number(y);
  if (year < SITEMAP_MIN_YEAR || year > nowYear) return undefined;
  if (m === undefined) return { year };
  if (!/^\d{2}$/.test(m)) return undefined;
  const month = Number(m);
  if (month < 1 || month > 12) return undefined;
  if (d === undefined) return { year, month };
  if (!/^\d{2}$/.test(d)) return undefined;
  const day = Number(d);
  if (day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** `page`: absent → 1; a positive integer of at most six digits; anything else is a bad request. */
function readPage(search: URLSearchParams): number | undefined {
  const values = search.getAll(PAGE_PARAM);
  if (values.length === 0) return 1;
  const [value] = values;
  if (values.length > 1 || value === undefined || !/^[1-9]\d{0,5}$/.test(value)) return undefined;
  return Number(value);
}

/** What the path names, before its page is read; undefined when it names no sitemap. */
function sitemapTarget(parts: readonly string[], nowYear: number): ((page: number) => SitemapRequest) | undefined {
  const [first = '', ...rest] = parts;
  if (rest.length === 0 && (first === 'index' || first === 'news' || first === 'doors'))
    return (page) => ({ kind: first, page });
  if (!isSitemapSection(first)) return undefined;
  const section = first;
  if (rest.length === 1 && rest[0] === 'index') return (page) => ({ kind: 'section-index', section, page });
  if (rest.length === 1 && rest[0] === WHOLE_SECTION_NAME)
    return WHOLE_SECTION_ELSEWHERE.includes(section)
      ? (page) => ({ kind: 'urls', section, date: null, page })
      : undefined;
  if (rest.length > 3) return undefined;
  const date = rest.length === 0 ? null : readDate(rest, nowYear);
  if (date === undefined) return undefined;
  return (page) => ({ kind: 'urls', section, date, page });
}

/**
 * Reads a request for an XML sitemap. A path that names no sitemap (unknown section, a date
 * that does not exist or is out of range, a non-numeric segment) is 404; a malformed `page` is
 * 400. Whether that page of the sitemap has any URL is for the handler to say (404 when empty).
 */
export function parseSitemapPath(pathname: string, search: URLSearchParams, now: number): SitemapParse {
  if (!pathname.startsWith(SITEMAP_PREFIX) || !pathname.endsWith('.xml')) return { ok: false, status: 404 };
  const target = sitemapTarget(
    pathname.slice(SITEMAP_PREFIX.length, -'.xml'.length).split('/'),
    new Date(now).getUTCFullYear(),
  );
  if (!target) return { ok: false, status: 404 };
  const page = readPage(search);
  if (page === undefined) return { ok: false, status: 400 };
  return { ok: true, request: target(page) };
}
