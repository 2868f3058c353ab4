/**
 * GET /go/?to={partner URL} (decision 072): an affiliate link followed without JavaScript. The
 * partner URL must be https on an allow-listed affiliate host (never an open redirect: anything
 * else is 400 with the reason); its click-id slots get a fresh server-made click id, which the
 * dw-tag cookie (001 §9, root path) also keeps, and the reader is sent there (302, not stored).
 */
import { randomFillSync } from 'node:crypto';
import {
  AFFILIATE_REDIRECT_PATH,
  AFFILIATE_TARGET_PARAM,
  DW_TAG_COOKIE,
  DW_TAG_MAX_AGE,
  fillClickId,
  newClickId,
  redirectTarget,
} from '../../shared/affiliate/clickId';
import type { App } from '../http/appEnv';
import { serializeCookie } from '../http/cookies';

export function registerAffiliateRedirect(app: App): void {
  app.get(AFFILIATE_REDIRECT_PATH, (c) => {
    c.set('routeName', 'affiliate-redirect');
    const values = new URL(c.req.url).searchParams.getAll(AFFILIATE_TARGET_PARAM);
    const target =
      values.length > 1
        ? { ok: false as const, error: `One ${AFFILIATE_TARGET_PARAM} only.` }
        : redirectTarget(values[0]);
    if (!target.ok)
      return c.text(`Bad request: ${target.error}`, 400, { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' });
    const clickId = newClickId((bytes) => randomFillSync(bytes));
    return c.body(null, 302, {
      location: fillClickId(target.url, clickId),
      'cache-control': 'private, no-store',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-robots-tag': 'noindex',
      'set-cookie': serializeCookie(DW_TAG_COOKIE, clickId, { maxAge: DW_TAG_MAX_AGE }),
    });
  });
}
