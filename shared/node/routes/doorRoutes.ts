/**
 * Doors (spec 000 §2 "Listing doors (optional {pageNumber})"): the front door, the section
 * doors, composer door pages and listings by collection, feature, tag and topic.
 */
import { FRONT_DOOR_MAX_AGE_SECONDS } from '../../constants';
import { SECTION_ARTICLE_ROUTES } from './articleRoutes';
import { HOW_TO_SECTION } from './enumerations';
import { LISTING_MAX_AGE_SECONDS } from './maxAges';
import type { MetaInput, RouteBuilder } from './routeBuilder';
import type { ListingType, RouteDef } from '../../routes/types';

/** Section doors (/tech/, /news/...): the first page of the section's listing; later pages are /topics/{section}/{n}/. */
export const SECTION_DOORS = ['news', ...SECTION_ARTICLE_ROUTES] as const;

/** Listing doors of the automotive sub-brand: /roadshow/{kind}/ (the pages its cards and breadcrumbs link to). */
export const AUTO_DOORS = ['reviews', 'pictures', 'videos'] as const;

const listing = (type: ListingType, pageType: string, id?: string): MetaInput => ({
  kind: 'listing',
  listing: id === undefined ? { type } : { type, id },
  maxAge: LISTING_MAX_AGE_SECONDS,
  pageType,
});

const pageDoor = (pageType: string, page: { type: string; slug?: string }): MetaInput => ({
  kind: 'page-door',
  page,
  maxAge: LISTING_MAX_AGE_SECONDS,
  pageType,
});

export function doorRoutes(r: RouteBuilder): RouteDef[] {
  return [
    r('index', '/{pageNumber}?/', { kind: 'door', maxAge: FRONT_DOOR_MAX_AGE_SECONDS, pageType: 'frontdoor' }),
    r('auto-index', '/roadshow/', {
      kind: 'door',
      brand: 'roadshow',
      maxAge: FRONT_DOOR_MAX_AGE_SECONDS,
      pageType: 'auto-frontdoor',
    }),
    ...SECTION_DOORS.map((section) =>
      r(`${section}-door`, `/${section}/`, listing('section', 'section-door', section)),
    ),
    r('personal-finance-door', '/personal-finance/', listing('section', 'section-door', 'personal-finance')),
    r('deals-door', '/deals/', listing('section', 'section-door', 'deals')),
    r('how-to-door', '/how-to/{pageNumber}?/', listing('section', 'section-door', HOW_TO_SECTION)),
    r('features', '/features/{pageNumber}?/', pageDoor('features', { type: 'door', slug: 'features' })),
    r('pictures', '/pictures/{pageNumber}?/', pageDoor('pictures', { type: 'door', slug: 'pictures' })),
    r('reviews', '/reviews/{pageNumber}?/', pageDoor('reviews', { type: 'door', slug: 'reviews' })),
    r('videos', '/videos/{pageNumber}?/', pageDoor('videos', { type: 'door', slug: 'videos' })),
    // The roadshow's own composer doors (/roadshow/reviews/ ...), before its review, gallery and video routes.
    ...AUTO_DOORS.map((kind) =>
      r(`auto-${kind}`, `/roadshow/${kind}/{pageNumber}?/`, {
        ...pageDoor(`auto-${kind}`, { type: 'door', slug: kind }),
        brand: 'roadshow',
      }),
    ),
    r('ai-atlas', '/ai-atlas/{pageNumber}?/', listing('collection', 'ai-atlas', 'ai-atlas')),
    r('cnet-zero', '/cnet-zero/{pageNumber}?/', listing('collection', 'cnet-zero', 'cnet-zero')),
    r('collection', '/collections/{slug}/{pageNumber}?/', listing('collection', 'collection')),
    r('feature', '/feature/{slug}/{pageNumber}?/', pageDoor('feature', { type: 'feature' })),
    r('tag', '/tags/{slug}/{pageNumber}?/', listing('tag', 'tag')),
    r('topic', '/topics/{slug}/{pageNumber}?/', listing('topic', 'topic')),
  ];
}

/** /roadshow/{slug}/{pageNumber}?/: the automotive topic listing; after every other /roadshow/ route. */
export function autoTopicRoutes(r: RouteBuilder): RouteDef[] {
  return [r('auto-topic', '/roadshow/{slug}/{pageNumber}?/', { ...listing('topic', 'auto-topic'), brand: 'roadshow' })];
}
