/** Breadcrumbs of an article: home, its section, then its primary topic's parents and itself. */
import type { Article } from '../../shared/models/article';
import type { Topic } from '../../shared/models/topic';
import { sectionName } from '../sections';
import { sectionListingPath, topicListingPath } from '../routes/topicLinks';

export interface Crumb {
  name: string;
  href: string;
}

export function primaryTopic(topics: readonly Topic[]): Topic | undefined {
  return topics.find((topic) => topic.primary) ?? topics[0];
}

/** A topic that names the section itself (the how_to section's how-to topic): its crumb would say the section twice. */
function isSection(slug: string, section: string | undefined): boolean {
  return section !== undefined && slug.replace(/_/g, '-') === section.replace(/_/g, '-');
}

export function articleCrumbs(article: Pick<Article, 'section' | 'topics'>): Crumb[] {
  const crumbs: Crumb[] = [{ name: 'Home', href: '/' }];
  const section = sectionName(article.section);
  if (article.section && section) crumbs.push({ name: section, href: sectionListingPath(article.section) });
  const topic = primaryTopic(article.topics);
  if (topic && !isSection(topic.slug, article.section)) {
    for (const parent of [...topic.topicPath].reverse()) {
      if (!isSection(parent.slug, article.section))
        crumbs.push({ name: parent.name ?? parent.slug, href: topicListingPath(parent.slug, article.section) });
    }
    crumbs.push({ name: topic.name ?? topic.slug, href: topicListingPath(topic.slug, article.section) });
  }
  return crumbs;
}
