/**
 * The public feed paths (docs/decisions/030-sitemaps-and-feeds.md), written and read in this
 * one place, and the HTML page each follows (for its <link rel="alternate">):
 *
 *   /feed/                        front door (/)              Feeds endpoint `frontdoor`
 *   /feed/{section}/              section door (/tech/...)    `section.{section}`
 *   /feed/topics/{slug}/          /topics/{slug}/             `topic.{slug}`
 *   /feed/tags/{slug}/            /tags/{slug}/               `tag.{slug}`
 *   /feed/collections/{slug}/     /collections/{slug}/        `collection.{slug}`
 *   /feed/profiles/{username}/    /profiles/{username}/       `author.{username}`
 *
 * RSS 2.0 by default; `?format=atom` asks for Atom 1.0. Older items page on with `?page=2`...
 * (RFC 5005 first/previous/next/last links).
 */
import { SITEMAP_SECTIONS } from '../doorPages';
import { FEED_MAX_PAGES } from './constants';

export type FeedFormat = 'rss' | 'atom';

export interface FeedRequest {
  /** The Feeds call's `{endpoint}`. */
  endpoint: string;
  /** The feed's own path (page 1, RSS). */
  path: string;
  /** The HTML page the feed follows. */
  pagePath: string;
  kind: 'frontdoor' | 'section' | 'topic' | 'tag' | 'collection' | 'author';
  page: number;
  format: FeedFormat;
}

export type FeedParse = { ok: true; request: FeedRequest } | { ok: false; status: 400 | 404 };

export const FEED_PREFIX = '/feed/';
export const FORMAT_PARAM = 'format';
export const FEED_PAGE_PARAM = 'page';
export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
};

const SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
/** URL folder → Feeds endpoint type and the HTML folder. */
const FOLDERS = {
  topics: 'topic',
  tags: 'tag',
  collections: 'collection',
  profiles: 'author',
} as const;

/** A feed's URL for a page and format (page 1 and RSS add nothing). */
export function feedUrl(path: string, page: number, format: FeedFormat): string {
  const params = new URLSearchParams();
  if (format === 'atom') params.set(FORMAT_PARAM, 'atom');
  if (page > 1) params.set(FEED_PAGE_PARAM, String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

function readQuery(search: URLSearchParams): { page: number; format: FeedFormat } | undefined {
  const pages = search.getAll(FEED_PAGE_PARAM);
  const formats = search.getAll(FORMAT_PARAM);
  if (pages.length > 1 || formats.length > 1) return undefined;
  const page = pages[0] === undefined ? 1 : /^[1-9]\d{0,5}$/.test(pages[0]) ? Number(pages[0]) : undefined;
  const format = formats[0] === undefined || formats[0] === 'rss' ? 'rss' : formats[0] === 'atom' ? 'atom' : undefined;
  return page === undefined || format === undefined ? undefined : { page, format };
}

/**
 * Reads a feed request: a path that names no feed → 404, a malformed `page` or `format` → 400,
 * a page past FEED_MAX_PAGES → 404. Whether the feed exists is the Feeds call's to say.
 */
export function parseFeedPath(pathname: string, search: URLSearchParams): FeedParse {
  if (!pathname.startsWith(FEED_PREFIX) || !pathname.endsWith('/')) return { ok: false, status: 404 };
  const parts = pathname
    .slice(FEED_PREFIX.length, -1)
    .split('/')
    .filter((part, i, all) => part !== '' || all.length > 1);
  let named: Omit<FeedRequest, 'page' | 'format'> | undefined;
  if (parts.length === 0) named = { endpoint: 'frontdoor', path: FEED_PREFIX, pagePath: '/', kind: 'frontdoor' };
  else if (parts.length === 1 && (SITEMAP_SECTIONS as readonly string[]).includes(parts[0]!)) {
    named = { endpoint: `section.${parts[0]}`, path: pathname, pagePath: `/${parts[0]}/`, kind: 'section' };
  } else if (parts.length === 2 && parts[0]! in FOLDERS && SLUG.test(parts[1]!)) {
    const kind = FOLDERS[parts[0] as keyof typeof FOLDERS];
    named = { endpoint: `${kind}.${parts[1]}`, path: pathname, pagePath: `/${parts[0]}/${parts[1]}/`, kind };
  }
  if (!named) return { ok: false, status: 404 };
  const query = readQuery(search);
  if (!query) return { ok: false, status: 400 };
  if (query.page > FEED_MAX_PAGES) return { ok: false, status: 404 };
  // Object.assign: a spread after a leading spread is slow on Node 20 (decision 094).
  return { ok: true, request: Object.assign({}, named, query) };
}

/**
 * The feed that follows an HTML page, for its <link rel="alternate">: the front door, section
 * doors, and the first page of topic, tag, collection and profile pages. Undefined elsewhere.
 */
export function feedPathForPage(pagePath: string): string | undefined {
  const parsed = parseFeedPath(`${FEED_PREFIX}${pagePath.replace(/^\//, '')}`, new URLSearchParams());
  return parsed.ok ? parsed.request.path : undefined;
}
