/**
 * The XML sitemaps of shared/syndication/sitemapPaths.ts, from the Sitemaps call: each request
 * becomes the body, its Last-Modified and its cache lifetime, or a 404 when the sitemap would
 * list nothing (a page past the last, a date without content).
 */
import { parseContentDate } from '../../shared/format/date';
import type { SitemapEntry, SitemapMonth } from '../../shared/models/sitemap';
import type { Brand } from '../../shared/routes/types';
import {
  NEWS_KINDS,
  NEWS_SITEMAP_MAX_URLS,
  NEWS_SITEMAP_WINDOW_MS,
  SITEMAP_ALL_SLUG,
  SITEMAP_DOORS_SLUG,
  SITEMAP_FETCH_LIMIT,
  SITEMAP_INDEX_PAGE_SITEMAPS,
  SITEMAP_MAX_AGE,
  SITEMAP_PAGE_URLS,
} from '../../shared/syndication/constants';
import { entryLastModified, sitemapUrlOf, type SitemapUrlContext } from '../../shared/syndication/sitemapEntries';
import {
  DOORS_SITEMAP_PATH,
  NEWS_SITEMAP_PATH,
  pagedPath,
  urlSitemapPath,
  type SitemapDate,
  type SitemapRequest,
  type SitemapSection,
} from '../../shared/syndication/sitemapPaths';
import { SITEMAP_SECTIONS } from '../../shared/doorPages';
import { sitemapIndexXml, urlsetXml, type SitemapRef, type SitemapUrl } from '../../shared/syndication/sitemapXml';
import type { ContentApi } from '../content/api';
import type { ServerTimingSink } from '../ops/timing';

export const SITEMAP_CONTENT_TYPE = 'application/xml; charset=utf-8';

/** How many URLs a URL sitemap page and how many sitemaps an index page lists (tests make them small). */
export interface SitemapLimits {
  pageUrls: number;
  indexSitemaps: number;
}

export const SITEMAP_LIMITS: SitemapLimits = { pageUrls: SITEMAP_PAGE_URLS, indexSitemaps: SITEMAP_INDEX_PAGE_SITEMAPS };

export interface SitemapDeps extends SitemapUrlContext {
  content: ContentApi;
  now(): number;
  limits?: SitemapLimits;
}

export interface SitemapAnswer {
  body: string;
  lastModified?: Date;
  maxAgeSeconds: number;
}

/** The Sitemaps call's site segment: the automotive section is the roadshow brand's. */
const siteOf = (section: string): Brand => (section === 'roadshow' ? 'roadshow' : 'cnet');

const newest = (dates: readonly (Date | undefined)[]): Date | undefined =>
  dates.reduce<Date | undefined>((max, date) => (date && (!max || date > max) ? date : max), undefined);

/** The refs to pages 1..n of a sitemap of `count` URLs. */
function pageRefs(count: number, pageUrls: number, locOf: (page: number) => string, lastmod: Date | undefined): SitemapRef[] {
  return Array.from({ length: Math.ceil(count / pageUrls) }, (_, i) => ({ loc: locOf(i + 1), lastmod }));
}

/** Every page of every month sitemap of a section, from its index. */
function monthRefs(origin: string, section: SitemapSection, months: readonly SitemapMonth[], pageUrls: number): SitemapRef[] {
  return months.flatMap((month) =>
    pageRefs(month.count, pageUrls, (page) => `${origin}${urlSitemapPath(section, { year: month.year, month: month.month }, page)}`, parseContentDate(month.lastModified)),
  );
}

/** Whether a by-date sitemap covers today (UTC): then it still grows. */
function isCurrent(date: SitemapDate | null, now: number): boolean {
  if (date === null) return true;
  const today = new Date(now);
  if (date.year !== today.getUTCFullYear()) return false;
  if (date.month !== undefined && date.month !== today.getUTCMonth() + 1) return false;
  return date.day === undefined || date.day === today.getUTCDate();
}

