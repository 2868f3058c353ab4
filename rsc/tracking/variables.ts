/**
 * The tracking variables of a view (spec 001 §3 "Tracking variables per content"): "Article
 * author id, name (lowercase), username; article id; publish date; title (lowercase); collection
 * id, name, slug, thread names; content id and type; primary topic slug; site hierarchy;
 * edition; section; tag slugs; topic ids, names, slugs; article subtype; article type; content
 * tags (tag slugs plus last topic slug joined by |); secondary collection ids; page layout;
 * product ids; primary topic path slugs. Tracking data also carries pageType, postId,
 * pageViewGuid, deviceType, brand, siteName, siteType (responsive web), reportSuiteId,
 * traffic_source, testGroup, testName, testVersion, soastaBucket (id_version_bucket), articleId,
 * articleAuthorName, articleType, articleSubType, siteSection, topicName, topicPaths,
 * collectionId, collectionSlug, siteHier, contentType."
 *
 * Pure: the server computes these for a view and hands them to the tracking island. The browser
 * adds what only it knows: pageViewGuid, view number, session page count, traffic_source, url,
 * title and referrer (client/tracking/PageTracker.tsx).
 */
import { abTracking } from '../../shared/ab/targeting';
import { DEFAULT_EDITION } from '../../shared/constants';
import type { Author } from '../../shared/models/author';
import type { Topic } from '../../shared/models/topic';
import type { PrimaryData } from '../../shared/render/contract';
import type { AbAssignment, Device } from '../../shared/requestState';
import type { Brand } from '../../shared/routes/types';
import {
  CONTENT_TAGS_SEPARATOR,
  ERROR_CHANNEL_TYPE,
  ERROR_PAGE_TYPE,
  ERROR_SECTION,
  REPORT_SUITE_ID,
  SITE_HIER_SEPARATOR,
  SITE_TYPE,
  TOPIC_PATH_SEPARATOR,
  errorArticleType,
} from '../../shared/tracking/constants';
import type { TrackingEnv } from '../../shared/tracking/constants';
import { contentTypeOf } from './contentType';
import type { JsonText } from '../../shared/render/jsonText';
import { shownContent } from '../../shared/node/render/shownContent';
import { trackedContent } from './trackedContent';

/** Our choice: the siteName of each brand. */
export const SITE_NAMES: Readonly<Record<Brand, string>> = { cnet: 'CNET', roadshow: 'Roadshow' };

/** A type (not an interface) so it is a plain record of fields wherever events take one. */
export type TrackingVariables = {
  pageType?: string;
  /** Section and page type, `section:pageType` (the error page's is error:error_page, 001 §2). */
  channelType?: string;
  postId?: string;
  deviceType: Device;
  brand: Brand;
  siteName: string;
  siteType: string;
  reportSuiteId: string;
  env: TrackingEnv;
  edition: string;
  section?: string;
  siteSection?: string;
  siteHier: string;
  contentId?: string;
  contentType?: string;
  articleId?: string;
  /** Title, lowercase. */
  articleTitle?: string;
  /** Author name, lowercase. */
  articleAuthorName?: string;
  articleType?: string;
  articleSubType?: string;
  authorId?: string;
  /** Author name, lowercase. */
  authorName?: string;
  authorUsername?: string;
  publishDate?: string;
  collectionId?: string;
  collectionName?: string;
  collectionSlug?: string;
  collectionThreadNames?: string[];
  secondaryCollectionIds?: string[];
  primaryTopicSlug?: string;
  primaryTopicPathSlugs?: string[];
  topicIds?: string[];
  topicNames?: string[];
  topicSlugs?: string[];
  topicName?: string;
  topicPaths?: string;
  tagSlugs?: string[];
  contentTags?: string;
  pageLayout?: string;
  productIds?: string[];
  testGroup?: string;
  testName?: string;
  testVersion?: string;
  soastaBucket?: string;
};

