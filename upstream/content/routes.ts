import type { HttpBindings } from '@hono/node-server';
import type { Context, Hono } from 'hono';
import type { World } from '../world/world';
import { createArticleReplies } from './articles';
import { errorBody } from './errors';
import { createExtras, DEFAULT_SEAMLESS_LIMIT } from './extras';
import { createListings, DEFAULT_LISTING_LIMIT, DEFAULT_NAV_META, LISTING_TYPES, MAX_LISTING_LIMIT } from './listing';
import { createPages } from './pages';
import { isSite, type Reply, type SiteName } from './reply';
import { createFeeds, DEFAULT_FEED_LIMIT, MAX_FEED_LIMIT } from './feeds';
import { createUrlGenerator } from './urlGenerator';
import { createSitemaps, DEFAULT_SITEMAP_LIMIT, MAX_SITEMAP_LIMIT, type SitemapDateQuery } from './sitemaps';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

function send(c: Context, reply: Reply): Response {
  return c.body(reply.body, reply.status as 200, JSON_HEADERS);
}

/** A non-negative integer query value within bounds, else the fallback. */
function intQuery(text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined || !/^\d{1,9}$/.test(text)) return fallback;
  const value = Number(text);
  return value >= min && value <= max ? value : fallback;
}

function listQuery(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(0, 100);
}

function shortText(text: string | undefined, fallback: string): string {
  return text && text.length <= 100 ? text : fallback;
}

/**
 * The content API (`/api/neutron/...`) of docs/upstream-api.md, answered from replies prepared
 * at startup (articles, pages, front door, nav) or memoised on first request.
 */
