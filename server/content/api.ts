import type { z } from 'zod';
import { articleSchema, type Article } from '../../shared/models/article';
import { authorsResponseSchema, type Author } from '../../shared/models/author';
import {
  contentListComponentSchema,
  navComponentSchema,
  type ContentListComponent,
  type NavItem,
} from '../../shared/models/component';
import { feedSchema, type Feed } from '../../shared/node/models/feed';
import { commerceShortcodeSchema, type CommerceShortcode } from '../models/commerceShortcode';
import { DEFAULT_EDITION } from '../../shared/constants';
import { generatedUrlSchema, type GeneratedUrl } from '../models/generatedUrl';
import { productsResponseSchema, type TechProduct } from '../../shared/models/product';
import { pageSchema, type Page } from '../../shared/models/page';
import {
  sitemapIndexSchema,
  sitemapPageSchema,
  type SitemapIndex,
  type SitemapPage,
} from '../../shared/node/models/sitemap';
import { seamlessResponseSchema, type SeamlessItem } from '../models/seamless';
import {
  SEAMLESS_COMPONENT_DISPLAY_NAME,
  SEAMLESS_COMPONENT_NAME,
  SEAMLESS_COMPONENT_TYPE,
  SEAMLESS_LISTING_LIMIT,
  SEAMLESS_RECOMMENDATION_CONTENT_TYPE,
} from '../../shared/seamless/constants';
import type { Brand } from '../../shared/routes/types';
import type { Logger } from '../ops/logger';
import type { ServerTimingSink } from '../ops/timing';
import type { ContentCache } from './cache';
import { NO_SHARED_CACHE, type SharedCache } from '../fleet/sharedCache';
import { CONTENT_CACHE_POLICIES, type ContentEndpoint } from './cachePolicies';
import { readEnvelope } from './envelope';
import { runDetached } from '../reliability/requestScope';
import { NotFoundError } from './errors';
import type { ContentHttp, QueryValue } from './http';

/**
 * The content API as the rest of Neutron sees it: one typed function per call, each cached
 * (CONTENT_CACHE_POLICIES), parsed once with its shared/models schema, and timed into the
 * request's Server-Timing (`upstream` when it called out, `cache` when it did not).
 * Paths and properties: docs/upstream-api.md.
 */

/** 000 §7: "A preview query param, when set, is sent as an uppercase header; preview uses version parameter hub-preview-version." */
export const PREVIEW_PARAM = 'preview';
const PREVIEW_HEADER = 'PREVIEW';
const PREVIEW_VERSION_PARAM = 'hub-preview-version';
/** Preview values are opaque tokens or version numbers. */
export const PREVIEW_VALUE = /^[A-Za-z0-9._~-]{1,128}$/;

/** 001 §7: captions come as format webvtt, extension vtt. */
const CAPTIONS_FORMAT = 'webvtt';
const CAPTIONS_EXTENSION = 'vtt';

/** The experience segment of every path. */
const EXPERIENCE = 'web';
/** Query values the spec names but does not give; one place to change them. */
const NAV_QUERY = {
  componentName: 'curated-nav-redesign',
  componentDisplayName: 'Curated Nav Redesign',
  componentType: 'CuratedNav',
} as const;
/** 001 §7 / §9: the seamless call's query (limit 3); the values live in shared/seamless/constants. */
const SEAMLESS_QUERY = {
  recommendationContentType: SEAMLESS_RECOMMENDATION_CONTENT_TYPE,
  componentName: SEAMLESS_COMPONENT_NAME,
  componentDisplayName: SEAMLESS_COMPONENT_DISPLAY_NAME,
  componentType: SEAMLESS_COMPONENT_TYPE,
  limit: SEAMLESS_LISTING_LIMIT,
} as const;
/** Bounds on listing paging taken from the URL. */
const MAX_LISTING_LIMIT = 100;
const MAX_LISTING_OFFSET = 100_000;

/** A path segment we send upstream: anything else cannot name content, so it is a 404 here. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,255}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Bounds on sitemap and feed paging: past these nothing is asked upstream (404). */
const MAX_SITEMAP_LIMIT = 10_000;
const MAX_SITEMAP_OFFSET = 100_000_000;

export interface SitemapQuery {
  /** Year, month, day narrow the call (000 §7 `/year/{y}/month/{m}/day/{d}`). */
  year?: number;
  month?: number;
  day?: number;
  hydrate: boolean;
  limit: number;
  offset: number;
}

export interface FeedQuery {
  offset: number;
  limit: number;
}

export interface ListingQuery {
  limit: number;
  offset?: number;
}

