/**
 * sitemaps.org XML (urlset and sitemapindex) with Google's image, video and news extensions.
 * Pure: callers give absolute URLs and dates; this writes, escapes and keeps each entry within
 * SITEMAP_ENTRY_MAX_BYTES so a full page stays under the protocol's byte limit.
 */
import { SITEMAP_ENTRY_MAX_BYTES, SITEMAP_PROTOCOL_MAX_URLS } from '../../shared/node/syndication/constants';
import { element, escapeXml, w3cDateTime } from './xml';

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';
export const VIDEO_NS = 'http://www.google.com/schemas/sitemap-video/1.1';
export const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';
/** sitemaps.org: a loc is under 2,048 characters. */
export const MAX_LOC_LENGTH = 2_047;
/** Google's video extension: description ≤ 2,048 characters, duration 1–28,800 s. */
const VIDEO_DESCRIPTION_MAX = 2_048;
const VIDEO_DURATION_MAX = 28_800;

export interface SitemapImage {
  loc: string;
  caption?: string;
  title?: string;
}

export interface SitemapVideo {
  thumbnailLoc: string;
  title: string;
  description: string;
  contentLoc: string;
  /** Seconds. */
  duration?: number;
  publicationDate?: Date;
}

export interface SitemapNews {
  publicationName: string;
  language: string;
  publicationDate: Date;
  title: string;
  keywords?: string;
}

export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
  images?: readonly SitemapImage[];
  video?: SitemapVideo;
  news?: SitemapNews;
}

export interface SitemapRef {
  loc: string;
  lastmod?: Date;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

function imageXml(image: SitemapImage): string {
  return `<image:image>${element('image:loc', image.loc)}${element('image:caption', image.caption)}${element('image:title', image.title)}</image:image>`;
}

function videoXml(video: SitemapVideo): string {
  const duration = video.duration === undefined ? undefined : Math.round(video.duration);
  const description = (video.description || video.title).slice(0, VIDEO_DESCRIPTION_MAX);
  return (
    `<video:video>${element('video:thumbnail_loc', video.thumbnailLoc)}${element('video:title', video.title)}` +
    `${element('video:description', description)}${element('video:content_loc', video.contentLoc)}` +
    `${duration !== undefined && duration >= 1 && duration <= VIDEO_DURATION_MAX ? element('video:duration', duration) : ''}` +
    `${video.publicationDate ? element('video:publication_date', w3cDateTime(video.publicationDate)) : ''}</video:video>`
  );
}

function newsXml(news: SitemapNews): string {
  return (
    `<news:news><news:publication>${element('news:name', news.publicationName)}${element('news:language', news.language)}</news:publication>` +
    `${element('news:publication_date', w3cDateTime(news.publicationDate))}${element('news:title', news.title)}${element('news:keywords', news.keywords)}</news:news>`
  );
}

function urlXml(url: SitemapUrl, extensions: { images: boolean; video: boolean; news: boolean }): string {
  const lastmod = url.lastmod ? element('lastmod', w3cDateTime(url.lastmod)) : '';
  const images = extensions.images ? (url.images ?? []).map(imageXml).join('') : '';
  const video = extensions.video && url.video ? videoXml(url.video) : '';
  const news = extensions.news && url.news ? newsXml(url.news) : '';
  return `<url>${element('loc', url.loc)}${lastmod}${news}${images}${video}</url>\n`;
}

/**
 * One `<url>` entry, at most SITEMAP_ENTRY_MAX_BYTES: past it the video, then the images, then
 * the news data are left out (the URL itself always stays). A loc too long for the protocol
 * gives no entry at all.
 */
export function sitemapEntry(url: SitemapUrl): string {
  if (url.loc.length > MAX_LOC_LENGTH) return '';
  const tries = [
    { images: true, video: true, news: true },
    { images: true, video: false, news: true },
    { images: false, video: false, news: true },
    { images: false, video: false, news: false },
  ];
  let xml = '';
  for (const extensions of tries) {
    xml = urlXml(url, extensions);
    if (Buffer.byteLength(xml) <= SITEMAP_ENTRY_MAX_BYTES) return xml;
  }
  return xml;
}

/** A `<urlset>` of at most SITEMAP_PROTOCOL_MAX_URLS entries (callers page well below it). */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  if (urls.length > SITEMAP_PROTOCOL_MAX_URLS)
    throw new RangeError(`A sitemap lists at most ${SITEMAP_PROTOCOL_MAX_URLS} URLs`);
  const open = `<urlset xmlns="${SITEMAP_NS}" xmlns:image="${IMAGE_NS}" xmlns:video="${VIDEO_NS}" xmlns:news="${NEWS_NS}">\n`;
  return `${XML_DECLARATION}${open}${urls.map(sitemapEntry).join('')}</urlset>\n`;
}

/** A `<sitemapindex>` of at most SITEMAP_PROTOCOL_MAX_URLS sitemaps. */
export function sitemapIndexXml(sitemaps: readonly SitemapRef[]): string {
  if (sitemaps.length > SITEMAP_PROTOCOL_MAX_URLS)
    throw new RangeError(`A sitemap index lists at most ${SITEMAP_PROTOCOL_MAX_URLS} sitemaps`);
  const entries = sitemaps
    .filter((ref) => ref.loc.length <= MAX_LOC_LENGTH)
    .map(
      (ref) =>
        `<sitemap><loc>${escapeXml(ref.loc)}</loc>${ref.lastmod ? element('lastmod', w3cDateTime(ref.lastmod)) : ''}</sitemap>\n`,
    )
    .join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries}</sitemapindex>\n`;
}
