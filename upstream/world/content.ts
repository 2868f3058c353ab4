import type { Author } from '../../shared/models/author';
import type { Collection } from '../../shared/models/collection';
import type { ContentBase } from '../../shared/models/content';
import type { Tag } from '../../shared/models/tag';
import type { Topic } from '../../shared/models/topic';
import { DEFAULT_EDITION } from '../../shared/constants';
import { ARCHIVE_SPAN_MS, DAY_MS, REFERENCE_DATE_MS, contentDate, toMinute } from './dates';
import type { People } from './people';
import type { Rng } from './random';
import type { SectionDef } from './sections';
import type { Taxonomy } from './taxonomy';
import { slugify } from './text';

/** Slugs are unique across the whole world, so every by-slug call is unambiguous. */
export class SlugRegistry {
  private readonly used = new Set<string>();

  claim(text: string): string {
    const base = slugify(text).slice(0, 90).replace(/-+$/, '');
    let slug = base;
    for (let n = 2; this.used.has(slug); n++) slug = `${base}-${n}`;
    this.used.add(slug);
    return slug;
  }

  has(slug: string): boolean {
    return this.used.has(slug);
  }
}

export interface TopicChoice {
  topics: Topic[];
  /** The URL segment of the primary topic when the URL carries one. */
  urlSlug?: string;
  automotive: boolean;
}

const withPrimary = (topic: Topic, primary: boolean): Topic => ({ ...topic, primary });

/**
 * The topics of one piece of content, primary first. With `inUrl`, about two thirds get a child
 * topic as primary (one parent: the topic route); the rest keep the section root (no parent).
 * Subtopics (two parents) only ever appear as secondary topics.
 */
export function chooseTopics(rng: Rng, taxonomy: Taxonomy, section: SectionDef, inUrl: boolean): TopicChoice {
  const root = taxonomy.roots.get(section.key) as Topic;
  const kids = taxonomy.children.get(section.key) ?? [];
  const kid = kids.length > 0 ? rng.pick(kids) : undefined;
  const sub = kid && kid.subtopics.length > 0 && rng.chance(0.5) ? rng.pick(kid.subtopics) : undefined;
  if (inUrl && kid && rng.chance(2 / 3)) {
    const topics = [withPrimary(kid.topic, true), withPrimary(root, false)];
    if (sub) topics.push(withPrimary(sub, false));
    return { topics, urlSlug: kid.urlSlug, automotive: kid.automotive };
  }
  const topics = [withPrimary(root, true)];
  if (kid && !kid.automotive) topics.push(withPrimary(kid.topic, false));
  if (sub) topics.push(withPrimary(sub, false));
  return { topics, automotive: false };
}

/** Publish time: spread over the archive, or within the last days before `now` when recent. */
export function publishTime(rng: Rng, recent: boolean, now: number, recentSpanMs: number): number {
  if (recent) return toMinute(now - rng.next() * recentSpanMs);
  return toMinute(REFERENCE_DATE_MS - rng.next() * ARCHIVE_SPAN_MS);
}

export interface BaseOptions {
  id: string;
  slug: string;
  headline: string;
  description: string;
  section: SectionDef | { key: string };
  canonicalUrl: string;
  typeName: string;
  publishedMs: number;
  /** Updates never go past this time. */
  latestMs: number;
  author: Author;
  moreAuthors?: Author[];
  topics: Topic[];
  tags: Tag[];
  collections: Collection[];
}

export function contentBase(rng: Rng, options: BaseOptions): ContentBase {
  const updated = rng.chance(0.5)
    ? Math.min(options.latestMs, options.publishedMs + rng.int(1, 30 * 24) * (DAY_MS / 24))
    : options.publishedMs;
  const twitter = options.author.socialProfileIds?.twitter;
  return {
    id: options.id,
    slug: options.slug,
    headline: options.headline,
    author: options.author,
    moreAuthors: options.moreAuthors ?? [],
    canonicalUrl: options.canonicalUrl,
    collections: options.collections,
    datePublished: contentDate(options.publishedMs),
    dateUpdated: contentDate(updated),
    displayDatePublished: contentDate(options.publishedMs),
    displayDateUpdated: updated !== options.publishedMs ? contentDate(updated) : undefined,
    edition: DEFAULT_EDITION,
    relatedObjects: [],
    section: options.section.key,
    seoMetaDescription: options.description,
    seoNewsKeywords: options.tags.map((tag) => tag.name ?? tag.slug),
    seoOgDescription: options.description,
    seoOgTitle: options.headline,
    seoTwitterCreator: twitter ? (twitter.startsWith('@') ? twitter : `@${twitter}`) : undefined,
    tags: options.tags,
    topics: options.topics,
    typeName: options.typeName,
  };
}

/** An author who writes for the section, and sometimes a co-author or medical reviewer. */
export function chooseAuthors(
  rng: Rng,
  people: People,
  section: SectionDef,
): { author: Author; moreAuthors: Author[] } {
  const writers = people.bySection.get(section.key) ?? people.authors;
  const author = rng.pick(writers);
  const moreAuthors: Author[] = [];
  if (rng.chance(0.15)) {
    const other = rng.pick(writers);
    if (other !== author) moreAuthors.push(other);
  }
  if (section.key === 'health' && rng.chance(0.5)) {
    const reviewer = rng.pick(people.medicalReviewers);
    if (reviewer !== author) moreAuthors.push(reviewer);
  }
  return { author, moreAuthors };
}

export function chooseCollections(rng: Rng, taxonomy: Taxonomy): Collection[] {
  const picked: Collection[] = [];
  if (rng.chance(0.15)) picked.push(taxonomy.highValue);
  if (rng.chance(0.25)) picked.push(rng.pick(taxonomy.collections.slice(1)));
  return picked.map((collection, index) => ({ ...collection, primary: index === 0 }));
}

export function chooseTags(rng: Rng, taxonomy: Taxonomy, section: SectionDef): Tag[] {
  return rng.sample(taxonomy.tagsBySection.get(section.key) ?? [], rng.int(1, 3));
}