export interface ContentApi {
  /** `preview`: the reader's preview value; the call then bypasses the cache (000 §7). */
  getArticle(site: Brand, slug: string, timing?: ServerTimingSink, preview?: string): Promise<Article>;
  /** `type` is the page type: 'door' (slug 'frontdoor' for the front door), 'money'... */
  getPage(site: Brand, type: string, slug: string, timing?: ServerTimingSink): Promise<Page>;
  /** `type` is section, topic, collection, tag or author; `id` a slug or a uuid. */
  getListing(
    site: Brand,
    type: string,
    id: string,
    query: ListingQuery,
    timing?: ServerTimingSink,
  ): Promise<ContentListComponent>;
  /** Starts the same call unless its answer is fresh in the cache; counts no hit, never throws (decision 108). */
  prefetchListing(site: Brand, type: string, id: string, query: ListingQuery): void;
  /** Header and footer items together; split them with `navItemsOf`. */
  getNavigation(site: Brand, timing?: ServerTimingSink): Promise<NavItem[]>;
  /** 001 §7: `slug` names the path; contentId and the optional collectionId go in the query. */
  getSeamless(
    site: Brand,
    slug: string,
    contentId: string | undefined,
    timing?: ServerTimingSink,
    collectionId?: string,
  ): Promise<SeamlessItem[]>;
  /** WebVTT captions of a video (000 §7: format webvtt, extension vtt). */
  getCaptions(site: Brand, slug: string, timing?: ServerTimingSink): Promise<string>;
  /** Authors by id or username, in the order asked (000 §7 Authors); unknown ones are left out. */
  getAuthors(site: Brand, ids: readonly string[], timing?: ServerTimingSink): Promise<Author[]>;
  /** 000 §7 Sitemaps: one page of a sitemap's entries (`slug` a section, `all` or `doors`). */
  getSitemapPage(site: Brand, slug: string, query: SitemapQuery, timing?: ServerTimingSink): Promise<SitemapPage>;
  /** 000 §7 Sitemaps index: the months of a sitemap that have content. */
  getSitemapIndex(site: Brand, slug: string, timing?: ServerTimingSink): Promise<SitemapIndex>;
  /** 000 §7 Feeds: `endpoint` is `frontdoor` or `{type}.{id}` (docs/upstream-api.md). */
  getFeed(site: Brand, endpoint: string, query: FeedQuery, timing?: ServerTimingSink): Promise<Feed>;
  /**
   * 000 §7 Products: tech products by uuid, in the order asked; unknown ones are left out. Pages
   * that show products pass `timeoutMs` (PRODUCT_REFRESH_TIMEOUT_MS): it runs before the status line.
   */
  getProducts(
    site: Brand,
    uuids: readonly string[],
    timing?: ServerTimingSink,
    timeoutMs?: number,
  ): Promise<TechProduct[]>;
  /** 000 §7 URL generator: the canonical URL of a content type and slug. */
  getGeneratedUrl(site: Brand, contentType: string, slug: string, timing?: ServerTimingSink): Promise<GeneratedUrl>;
  /** 000 §7 Shortcodes: the current offer of a commerce shortcode's product (edition, contentType content_article). */
  getCommerceShortcode(site: Brand, id: string, timing?: ServerTimingSink): Promise<CommerceShortcode>;
}

/**
 * Commerce offers are asked while the article's status line waits, so they get a short deadline
 * of their own; a shortcode whose call fails or is late keeps the offer it was saved with.
 */
export const COMMERCE_SHORTCODE_TIMEOUT_MS = 1_500;
/** The same for the Products call of a page that shows products (a review, a best list): saved offers on failure. */
export const PRODUCT_REFRESH_TIMEOUT_MS = 1_500;

export interface ContentApiDeps {
  http: ContentHttp;
  cache: ContentCache;
  /** The second level behind `cache` (Redis, decision 080); none: straight to the upstream. */
  shared?: SharedCache;
  logger?: Logger;
}

function segment(value: string): string {
  if (!SEGMENT.test(value)) throw new NotFoundError();
  return value;
}

/**
 * Upstream paths of the content a purge names (decision 081): the cache keys of these calls are
 * `{path}?{query}`. A segment that cannot name content throws NotFoundError.
 */
export const contentPaths = {
  article: (site: Brand, slug: string) => `/api/neutron/articles/${segment(site)}/${segment(slug)}/${EXPERIENCE}`,
  // 000 §7: the money type comes from the content bridge, as an article page.
  page: (site: Brand, type: string, slug: string) =>
    type === 'money'
      ? `/api/bridge/composer/${segment(site)}/pages/article/${segment(slug)}/${EXPERIENCE}`
      : `/api/neutron/composer/${segment(site)}/pages/${segment(type)}/${segment(slug)}/${EXPERIENCE}`,
  listing: (site: Brand, type: string, id: string) =>
    `/api/neutron/components/${segment(site)}/listing/${segment(type)}/${segment(id)}/${EXPERIENCE}`,
};

