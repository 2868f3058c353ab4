/**
 * The local ad server and the stand-in ad library script (decision 019), registered on the
 * upstream app with one line:
 * - `GET /ads/v1/slot?...` (upstream/ads/adRequest.ts) → `{ pos, creative }`, creative null for
 *   no fill (upstream/ads/creative.ts says when); 400 for a request it cannot read;
 * - `GET /ads/v1/creative/{w}x{h}.svg?pos=&id=` → an SVG creative of exactly that size;
 * - `GET /thirdparty/ad-library.js` → the ad library (upstream/ads/adLibrary.js).
 * Browsers call these from the site's origin: every answer allows any origin.
 * The upstream's `/__control` faults apply here as to any path (e.g. error500 on `/ads/v1/slot`).
 */
import { readFileSync } from 'node:fs';
import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import { AD_SLOT_PATH, MAX_AD_SIDE, parseAdRequest } from './adRequest';
import { AD_LIBRARY_PATH } from '../../shared/ads/library';
import { chooseCreative, CREATIVE_PATH, creativeSvg } from './creative';

const CORS = { 'access-control-allow-origin': '*' } as const;
const LIBRARY_SOURCE = readFileSync(new URL('./adLibrary.js', import.meta.url), 'utf8');
const SIZE = /^(\d{1,4})x(\d{1,4})\.svg$/;

export function registerAdServer(app: Hono<{ Bindings: HttpBindings }>): void {
  app.get(AD_LIBRARY_PATH, (c) =>
    c.body(LIBRARY_SOURCE, 200, {
      ...CORS,
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=300',
    }),
  );

  app.get(AD_SLOT_PATH, (c) => {
    const request = parseAdRequest(new URL(c.req.url).searchParams);
    const headers = { ...CORS, 'cache-control': 'no-store' };
    if (!request) return c.json({ error: 'pos, name and a known slot type are required' }, 400, headers);
    return c.json({ pos: request.pos, creative: chooseCreative(request) }, 200, headers);
  });

  app.get(`${CREATIVE_PATH}/:file`, (c) => {
    const match = SIZE.exec(c.req.param('file'));
    const width = Number(match?.[1] ?? 0);
    const height = Number(match?.[2] ?? 0);
    if (width < 1 || height < 1 || width > MAX_AD_SIDE || height > MAX_AD_SIDE) return c.text('Not Found', 404, CORS);
    const label = (c.req.query('pos') ?? '').slice(0, 60);
    return c.body(creativeSvg(width, height, label), 200, {
      ...CORS,
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=3600',
    });
  });
}
