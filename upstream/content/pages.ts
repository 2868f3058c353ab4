import type { ErrorComponent } from '../../shared/models/component';
import type { World } from '../world/world';
import type { CatalogEntry } from '../world/catalog';
import { SECTIONS, type SectionDef } from '../world/sections';
import { movedComponent, notFoundComponent } from './errors';
import { ok, type Reply, type SiteName } from './reply';
import { contentList, siteOfSection } from './contentList';
import { createFeaturePage } from './features';
import { liveFeedFor } from '../live/feed';

/**
 * Page-composer answers: `{ data: { page: { pageType, id, meta, components } } }`, always HTTP
 * 200; a missing or moved item is an error component inside `components`.
 */
const FRONT_DOOR_ITEMS = 8;
const DOOR_ITEMS = 12;

interface PageMeta {
  title: string;
  description?: string;
  canonicalUrl?: string;
}

const page = (pageType: string, id: string, meta: PageMeta, components: unknown[]): Reply =>
  ok({ page: { pageType, id, meta, components } });
const objectComponent = (componentType: string, name: string, item: unknown) => ({
  meta: { componentName: name, componentDisplayName: componentType, componentType },
  item,
});
const errorPage = (pageType: string, slug: string, component: ErrorComponent): Reply =>
  page(pageType, slug, { title: 'Not found' }, [component]);

function topicHref(section: SectionDef, urlSlug: string, slug: string): string {
  return section.topicInUrl ? `${section.path}${urlSlug}/` : `/topics/${slug}/`;
}