export function createSitemaps(deps: SitemapDeps) {
  const origin = deps.siteOrigin;
  const { pageUrls, indexSitemaps } = deps.limits ?? SITEMAP_LIMITS;

  /** One page of an index; undefined past the last page, or when the index would list nothing. */
  function indexPage(refs: readonly SitemapRef[], page: number, lastModified: Date | undefined): SitemapAnswer | undefined {
    const listed = refs.slice((page - 1) * indexSitemaps, page * indexSitemaps);
    if (listed.length === 0) return undefined;
    return { body: sitemapIndexXml(listed), lastModified, maxAgeSeconds: SITEMAP_MAX_AGE.index };
  }

  /** What the whole-site index lists: the news sitemap, the pages of the doors and every month page of every section. */
  async function siteRefs(timing?: ServerTimingSink): Promise<{ refs: SitemapRef[]; lastModified: Date | undefined }> {
    const [doorsIndex, ...indexes] = await Promise.all([
      deps.content.getSitemapIndex('cnet', SITEMAP_DOORS_SLUG, timing),
      ...SITEMAP_SECTIONS.map((section) => deps.content.getSitemapIndex(siteOf(section), section, timing)),
    ]);
    const lastModified = newest(indexes.map((one) => parseContentDate(one!.lastModified)));
    const refs = [
      { loc: `${origin}${NEWS_SITEMAP_PATH}`, lastmod: lastModified },
      ...pageRefs(doorsIndex!.total, pageUrls, (page) => `${origin}${pagedPath(DOORS_SITEMAP_PATH, page)}`, lastModified),
      ...SITEMAP_SECTIONS.flatMap((section, i) => monthRefs(origin, section, indexes[i]!.months, pageUrls)),
    ];
    return { refs, lastModified };
  }

  async function index(page: number, timing?: ServerTimingSink): Promise<SitemapAnswer | undefined> {
    const { refs, lastModified } = await siteRefs(timing);
    return indexPage(refs, page, lastModified);
  }

  async function sectionIndex(section: SitemapSection, page: number, timing?: ServerTimingSink): Promise<SitemapAnswer | undefined> {
    const one = await deps.content.getSitemapIndex(siteOf(section), section, timing);
    return indexPage(monthRefs(origin, section, one.months, pageUrls), page, parseContentDate(one.lastModified));
  }

  /** Entries `[offset, offset + count)` of a sitemap, in calls of SITEMAP_FETCH_LIMIT. */
  async function entries(site: Brand, slug: string, date: SitemapDate | null, hydrate: boolean, offset: number, count: number, timing?: ServerTimingSink) {
    const items: SitemapEntry[] = [];
    let total = Infinity;
    while (items.length < count && offset + items.length < total) {
      const limit = Math.min(SITEMAP_FETCH_LIMIT, count - items.length);
      const page = await deps.content.getSitemapPage(site, slug, { ...date, hydrate, limit, offset: offset + items.length }, timing);
      total = page.paging.total;
      items.push(...page.items);
      if (page.items.length < limit) break;
    }
    return items;
  }

  function urlset(urls: readonly (SitemapUrl | undefined)[], entriesList: readonly SitemapEntry[], maxAgeSeconds: number): SitemapAnswer | undefined {
    const listed = urls.filter((url): url is SitemapUrl => url !== undefined);
    if (listed.length === 0) return undefined;
    return { body: urlsetXml(listed), lastModified: newest(entriesList.map(entryLastModified)), maxAgeSeconds };
  }

  async function urls(section: SitemapSection, date: SitemapDate | null, page: number, timing?: ServerTimingSink): Promise<SitemapAnswer | undefined> {
    const list = await entries(siteOf(section), section, date, true, (page - 1) * pageUrls, pageUrls, timing);
    const maxAge = isCurrent(date, deps.now()) ? SITEMAP_MAX_AGE.current : SITEMAP_MAX_AGE.past;
    return urlset(list.map((entry) => sitemapUrlOf(deps, entry)), list, maxAge);
  }

  async function doors(page: number, timing?: ServerTimingSink): Promise<SitemapAnswer | undefined> {
    const list = await entries('cnet', SITEMAP_DOORS_SLUG, null, false, (page - 1) * pageUrls, pageUrls, timing);
    return urlset(list.map((entry) => sitemapUrlOf(deps, entry)), list, SITEMAP_MAX_AGE.doors);
  }

  /** Stories published in the last 48 hours: the by-day calls of the UTC days the window touches. */
  async function news(timing?: ServerTimingSink): Promise<SitemapAnswer> {
    const now = deps.now();
    const since = now - NEWS_SITEMAP_WINDOW_MS;
    const days: SitemapDate[] = [];
    for (let at = now; ; at -= 86_400_000) {
      const day = new Date(Math.max(at, since));
      days.push({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() });
      if (at <= since) break;
    }
    const unique = [...new Map(days.map((d) => [`${d.year}-${d.month}-${d.day}`, d])).values()];
    const lists = await Promise.all(unique.map((day) => entries('cnet', SITEMAP_ALL_SLUG, day, true, 0, NEWS_SITEMAP_MAX_URLS, timing)));
    const recent = lists
      .flat()
      .filter((entry) => NEWS_KINDS.includes(entry.kind ?? '') && entry.title)
      .filter((entry) => {
        const published = parseContentDate(entry.datePublished)?.getTime() ?? 0;
        return published >= since && published <= now;
      })
      .sort((a, b) => (parseContentDate(b.datePublished)?.getTime() ?? 0) - (parseContentDate(a.datePublished)?.getTime() ?? 0))
      .slice(0, NEWS_SITEMAP_MAX_URLS);
    const listed = recent.map((entry) => sitemapUrlOf(deps, entry, true)).filter((url): url is SitemapUrl => url !== undefined);
    // An empty news sitemap is still a news sitemap (no story in 48 hours): 200 with no <url>.
    return { body: urlsetXml(listed), lastModified: newest(recent.map(entryLastModified)) ?? new Date(since), maxAgeSeconds: SITEMAP_MAX_AGE.news };
  }

  return {
    /** The answer for a parsed request; undefined when that page of the sitemap lists nothing (404). */
    async answer(request: SitemapRequest, timing?: ServerTimingSink): Promise<SitemapAnswer | undefined> {
      switch (request.kind) {
        case 'index':
          return index(request.page, timing);
        case 'section-index':
          return sectionIndex(request.section, request.page, timing);
        case 'news':
          // At most NEWS_SITEMAP_MAX_URLS: always one page.
          return request.page === 1 ? news(timing) : undefined;
        case 'doors':
          return doors(request.page, timing);
        case 'urls':
          return urls(request.section, request.date, request.page, timing);
      }
    },
    /** How many pages the whole-site index has (robots.txt names each). */
    async indexPages(timing?: ServerTimingSink): Promise<number> {
      const { refs } = await siteRefs(timing);
      return Math.max(1, Math.ceil(refs.length / indexSitemaps));
    },
  };
}
