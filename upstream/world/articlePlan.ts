import { chooseTopics, publishTime, type TopicChoice } from './content';
import type { BuildContext } from './context';
import { RECENT_SPAN_MS } from './dates';
import { COMMERCIAL_SECTION, SECTIONS, type SectionDef, type Site } from './sections';
import { headline, pickTopic, type Topic } from './text';

/** Every article is planned first (headline, slug, URL, date), so bodies can link to any other. */
export interface ArticlePlan {
  index: number;
  section: SectionDef;
  sectionKey: string;
  site: Site;
  type: string;
  topic: Topic;
  topics: TopicChoice;
  headline: string;
  slug: string;
  url: string;
  publishedMs: number;
  recent: boolean;
}

/** Every 34th article is dated within the last days before `now` (about 30 in all). */
export const RECENT_EVERY = 34;
const RECENT_OFFSET = 7;

function articleUrl(section: SectionDef, type: string, slug: string, urlSlug: string | undefined): string {
  if (type === 'Longform') return `${section.path}features/${slug}/`;
  if (urlSlug) return `${section.path}${urlSlug}/${slug}/`;
  return `${section.articleBase ?? section.path}${slug}/`;
}

export function planArticles(ctx: BuildContext): ArticlePlan[] {
  const { rng } = ctx;
  const plans: ArticlePlan[] = [];
  const groups: [SectionDef, string, number][] = SECTIONS.map((section) => [
    section,
    section.key,
    section.articleCount,
  ]);
  // Sponsored articles borrow the tech vocabulary, topics and writers.
  groups.push([SECTIONS[0] as SectionDef, COMMERCIAL_SECTION.key, COMMERCIAL_SECTION.count]);
  for (const [section, sectionKey, total] of groups) {
    for (let n = 0; n < total; n++) {
      const index = plans.length;
      const sponsored = sectionKey === COMMERCIAL_SECTION.key;
      const type = sponsored ? 'News' : rng.weighted(section.types);
      const topic = pickTopic(rng, section);
      const topics = chooseTopics(rng, ctx.taxonomy, section, section.topicInUrl && type !== 'Longform' && !sponsored);
      const recent = index % RECENT_EVERY === RECENT_OFFSET;
      const publishedMs = publishTime(rng, recent, ctx.now, RECENT_SPAN_MS);
      const title = headline(rng, topic, type, new Date(publishedMs).getUTCFullYear());
      const text = sponsored ? `${title}, Presented by ${topic.brand}` : title;
      const slug = ctx.slugs.claim(text);
      const url = sponsored ? `${COMMERCIAL_SECTION.path}${slug}/` : articleUrl(section, type, slug, topics.urlSlug);
      plans.push({
        index,
        section,
        sectionKey,
        site: section.site,
        type,
        topic,
        topics,
        headline: text,
        slug,
        url,
        publishedMs,
        recent,
      });
    }
  }
  return plans;
}

/** A few articles changed slug: the old slug answers 404 with availableOn the new one. */
export interface MovedSlug {
  oldSlug: string;
  newSlug: string;
  site: Site;
}

export function planMovedSlugs(ctx: BuildContext, plans: readonly ArticlePlan[]): MovedSlug[] {
  const moved: MovedSlug[] = [];
  for (const key of ['tech', 'news', 'health', 'home', 'cars', 'personal-finance']) {
    const plan = plans.filter((p) => p.sectionKey === key)[4];
    if (!plan) continue;
    const oldTitle = headline(ctx.rng, pickTopic(ctx.rng, plan.section), 'News', 2024);
    moved.push({ oldSlug: ctx.slugs.claim(oldTitle), newSlug: plan.slug, site: plan.site });
  }
  return moved;
}
