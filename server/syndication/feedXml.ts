/**
 * RSS 2.0 and Atom 1.0 documents with RFC 5005 paging links. Pure: callers give absolute URLs
 * and dates. RSS items carry dc:creator for the byline (RSS's own <author> wants an email
 * address) and a Media RSS image; Atom entries carry the same facts in Atom's own elements.
 */
import { element, escapeXml, rfc822Date, w3cDateTime } from './xml';

export const ATOM_NS = 'http://www.w3.org/2005/Atom';
export const DC_NS = 'http://purl.org/dc/elements/1.1/';
export const MEDIA_NS = 'http://search.yahoo.com/mrss/';

export interface FeedImage {
  url: string;
  type: string;
  width: number;
  height: number;
}

export interface FeedEntry {
  /** Stable id (the content id): RSS guid (not a permalink), Atom id. */
  id: string;
  title: string;
  link: string;
  published: Date;
  updated?: Date;
  description?: string;
  authors: readonly string[];
  categories: readonly string[];
  image?: FeedImage;
}

/** RFC 5005 §3 paging: absolute URLs of the first, previous, next and last pages. */
export interface FeedPaging {
  first: string;
  last: string;
  previous?: string;
  next?: string;
}

export interface FeedDocument {
  title: string;
  description: string;
  /** The HTML page the feed follows. */
  link: string;
  /** This document's own URL. */
  self: string;
  /** Atom feed id: the feed's first-page URL, the same on every page. */
  id: string;
  language: string;
  /** Atom needs a feed author when an entry has none. */
  publisher: string;
  updated: Date;
  paging: FeedPaging;
  entries: readonly FeedEntry[];
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An Atom id for a content id: urn:uuid for uuids, else a tag URI on the site's host. */
export function atomEntryId(id: string, feedId: string): string {
  if (UUID.test(id)) return `urn:uuid:${id.toLowerCase()}`;
  return `tag:${new URL(feedId).hostname},2005:${encodeURIComponent(id)}`;
}

const link = (rel: string, href: string | undefined, type?: string) =>
  href === undefined ? '' : `<atom:link rel="${rel}" href="${escapeXml(href)}"${type ? ` type="${type}"` : ''}/>`;
const atomLink = (rel: string, href: string | undefined, type?: string) =>
  href === undefined ? '' : `<link rel="${rel}" href="${escapeXml(href)}"${type ? ` type="${type}"` : ''}/>`;

function mediaXml(image: FeedImage | undefined): string {
  if (!image) return '';
  return `<media:content url="${escapeXml(image.url)}" medium="image" type="${escapeXml(image.type)}" width="${image.width}" height="${image.height}"/>`;
}

/**
 * The image as an RSS 2.0 enclosure too (readers that know no Media RSS use it). Its byte length
 * is the image service's to know, so it is 0, as the RSS Best Practices Profile says to write an
 * unknown size.
 */
function enclosureXml(image: FeedImage | undefined): string {
  return image ? `<enclosure url="${escapeXml(image.url)}" length="0" type="${escapeXml(image.type)}"/>` : '';
}

function rssItem(entry: FeedEntry): string {
  return (
    `<item>${element('title', entry.title)}${element('link', entry.link)}<guid isPermaLink="false">${escapeXml(entry.id)}</guid>` +
    `${element('pubDate', rfc822Date(entry.published))}${entry.authors.map((name) => element('dc:creator', name)).join('')}` +
    `${element('description', entry.description)}${entry.categories.map((name) => element('category', name)).join('')}${enclosureXml(entry.image)}${mediaXml(entry.image)}</item>\n`
  );
}

export function rssXml(feed: FeedDocument): string {
  const { paging } = feed;
  return (
    `${XML_DECLARATION}<rss version="2.0" xmlns:atom="${ATOM_NS}" xmlns:dc="${DC_NS}" xmlns:media="${MEDIA_NS}">\n<channel>\n` +
    `${element('title', feed.title)}${element('link', feed.link)}${element('description', feed.description)}${element('language', feed.language)}` +
    `${element('lastBuildDate', rfc822Date(feed.updated))}\n` +
    `${link('self', feed.self, 'application/rss+xml')}${link('first', paging.first)}${link('previous', paging.previous)}${link('next', paging.next)}${link('last', paging.last)}\n` +
    `${feed.entries.map(rssItem).join('')}</channel>\n</rss>\n`
  );
}

function atomEntry(entry: FeedEntry, feedId: string): string {
  return (
    `<entry>${element('id', atomEntryId(entry.id, feedId))}<title type="text">${escapeXml(entry.title)}</title>${atomLink('alternate', entry.link, 'text/html')}` +
    `${element('published', w3cDateTime(entry.published))}${element('updated', w3cDateTime(entry.updated ?? entry.published))}` +
    `${entry.authors.map((name) => `<author>${element('name', name)}</author>`).join('')}` +
    `${entry.description ? `<summary type="text">${escapeXml(entry.description)}</summary>` : ''}` +
    `${entry.categories.map((name) => `<category term="${escapeXml(name)}"/>`).join('')}` +
    `${entry.image ? atomLink('enclosure', entry.image.url, entry.image.type) : ''}${mediaXml(entry.image)}</entry>\n`
  );
}

export function atomXml(feed: FeedDocument): string {
  const { paging } = feed;
  return (
    `${XML_DECLARATION}<feed xmlns="${ATOM_NS}" xmlns:media="${MEDIA_NS}" xml:lang="${escapeXml(feed.language)}">\n` +
    `${element('id', feed.id)}<title type="text">${escapeXml(feed.title)}</title><subtitle type="text">${escapeXml(feed.description)}</subtitle>` +
    `${element('updated', w3cDateTime(feed.updated))}<author>${element('name', feed.publisher)}</author>\n` +
    `${atomLink('self', feed.self, 'application/atom+xml')}${atomLink('alternate', feed.link, 'text/html')}` +
    `${atomLink('first', paging.first)}${atomLink('previous', paging.previous)}${atomLink('next', paging.next)}${atomLink('last', paging.last)}\n` +
    `${feed.entries.map((entry) => atomEntry(entry, feed.id)).join('')}</feed>\n`
  );
}
