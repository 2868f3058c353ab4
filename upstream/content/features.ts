import type { World } from '../world/world';
import { notFoundComponent } from './errors';
import { contentList, siteOfSection } from './contentList';
import { ok, type Reply, type SiteName } from './reply';

/** Items on a feature page: the same as the kind doors (/reviews/, /videos/...). */
const FEATURE_ITEMS = 24;

/**
 * Composer pages of type `feature` (/feature/{slug}/, spec 001 §3 "Feature: layout, name, slug,
 * topics, viewType"): one feature per topic of the world that has content, named by the topic's
 * slug; the page holds the Feature component and a ContentList of the topic's content, newest
 * first. Any other slug is a page with one error component (status 404), like every page type.
 * Wired into the page builders of `pages.ts` as type `feature`.
 */
export function createFeaturePage(world: World): (site: SiteName, slug: string) => Reply {
  return (site, slug) => {
    const topic = world.taxonomy.topics.find((candidate) => candidate.slug === slug);
    const entries = (world.catalog.listings.get(`topic:${slug}`) ?? []).filter(
      (entry) => siteOfSection(entry.section) === site,
    );
    if (!topic || entries.length === 0) {
      const missing = notFoundComponent('feature', `No feature named ${slug}`);
      return ok({ page: { pageType: 'feature', id: slug, meta: { title: 'Not found' }, components: [missing] } });
    }
    const name = topic.name ?? slug;
    const feature = {
      meta: { componentName: 'feature', componentDisplayName: 'Feature', componentType: 'Feature' },
      item: { layout: 'grid', name, slug, topics: [{ id: topic.id, slug: topic.slug, name }], viewType: 'cards' },
    };
    return ok({
      page: {
        pageType: 'feature',
        id: topic.id ?? slug,
        meta: {
          title: `${name}: features and coverage`,
          description: `Our coverage of ${name.toLowerCase()}, newest first.`,
          canonicalUrl: `/feature/${slug}/`,
        },
        components: [feature, contentList(`feature-${slug}`, name, entries, FEATURE_ITEMS, `/feature/${slug}/`)],
      },
    });
  };
}