export interface TrackingInput {
  primary: PrimaryData;
  /** Route base name (no locale suffix); null for the 404 page. */
  routeName: string | null;
  /** The route's page type (001 §2 page-type names); ignored on the error page. */
  pageType: string | null;
  /** Section fixed by the route (section doors, money articles), used when the content has none. */
  routeSection?: string;
  brand: Brand;
  edition?: string;
  device: Device;
  ab: readonly AbAssignment[];
  env: TrackingEnv;
}

/** "name (lowercase)": first and last name, else the username. */
export function authorName(author: Author): string {
  const name = [author.firstName, author.lastName]
    .filter((part) => part && part.trim() !== '')
    .join(' ')
    .trim();
  return (name || author.username).toLowerCase();
}

export function primaryTopic(topics: readonly Topic[]): Topic | undefined {
  return topics.find((topic) => topic.primary === true) ?? topics[0];
}

/** The primary topic's path, root first, ending with the topic itself. */
export function topicPathSlugs(topic: Topic): string[] {
  return [...topic.topicPath]
    .reverse()
    .map((parent) => parent.slug)
    .concat(topic.slug);
}

/** "content tags (tag slugs plus last topic slug joined by |)". */
export function contentTags(tagSlugs: readonly string[], topics: readonly Topic[]): string | undefined {
  const last = topics[topics.length - 1]?.slug;
  const parts = last === undefined ? [...tagSlugs] : [...tagSlugs, last];
  return parts.length > 0 ? parts.join(CONTENT_TAGS_SEPARATOR) : undefined;
}

/** Site hierarchy: brand, section, then the primary topic's path, root first (a repeat of the level above is dropped). */
export function siteHier(levels: readonly (string | undefined)[]): string {
  const kept: string[] = [];
  for (const level of levels) if (level && level !== kept[kept.length - 1]) kept.push(level);
  return kept.join(SITE_HIER_SEPARATOR);
}

function list(values: readonly (string | undefined)[]): string[] | undefined {
  const kept = values.filter((value): value is string => typeof value === 'string' && value !== '');
  return kept.length > 0 ? kept : undefined;
}

/** Drops fields without a value so the event carries only what the content has. */
function compact<T extends object>(value: T): T {
  // A loop, not entries/filter/fromEntries: this runs on every page render over ~50 fields.
  const kept: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) if (field !== undefined && field !== '') kept[name] = field;
  return kept as T;
}

/** The variables a request adds to its content's: the device and the visitor's A/B test. */
type RequestVariables = 'deviceType' | 'testGroup' | 'testName' | 'testVersion' | 'soastaBucket';
type ContentVariables = Omit<TrackingVariables, RequestVariables>;

/** What the content's variables depend on besides the content itself. */
type ContentInput = Omit<TrackingInput, 'device' | 'ab'>;

export function trackingVariables(input: TrackingInput): TrackingVariables {
  return { ...contentVariables(input), ...requestVariables(input) };
}

/**
 * The same variables as one JSON text (what the tracking island takes), and the page type
 * (the form events island's). The content's part is made once per content object and route
 * (keyed by the object's identity: a content-cache refresh brings a new object, so an edit is
 * never tracked with old values) and held as long as the content object lives; the request's
 * part (device, A/B test) is joined to it per view.
 */
export function trackingVariablesJson(input: TrackingInput): { json: JsonText<TrackingVariables>; pageType?: string } {
  // A listing (tracked by its slug, which is not in the object) and a replay page are made per view.
  const { primary } = input;
  const owner = primary.kind === 'listing' || primary.kind === 'replay' ? null : shownContent(primary);
  const content = owner === null ? madeContent(input) : knownContent(owner, input);
  const request = JSON.stringify(requestVariables(input));
  // Both are objects with at least one field (brand, siteName... and deviceType): join their members.
  const json = `${content.json.slice(0, -1)},${request.slice(1)}` as JsonText<TrackingVariables>;
  return { json, pageType: content.fields.pageType };
}