/** What application/x-www-form-urlencoding leaves as it is (URLSearchParams' serializer). */
const FORM_SAFE = /^[\w.*-]*$/;

/**
 * The query in a stable order: with the path, the cache key (`{path}?{query}`; purges drop by path).
 * Every content read makes it, cache hits included, so keys and values that need no escaping (all
 * of ours but a slug with odd characters) are joined as they are; anything else goes through
 * URLSearchParams, which writes the same string for the safe ones.
 */
/** The listing call's query (000 §7), the same for a call and an early ask so both share one cache key. */
function listingQuery(id: string, limit: number, offset: number) {
  return {
    searchBy: UUID.test(id) ? 'id' : 'slug',
    componentType: 'ContentList',
    limit: Math.min(Math.max(Math.trunc(limit) || 1, 1), MAX_LISTING_LIMIT),
    offset,
  };
}

export function queryString(query: Record<string, QueryValue>): string {
  const keys = Object.keys(query);
  if (keys.length === 0) return '';
  keys.sort();
  let search = '';
  for (const key of keys) {
    const value = query[key];
    if (value === undefined) continue;
    const text = String(value);
    if (!FORM_SAFE.test(key) || !FORM_SAFE.test(text)) return escapedQueryString(keys, query);
    search += search === '' ? `${key}=${text}` : `&${key}=${text}`;
  }
  return search;
}

function escapedQueryString(keys: readonly string[], query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = query[key];
    if (value !== undefined) params.append(key, String(value));
  }
  return params.toString();
}

