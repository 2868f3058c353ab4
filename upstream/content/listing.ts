import type { World } from '../world/world';
import { FOOTER_LINKS } from '../world/words';
import { cleanTopicSlug } from '../../shared/node/routes/topicSlug';
import { Memo } from './memo';
import { ok, type Reply } from './reply';

/**
 * Listing components (`/components/{site}/listing/{type}/{id}/web`, newest first, paged by
 * limit and offset) and the header/footer navigation component. Listings ignore `{site}`; the
 * id may be a slug, an id, or (authors) a username, so `searchBy` needs no interpretation.
 */
export const LISTING_TYPES = ['section', 'topic', 'collection', 'tag', 'author'] as const;
export const DEFAULT_LISTING_LIMIT = 4;
export const MAX_LISTING_LIMIT = 100;

export interface NavMeta {
  componentName: string;
  componentDisplayName: string;
  componentType: string;
}

export const DEFAULT_NAV_META: NavMeta = {
  componentName: 'curated-nav-redesign',
  componentDisplayName: 'Curated Nav Redesign',
  componentType: 'ContentList',
};

export function createListings(world: World) {
  const memo = new Memo<Reply>(20_000);

  function displayName(type: string, id: string): string {
    switch (type) {
      case 'section':
        return world.sections.find((s) => s.key === id || s.slug === id)?.title ?? id;
      case 'topic':
        if (id === 'commercial') return 'Sponsored';
        return (
          world.taxonomy.topics.find((t) => t.slug === id || t.id === id || cleanTopicSlug(t.slug) === id)?.name ?? id
        );
      case 'collection':
        return world.taxonomy.collections.find((c) => c.slug === id || c.id === id)?.title ?? id;
      case 'tag':
        return world.taxonomy.tags.find((t) => t.slug === id)?.name ?? id;
      default: {
        const author = world.people.authors.find((a) => a.username === id || a.id === id);
        return author ? `${author.firstName} ${author.lastName}` : id;
      }
    }
  }

  function build(type: string, id: string, limit: number, offset: number): Reply {
    const entries = world.catalog.listings.get(`${type}:${id}`) ?? [];
    const name = displayName(type, id);
    return ok({
      component: {
        meta: { componentName: `listing-${type}-${id}`, componentDisplayName: name, componentType: 'ContentList' },
        title: name,
        items: entries.slice(offset, offset + limit).map((entry) => entry.link),
        paging: { limit, offset, total: entries.length },
      },
    });
  }

  const navItems = JSON.stringify([
    ...world.sections.map((section) => ({
      title: section.title,
      slug: section.slug,
      label: section.title,
      description: `The latest in ${section.title.toLowerCase()}`,
      metaData: { origin: 'header', linkUrl: section.path },
    })),
    ...FOOTER_LINKS.map(([title, slug, linkUrl]) => ({
      title,
      slug,
      label: title,
      description: title,
      metaData: { origin: 'footer', linkUrl },
    })),
  ]);
  const navReply = (meta: NavMeta): Reply => ({
    status: 200,
    body: `{"data":{"component":{"meta":${JSON.stringify(meta)},"items":${navItems}}}}`,
  });
  const defaultNav = navReply(DEFAULT_NAV_META);

  return {
    listing(type: string, id: string, limit: number, offset: number): Reply {
      return memo.get(`${type}\u0000${id}\u0000${limit}\u0000${offset}`, () => build(type, id, limit, offset));
    },
    nav(meta: NavMeta): Reply {
      const same =
        meta.componentName === DEFAULT_NAV_META.componentName &&
        meta.componentDisplayName === DEFAULT_NAV_META.componentDisplayName &&
        meta.componentType === DEFAULT_NAV_META.componentType;
      return same
        ? defaultNav
        : memo.get(`nav\u0000${meta.componentName}\u0000${meta.componentDisplayName}\u0000${meta.componentType}`, () =>
            navReply(meta),
          );
    },
    /** Forgets the prepared answers (a listing was edited: upstream/content/listingEdits.ts). */
    forget(): void {
      memo.clear();
    },
    warm(): void {
      for (const section of world.sections) this.listing('section', section.key, DEFAULT_LISTING_LIMIT, 0);
    },
  };
}