export function registerContentRoutes(
  app: Hono<{ Bindings: HttpBindings }>,
  world: World,
): {
  warm(): void;
  articles: ReturnType<typeof createArticleReplies>;
  forgetListings(): void;
  refreshDoors: ReturnType<typeof createPages>['refreshDoors'];
} {
  const articles = createArticleReplies(world);
  const pages = createPages(world);
  const listings = createListings(world);
  const extras = createExtras(world);
  const sitemaps = createSitemaps(world);
  const feeds = createFeeds(world);
  const urlGenerator = createUrlGenerator(world);
  const unknownSite = (site: string): Reply => ({ status: 404, body: errorBody('site', 404, `Unknown site ${site}`) });
  const withSite = (c: Context, answer: (site: SiteName) => Reply) => {
    const site = c.req.param('site') ?? '';
    return send(c, isSite(site) ? answer(site) : unknownSite(site));
  };

  app.get('/api/neutron/articles/:site/:slug/:experience', (c) =>
    withSite(c, (site) => {
      const preview = c.req.header('preview');
      const version = c.req.query('hub-preview-version');
      return preview && version
        ? articles.preview(site, c.req.param('slug'), shortText(version, 'draft'))
        : articles.article(site, c.req.param('slug'));
    }),
  );

  app.get('/api/neutron/composer/:site/pages/:type/:slug/:experience', (c) =>
    withSite(c, (site) => pages.page(site, c.req.param('type'), c.req.param('slug'))),
  );

  // 000 §7: the money page type comes from the content bridge, as an article page.
  app.get('/api/bridge/composer/:site/pages/article/:slug/:experience', (c) =>
    withSite(c, (site) => pages.moneyArticle(site, c.req.param('slug'))),
  );

  app.get('/api/neutron/components/:site/listing/:type/:id/web', (c) =>
    withSite(c, () => {
      const type = c.req.param('type');
      if (!(LISTING_TYPES as readonly string[]).includes(type))
        return { status: 404, body: errorBody('listing', 404, `Unknown listing type ${type}`) };
      const limit = intQuery(c.req.query('limit'), DEFAULT_LISTING_LIMIT, 1, MAX_LISTING_LIMIT);
      const offset = intQuery(c.req.query('offset'), 0, 0, 1_000_000);
      return listings.listing(type, c.req.param('id'), limit, offset);
    }),
  );

  app.get('/api/neutron/components/:site/editorial/editorial_quote/curated-nav-redesign/web', (c) =>
    withSite(c, () =>
      listings.nav({
        componentName: shortText(c.req.query('componentName'), DEFAULT_NAV_META.componentName),
        componentDisplayName: shortText(c.req.query('componentDisplayName'), DEFAULT_NAV_META.componentDisplayName),
        componentType: shortText(c.req.query('componentType'), DEFAULT_NAV_META.componentType),
      }),
    ),
  );

  app.get('/api/neutron/seamless/:site/:slug/web', (c) =>
    withSite(c, (site) =>
      extras.seamless(
        site,
        c.req.param('slug'),
        c.req.query('contentId'),
        intQuery(c.req.query('limit'), DEFAULT_SEAMLESS_LIMIT, 1, 20),
      ),
    ),
  );

  app.get('/api/neutron/livearticles/:site/items/:contentId/:start/web', (c) =>
    withSite(c, () => extras.liveItems(c.req.param('contentId'), intQuery(c.req.param('start'), 0, 0, 1_000_000_000))),
  );

  app.get('/api/neutron/authors/:site/voices/data/web', (c) =>
    withSite(c, () => extras.authors(listQuery(c.req.query('ids')))),
  );

  app.get('/api/neutron/shortcodes/:site/commerce/:id/web', (c) =>
    withSite(c, () => extras.commerceShortcode(c.req.param('id'))),
  );

  app.get('/api/neutron/products/:site/web', (c) =>
    withSite(c, () => extras.products(listQuery(c.req.query('uuids')))),
  );

  // Sitemaps (000 §7): `/{slug}[/year/{y}[/month/{m}[/day/{d}]]]/{experience}`, index at `/{slug}/index/{experience}`.
  const sitemapPage = (c: Context, date: Record<'year' | 'month' | 'day', string | undefined>) =>
    withSite(c, () => {
      const parts: SitemapDateQuery = {};
      for (const key of ['year', 'month', 'day'] as const) {
        const text = date[key];
        if (text === undefined) continue;
        if (!/^\d{1,4}$/.test(text)) return { status: 404, body: errorBody('sitemap', 404, `Bad ${key} ${text}`) };
        parts[key] = Number(text);
      }
      const limit = intQuery(c.req.query('limit'), DEFAULT_SITEMAP_LIMIT, 1, MAX_SITEMAP_LIMIT);
      const offset = intQuery(c.req.query('offset'), 0, 0, 100_000_000);
      return sitemaps.page(c.req.param('slug') ?? '', parts, c.req.query('hydrate') === 'true', limit, offset);
    });
  const none = { year: undefined, month: undefined, day: undefined };
  app.get('/api/neutron/sitemaps/:site/:slug/index/:experience', (c) =>
    withSite(c, () => sitemaps.index(c.req.param('slug'))),
  );
  app.get('/api/neutron/sitemaps/:site/:slug/:experience', (c) => sitemapPage(c, none));
  app.get('/api/neutron/sitemaps/:site/:slug/year/:y/:experience', (c) =>
    sitemapPage(c, { ...none, year: c.req.param('y') }),
  );
  app.get('/api/neutron/sitemaps/:site/:slug/year/:y/month/:m/:experience', (c) =>
    sitemapPage(c, { ...none, year: c.req.param('y'), month: c.req.param('m') }),
  );
  app.get('/api/neutron/sitemaps/:site/:slug/year/:y/month/:m/day/:d/:experience', (c) =>
    sitemapPage(c, { year: c.req.param('y'), month: c.req.param('m'), day: c.req.param('d') }),
  );

  app.get('/api/neutron/url-generator/:site/:contentType/:slug', (c) =>
    withSite(c, (site) => urlGenerator.url(site, c.req.param('contentType'), c.req.param('slug'))),
  );

  app.get('/api/neutron/feeds/:site/:endpoint/', (c) =>
    withSite(c, () =>
      feeds.feed(
        c.req.param('endpoint'),
        intQuery(c.req.query('offset'), 0, 0, 100_000_000),
        intQuery(c.req.query('limit'), DEFAULT_FEED_LIMIT, 1, MAX_FEED_LIMIT),
      ),
    ),
  );

  return {
    articles,
    forgetListings: () => listings.forget(),
    refreshDoors: () => pages.refreshDoors(),
    warm() {
      articles.warm();
      pages.warm();
      listings.warm();
    },
  };
}