export function createContentApi({ http, cache, shared = NO_SHARED_CACHE, logger }: ContentApiDeps): ContentApi {
  async function call<S extends z.ZodType>(
    endpoint: ContentEndpoint,
    path: string,
    query: Record<string, QueryValue>,
    property: string,
    schema: S,
    timing: ServerTimingSink | undefined,
    preview?: string,
    timeoutMs?: number,
  ): Promise<z.output<S>> {
    if (preview !== undefined) {
      // 000 §7: the preview value goes upstream as an uppercase header, with hub-preview-version;
      // a preview is never cached, in either direction.
      const { body } = await http.getJson(path, {
        endpoint,
        query: { ...query, [PREVIEW_VERSION_PARAM]: preview },
        headers: { [PREVIEW_HEADER]: preview },
        timing,
      });
      return readEnvelope(body, property, schema);
    }
    const started = performance.now();
    const policy = CONTENT_CACHE_POLICIES[endpoint];
    const search = queryString(query);
    const key = `${path}?${search}`;
    // Fresh in the cache: no promise of get() to wait on (decision 026).
    const fresh = cache.peek<z.output<S>>(endpoint, key);
    if (fresh !== undefined) {
      timing?.add('cache', performance.now() - started, `${endpoint} hit`);
      return fresh;
    }
    const outcome = await cache.get(endpoint, key, policy, async () => {
      const { body, bytes, ageMs } = await shared.through(endpoint, path, search, policy, () =>
        http.getJson(path, { endpoint, query, timing, timeoutMs }),
      );
      try {
        return { value: readEnvelope(body, property, schema), size: bytes, ageMs };
      } catch (error) {
        logger?.warn('content API response is not in the correct format', { endpoint, path, property, err: error });
        throw error;
      }
    });
    if (outcome.result !== 'miss') timing?.add('cache', performance.now() - started, `${endpoint} ${outcome.result}`);
    return outcome.value;
  }

  const api: ContentApi = {
    async getArticle(site, slug, timing, preview) {
      return call('article', contentPaths.article(site, slug), {}, 'article', articleSchema, timing, preview);
    },

    async getPage(site, type, slug, timing) {
      return call('page', contentPaths.page(site, type, slug), { useNeonHeader: true }, 'page', pageSchema, timing);
    },

    async getListing(site, type, id, { limit, offset = 0 }, timing) {
      if (!Number.isInteger(offset) || offset < 0 || offset > MAX_LISTING_OFFSET) throw new NotFoundError();
      const path = contentPaths.listing(site, type, id);
      return call('listing', path, listingQuery(id, limit, offset), 'component', contentListComponentSchema, timing);
    },

    prefetchListing(site, type, id, { limit, offset = 0 }) {
      if (cache.isFresh(`${contentPaths.listing(site, type, id)}?${queryString(listingQuery(id, limit, offset))}`))
        return;
      // Outside the reader's scope: the reader does not wait on it yet, so it is no network wait of theirs
      // (their queue delay keeps counting, decision 106); the render that reads the listing waits on it then.
      runDetached(() => api.getListing(site, type, id, { limit, offset })).catch(() => undefined);
    },

    async getNavigation(site, timing) {
      const path = `/api/neutron/components/${segment(site)}/editorial/editorial_quote/curated-nav-redesign/${EXPERIENCE}`;
      const nav = await call('navigation', path, NAV_QUERY, 'component', navComponentSchema, timing);
      return nav.items;
    },

    async getCaptions(site, slug, timing) {
      const path = `/api/neutron/videos/${segment(site)}/captions/${CAPTIONS_FORMAT}/${segment(slug)}.${CAPTIONS_EXTENSION}`;
      const outcome = await cache.get('captions', path, CONTENT_CACHE_POLICIES.captions, async () => {
        const text = await http.getText(path, { endpoint: 'captions', timing });
        return { value: text, size: text.length + 1 };
      });
      return outcome.value;
    },

    async getSeamless(site, slug, contentId, timing, collectionId) {
      const path = `/api/neutron/seamless/${segment(site)}/${segment(slug)}/${EXPERIENCE}`;
      const query = {
        contentId: contentId === undefined ? undefined : segment(contentId),
        ...SEAMLESS_QUERY,
        collectionId: collectionId === undefined ? undefined : segment(collectionId),
      };
      return call('seamless', path, query, 'items', seamlessResponseSchema.shape.data.shape.items, timing);
    },

    async getSitemapPage(site, slug, { year, month, day, hydrate, limit, offset }, timing) {
      if (!Number.isInteger(offset) || offset < 0 || offset > MAX_SITEMAP_OFFSET) throw new NotFoundError();
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SITEMAP_LIMIT)
        throw new RangeError(`Sitemap limit out of range: ${limit}`);
      let dated = '';
      if (year !== undefined) {
        dated = `/year/${year}`;
        if (month !== undefined) dated += `/month/${month}`;
        if (month !== undefined && day !== undefined) dated += `/day/${day}`;
      }
      const path = `/api/neutron/sitemaps/${segment(site)}/${segment(slug)}${dated}/${EXPERIENCE}`;
      return call('sitemap', path, { hydrate, limit, offset }, 'sitemap', sitemapPageSchema, timing);
    },

    async getSitemapIndex(site, slug, timing) {
      const path = `/api/neutron/sitemaps/${segment(site)}/${segment(slug)}/index/${EXPERIENCE}`;
      return call('sitemap', path, {}, 'sitemap', sitemapIndexSchema, timing);
    },

    async getFeed(site, endpoint, { offset, limit }, timing) {
      if (!Number.isInteger(offset) || offset < 0 || offset > MAX_LISTING_OFFSET) throw new NotFoundError();
      const path = `/api/neutron/feeds/${segment(site)}/${segment(endpoint)}/`;
      return call(
        'feed',
        path,
        { offset, limit: Math.min(Math.max(Math.trunc(limit) || 1, 1), MAX_LISTING_LIMIT) },
        'feed',
        feedSchema,
        timing,
      );
    },

    async getProducts(site, uuids, timing, timeoutMs) {
      const path = `/api/neutron/products/${segment(site)}/${EXPERIENCE}`;
      const ids = uuids.map((id) => {
        if (!UUID.test(id)) throw new NotFoundError();
        return id.toLowerCase();
      });
      return call(
        'products',
        path,
        { uuids: ids.join(',') },
        'products',
        productsResponseSchema.shape.data.shape.products,
        timing,
        undefined,
        timeoutMs,
      );
    },

    async getGeneratedUrl(site, contentType, slug, timing) {
      const path = `/api/neutron/url-generator/${segment(site)}/${segment(contentType)}/${segment(slug)}`;
      return call('urlGenerator', path, {}, 'url', generatedUrlSchema, timing);
    },

    async getCommerceShortcode(site, id, timing) {
      if (!UUID.test(id)) throw new NotFoundError();
      const path = `/api/neutron/shortcodes/${segment(site)}/commerce/${id.toLowerCase()}/${EXPERIENCE}`;
      const query = { edition: DEFAULT_EDITION, contentType: 'content_article' };
      return call(
        'shortcodes',
        path,
        query,
        'shortcode',
        commerceShortcodeSchema,
        timing,
        undefined,
        COMMERCE_SHORTCODE_TIMEOUT_MS,
      );
    },

    async getAuthors(site, ids, timing) {
      const path = `/api/neutron/authors/${segment(site)}/voices/data/${EXPERIENCE}`;
      return call(
        'authors',
        path,
        { ids: ids.map(segment).join(',') },
        'authors',
        authorsResponseSchema.shape.data.shape.authors,
        timing,
      );
    },
  };
  return api;
}
