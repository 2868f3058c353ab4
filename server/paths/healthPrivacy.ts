/**
 * POST /health-privacy/ (decision 071): a reader in health privacy mode chooses to see health
 * content. Same-origin form posts only; sets the choice cookie and returns (303) to the page the
 * form came from — a same-site path, never another host. Bad bodies get 4xx, never 500.
 */
import { HEALTH_CONTENT_COOKIE, PRIVACY_COOKIE_MAX_AGE } from '../features/requestFacts';
import {
  HEALTH_PRIVACY_PATH,
  HEALTH_PRIVACY_RETURN_FIELD,
  safeReturnPath,
} from '../../shared/node/features/healthPrivacy';
import { FORM_BODY_LIMIT, readFormBody } from '../forms/formBody';
import { allowedOrigins, isSameOrigin } from '../forms/sameOrigin';
import type { App } from '../http/appEnv';
import { serializeCookie } from '../http/cookies';

export function registerHealthPrivacyRoute(app: App, deps: { services: { siteOrigin: string } }): void {
  app.post(HEALTH_PRIVACY_PATH, async (c) => {
    c.set('routeName', 'health-privacy');
    if (!isSameOrigin(c.req.raw.headers, allowedOrigins(deps.services.siteOrigin, c.req.url))) {
      return c.text('Forbidden: this form must be sent from this site.', 403, { 'cache-control': 'no-store' });
    }
    const read = await readFormBody(c.req.raw, FORM_BODY_LIMIT, c.env.outgoing);
    if (!read.ok)
      return c.text('Bad request: send the form from the page.', read.status, { 'cache-control': 'no-store' });
    const location = safeReturnPath(read.body.get(HEALTH_PRIVACY_RETURN_FIELD));
    return c.body(null, 303, {
      location,
      'cache-control': 'no-store',
      'set-cookie': serializeCookie(HEALTH_CONTENT_COOKIE, '1', { maxAge: PRIVACY_COOKIE_MAX_AGE }),
    });
  });
}