interface MadeContent {
  fields: ContentVariables;
  json: string;
}

const madeByContent = new WeakMap<object, Map<string, MadeContent>>();

function knownContent(owner: object, input: ContentInput): MadeContent {
  let made = madeByContent.get(owner);
  if (made === undefined) madeByContent.set(owner, (made = new Map()));
  const variant = `${input.routeName}|${input.pageType}|${input.routeSection}|${input.brand}|${input.edition}|${input.env}`;
  let known = made.get(variant);
  if (known === undefined) made.set(variant, (known = madeContent(input)));
  return known;
}

function madeContent(input: ContentInput): MadeContent {
  const fields = contentVariables(input);
  return { fields, json: JSON.stringify(fields) };
}

function requestVariables(input: Pick<TrackingInput, 'device' | 'ab'>): Pick<TrackingVariables, RequestVariables> {
  return compact({ deviceType: input.device, ...abTracking(input.ab) });
}

function contentVariables(input: ContentInput): ContentVariables {
  const content = trackedContent(input.primary);
  const isError = content.kind === 'error';
  const section = isError ? ERROR_SECTION : (content.section ?? input.routeSection);
  const pageType = isError ? ERROR_PAGE_TYPE : (input.pageType ?? undefined);
  const topic = primaryTopic(content.topics);
  const pathSlugs = topic ? topicPathSlugs(topic) : undefined;
  const primaryCollection =
    content.collections.find((collection) => collection.primary === true) ?? content.collections[0];
  const secondary = content.collections.filter((collection) => collection !== primaryCollection);
  const tagSlugs = content.tags.map((tag) => tag.slug);
  const author = content.author ? authorName(content.author) : undefined;
  const title = content.title?.toLowerCase();
  const siteName = SITE_NAMES[input.brand];
  const isArticleLike = ['article', 'review', 'gallery', 'video', 'live'].includes(content.kind);

  return compact<ContentVariables>({
    pageType,
    channelType: isError ? ERROR_CHANNEL_TYPE : section && pageType ? `${section}:${pageType}` : undefined,
    postId: content.postId ?? (isArticleLike ? content.id : undefined),
    brand: input.brand,
    siteName,
    siteType: SITE_TYPE,
    reportSuiteId: REPORT_SUITE_ID,
    env: input.env,
    edition: content.edition ?? input.edition ?? DEFAULT_EDITION,
    section,
    siteSection: section,
    siteHier: siteHier([input.brand, section, ...(pathSlugs ?? [])]),
    contentId: content.id,
    contentType: contentTypeOf({
      routeName: input.routeName,
      kind: content.kind,
      productSeries: content.productSeries,
    }),
    articleId: isArticleLike ? content.id : undefined,
    articleTitle: title,
    articleAuthorName: author,
    articleType: isError ? errorArticleType(content.errorStatus ?? 404) : content.articleType,
    articleSubType: content.articleSubType,
    authorId: content.author?.id,
    authorName: author,
    authorUsername: content.author?.username,
    publishDate: content.datePublished,
    collectionId: primaryCollection?.id,
    collectionName: primaryCollection?.title,
    collectionSlug: primaryCollection?.slug,
    collectionThreadNames: list(primaryCollection?.threads.map((thread) => thread.slug) ?? []),
    secondaryCollectionIds: list(secondary.map((collection) => collection.id)),
    primaryTopicSlug: topic?.slug,
    primaryTopicPathSlugs: pathSlugs,
    topicIds: list(content.topics.map((entry) => entry.id)),
    topicNames: list(content.topics.map((entry) => entry.name)),
    topicSlugs: list(content.topics.map((entry) => entry.slug)),
    topicName: topic?.name,
    topicPaths: pathSlugs?.join(TOPIC_PATH_SEPARATOR),
    tagSlugs: list(tagSlugs),
    contentTags: contentTags(tagSlugs, content.topics),
    pageLayout: content.pageLayout,
    productIds: list(content.productIds),
  });
}
