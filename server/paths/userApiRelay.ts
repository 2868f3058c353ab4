/**
 * The user API relay (000 §2 `/apigee/users/`): `/apigee/users/{site}/user/{token|profile}`
 * passes the reader's bearer token to the user-data service on the content API's base and
 * answers what it answers. Credentials go only to same-base URLs (000 §7, checked on every
 * call); the api key is never sent (user paths, 000 §7); no redirect is followed; every call
 * has the upstream deadline and a bounded body both ways: the request's is read as it streams and
 * refused with 413 past USER_API_MAX_BODY_BYTES (decision 057). Every call, whatever its method,
 * spends its client's POST budget first (429 in JSON past it); there is no Origin check: a bearer
 * token is never attached by a browser on its own, so a cross-site page cannot spend a reader's.
 */
import { Pool } from 'undici';
import { tracedUpstream } from '../ops/upstreamSpan';
import type { Brand } from '../../shared/routes/types';
import { BEARER, isSameBase, isUserApiCall, USER_API_CALLS, USER_API_MAX_BODY_BYTES } from '../userApi';
import { readBody } from '../content/http';
import type { App, AppContext } from '../http/appEnv';
import { readBoundedText } from '../http/boundedBody';
import type { PostGuard } from '../http/postGuard';

export interface UserApiRelayOptions {
  /** CONTENT_API_URL: the user-data service shares its base. */
  baseUrl: string;
  timeoutMs: number;
}

export interface UserApiRelay {
  relay(
    method: string,
    path: string,
    authorization: string,
    body: string | undefined,
  ): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

const MAX_ANSWER_BYTES = 64 * 1024;
const SITES: readonly Brand[] = ['cnet', 'roadshow'];
const isSite = (value: string): value is Brand => (SITES as readonly string[]).includes(value);

export function createUserApiRelay(options: UserApiRelayOptions): UserApiRelay {
  const base = new URL(options.baseUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
  const pool = new Pool(base.origin, { connections: 8, keepAliveTimeout: 10_000 });
  return {
    async relay(method, path, authorization, requestBody) {
      const target = `${base.origin}${prefix}${path}`;
      if (!isSameBase(target, options.baseUrl))
        throw new Error(`Refusing to send credentials off the user-data base: ${target}`);
      const headers: Record<string, string> = {
        authorization,
        accept: 'application/json',
        'user-agent': 'neutron',
        ...(requestBody === undefined ? {} : { 'content-type': 'application/json' }),
      };
      const attributes = { 'http.request.method': method, 'url.path': prefix + path, 'server.address': base.host };
      const response = await tracedUpstream(
        'user-api',
        attributes,
        headers,
        () =>
          pool.request({
            path: prefix + path,
            method: method as 'GET' | 'PUT' | 'POST',
            headers,
            body: requestBody,
            signal: AbortSignal.timeout(options.timeoutMs),
            headersTimeout: options.timeoutMs,
            bodyTimeout: options.timeoutMs,
          }),
        (answer) => answer.statusCode,
      );
      const body = await readBody(response.body, MAX_ANSWER_BYTES, 'user-api');
      return { status: response.statusCode, body: body.toString('utf8') };
    },
    close: () => pool.close(),
  };
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function jsonError(
  c: AppContext,
  status: 400 | 401 | 404 | 405 | 413 | 429 | 502 | 504,
  error: string,
  extra: Record<string, string> = {},
): Response {
  return c.body(JSON.stringify({ error }), status, { ...JSON_HEADERS, ...extra });
}

export function registerUserApiRelay(app: App, relay: UserApiRelay, guard: Pick<PostGuard, 'spend'>): void {
  app.on(['GET', 'PUT', 'POST'], `/apigee/users/:site/user/:call`, async (c) => {
    c.set('routeName', 'user-api');
    const site = c.req.param('site');
    const call = c.req.param('call');
    if (!isSite(site) || !isUserApiCall(call)) return jsonError(c, 404, 'not found');
    const methods: readonly string[] = USER_API_CALLS[call];
    if (!methods.includes(c.req.method)) return jsonError(c, 405, 'method not allowed', { allow: methods.join(', ') });
    // Each call costs an upstream request with a token the caller chose: the forms' budget (decision 052).
    const decision = guard.spend(c);
    if (!decision.allowed) {
      c.set('routeName', 'rate-limited');
      return jsonError(c, 429, 'too many requests', { 'retry-after': String(decision.retryAfterSeconds) });
    }
    const authorization = c.req.header('authorization') ?? '';
    if (!BEARER.test(authorization))
      return jsonError(c, 401, 'a bearer token is required', { 'www-authenticate': 'Bearer' });
    let body: string | undefined;
    if (c.req.method !== 'GET') {
      const read = await readBoundedText(c.req.raw, USER_API_MAX_BODY_BYTES, c.env.outgoing);
      if (!read.ok)
        return read.status === 413
          ? jsonError(c, 413, `a body is at most ${USER_API_MAX_BODY_BYTES} bytes`)
          : jsonError(c, 400, 'the body could not be read');
      body = read.text;
    }
    try {
      const answer = await relay.relay(c.req.method, `/api/neutron/uds/${site}/user/${call}`, authorization, body);
      // No redirect is followed or passed on: a 3xx (like a 5xx) is the service failing.
      const status = answer.status >= 500 || (answer.status >= 300 && answer.status < 400) ? 502 : answer.status;
      return c.body(answer.body, status as 200, JSON_HEADERS);
    } catch (error) {
      const timedOut =
        error instanceof Error &&
        (error.name === 'TimeoutError' ||
          error.name === 'AbortError' ||
          /timeout/i.test((error as { code?: string }).code ?? ''));
      c.get('log')?.warn('user api relay failed', { err: error instanceof Error ? error.message : String(error) });
      return jsonError(c, timedOut ? 504 : 502, 'user service unavailable');
    }
  });
}
