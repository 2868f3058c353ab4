/**
 * The local stand-in for the video ad server (spec 001 §7 "Video ad tag: GET of the ad-server URL
 * built from iu, sz, pp, env, gdfp_req, output, cust_params, cmsid, url, description_url,
 * correlator, vid"). It answers `GET /video-ads/tag` with a minimal VAST 3.0 document holding one
 * linear pre-roll: the upstream's own 2-second creative (/media/ads/preroll.mp4) on the origin the
 * browser used. Rules of this stand-in:
 * - `iu` and `correlator` are required, `output` must be vast when given: else 400 (plain text);
 * - cust_params `vast=none` (a page can send it with `?adTargeting_vast=none`) answers an empty
 *   VAST document (no ad), so the "no ad → content plays" path can be exercised;
 * - any origin may read the answer (Access-Control-Allow-Origin: *, no credentials), as the
 *   player fetches it from the page's origin.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import { VIDEO_AD_TAG_PATH } from '../../shared/video/constants';
import { AD_VIDEO } from '../media/catalog';
import { mediaOrigin } from '../media/mediaHost';
import { emptyVast, prerollVast } from './vast';

/** cust_params key and value that ask this stand-in for no ad. */
export const NO_AD_TARGETING = { key: 'vast', value: 'none' } as const;
const PREROLL = {
  id: 'neutron-preroll',
  title: 'Neutron stand-in pre-roll',
  seconds: AD_VIDEO.seconds,
  width: AD_VIDEO.width,
  height: AD_VIDEO.height,
} as const;

const XML_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': 'no-store',
  'access-control-allow-origin': '*',
};

export function registerVideoAdTag(app: Hono<{ Bindings: HttpBindings }>): void {
  app.get(VIDEO_AD_TAG_PATH, (c) => {
    const iu = c.req.query('iu');
    const correlator = c.req.query('correlator');
    const output = c.req.query('output');
    if (!iu || !correlator || (output !== undefined && output !== 'vast')) {
      return c.text('iu and correlator are required; output must be vast', 400, { 'access-control-allow-origin': '*' });
    }
    const targeting = new URLSearchParams(c.req.query('cust_params') ?? '');
    const origin = mediaOrigin(c.req.url);
    if (targeting.get(NO_AD_TARGETING.key) === NO_AD_TARGETING.value || origin === undefined)
      return c.body(emptyVast(), 200, XML_HEADERS);
    return c.body(prerollVast({ ...PREROLL, mediaUrl: `${origin}${AD_VIDEO.path}` }), 200, XML_HEADERS);
  });
}
