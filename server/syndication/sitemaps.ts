/**
 * The XML sitemaps of server/syndication/sitemapPaths.ts, from the Sitemaps call: each request
 * becomes the body, its Last-Modified and its cache lifetime, or a 404 when the sitemap would
 * list nothing (a page past the last, a date without content).
 */
import { parseContentDate } from '../../shared/format/date';
import type { SitemapEntry, SitemapIndex, SitemapMonth, SitemapPage } from '../../shared/node/models/sitemap';
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
} from '../../shared/node/syndication/constants';
import { entryLastModified, sitemapUrlOf, type SitemapUrlContext } from './sitemapEntries';
import {
  DOORS_SITEMAP_PATH,
  NEWS_SITEMAP_PATH,
  pagedPath,
  urlSitemapPath,
  type SitemapDate,
  type SitemapRequest,
  type SitemapSection,
} from './sitemapPaths';
import { XML_SITEMAP_SECTIONS } from '../../shared/node/doorPages';
import { isSectionTopicPath } from '../../shared/node/routes/sectionDoors';
import { sitemapIndexXml, urlsetXml, type SitemapRef, type SitemapUrl } from './sitemapXml';
import type { ContentApi } from '../content/api';
import { createAnswerMemo, SYNDICATION_MEMO_BYTES } from './answerMemo';
import type { MachineBody } from './xmlResponse';
import type { ServerTimingSink } from '../ops/timing';

export const SITEMAP_CONTENT_TYPE = 'application/xml; charset=utf-8';

/** How many URLs a URL sitemap page and how many sitemaps an index page lists (tests make them small). */
export interface SitemapLimits {
  pageUrls: number;
  indexSitemaps: number;
}

export const SITEMAP_LIMITS: SitemapLimits = {
  pageUrls: SITEMAP_PAGE_URLS,
  indexSitemaps: SITEMAP_INDEX_PAGE_SITEMAPS,
};

export interface SitemapDeps extends SitemapUrlContext {
  content: ContentApi;
  now(): number;
  limits?: SitemapLimits;
}

/** What a sitemap request answers: sent as it is by xmlResponse.ts (which keeps its ETag and compressed forms). */
export type SitemapAnswer = MachineBody;

/** The Sitemaps call's site segment: the automotive section is the roadshow brand's. */
const siteOf = (section: string): Brand => (section === 'roadshow' ? 'roadshow' : 'cnet');

const newest = (dates: readonly (Date | undefined)[]): Date | undefined =>
  dates.reduce<Date | undefined>((max, date) => (date && (!max || date > max) ? date : max), undefined);

/** The refs to pages 1..n of a sitemap of `count` URLs. */
function pageRefs(
  count: number,
  pageUrls: number,
  locOf: (page: number) => string,
  lastmod: Date | undefined,
): SitemapRef[] {
  return Array.from({ length: Math.ceil(count / pageUrls) }, (_, i) => ({ loc: locOf(i + 1), lastmod }));
}

