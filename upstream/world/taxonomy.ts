import type { Collection } from '../../shared/models/collection';
import { HIGH_VALUE_COLLECTION_SLUG } from '../../shared/models/collection';
import type { Tag } from '../../shared/models/tag';
import type { Topic } from '../../shared/models/topic';
import { REFERENCE_DATE_MS } from './dates';
import type { ImageFactory } from './images';
import type { Rng } from './random';
import { SECTIONS, type SectionDef, type TopicDef } from './sections';
import { slugify, titleCase } from './text';

/** A topic of one section, with the URL segment articles under it use. */
export interface SectionTopic {
  topic: Topic;
  urlSlug: string;
  automotive: boolean;
  subtopics: Topic[];
}

export interface Taxonomy {
  topics: Topic[];
  roots: Map<string, Topic>;
  children: Map<string, SectionTopic[]>;
  collections: Collection[];
  highValue: Collection;
  tags: Tag[];
  tagsBySection: Map<string, Tag[]>;
}

const COLLECTIONS: readonly (readonly [string, string])[] = [
  [HIGH_VALUE_COLLECTION_SLUG, 'High Value'],
  ['black-friday', 'Black Friday'],
  ['cyber-monday', 'Cyber Monday'],
  ['prime-day', 'Prime Day'],
  ['back-to-school', 'Back to School'],
  ['ai-atlas', 'AI Atlas'],
  ['cnet-zero', 'Zero: Climate and Energy'],
  ['best-of-the-year', 'Best of the Year'],
  ['tax-season', 'Tax Season'],
  ['world-sleep-day', 'World Sleep Day'],
  ['summer-travel', 'Summer Travel'],
  ['holiday-gift-guide', 'Holiday Gift Guide'],
];

function makeTopic(rng: Rng, slug: string, name: string, parents: readonly Topic[]): Topic {
  const id = rng.uuid();
  const chain = [...parents].reverse();
  return {
    id,
    uuid: id,
    slug,
    name,
    typeName: 'content_topic',
    topicPath: parents.map((parent) => ({ slug: parent.slug, id: parent.id, name: parent.name })),
    hslugPath: [...chain.map((topic) => topic.slug), slug].join('/'),
    hPath: [...chain.map((topic) => topic.name ?? topic.slug), name].join('/'),
    typePath: [...chain.map(() => 'topic'), 'topic'].join('/'),
  };
}

function sectionTopics(rng: Rng, root: Topic, defs: readonly TopicDef[]): SectionTopic[] {
  return defs.map((def) => {
    const topic = makeTopic(rng, def.slug, def.name, [root]);
    const subtopics = (def.subtopics ?? []).map((sub) => makeTopic(rng, sub.slug, sub.name, [topic, root]));
    return { topic, urlSlug: def.urlSlug, automotive: def.automotive === true, subtopics };
  });
}

function sectionTags(section: SectionDef): Tag[] {
  return section.things.map(([, plural]) => ({ slug: slugify(plural), name: titleCase(plural) }));
}

export function createTaxonomy(rng: Rng, images: ImageFactory): Taxonomy {
  const roots = new Map<string, Topic>();
  const children = new Map<string, SectionTopic[]>();
  const topics: Topic[] = [];
  for (const section of SECTIONS) {
    const root = makeTopic(rng, section.slug, section.title, []);
    const kids = sectionTopics(rng, root, section.topics);
    roots.set(section.key, root);
    children.set(section.key, kids);
    topics.push(root, ...kids.flatMap((kid) => [kid.topic, ...kid.subtopics]));
  }

  const collections: Collection[] = COLLECTIONS.map(([slug, title]) => ({
    id: rng.uuid(),
    slug,
    title,
    type: 'collection',
    typeSlug: 'collection',
    description: `Our coverage of ${title.toLowerCase()}, in one place.`,
    image: images.make({ name: `collection-${slug}`, dateMs: REFERENCE_DATE_MS, width: 1200, height: 675, alt: title }),
    hide: slug === HIGH_VALUE_COLLECTION_SLUG,
    threads: [{ slug: `${slug}-latest` }],
  }));

  const tagsBySection = new Map<string, Tag[]>();
  const tagsBySlug = new Map<string, Tag>();
  for (const section of SECTIONS) {
    const tags = sectionTags(section).map((tag) => tagsBySlug.get(tag.slug) ?? tag);
    for (const tag of tags) tagsBySlug.set(tag.slug, tag);
    tagsBySection.set(section.key, tags);
  }

  return {
    topics,
    roots,
    children,
    collections,
    highValue: collections[0] as Collection,
    tags: [...tagsBySlug.values()],
    tagsBySection,
  };
}