export function createPages(world: World) {
  const { listings, entries } = world.catalog;
  const listed = (key: string) => listings.get(key) ?? [];
  const sectionList = (section: SectionDef, prefix: string, limit: number) =>
    contentList(`${prefix}-${section.slug}`, section.title, listed(`section:${section.key}`), limit, section.path);
  const topicLists = (section: SectionDef) =>
    (world.taxonomy.children.get(section.key) ?? []).map(({ topic, urlSlug }) =>
      contentList(
        `topic-${topic.slug}`,
        topic.name ?? topic.slug,
        listed(`topic:${topic.slug}`),
        FRONT_DOOR_ITEMS,
        topicHref(section, urlSlug, topic.slug),
      ),
    );
  const kindList = (name: string, title: string, filter: (entry: CatalogEntry) => boolean, href: string) =>
    contentList(name, title, entries.filter(filter), 24, href);

  function door(site: SiteName, slug: string): Reply {
    const cars = SECTIONS.find((section) => section.key === 'cars') as SectionDef;
    if (slug === 'frontdoor' && site === 'cnet') {
      return page(
        'door',
        'frontdoor',
        { title: 'Tech news, reviews, deals and how-to', canonicalUrl: '/' },
        SECTIONS.map((section) => sectionList(section, 'frontdoor', FRONT_DOOR_ITEMS)),
      );
    }
    if (slug === 'frontdoor' && site === 'roadshow') {
      return page('door', 'frontdoor', { title: 'Car news, reviews and buying advice', canonicalUrl: '/roadshow/' }, [
        sectionList(cars, 'frontdoor', DOOR_ITEMS),
        kindList(
          'roadshow-reviews',
          'Car Reviews',
          (e) => e.kind === 'review' && e.section === 'cars',
          '/roadshow/reviews/',
        ),
        ...topicLists(cars),
      ]);
    }
    const section = SECTIONS.find((candidate) => candidate.slug === slug || candidate.key === slug);
    if (section) {
      return page('door', section.slug, { title: section.title, canonicalUrl: section.path }, [
        sectionList(section, 'door', DOOR_ITEMS),
        ...topicLists(section),
      ]);
    }
    const kinds: Record<string, [string, (entry: CatalogEntry) => boolean, string]> = {
      reviews: ['Reviews', (e) => e.kind === 'review', '/reviews/'],
      videos: ['Videos', (e) => e.kind === 'video', '/videos/'],
      pictures: ['Pictures', (e) => e.kind === 'gallery', '/pictures/'],
      features: ['Features', (e) => e.kind === 'article' && e.link.type === 'Longform', '/features/'],
    };
    const kind = kinds[slug];
    if (kind && site === 'roadshow') {
      const [title, filter, path] = kind;
      return page('door', slug, { title: `Car ${title}`, canonicalUrl: `/roadshow${path}` }, [
        kindList(`roadshow-door-${slug}`, `Car ${title}`, (e) => filter(e) && e.section === 'cars', `/roadshow${path}`),
      ]);
    }
    if (kind) return page('door', slug, { title: kind[0], canonicalUrl: kind[2] }, [kindList(`door-${slug}`, ...kind)]);
    return errorPage('door', slug, notFoundComponent('door', `No door named ${slug}`));
  }

  function article(site: SiteName, slug: string): Reply {
    const found = world.articleBySlug.get(slug);
    if (found && found.site === site) {
      return page(
        'article',
        found.id,
        {
          title: found.titleTag ?? found.headline,
          description: found.seoMetaDescription,
          canonicalUrl: found.canonicalUrl,
        },
        [objectComponent('Article', 'article', found)],
      );
    }
    const live = world.liveBySlug.get(slug);
    if (live && site === 'cnet') return liveArticle(site, slug);
    const moved = world.movedBySlug.get(slug);
    if (moved && moved.site === site) return errorPage('article', slug, movedComponent('article', moved.newSlug, 301));
    return errorPage('article', slug, notFoundComponent('article', `No article with slug ${slug}`));
  }

  /** A money page of the content bridge (upstream/world/money.ts): main brand only. */
  function moneyArticle(site: SiteName, slug: string): Reply {
    const found = world.moneyBySlug.get(slug);
    if (!found || site !== 'cnet')
      return errorPage('article', slug, notFoundComponent('article', `No money article with slug ${slug}`));
    return page(
      'article',
      found.id,
      {
        title: found.titleTag ?? found.headline,
        description: found.seoMetaDescription,
        canonicalUrl: found.canonicalUrl,
      },
      [objectComponent('Article', 'article', found)],
    );
  }

  function liveArticle(site: SiteName, slug: string): Reply {
    const live = world.liveBySlug.get(slug);
    if (!live || site !== 'cnet')
      return errorPage('livearticle', slug, notFoundComponent('livearticle', `No live article with slug ${slug}`));
    // The items as the live service has them now (published, updated and deleted ones included).
    const items = liveFeedFor(world).currentItems(live);
    return page(
      'livearticle',
      live.id,
      { title: live.titleTag ?? live.headline, description: live.seoMetaDescription, canonicalUrl: live.canonicalUrl },
      [objectComponent('LiveArticle', 'livearticle', items === live.items ? live : { ...live, items })],
    );
  }

  function review(site: SiteName, slug: string): Reply {
    const typed = /^(.+)-([a-z]+)$/.exec(slug);
    const found = world.reviewBySlug.get(slug) ?? (typed ? world.reviewBySlug.get(typed[1] as string) : undefined);
    if (
      !found ||
      siteOfSection(found.section) !== site ||
      (typed && !world.reviewBySlug.has(slug) && found.type !== typed[2])
    ) {
      return errorPage('review', slug, notFoundComponent('review', `No review with slug ${slug}`));
    }
    return page(
      'review',
      found.id,
      { title: found.title, description: found.seoMetaDescription, canonicalUrl: found.canonicalUrl },
      [objectComponent('Review', 'review', found)],
    );
  }

  function gallery(site: SiteName, slug: string): Reply {
    const found = world.galleryBySlug.get(slug);
    if (!found || siteOfSection(found.section) !== site)
      return errorPage('gallery', slug, notFoundComponent('gallery', `No gallery with slug ${slug}`));
    return page(
      'gallery',
      found.id,
      { title: found.title, description: found.seoMetaDescription, canonicalUrl: found.canonicalUrl },
      [objectComponent('Gallery', 'gallery', found)],
    );
  }

  function video(site: SiteName, slug: string): Reply {
    const found = world.videoBySlug.get(slug);
    if (!found || siteOfSection(found.section) !== site)
      return errorPage('video', slug, notFoundComponent('video', `No video with slug ${slug}`));
    return page(
      'video',
      found.id,
      { title: found.title, description: found.description, canonicalUrl: found.canonicalUrl },
      [objectComponent('Video', 'video', found)],
    );
  }

  /** Every door page the world answers, as [site, slug]. */
  function doors(): [SiteName, string][] {
    return [
      ['cnet', 'frontdoor'],
      ['roadshow', 'frontdoor'],
      ...SECTIONS.map((section): [SiteName, string] => [section.site, section.slug]),
      ...['reviews', 'videos', 'pictures', 'features'].map((slug): [SiteName, string] => ['cnet', slug]),
    ];
  }

  const builders: Record<string, (site: SiteName, slug: string) => Reply> = {
    feature: createFeaturePage(world),
    door,
    article,
    livearticle: liveArticle,
    review,
    gallery,
    video,
  };
  const known = new Map<string, Reply>();

  return {
    /** The page for a composer call; known content is served from the prepared replies. */
    page(site: SiteName, type: string, slug: string): Reply {
      const key = `${site}/${type}/${slug}`;
      const hit = known.get(key);
      if (hit) return hit;
      const build = builders[type];
      if (!build) return errorPage(type, slug, notFoundComponent(type, `Unknown page type ${type}`));
      return build(site, slug);
    },
    moneyArticle,
    /**
     * Builds the door pages again from the listings as they are now (a listing was edited) and
     * answers the doors whose answer changed: the pages the platform announces with the listing.
     */
    refreshDoors(): { site: SiteName; slug: string }[] {
      const changed: { site: SiteName; slug: string }[] = [];
      for (const [site, slug] of doors()) {
        const key = `${site}/door/${slug}`;
        const before = known.get(key);
        const after = door(site, slug);
        known.set(key, after);
        if (before?.body !== after.body) changed.push({ site, slug });
      }
      return changed;
    },
    /** Prepares every page the world can answer, so requests only look up a string. */
    warm(): void {
      const put = (site: SiteName, type: string, slug: string) =>
        known.set(`${site}/${type}/${slug}`, (builders[type] as (s: SiteName, x: string) => Reply)(site, slug));
      for (const [site, slug] of doors()) put(site, 'door', slug);
      for (const item of world.articles) put(item.site === 'roadshow' ? 'roadshow' : 'cnet', 'article', item.slug);
      // Live article pages are built on each call: their items change (upstream/live/feed.ts).
      for (const item of world.reviews) put(siteOfSection(item.section), 'review', item.slug);
      for (const item of world.galleries) put(siteOfSection(item.section), 'gallery', item.slug);
      for (const item of world.videos) put(siteOfSection(item.section), 'video', item.slug ?? '');
    },
  };
}
