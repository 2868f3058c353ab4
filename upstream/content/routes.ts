import type { HttpBindings } from '@hono/node-server';
import type { Context, Hono } from 'hono';
import type { World } from '../world/world';
import { createArticleReplies } from './articles';
import { errorBody } from './errors';
import { createExtras, DEFAULT_SEAMLESS_LIMIT } from './extras';
import { createListings, DEFAULT_LISTING_LIMIT, DEFAULT_NAV_META, LISTING_TYPES, MAX_LISTING_LIMIT } from './listing';
import { createPages } from './pages';
import { isSite, type Reply, type SiteName } from './reply';

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
  return (text ?? '').split(',').map((part) => part.trim()).filter(Boolean).slice(0, 100);
}

function shortText(text: string | undefined, fallback: string): string {
  return text && text.length <= 100 ? text : fallback;
}

/**
 * The content API (`/api/neutron/...`) of docs/upstream-api.md, answered from replies prepared
 * at startup (articles, pages, front door, nav) or memoised on first request.
 */
export function registerContentRoutes(app: Hono<{ Bindings: HttpBindings }>, world: World): { warm(): void } {
  const articles = createArticleReplies(world);
  const pages = createPages(world);
  const listings = createListings(world);
  const extras = createExtras(world);
  const unknownSite = (site: string): Reply => ({ status: 404, body: errorBody('site', 404, `Unknown site ${site}`) });
  const withSite = (c: Context, answer: (site: SiteName) => Reply) => {
    const site = c.req.param('site') ?? '';
    return send(c, isSite(site) ? answer(site) : unknownSite(site));
  };

  app.get('/api/neutron/articles/:site/:slug/:experience', (c) =>
    withSite(c, (site) => {
      const preview = c.req.header('preview');
      const version = c.req.query('hub-preview-version');
      return preview && version ? articles.preview(site, c.req.param('slug'), shortText(version, 'draft')) : articles.article(site, c.req.param('slug'));
    }));

  app.get('/api/neutron/composer/:site/pages/:type/:slug/:experience', (c) =>
    withSite(c, (site) => pages.page(site, c.req.param('type'), c.req.param('slug'))));

  app.get('/api/neutron/components/:site/listing/:type/:id/web', (c) =>
    withSite(c, () => {
      const type = c.req.param('type');
      if (!(LISTING_TYPES as readonly string[]).includes(type)) return { status: 404, body: errorBody('listing', 404, `Unknown listing type ${type}`) };
      const limit = intQuery(c.req.query('limit'), DEFAULT_LISTING_LIMIT, 1, MAX_LISTING_LIMIT);
      const offset = intQuery(c.req.query('offset'), 0, 0, 1_000_000);
      return listings.listing(type, c.req.param('id'), limit, offset);
    }));

  app.get('/api/neutron/components/:site/editorial/editorial_quote/curated-nav-redesign/web', (c) =>
    withSite(c, () =>
      listings.nav({
        componentName: shortText(c.req.query('componentName'), DEFAULT_NAV_META.componentName),
        componentDisplayName: shortText(c.req.query('componentDisplayName'), DEFAULT_NAV_META.componentDisplayName),
        componentType: shortText(c.req.query('componentType'), DEFAULT_NAV_META.componentType),
      })));

  app.get('/api/neutron/seamless/:site/:slug/web', (c) =>
    withSite(c, (site) =>
      extras.seamless(site, c.req.param('slug'), c.req.query('contentId'), intQuery(c.req.query('limit'), DEFAULT_SEAMLESS_LIMIT, 1, 20))));

  app.get('/api/neutron/livearticles/:site/items/:contentId/:start/web', (c) =>
    withSite(c, () => extras.liveItems(c.req.param('contentId'), intQuery(c.req.param('start'), 0, 0, 1_000_000_000))));

  app.get('/api/neutron/authors/:site/voices/data/web', (c) => withSite(c, () => extras.authors(listQuery(c.req.query('ids')))));

  app.get('/api/neutron/products/:site/web', (c) => withSite(c, () => extras.products(listQuery(c.req.query('uuids')))));

  return {
    warm() {
      articles.warm();
      pages.warm();
      listings.warm();
    },
  };
}
