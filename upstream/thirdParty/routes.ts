/**
 * Third-party stand-ins of the local upstream (issue 5 item 1): the analytics and
 * recommendation scripts (standIns.ts), the analytics hit collector and the recommendation
 * data. Scripts are `text/javascript` with `Access-Control-Allow-Origin: *` (the site loads them
 * cross-origin, as it would a real vendor's). Hits are counted per page path (bounded) and can be
 * read back by tests at GET /thirdparty/analytics/hits. The ad library route belongs to the ads
 * stand-in and is not registered here.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context, Hono } from 'hono';
import type { World } from '../world/world';
import {
  ANALYTICS_HIT_PATH,
  ANALYTICS_SCRIPT,
  COMMERCE_PIXEL_SCRIPT,
  RECOMMENDATIONS_DATA_PATH,
  RECOMMENDATIONS_SCRIPT,
} from './standIns';

const SCRIPT_TYPE = 'text/javascript; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
/** Short, so a changed stand-in shows up at once during development. */
const SCRIPT_CACHE = 'public, max-age=60';
/** How many recommended links the widget gets. */
export const RECOMMENDATION_COUNT = 4;
/** Bound on the distinct pages the hit counter remembers. */
const MAX_HIT_PAGES = 1000;
const CORS = { 'access-control-allow-origin': '*' };

export interface ThirdPartyStats {
  /** Analytics hits per page path. */
  hits: Map<string, number>;
}

export function registerThirdPartyRoutes(app: Hono<{ Bindings: HttpBindings }>, world: World): ThirdPartyStats {
  const stats: ThirdPartyStats = { hits: new Map() };
  const script = (body: string) => (c: Context) =>
    c.body(body, 200, { 'content-type': SCRIPT_TYPE, 'cache-control': SCRIPT_CACHE, ...CORS });

  app.get('/thirdparty/analytics.js', script(ANALYTICS_SCRIPT));
  app.get('/thirdparty/recommendations.js', script(RECOMMENDATIONS_SCRIPT));
  app.get('/thirdparty/commerce-pixel.js', script(COMMERCE_PIXEL_SCRIPT));

  const recordHit = (c: Context) => {
    const page = (c.req.query('page') ?? '').slice(0, 500) || '(unknown)';
    if (stats.hits.has(page) || stats.hits.size < MAX_HIT_PAGES) stats.hits.set(page, (stats.hits.get(page) ?? 0) + 1);
    return c.body(null, 204, CORS);
  };
  app.post(ANALYTICS_HIT_PATH, recordHit);
  app.get(ANALYTICS_HIT_PATH, recordHit);
  app.get('/thirdparty/analytics/hits', (c) =>
    c.json(
      { total: [...stats.hits.values()].reduce((sum, n) => sum + n, 0), pages: Object.fromEntries(stats.hits) },
      200,
      CORS,
    ),
  );

  const items = world.articles
    .slice(0, RECOMMENDATION_COUNT)
    .map((article) => ({ title: article.headline, url: article.canonicalUrl }))
    .filter(
      (item): item is { title: string; url: string } => typeof item.title === 'string' && typeof item.url === 'string',
    );
  app.get(RECOMMENDATIONS_DATA_PATH, (c) =>
    c.body(JSON.stringify({ items }), 200, { 'content-type': JSON_TYPE, 'cache-control': SCRIPT_CACHE, ...CORS }),
  );

  return stats;
}
