/**
 * The seamless listing proxy (spec 001 §7 "Seamless", decision 022): the browser asks
 * `GET /api/seamless/{site}?slug=&contentId=&collectionId=` on our own origin, and we make the
 * spec's seamless call through the content client (timeouts, zod validation of the items, the
 * content cache's seamless TTL). The api key stays on the server.
 *
 * Answers `{ items: [{ id, slug, url, type, source, title }] }` with root-relative URLs of
 * article pages this site routes; 400 on bad parameters (001 §5: a slug or a content id is
 * needed), 404 when the upstream knows no such content, 504 on an upstream timeout, 502 on any
 * other upstream failure.
 */
import { getCookie } from 'hono/cookie';
import { DECISION_AGENTS, orderByDecision } from '../../shared/decision/decision';
import { DEVICE_COOKIE, parseDevice } from '../../shared/device/device';
import type { RscServices } from '../../shared/render/contract';
import type { Router } from '../../shared/node/routes/match';
import type { Brand } from '../../shared/routes/types';
import type { SeamlessItem } from '../models/seamless';
import {
  SEAMLESS_DEFAULT_TYPE,
  SEAMLESS_LISTING_PATH,
  SEAMLESS_MISSING_ID_WARNING,
} from '../../shared/seamless/constants';
import type { SeamlessEntry } from '../../shared/seamless/requests';
import type { App, AppContext } from '../http/appEnv';
import type { ContentApi } from '../content/api';
import { statusForError } from '../content/errors';
import { ServerTiming } from '../ops/timing';

const SITES: readonly Brand[] = ['cnet', 'roadshow'];
/** The identifiers we pass upstream: path-segment safe, as the content client requires. */
const IDENTIFIER = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,255}$/;
/** How long a browser (or a shared cache) may reuse a listing: as long as the content cache does. */
export const SEAMLESS_LISTING_MAX_AGE_S = 60;

export interface SeamlessListingDeps {
  content: ContentApi;
  router: Router;
  services: Pick<RscServices, 'siteOrigin' | 'decide'>;
}

type Params = { site: Brand; slug?: string; contentId?: string; collectionId?: string };

/** The request's parameters, or the reason they cannot be used. */
export function readListingParams(
  site: string,
  query: (name: string) => string[] | undefined,
): Params | { error: string } {
  if (!(SITES as readonly string[]).includes(site)) return { error: 'Unknown site' };
  const params: Params = { site: site as Brand };
  for (const name of ['slug', 'contentId', 'collectionId'] as const) {
    const values = query(name);
    if (values === undefined) continue;
    if (values.length !== 1 || !IDENTIFIER.test(values[0]!)) return { error: `Bad ${name}` };
    params[name] = values[0];
  }
  if (!params.slug && !params.contentId) return { error: SEAMLESS_MISSING_ID_WARNING };
  return params;
}

/** An item as the browser gets it: a root-relative URL of an article page we route, or nothing. */
function entryOf(item: SeamlessItem, deps: SeamlessListingDeps): SeamlessEntry | null {
  const type = item.type ?? SEAMLESS_DEFAULT_TYPE;
  if (type !== SEAMLESS_DEFAULT_TYPE) return null;
  let url: URL;
  try {
    url = new URL(item.url, deps.services.siteOrigin);
  } catch {
    return null;
  }
  if (deps.router.resolve(url.pathname, url.search).type !== 'match') return null;
  return {
    id: item.id,
    slug: item.slug,
    url: `${url.pathname}${url.search}`,
    type,
    source: item.source,
    title: item.title,
  };
}

export function registerSeamlessRoutes(app: App, deps: SeamlessListingDeps): void {
  app.get(`${SEAMLESS_LISTING_PATH}/:site`, async (c: AppContext) => {
    c.set('routeName', 'seamless-listing');
    const params = readListingParams(c.req.param('site') ?? '', (name) => c.req.queries(name));
    if ('error' in params) return c.json({ error: params.error }, 400, { 'cache-control': 'no-cache' });
    const timing = new ServerTiming();
    try {
      const items = await deps.content.getSeamless(
        params.site,
        params.slug ?? params.contentId!,
        params.contentId,
        timing,
        params.collectionId,
      );
      const entries = items
        .filter((item) => item.id !== params.contentId && item.slug !== params.slug)
        .map((item) => entryOf(item, deps))
        .filter((entry) => entry !== null);
      // The decision service orders the candidates (001 §7); down or disabled, the upstream's order stands.
      const isMobile = parseDevice(getCookie(c, DEVICE_COOKIE)) === 'mobile';
      const decision = await deps.services.decide({
        agentName: DECISION_AGENTS.seamless,
        isMobile,
        options: entries.map((entry) => entry.id),
        listLength: entries.length,
      });
      const ordered = orderByDecision(entries, (entry) => entry.id, decision);
      return c.json({ items: ordered }, 200, {
        'cache-control': `public, max-age=${SEAMLESS_LISTING_MAX_AGE_S}`,
        vary: 'Cookie',
        'server-timing': timing.header(),
      });
    } catch (error) {
      const status = statusForError(error);
      const code = status === 404 ? 404 : status === 504 ? 504 : 502;
      c.get('log').warn('seamless listing failed', {
        status: code,
        err: error instanceof Error ? error.message : String(error),
      });
      return c.json({ error: code === 404 ? 'Not found' : 'Seamless listing unavailable' }, code, {
        'cache-control': 'no-cache',
        'server-timing': timing.header(),
      });
    }
  });
}
