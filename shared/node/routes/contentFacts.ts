/**
 * What route-name selection needs to know about a piece of content (spec 000 §2 "Selection
 * rules"), worked out once from the content model's fields.
 */
import {
  AUTO_TOPICS,
  AUTOMOTIVE_SECTION,
  COMMERCIAL_SECTION,
  DEFAULT_LIVE_TYPE,
  HOW_TO_SECTION,
  LIVE_TYPES,
  SPONSORED_CONTENT_IDS,
  STUDIO_LABEL,
  VERTICAL_SECTIONS,
} from './enumerations';
import type { LiveType, Vertical } from './enumerations';

export interface TopicLike {
  slug: string;
  primary?: boolean;
  /** Parent topics, nearest first (spec 001 §3). */
  topicPath?: readonly { slug: string }[];
}

/** The fields of Article, LiveArticle, Review, Gallery or Video that selection reads. */
export interface SelectableContent {
  id?: string;
  slug: string;
  section?: string;
  type?: string;
  automotive?: boolean;
  topics?: readonly TopicLike[];
  author?: { username: string };
  canonicalUrl?: string;
}

/** The primary topic's place below the section root: 0, 1 or 2+ parent topics. */
export interface TopicLevels {
  levels: 0 | 1 | 2;
  /** Raw slug of the level-1 topic (the root's child). */
  topic?: string;
  /** Raw slug of the level-2 topic. */
  subtopic?: string;
}

export interface ContentFacts {
  automotive: boolean;
  sponsored: boolean;
  longform: boolean;
  deal: boolean;
  howTo: boolean;
  /** The content came from the content bridge (money pages). */
  bridge: boolean;
  vertical?: Vertical;
  topics: TopicLevels;
  canonicalUrl?: string;
}

const lower = (text: string | undefined): string => (text ?? '').toLowerCase();

/** "Longform means type Longform or starting with longform" (compared case-insensitively). */
export function isLongform(type: string | undefined): boolean {
  return lower(type).startsWith('longform');
}

/** "deal article (type starts with deals)". */
export function isDeal(type: string | undefined): boolean {
  return lower(type).startsWith('deals');
}

/** "section is commercial, or id is on a fixed list, or author username contains the studio label". */
export function isSponsored(content: Pick<SelectableContent, 'id' | 'section' | 'author'>): boolean {
  return (
    content.section === COMMERCIAL_SECTION ||
    (content.id !== undefined && (SPONSORED_CONTENT_IDS as readonly string[]).includes(content.id)) ||
    lower(content.author?.username).includes(STUDIO_LABEL)
  );
}

/** Automotive content: the flag, or the automotive section (reviews, galleries and videos have no flag). */
export function isAutomotive(content: Pick<SelectableContent, 'automotive' | 'section'>): boolean {
  return content.automotive === true || content.section === AUTOMOTIVE_SECTION;
}

/** "Topic routes use the auto variant when the slug contains an auto topic." */
export function containsAutoTopic(slug: string): boolean {
  return AUTO_TOPICS.some((topic) => slug.includes(topic));
}

/** "type is deals when the content type is deals, otherwise news." */
export function liveTypeOf(contentType: string | undefined): LiveType {
  return lower(contentType) === 'deals' ? 'deals' : DEFAULT_LIVE_TYPE;
}

/** "An invalid type becomes news." */
export function normalizeLiveType(value: string | undefined): LiveType {
  return (LIVE_TYPES as readonly (string | undefined)[]).includes(value) ? (value as LiveType) : DEFAULT_LIVE_TYPE;
}

/** The vertical of a section key, if it is one. */
export function verticalOf(section: string | undefined): Vertical | undefined {
  return section !== undefined && Object.hasOwn(VERTICAL_SECTIONS, section) ? VERTICAL_SECTIONS[section] : undefined;
}

/** Levels of the primary topic (the one marked primary, else the first). */
export function topicLevels(topics: readonly TopicLike[] | undefined): TopicLevels {
  const primary = topics?.find((topic) => topic.primary === true) ?? topics?.[0];
  if (!primary) return { levels: 0 };
  // Root first: [root, level 1, level 2, ...].
  const chain = [...(primary.topicPath ?? [])].reverse().map((parent) => parent.slug);
  chain.push(primary.slug);
  if (chain.length === 1) return { levels: 0 };
  if (chain.length === 2) return { levels: 1, topic: chain[1] };
  return { levels: 2, topic: chain[1], subtopic: chain[2] };
}

/** "Money content from the content bridge derives topic and subtopic from the canonical URL path." */
export function pathTopicLevels(canonicalUrl: string | undefined): TopicLevels {
  let pathname: string;
  try {
    pathname = new URL(canonicalUrl ?? '/', 'http://placeholder.invalid').pathname;
  } catch {
    return { levels: 0 };
  }
  // [section root, ...categories, slug]
  const categories = pathname.split('/').filter(Boolean).slice(1, -1);
  if (categories.length === 0) return { levels: 0 };
  if (categories.length === 1) return { levels: 1, topic: categories[0] };
  return { levels: 2, topic: categories[0], subtopic: categories[1] };
}

export function contentFacts(content: SelectableContent, options: { bridge?: boolean } = {}): ContentFacts {
  const bridge = options.bridge === true;
  return {
    automotive: isAutomotive(content),
    sponsored: isSponsored(content),
    longform: isLongform(content.type),
    deal: isDeal(content.type),
    howTo: content.section === HOW_TO_SECTION,
    bridge,
    vertical: bridge ? 'money' : verticalOf(content.section),
    topics: bridge ? pathTopicLevels(content.canonicalUrl) : topicLevels(content.topics),
    canonicalUrl: content.canonicalUrl,
  };
}