/** Every page of every month sitemap of a section, from its index. */
function monthRefs(
  origin: string,
  section: SitemapSection,
  months: readonly SitemapMonth[],
  pageUrls: number,
): SitemapRef[] {
  return months.flatMap((month) =>
    pageRefs(
      month.count,
      pageUrls,
      (page) => `${origin}${urlSitemapPath(section, { year: month.year, month: month.month }, page)}`,
      parseContentDate(month.lastModified),
    ),
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
  const memo = createAnswerMemo<SitemapAnswer>(SYNDICATION_MEMO_BYTES.sitemaps);
  /** A sitemap that lists nothing (404) is remembered as this and answered as undefined. */
  const NOTHING: SitemapAnswer = { body: '', contentType: SITEMAP_CONTENT_TYPE, maxAgeSeconds: 0 };

  /** The answer for `key` built from `inputs` (content-cache objects), rebuilt only when one of them changes. */
  function remember(
    key: string,
    inputs: readonly unknown[],
    build: () => SitemapAnswer | undefined,
  ): SitemapAnswer | undefined {
    const answer = memo.get(key, inputs, () => build() ?? NOTHING);
    return answer === NOTHING ? undefined : answer;
  }

  /** One page of an index; undefined past the last page, or when the index would list nothing. */
  function indexPage(
    refs: readonly SitemapRef[],
    page: number,
    lastModified: Date | undefined,
  ): SitemapAnswer | undefined {
    const listed = refs.slice((page - 1) * indexSitemaps, page * indexSitemaps);
    if (listed.length === 0) return undefined;
    return {
      body: sitemapIndexXml(listed),
      contentType: SITEMAP_CONTENT_TYPE,
      lastModified,
      maxAgeSeconds: SITEMAP_MAX_AGE.index,
    };
  }

  /** The Sitemaps index calls the whole-site index is made of: the doors', then each section's. */
  function siteIndexes(timing?: ServerTimingSink): Promise<SitemapIndex[]> {
    return Promise.all([
      deps.content.getSitemapIndex('cnet', SITEMAP_DOORS_SLUG, timing),
      ...XML_SITEMAP_SECTIONS.map((section) => deps.content.getSitemapIndex(siteOf(section), section, timing)),
    ]);
  }

  /** What the whole-site index lists: the news sitemap, the pages of the doors and every month page of every section. */
  function siteRefs([doorsIndex, ...indexes]: readonly SitemapIndex[]): {
    refs: SitemapRef[];
    lastModified: Date | undefined;
  } {
    const lastModified = newest(indexes.map((one) => parseContentDate(one!.lastModified)));
    const refs = [
      { loc: `${origin}${NEWS_SITEMAP_PATH}`, lastmod: lastModified },
      // The doors always include the front door: at least their first page, whatever the count says.
      ...pageRefs(
        Math.max(1, doorsIndex!.total),
        pageUrls,
        (page) => `${origin}${pagedPath(DOORS_SITEMAP_PATH, page)}`,
        lastModified,
      ),
      ...XML_SITEMAP_SECTIONS.flatMap((section, i) => monthRefs(origin, section, indexes[i]!.months, pageUrls)),
    ];
    return { refs, lastModified };
  }

  async function index(page: number, timing?: ServerTimingSink): Promise<SitemapAnswer | undefined> {
    const indexes = await siteIndexes(timing);
    return remember(`index ${page}`, indexes, () => {
      const { refs, lastModified } = siteRefs(indexes);
      return indexPage(refs, page, lastModified);
    });
  }

  async function sectionIndex(
    section: SitemapSection,
    page: number,
    timing?: ServerTimingSink,
  ): Promise<SitemapAnswer | undefined> {
    const one = await deps.content.getSitemapIndex(siteOf(section), section, timing);
    return remember(`section-index ${section} ${page}`, [one], () =>
      indexPage(monthRefs(origin, section, one.months, pageUrls), page, parseContentDate(one.lastModified)),
    );
  }

  /** Entries `[offset, offset + count)` of a sitemap, in calls of SITEMAP_FETCH_LIMIT. */
  async function entries(
    site: Brand,
    slug: string,
    date: SitemapDate | null,
    hydrate: boolean,
    offset: number,
    count: number,
    timing?: ServerTimingSink,
  ) {
    const items: SitemapEntry[] = [];
    /** The (cached) call answers the entries came from: what a remembered answer depends on. */
    const pages: SitemapPage[] = [];
    let total = Infinity;
    while (items.length < count && offset + items.length < total) {
      const limit = Math.min(SITEMAP_FETCH_LIMIT, count - items.length);
      const page = await deps.content.getSitemapPage(
        site,
        slug,
        { ...date, hydrate, limit, offset: offset + items.length },
        timing,
      );
      pages.push(page);
      total = page.paging.total;
      items.push(...page.items);
      if (page.items.length < limit) break;
    }
    return { items, pages };
  }

  function urlset(
    urls: readonly (SitemapUrl | undefined)[],
    entriesList: readonly SitemapEntry[],
    maxAgeSeconds: number,
  ): SitemapAnswer | undefined {
    const listed = urls.filter((url): url is SitemapUrl => url !== undefined);
    if (listed.length === 0) return undefined;
    return {
      body: urlsetXml(listed),
      contentType: SITEMAP_CONTENT_TYPE,
      lastModified: newest(entriesList.map(entryLastModified)),
      maxAgeSeconds,
    };
  }

  async function urls(
    section: SitemapSection,
    date: SitemapDate | null,
    page: number,
    timing?: ServerTimingSink,
  ): Promise<SitemapAnswer | undefined> {
    const { items, pages } = await entries(
      siteOf(section),
      section,
      date,
      true,
      (page - 1) * pageUrls,
      pageUrls,
      timing,
    );
    const maxAge = isCurrent(date, deps.now()) ? SITEMAP_MAX_AGE.current : SITEMAP_MAX_AGE.past;
    return remember(`urls ${urlSitemapPath(section, date, page)}`, [...pages, maxAge], () =>
      urlset(
        items.map((entry) => sitemapUrlOf(deps, entry)),
        items,
        maxAge,
      ),
    );
  }

  async function doors(page: number, timing?: ServerTimingSink): Promise<SitemapAnswer | undefined> {
    const { items, pages } = await entries(
      'cnet',
      SITEMAP_DOORS_SLUG,
      null,
      false,
      (page - 1) * pageUrls,
      pageUrls,
      timing,
    );
    // /topics/{section}/ of a section with a door names the door as canonical: the door is listed, not it.
    const listed = items.filter((entry) => !isSectionTopicPath(new URL(entry.url, 'http://entry.invalid').pathname));
    return remember(`doors ${page}`, pages, () =>
      urlset(
        listed.map((entry) => sitemapUrlOf(deps, entry)),
        listed,
        SITEMAP_MAX_AGE.doors,
      ),
    );
  }

  /** Stories published in the last 48 hours: the by-day calls of the UTC days the window touches. */
  async function news(timing?: ServerTimingSink): Promise<SitemapAnswer | undefined> {
    // The window moves by the minute: a remembered news sitemap is at most a minute behind it.
    const now = Math.floor(deps.now() / 60_000) * 60_000;
    const since = now - NEWS_SITEMAP_WINDOW_MS;
    const days: SitemapDate[] = [];
    for (let at = now; ; at -= 86_400_000) {
      const day = new Date(Math.max(at, since));
      days.push({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() });
      if (at <= since) break;
    }
    const unique = [...new Map(days.map((d) => [`${d.year}-${d.month}-${d.day}`, d])).values()];
    const lists = await Promise.all(
      unique.map((day) => entries('cnet', SITEMAP_ALL_SLUG, day, true, 0, NEWS_SITEMAP_MAX_URLS, timing)),
    );
    return remember('news', [now, ...lists.flatMap((list) => list.pages)], () =>
      newsAnswer(
        lists.flatMap((list) => list.items),
        since,
        now,
      ),
    );
  }

  function newsAnswer(candidates: readonly SitemapEntry[], since: number, now: number): SitemapAnswer {
    const recent = candidates
      .filter((entry) => NEWS_KINDS.includes(entry.kind ?? '') && entry.title)
      .filter((entry) => {
        const published = parseContentDate(entry.datePublished)?.getTime() ?? 0;
        return published >= since && published <= now;
      })
      .sort(
        (a, b) =>
          (parseContentDate(b.datePublished)?.getTime() ?? 0) - (parseContentDate(a.datePublished)?.getTime() ?? 0),
      )
      .slice(0, NEWS_SITEMAP_MAX_URLS);
    const listed = recent
      .map((entry) => sitemapUrlOf(deps, entry, true))
      .filter((url): url is SitemapUrl => url !== undefined);
    // An empty news sitemap is still a news sitemap (no story in 48 hours): 200 with no <url>.
    return {
      body: urlsetXml(listed),
      contentType: SITEMAP_CONTENT_TYPE,
      lastModified: newest(recent.map(entryLastModified)) ?? new Date(since),
      maxAgeSeconds: SITEMAP_MAX_AGE.news,
    };
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
      const { refs } = siteRefs(await siteIndexes(timing));
      return Math.max(1, Math.ceil(refs.length / indexSitemaps));
    },
  };
}
