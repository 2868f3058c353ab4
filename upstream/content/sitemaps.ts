import type { ContentDate } from '../../shared/models/date';
import type { Image } from '../../shared/models/image';
import type { SitemapEntry } from '../../shared/node/models/sitemap';
import { SPONSORED_SITEMAP_SECTION, XML_SITEMAP_SECTIONS } from '../../shared/node/doorPages';
import { COMMERCIAL_SECTION } from '../world/sections';
import type { CatalogEntry } from '../world/catalog';
import { contentDate } from '../world/dates';
import type { World } from '../world/world';
import { errorBody } from './errors';
import { Memo } from './memo';
import { ok, type Reply } from './reply';

/**
 * The Sitemaps call (spec 000 §7, shapes in docs/upstream-api.md): entries of one section (by
 * its URL name; sponsored content is `paid-content`), of every section (`all`) or the doors (`doors`), newest first, optionally for
 * one year, month or day, paged by limit and offset; `index` gives the months that have content.
 * Content marked noIndex is never listed. `hydrate=true` adds titles, images, video and keywords.
 */
export const SITEMAP_SLUGS: readonly string[] = [...XML_SITEMAP_SECTIONS, 'all', 'doors'];
export const DEFAULT_SITEMAP_LIMIT = 100;
export const MAX_SITEMAP_LIMIT = 10_000;

export interface SitemapDateQuery {
  year?: number;
  month?: number;
  day?: number;
}

interface Extra {
  dateModified?: ContentDate;
  keywords: string[];
  noIndex: boolean;
  duration?: number;
}

