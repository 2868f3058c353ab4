import type { Article } from '../../shared/models/article';
import { VERTICAL_SECTIONS } from '../../shared/node/routes/enumerations';
import { cleanTopicSlug } from '../../shared/node/routes/topicSlug';
import type { ContentBase } from '../../shared/models/content';
import type { ContentLink } from '../../shared/models/contentLink';
import type { Gallery } from '../../shared/models/gallery';
import type { Image } from '../../shared/models/image';
import type { LiveArticle } from '../../shared/models/liveArticle';
import type { Review } from '../../shared/models/review';
import type { Video } from '../../shared/models/video';
import type { Author } from '../../shared/models/author';
import type { Topic } from '../../shared/models/topic';

/**
 * Everything listable, newest first, and the listing indexes (`section:tech`, `topic:mobile`,
 * `collection:hv`, `tag:phones`, `author:janedoe`...). Content links are built once here.
 */
export type ContentKind = 'article' | 'review' | 'gallery' | 'video' | 'live';

export interface CatalogEntry {
  kind: ContentKind;
  id: string;
  slug: string;
  site: string;
  section: string;
  time: number;
  link: ContentLink;
}

export interface Catalog {
  entries: CatalogEntry[];
  /** `${type}:${key}` → entries, newest first. */
  listings: Map<string, CatalogEntry[]>;
}

/** Cards carry a byline and topic names, not whole records: the front door stays small. */
function byline(author: Author | undefined): Author | undefined {
  if (!author) return undefined;
  const { id, username, firstName, lastName, profileUrl } = author;
  return { id, username, firstName, lastName, profileUrl, roles: [], awards: [], credentials: [] };
}

function topicBriefs(topics: readonly Topic[]): Topic[] {
  return topics.map(({ id, slug, name, primary, topicPath }) => ({ id, slug, name, primary, topicPath }));
}

type Listable = ContentBase & { image?: Image; dek?: string; type?: string; wordCount?: number };

function link(content: Listable, title: string, kind: ContentKind): ContentLink {
  return {
    id: content.id,
    slug: content.slug,
    title,
    url: content.canonicalUrl ?? '/',
    description: content.dek ?? content.seoMetaDescription,
    type: kind === 'article' || kind === 'live' ? content.type : kind === 'review' ? 'Review' : 'Gallery',
    typeName: content.typeName,
    contentType: content.typeName,
    section: content.section,
    author: byline(content.author),
    image: content.image,
    topics: topicBriefs(content.topics),
    datePublished: content.datePublished,
    wordCount: content.wordCount,
    children: [],
    files: [],
  };
}

function videoLink(video: Video): ContentLink {
  return {
    id: video.id,
    slug: video.slug,
    title: video.title,
    url: video.canonicalUrl ?? '/',
    description: video.description,
    type: 'Video',
    typeName: video.typeName,
    contentType: video.typeName,
    section: video.section,
    author: byline(video.author),
    image: video.image,
    topics: topicBriefs(video.topics),
    datePublished: video.datePublished,
    children: [],
    files: [],
    // The card carries the video's length as a video's metaData does (001 §3), so a card can show it.
    metaData: { duration: video.duration },
    mp4Url: video.mp4Url,
    manifestUrl: video.manifestUrl,
    mp4Width: video.mp4Width,
    mp4Height: video.mp4Height,
  };
}

const timeOf = (content: { datePublished?: { date: string } }) => Date.parse(content.datePublished?.date ?? '') || 0;

function add(listings: Map<string, CatalogEntry[]>, key: string, entry: CatalogEntry): void {
  const list = listings.get(key);
  if (list) list.push(entry);
  else listings.set(key, [entry]);
}

/** Section aliases a listing may be asked for by (URL names of the section). */
const SECTION_ALIASES: Record<string, string[]> = {
  how_to: ['how-to'],
  cars: ['roadshow'],
  'personal-finance': ['money'],
  deals: ['shopping'],
};

function indexContent(listings: Map<string, CatalogEntry[]>, content: ContentBase, entry: CatalogEntry): void {
  const keys = new Set<string>();
  const section = content.section ?? '';
  for (const key of [section, ...(SECTION_ALIASES[section] ?? [])]) keys.add(`section:${key}`);
  // Sponsored content is listed as its section's topic too (the section crumb of paid content).
  if (section === 'commercial') keys.add('topic:commercial');
  for (const topic of content.topics) {
    keys.add(`topic:${topic.slug}`);
    // Links to topic listings carry the cleaned slug (000 §2 topic slug cleanup): answer to it too.
    keys.add(`topic:${cleanTopicSlug(topic.slug)}`);
    keys.add(`topic:${cleanTopicSlug(topic.slug, VERTICAL_SECTIONS[section])}`);
    if (topic.id) keys.add(`topic:${topic.id}`);
  }
  for (const collection of content.collections) {
    keys.add(`collection:${collection.slug}`);
    if (collection.id) keys.add(`collection:${collection.id}`);
  }
  for (const tag of content.tags) keys.add(`tag:${tag.slug}`);
  for (const author of [content.author, ...content.moreAuthors]) {
    if (!author) continue;
    keys.add(`author:${author.username}`);
    if (author.id) keys.add(`author:${author.id}`);
  }
  for (const key of keys) add(listings, key, entry);
}

export interface CatalogInput {
  articles: readonly Article[];
  reviews: readonly Review[];
  galleries: readonly Gallery[];
  videos: readonly Video[];
  liveArticles: readonly LiveArticle[];
}

export function buildCatalog(input: CatalogInput): Catalog {
  const pairs: [ContentBase, CatalogEntry][] = [];
  const entry = (
    content: ContentBase,
    kind: ContentKind,
    site: string,
    contentLink: ContentLink,
  ): [ContentBase, CatalogEntry] => [
    content,
    {
      kind,
      id: content.id,
      slug: content.slug,
      site,
      section: content.section ?? '',
      time: timeOf(content),
      link: contentLink,
    },
  ];
  for (const a of input.articles) pairs.push(entry(a, 'article', a.site ?? 'cnet', link(a, a.headline, 'article')));
  for (const r of input.reviews)
    pairs.push(entry(r, 'review', r.section === 'cars' ? 'roadshow' : 'cnet', link(r, r.title, 'review')));
  for (const g of input.galleries)
    pairs.push(entry(g, 'gallery', g.section === 'cars' ? 'roadshow' : 'cnet', link(g, g.title, 'gallery')));
  for (const l of input.liveArticles) pairs.push(entry(l, 'live', 'cnet', link(l, l.headline, 'live')));
  for (const v of input.videos) {
    const asContent = {
      ...v,
      slug: v.slug ?? v.id,
      moreAuthors: [],
      collections: v.collections,
      tags: [],
      relatedObjects: [],
      seoNewsKeywords: [],
      edition: 'us',
    } as ContentBase;
    pairs.push(entry(asContent, 'video', v.section === 'cars' ? 'roadshow' : 'cnet', videoLink(v)));
  }
  pairs.sort((a, b) => b[1].time - a[1].time || (a[1].id < b[1].id ? -1 : 1));
  const listings = new Map<string, CatalogEntry[]>();
  for (const [content, catalogEntry] of pairs) indexContent(listings, content, catalogEntry);
  return { entries: pairs.map(([, catalogEntry]) => catalogEntry), listings };
}
