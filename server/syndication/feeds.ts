/**
 * RSS 2.0 / Atom 1.0 feeds from the Feeds call (000 §7): the request of
 * shared/node/syndication/feedPaths.ts becomes the document, its Last-Modified and lifetime, or a 404
 * when the page has no items. Pages are the call's default limit (25), linked per RFC 5005.
 */
import { parseContentDate } from '../../shared/format/date';
import { imagePath, imageUrl } from '../../shared/node/images/imageUrl';
import type { ImageBase } from '../../shared/images/imageService';
import type { Feed, FeedItem } from '../../shared/node/models/feed';
import { SHARING_IMAGE, SITE_NAME } from '../../shared/render/head';
import type { Brand } from '../../shared/routes/types';
import { FEED_MAX_PAGES, FEED_PAGE_SIZE, SITEMAP_MAX_AGE } from '../../shared/node/syndication/constants';
import { feedUrl, FEED_CONTENT_TYPES, type FeedRequest } from '../../shared/node/syndication/feedPaths';
import { atomXml, rssXml, type FeedEntry, type FeedImage } from './feedXml';
import { siteUrl } from './sitemapEntries';
import type { ContentApi } from '../content/api';
import type { ServerTimingSink } from '../ops/timing';
import { createAnswerMemo, SYNDICATION_MEMO_BYTES } from './answerMemo';
import type { MachineBody } from './xmlResponse';

export interface FeedDeps {
  content: ContentApi;
  siteOrigin: string;
  imageBase: ImageBase;
}

/** 000 §3 Locale: languageCode en-US, as RSS writes it. */
const FEED_LANGUAGE = 'en-us';
/**
 * The media type the image service delivers (001 §5: jpg, jpeg and png come as webp; an animated
 * gif comes as mp4, not an image, so it is left out); by the source file's extension.
 */
const DELIVERED_TYPES: Record<string, string> = {
  jpg: 'image/webp',
  jpeg: 'image/webp',
  png: 'image/webp',
  webp: 'image/webp',
  avif: 'image/avif',
};

const siteOf = (request: FeedRequest): Brand => (request.endpoint === 'section.roadshow' ? 'roadshow' : 'cnet');

/** A page that lists nothing (404) is remembered as this and answered as undefined. */
const NOTHING: MachineBody = { body: '', contentType: 'text/plain', maxAgeSeconds: 0 };

export function createFeeds(deps: FeedDeps) {
  const memo = createAnswerMemo<MachineBody>(SYNDICATION_MEMO_BYTES.feeds);

  function image(item: FeedItem): FeedImage | undefined {
    const path = item.image ? imagePath(item.image) : undefined;
    const type = DELIVERED_TYPES[(path ?? '').split('.').pop()?.toLowerCase() ?? ''];
    if (!path || !type) return undefined;
    return {
      url: imageUrl(deps.imageBase, path, SHARING_IMAGE.width, SHARING_IMAGE.height, item.image),
      type,
      width: SHARING_IMAGE.width,
      height: SHARING_IMAGE.height,
    };
  }

  function entry(item: FeedItem): FeedEntry | undefined {
    const link = siteUrl(deps.siteOrigin, item.url);
    const published = parseContentDate(item.datePublished);
    if (!link || !published) return undefined;
    return {
      id: item.id,
      title: item.title,
      link,
      published,
      updated: parseContentDate(item.dateModified),
      description: item.description,
      authors: item.authors,
      categories: item.categories,
      image: image(item),
    };
  }

  /** The document of one page of a feed; undefined when it lists nothing (404). */
  function build(request: FeedRequest, feed: Feed): MachineBody | undefined {
    const entries = feed.items.map(entry).filter((one): one is FeedEntry => one !== undefined);
    if (entries.length === 0) return undefined;
    const lastPage = Math.max(1, Math.min(FEED_MAX_PAGES, Math.ceil(feed.paging.total / FEED_PAGE_SIZE)));
    if (request.page > lastPage) return undefined;
    const url = (page: number) => `${deps.siteOrigin}${feedUrl(request.path, page, request.format)}`;
    const updated = entries.reduce((max, one) => {
      const at = one.updated && one.updated > one.published ? one.updated : one.published;
      return at > max ? at : max;
    }, entries[0]!.published);
    const document = {
      title: request.kind === 'frontdoor' ? feed.title : `${feed.title} - ${SITE_NAME}`,
      description: feed.description ?? feed.title,
      link: siteUrl(deps.siteOrigin, feed.link) ?? `${deps.siteOrigin}${request.pagePath}`,
      self: url(request.page),
      id: url(1),
      language: FEED_LANGUAGE,
      publisher: SITE_NAME,
      updated,
      paging: {
        first: url(1),
        last: url(lastPage),
        previous: request.page > 1 ? url(request.page - 1) : undefined,
        next: request.page < lastPage ? url(request.page + 1) : undefined,
      },
      entries,
    };
    return {
      body: request.format === 'atom' ? atomXml(document) : rssXml(document),
      contentType: FEED_CONTENT_TYPES[request.format],
      maxAgeSeconds: SITEMAP_MAX_AGE.feed,
      lastModified: updated,
    };
  }

  return {
    /** The document for a parsed request; undefined when the page lists nothing (404). */
    async answer(request: FeedRequest, timing?: ServerTimingSink): Promise<MachineBody | undefined> {
      const feed = await deps.content.getFeed(
        siteOf(request),
        request.endpoint,
        { offset: (request.page - 1) * FEED_PAGE_SIZE, limit: FEED_PAGE_SIZE },
        timing,
      );
      // Rebuilt only when the (cached) Feeds answer changes: a reader's repeat visit or 304 costs a lookup.
      const answer = memo.get(
        `${request.format} ${feedUrl(request.path, request.page, request.format)}`,
        [feed],
        () => build(request, feed) ?? NOTHING,
      );
      return answer === NOTHING ? undefined : answer;
    },
  };
}