const DOOR_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function createSitemaps(world: World) {
  const memo = new Memo<Reply>(5_000);
  const extras = new Map<string, Extra>();
  for (const a of world.articles)
    extras.set(a.id, { dateModified: a.dateUpdated, keywords: a.seoNewsKeywords, noIndex: a.noIndex === true });
  for (const r of world.reviews) extras.set(r.id, { dateModified: r.dateUpdated, keywords: [], noIndex: false });
  for (const g of world.galleries) extras.set(g.id, { dateModified: g.dateUpdated, keywords: [], noIndex: false });
  for (const l of world.liveArticles)
    extras.set(l.id, { dateModified: l.dateUpdated, keywords: l.seoNewsKeywords, noIndex: false });
  for (const v of world.videos) extras.set(v.id, { keywords: [], noIndex: false, duration: v.duration });

  const listable = (entries: readonly CatalogEntry[]) => entries.filter((entry) => !extras.get(entry.id)?.noIndex);
  const sectionEntries = new Map<string, CatalogEntry[]>();
  // Sponsored content answers to its URL name (/paid-content/…); its section is `commercial`.
  const listingKey = (slug: string) => `section:${slug === SPONSORED_SITEMAP_SECTION ? COMMERCIAL_SECTION.key : slug}`;
  for (const slug of XML_SITEMAP_SECTIONS)
    sectionEntries.set(slug, listable(world.catalog.listings.get(listingKey(slug)) ?? []));
  sectionEntries.set('all', listable(world.catalog.entries));

  /** Doors: front door, section doors, then topic, tag, collection and author doors that list content. */
  function doorEntries(): SitemapEntry[] {
    const newest = (key: string) => world.catalog.listings.get(key)?.[0]?.link.datePublished;
    const doors: SitemapEntry[] = [];
    const add = (url: string, key: string | null, title: string) => {
      const date = key === null ? world.catalog.entries[0]?.link.datePublished : newest(key);
      if (date)
        doors.push({ url, datePublished: date, dateModified: date, kind: 'door', title, images: [], keywords: [] });
    };
    add('/', null, 'Front door');
    for (const section of world.sections) add(section.path, `section:${section.key}`, section.title);
    for (const topic of world.taxonomy.topics)
      if (DOOR_SLUG.test(topic.slug)) add(`/topics/${topic.slug}/`, `topic:${topic.slug}`, topic.name ?? topic.slug);
    for (const tag of world.taxonomy.tags)
      if (DOOR_SLUG.test(tag.slug)) add(`/tags/${tag.slug}/`, `tag:${tag.slug}`, tag.name ?? tag.slug);
    for (const collection of world.taxonomy.collections)
      if (!collection.hide && DOOR_SLUG.test(collection.slug))
        add(`/collections/${collection.slug}/`, `collection:${collection.slug}`, collection.title ?? collection.slug);
    for (const author of world.people.authors)
      add(
        `/profiles/${author.username.toLowerCase()}/`,
        `author:${author.username}`,
        `${author.firstName} ${author.lastName}`,
      );
    return doors;
  }

  function entryOf(entry: CatalogEntry, hydrate: boolean): SitemapEntry {
    const extra = extras.get(entry.id);
    const { link } = entry;
    const datePublished = link.datePublished ?? contentDate(entry.time);
    const base: SitemapEntry = {
      url: link.url,
      datePublished,
      dateModified: extra?.dateModified ?? datePublished,
      kind: entry.kind,
      images: [],
      keywords: [],
    };
    if (!hydrate) return base;
    const images: Image[] = link.image ? [link.image] : [];
    const video =
      entry.kind === 'video' && link.mp4Url && link.image
        ? {
            title: link.title,
            description: link.description,
            duration: extra?.duration,
            contentUrl: link.mp4Url,
            image: link.image,
          }
        : undefined;
    return { ...base, title: link.title, images, video, keywords: extra?.keywords ?? [] };
  }

  function inDate(entry: CatalogEntry, date: SitemapDateQuery): boolean {
    if (date.year === undefined) return true;
    const at = new Date(entry.time);
    return (
      at.getUTCFullYear() === date.year &&
      (date.month === undefined || at.getUTCMonth() + 1 === date.month) &&
      (date.day === undefined || at.getUTCDate() === date.day)
    );
  }

  function page(slug: string, date: SitemapDateQuery, hydrate: boolean, limit: number, offset: number): Reply {
    if (slug === 'doors') {
      const doors = date.year === undefined ? doorEntries() : [];
      return ok({
        sitemap: { items: doors.slice(offset, offset + limit), paging: { limit, offset, total: doors.length } },
      });
    }
    const matching = (sectionEntries.get(slug) ?? []).filter((entry) => inDate(entry, date));
    const items = matching.slice(offset, offset + limit).map((entry) => entryOf(entry, hydrate));
    return ok({ sitemap: { items, paging: { limit, offset, total: matching.length } } });
  }

  function index(slug: string): Reply {
    const entries = slug === 'doors' ? [] : (sectionEntries.get(slug) ?? []);
    const months = new Map<string, { year: number; month: number; count: number; last: number }>();
    for (const entry of entries) {
      const at = new Date(entry.time);
      const key = `${at.getUTCFullYear()}-${at.getUTCMonth() + 1}`;
      const modified = Date.parse(extras.get(entry.id)?.dateModified?.date ?? '') || entry.time;
      const month = months.get(key) ?? { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, count: 0, last: 0 };
      month.count += 1;
      month.last = Math.max(month.last, modified);
      months.set(key, month);
    }
    const list = [...months.values()].map(({ year, month, count, last }) => ({
      year,
      month,
      count,
      lastModified: contentDate(last),
    }));
    const lastModified = list.reduce((max, month) => Math.max(max, Date.parse(month.lastModified.date)), 0);
    // The doors have no months; their index gives how many there are (Neutron pages them).
    const total = slug === 'doors' ? doorEntries().length : entries.length;
    return ok({
      sitemap: { slug, total, lastModified: lastModified ? contentDate(lastModified) : undefined, months: list },
    });
  }

  const unknown = (slug: string): Reply => ({
    status: 404,
    body: errorBody('sitemap', 404, `Unknown sitemap ${slug}`),
  });

  return {
    page(slug: string, date: SitemapDateQuery, hydrate: boolean, limit: number, offset: number): Reply {
      if (!SITEMAP_SLUGS.includes(slug)) return unknown(slug);
      const key = `p\u0000${slug}\u0000${date.year ?? ''}\u0000${date.month ?? ''}\u0000${date.day ?? ''}\u0000${hydrate}\u0000${limit}\u0000${offset}`;
      return memo.get(key, () => page(slug, date, hydrate, limit, offset));
    },
    index(slug: string): Reply {
      if (!SITEMAP_SLUGS.includes(slug)) return unknown(slug);
      return memo.get(`i\u0000${slug}`, () => index(slug));
    },
  };
}
