/**
 * The vanity service of the local platform (spec 000 §3 "Vanity response", §7; shapes in
 * docs/upstream-api.md "Vanity"):
 *   GET /api/neutron/vanity/{site}/dictionary → { data: { dictionary: { urlPaths } } }
 *   GET /api/neutron/vanity/{site}/web?contentType&slug&path&edition → { data: { vanity } }
 * Entries of every urlType, plus the ones Neutron must ignore (disabled, expired, other edition,
 * a redirect onto itself, an error, an excluded path, an outside host), built from the world so
 * that targets are real articles. The service answers every entry as stored: applying the rules
 * is Neutron's job, so `edition`, `contentType` and `slug` do not filter anything here.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import { DEFAULT_EDITION } from '../../shared/constants';
import type { Article } from '../../shared/models/article';
import { normaliseVanityPath } from '../../shared/node/vanity/lookup';
import { contentDate, DAY_MS } from '../world/dates';
import type { World } from '../world/world';
import { errorBody, notFoundComponent } from './errors';
import { isSite, ok, type Reply, type SiteName } from './reply';

/** The vanity paths of the local world, by what they test. */
export const VANITY_FIXTURE_PATHS = {
  permanentRedirect: '/black-friday/',
  temporaryRedirect: '/cyber-monday/',
  mask: '/best-laptops/',
  temporaryMask: '/weekend-reading/',
  paginatedMask: '/tech-archive/',
  routeMask: '/tech/laptop-buying-guide/',
  notFound: '/retired-promo/',
  futureExpiry: '/summer-sale/',
  disabled: '/disabled-promo/',
  expired: '/expired-promo/',
  otherEdition: '/uk-promo/',
  otherEditionContent: '/uk-laptops/',
  outsideHost: '/partner-offer/',
  selfRedirect: '/loop-promo/',
  withError: '/broken-promo/',
  excluded: '/reviews/',
} as const;

/** Where the outside-host entry sends readers (refused unless Neutron's allow-list has the host). */
export const VANITY_OUTSIDE_URL = 'https://offers.example.org/black-friday';
/** Where the paginated mask points: a listing with many pages. */
export const VANITY_LISTING_TARGET = '/topics/tech/';

export interface VanityFixtureEntry {
  id: string;
  urlType: 'OK' | 'MASK' | 'TEMPORARY_MASK' | 'PERMANENT_REDIRECT' | 'TEMPORARY_REDIRECT' | 'NOT_FOUND';
  urlPath: string;
  enabled?: boolean;
  dateExpired?: { date: string; timezone?: string };
  targets: Array<{
    edition: string;
    targetType: string;
    target: string | { slug: string; availableOn: Array<{ edition: string; slug: string }> };
  }>;
  error?: string | null;
}

export interface VanityFixtures {
  /** Entries per site (roadshow has none). */
  entries: Record<SiteName, VanityFixtureEntry[]>;
  /** The articles the entries point at, by role. */
  articles: {
    redirect: Article;
    temporaryRedirect: Article;
    mask: Article;
    temporaryMask: Article;
    routeMask: Article;
    ok: Article;
  };
  /** The path of an article with an OK entry: served as usual. */
  okPath: string;
}

/** Articles whose canonical URL has a page route in Neutron today. */
const ROUTABLE = /^\/(news|tech|home|culture|science|health)\/(?:[a-z0-9-]+\/)?[a-z0-9-]+\/$/;

const url = (target: string, edition: string = DEFAULT_EDITION) => ({ edition, targetType: 'url', target });
const content = (article: Article, edition: string = DEFAULT_EDITION, availableOn: string = DEFAULT_EDITION) => ({
  edition,
  targetType: 'article',
  target: { slug: article.slug, availableOn: [{ edition: availableOn, slug: article.slug }] },
});

