/**
 * Article routes (spec 000 §2 "Articles", "Longform features", "Sponsored"): the section paths
 * with their top-level, topic and longform routes, how-to, deals, automotive, and sponsored
 * content. Personal finance is in moneyRoutes.ts.
 */
import { ARTICLE_MAX_AGE_SECONDS } from '../../constants';
import {
  AUTOMOTIVE_SECTION,
  COMMERCIAL_SECTION,
  ELECTRIC_VEHICLES_TOPIC,
  HOW_TO_SECTION,
  MARKETPLACE_TOPIC_SEGMENTS,
  ROOT_LONGFORM_SLUGS,
} from './enumerations';
import type { MetaInput, RouteBuilder } from './routeBuilder';
import type { RouteDef } from '../../routes/types';

/** The article sections whose paths are /{section}/{topic}?/{slug}/ (spec 000 §2 Articles). */
export const SECTION_ARTICLE_ROUTES = ['culture', 'home', 'science', 'tech', 'health'] as const;

/** The sections with top-level, topic, subtopic and longform article routes of their own. */
const SECTION_VERTICALS = ['news', ...SECTION_ARTICLE_ROUTES] as const;

export const article = (pageType: string, extra: Partial<MetaInput> = {}): MetaInput => ({
  kind: 'article',
  maxAge: ARTICLE_MAX_AGE_SECONDS,
  pageType,
  ...extra,
});

/**
 * One section's routes. The topic and subtopic routes share /{section}/{topic}/{slug}/ (the
 * spec gives these sections one optional topic segment); the subtopic route only names links.
 */
function sectionRoutes(r: RouteBuilder, section: string): RouteDef[] {
  const named = (suffix: string) => `${section}-article${suffix}`;
  return [
    r(named('-topic'), `/${section}/{topic}/{slug}/`, article(named('-topic'), { section })),
    r(named('-subtopic'), `/${section}/{topic}/{slug}/`, article(named('-subtopic'), { section }), { linkOnly: true }),
    r(named(''), `/${section}/{slug}/`, article(named(''), { section })),
  ];
}

/** Home's own topic routes, before /home/{topic}/{slug}/: electric vehicles and the marketplace topics. */
function homeTopicRoutes(r: RouteBuilder): RouteDef[] {
  return [
    r(
      'electric-vehicle-topic',
      `/home/${ELECTRIC_VEHICLES_TOPIC}/{slug}/`,
      article('electric-vehicle-topic', { section: 'home' }),
    ),
    r(
      'marketplace-article-topic',
      '/home/{topic}/{slug}/',
      article('marketplace-article-topic', { section: 'home', layout: 'marketplace' }),
      {
        constraints: { topic: MARKETPLACE_TOPIC_SEGMENTS },
      },
    ),
  ];
}

/** The article paths of 000 §2 "Articles" (what /replay/ also prefixes), except personal finance. */
export function articlePathRoutes(r: RouteBuilder): RouteDef[] {
  return [
    ...homeTopicRoutes(r),
    ...SECTION_VERTICALS.flatMap((section) => sectionRoutes(r, section)),
    // The plain article has no section of its own; its address has the news shape.
    r('article', '/news/{slug}/', article('article'), { linkOnly: true }),
    r('article-how-to', '/how-to/{slug}/', article('article-how-to', { section: HOW_TO_SECTION })),
    r('auto-article-how-to', '/how-to/{slug}/', article('auto-article-how-to', { section: HOW_TO_SECTION }), {
      linkOnly: true,
    }),
    r('deal-article', '/deals/{slug}/', article('deal-article', { section: 'deals' })),
    r(
      'auto-article',
      '/roadshow/news/{slug}/',
      article('auto-article', { brand: 'roadshow', section: AUTOMOTIVE_SECTION }),
    ),
  ];
}

/** 000 §2 "Longform features": the section paths with /features/{slug}/, and /welcome/. */
export function longformRoutes(r: RouteBuilder): RouteDef[] {
  return [
    ...SECTION_VERTICALS.map((section) =>
      r(
        `${section}-article-longform`,
        `/${section}/features/{slug}/`,
        article(`${section}-article-longform`, { section }),
      ),
    ),
    r(
      'auto-article-longform',
      '/roadshow/features/{slug}/',
      article('auto-article-longform', { brand: 'roadshow', section: AUTOMOTIVE_SECTION }),
    ),
    // 001 §2: article-longform "takes a slug parameter"; /welcome/ is that route with slug welcome.
    r('article-longform', '/{slug}/', article('article-longform'), { constraints: { slug: ROOT_LONGFORM_SLUGS } }),
  ];
}

/** 000 §2 "Sponsored" and /paid-content/features/{slug}/; video-sponsored is in contentRoutes.ts. */
export function sponsoredRoutes(r: RouteBuilder): RouteDef[] {
  const sponsored = { section: COMMERCIAL_SECTION };
  const auto = { ...sponsored, brand: 'roadshow' } as const;
  return [
    r('sponsored-article', '/paid-content/news/{slug}/', article('sponsored-article', sponsored)),
    r('sponsored-auto-article', '/paid-content/roadshow/news/{slug}/', article('sponsored-auto-article', auto)),
    r('sponsored-article-longform', '/paid-content/features/{slug}/', article('sponsored-article-longform', sponsored)),
    r(
      'sponsored-auto-article-longform',
      '/paid-content/features/{slug}/',
      article('sponsored-auto-article-longform', sponsored),
      { linkOnly: true },
    ),
  ];
}
