/**
 * The page route table (spec 000 §2). Order matters: the first matching entry wins, so fixed
 * paths come before parameterised ones.
 */
import { ARTICLE_MAX_AGE_SECONDS, FRONT_DOOR_MAX_AGE_SECONDS } from '../constants';
import type { Params } from './pattern';
import type { RouteDef, RouteMeta } from './types';
import { MIDDLEWARE_ORDER } from './types';

/** Slugs and topics are lowercase words joined by single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 200;

export function isSlug(value: string | undefined): boolean {
  return value !== undefined && value.length <= MAX_SLUG_LENGTH && SLUG.test(value);
}

const validSlugs = (params: Params): boolean =>
  Object.entries(params).every(([key, value]) => (key === 'pageNumber' ? /^[1-9][0-9]{0,3}$/.test(value) : isSlug(value)));

/**
 * The middleware every page route runs, in the spec's order. featureFlags, ab, auth and vanity
 * join this list when they are built (issue 3); until then listing them would answer 500.
 */
export const PAGE_MIDDLEWARE = MIDDLEWARE_ORDER.filter((name) => ['brand', 'nuxti18n', 'cache', 'transaction'].includes(name));

const base = { layout: 'default', middleware: PAGE_MIDDLEWARE, validate: validSlugs } as const;

const article = (section: string, pageType: string): RouteMeta => ({
  ...base,
  kind: 'article',
  maxAge: ARTICLE_MAX_AGE_SECONDS,
  pageType,
  section,
});

/** The article sections whose paths are /{section}/{topic}?/{slug}/ (spec 000 §2 Articles). */
export const SECTION_ARTICLE_ROUTES = ['culture', 'home', 'science', 'tech', 'health'] as const;

/** Section doors (/tech/, /news/...): the first page of the section's listing; later pages are /topics/{section}/{n}/. */
export const SECTION_DOORS = ['news', ...SECTION_ARTICLE_ROUTES] as const;

export const ROUTES: readonly RouteDef[] = [
  { name: 'index', pattern: '/', meta: { ...base, kind: 'door', maxAge: FRONT_DOOR_MAX_AGE_SECONDS, pageType: 'frontdoor' } },
  { name: 'static-error', pattern: '/_error/static/', meta: { ...base, kind: 'static-error', layout: 'error', maxAge: 0, pageType: 'error_page' } },
  { name: 'topic', pattern: '/topics/{slug}/{pageNumber}?/', meta: { ...base, kind: 'listing', listing: { type: 'topic' }, maxAge: FRONT_DOOR_MAX_AGE_SECONDS, pageType: 'topic' } },
  ...SECTION_DOORS.map(
    (section): RouteDef => ({
      name: `${section}-door`,
      pattern: `/${section}/`,
      meta: { ...base, kind: 'listing', listing: { type: 'section', id: section }, maxAge: FRONT_DOOR_MAX_AGE_SECONDS, pageType: 'section-door' },
    }),
  ),
  { name: 'news-article', pattern: '/news/{topic}?/{slug}/', meta: article('news', 'news-article') },
  ...SECTION_ARTICLE_ROUTES.map(
    (section): RouteDef => ({ name: `${section}-article`, pattern: `/${section}/{topic}?/{slug}/`, meta: article(section, `${section}-article`) }),
  ),
];