export function createVanityFixtures(world: World): VanityFixtures {
  const routable = world.articles.filter(
    (article) => article.site === 'cnet' && ROUTABLE.test(article.canonicalUrl ?? ''),
  );
  const pick = (index: number): Article => {
    const article = routable[index];
    if (!article) throw new Error('the world has too few routable articles for the vanity fixtures');
    return article;
  };
  const articles = {
    redirect: pick(0),
    temporaryRedirect: pick(1),
    mask: pick(2),
    temporaryMask: pick(3),
    routeMask: pick(4),
    ok: pick(5),
  };
  const routeSlug = VANITY_FIXTURE_PATHS.routeMask.split('/')[2]!;
  if (world.articleBySlug.has(routeSlug))
    throw new Error(`vanity fixture path ${VANITY_FIXTURE_PATHS.routeMask} is a real article`);

  const past = { date: contentDate(world.now - 30 * DAY_MS).date, timezone: 'UTC' };
  const future = { date: contentDate(world.now + 3650 * DAY_MS).date, timezone: 'UTC' };
  const redirectPath = articles.redirect.canonicalUrl!;
  const okPath = articles.ok.canonicalUrl!;
  const P = VANITY_FIXTURE_PATHS;
  let next = 1;
  const entry = (
    urlPath: string,
    urlType: VanityFixtureEntry['urlType'],
    rest: Partial<VanityFixtureEntry> = {},
  ): VanityFixtureEntry => ({
    id: `vanity-${next++}`,
    urlType,
    urlPath,
    enabled: true,
    targets: [],
    error: null,
    ...rest,
  });

  const cnet: VanityFixtureEntry[] = [
    entry(P.permanentRedirect, 'PERMANENT_REDIRECT', { targets: [url(redirectPath)] }),
    entry(P.temporaryRedirect, 'TEMPORARY_REDIRECT', {
      targets: [url('/uk/deals/', 'uk'), content(articles.temporaryRedirect)],
    }),
    entry(P.mask, 'MASK', { targets: [content(articles.mask)] }),
    entry(P.temporaryMask, 'TEMPORARY_MASK', { targets: [url(articles.temporaryMask.canonicalUrl!)] }),
    entry(P.paginatedMask, 'MASK', { targets: [url(VANITY_LISTING_TARGET)] }),
    entry(P.routeMask, 'MASK', { targets: [content(articles.routeMask)] }),
    entry(okPath, 'OK'),
    entry(P.notFound, 'NOT_FOUND'),
    entry(P.futureExpiry, 'TEMPORARY_REDIRECT', {
      enabled: undefined,
      dateExpired: future,
      targets: [url(redirectPath)],
    }),
    entry(P.disabled, 'PERMANENT_REDIRECT', { enabled: false, targets: [url(redirectPath)] }),
    entry(P.expired, 'PERMANENT_REDIRECT', { enabled: undefined, dateExpired: past, targets: [url(redirectPath)] }),
    entry(P.otherEdition, 'PERMANENT_REDIRECT', { targets: [url('/uk/deals/', 'uk')] }),
    entry(P.otherEditionContent, 'MASK', { targets: [content(articles.mask, DEFAULT_EDITION, 'uk')] }),
    entry(P.outsideHost, 'TEMPORARY_REDIRECT', { targets: [url(VANITY_OUTSIDE_URL)] }),
    entry(P.selfRedirect, 'PERMANENT_REDIRECT', { targets: [url(P.selfRedirect)] }),
    entry(P.withError, 'PERMANENT_REDIRECT', { targets: [url(redirectPath)], error: 'Target content is unpublished' }),
    entry(P.excluded, 'PERMANENT_REDIRECT', { targets: [url(redirectPath)] }),
  ];
  return { entries: { cnet, roadshow: [] }, articles, okPath };
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };
const MAX_PATH_QUERY = 2048;

/** Prepared answers: the dictionary per site and the entry per site and normalised path. */
function createVanityReplies(fixtures: VanityFixtures) {
  const dictionaries = new Map<SiteName, Reply>();
  const entries = new Map<string, Reply>();
  for (const [site, list] of Object.entries(fixtures.entries) as Array<[SiteName, VanityFixtureEntry[]]>) {
    dictionaries.set(site, ok({ dictionary: { urlPaths: list.map((item) => item.urlPath) } }));
    for (const item of list) entries.set(`${site} ${normaliseVanityPath(item.urlPath)}`, ok({ vanity: item }));
  }
  return {
    dictionary: (site: SiteName): Reply => dictionaries.get(site)!,
    entry(site: SiteName, path: string | undefined): Reply {
      if (!path || path.length > MAX_PATH_QUERY)
        return { status: 400, body: errorBody('vanity', 400, 'The path query parameter is required') };
      const normalised = normaliseVanityPath(path.split('?')[0]!);
      const reply = normalised === null ? undefined : entries.get(`${site} ${normalised}`);
      return (
        reply ?? {
          status: 404,
          body: JSON.stringify(notFoundComponent('vanity', `No vanity entry for ${path.slice(0, 200)}`)),
        }
      );
    },
  };
}

export function registerVanityRoutes(app: Hono<{ Bindings: HttpBindings }>, world: World): void {
  const replies = createVanityReplies(createVanityFixtures(world));
  const answer = (site: string, reply: (site: SiteName) => Reply) => {
    const result = isSite(site) ? reply(site) : { status: 404, body: errorBody('site', 404, `Unknown site ${site}`) };
    return new Response(result.body, { status: result.status, headers: JSON_HEADERS });
  };
  app.get('/api/neutron/vanity/:site/dictionary', (c) =>
    answer(c.req.param('site'), (site) => replies.dictionary(site)),
  );
  app.get('/api/neutron/vanity/:site/web', (c) =>
    answer(c.req.param('site'), (site) => replies.entry(site, c.req.query('path'))),
  );
}
