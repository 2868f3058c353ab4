/**
 * The browser's same-origin way to the live items call (000 §7 "Live items": GET
 * /api/neutron/livearticles/{site}/items/{contentId}/{start}/web), which needs the api key the
 * browser must never see. GET LIVE_ITEMS_PROXY_PREFIX/{site}/{contentId}/{start} calls it through
 * the content HTTP client (timeout, no redirects, api key), validates the body with the catch-up
 * schema of shared/live, and answers `{ data: { items } }`. Never cached: a catch-up after a
 * reconnect must see what was published while the socket was down (decision 021).
 *
 * Bad parameters answer 400, a timeout 504, anything else that goes wrong upstream 502 — all as
 * JSON `{ error }` with `cache-control: no-store`.
 */
import type { ContentHttp } from '../content/http';
import { UpstreamTimeoutError } from '../content/errors';
import type { App, AppContext } from '../http/appEnv';
import { liveItemsPath, readCatchUpResponse } from '../../shared/live/catchUp';
import { LIVE_ITEMS_PROXY_PREFIX } from '../../shared/live/proxy';

/** Open value: the live items call must answer well within a reconnect's backoff (decision 021). */
export const LIVE_ITEMS_TIMEOUT_MS = 5_000;

const SITES: readonly string[] = ['cnet', 'roadshow'];
const CONTENT_ID = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,127}$/;
const START = /^\d{1,9}$/;
const HEADERS = { 'cache-control': 'no-store' };

export function registerLiveItemsProxy(app: App, http: ContentHttp): void {
  app.get(`${LIVE_ITEMS_PROXY_PREFIX}/:site/:contentId/:start`, async (c: AppContext) => {
    c.set('routeName', 'live-items');
    const site = c.req.param('site') ?? '';
    const contentId = c.req.param('contentId') ?? '';
    const start = c.req.param('start') ?? '';
    if (!SITES.includes(site) || !CONTENT_ID.test(contentId) || !START.test(start)) {
      return c.json(
        { error: 'expected /{site}/{contentId}/{start} with a known site and a non-negative start' },
        400,
        HEADERS,
      );
    }
    try {
      const { body } = await http.getJson(liveItemsPath(site, contentId, Number(start)), {
        endpoint: 'live-items',
        timeoutMs: LIVE_ITEMS_TIMEOUT_MS,
      });
      const result = readCatchUpResponse(body);
      if (!result.ok) {
        c.get('log').warn('live items response is not in the correct format', { contentId, err: result.error });
        return c.json({ error: 'live items response is not in the correct format' }, 502, HEADERS);
      }
      return c.json({ data: { items: result.items } }, 200, HEADERS);
    } catch (error) {
      const timeout = error instanceof UpstreamTimeoutError;
      c.get('log').warn('live items call failed', {
        contentId,
        err: error instanceof Error ? error.message : String(error),
      });
      return c.json(
        { error: timeout ? 'live items call timed out' : 'live items call failed' },
        timeout ? 504 : 502,
        HEADERS,
      );
    }
  });
}
