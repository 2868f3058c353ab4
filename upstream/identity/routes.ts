import { randomBytes } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type Provider from 'oidc-provider';
import { AUTH_MAX_AGE_SECONDS } from '../../shared/authConstants';
import { errorBody } from '../content/errors';
import { isSite } from '../content/reply';
import type { World } from '../world/world';
import { AccountStore, type Account } from './accounts';
import { registerInteractions, RESET_NOTICE } from './interactions';
import { MAX_PROFILE_BYTES, parseProfile, ProfileStore } from './profiles';
import { createIdentityProvider, IDENTITY_MOUNT, LOCAL_CLIENT_ID } from './provider';
import { createReaders } from './readers';
import { ResetOutbox } from './resets';

/** Paths of the local identity provider and user-data service (docs/upstream-api.md "Identity"). */
export const CHANGE_PASSWORD_PATH = `${IDENTITY_MOUNT}/dbconnections/change_password`;
export const USER_TOKEN_PATH = '/api/neutron/uds/:site/user/token';
export const PROFILE_PATH = '/api/neutron/uds/:site/user/profile';
export const COMMENT_TOKEN_PATH = '/api/neutron/uds/:site/user/comment-token';
/** Test control: the password-reset mails "sent" so far. */
export const RESET_OUTBOX_PATH = '/__identity/resets';

const JSON_TYPE = 'application/json; charset=utf-8';
const BEARER = /^Bearer\s+([A-Za-z0-9._~+/-]{1,4096}=*)$/i;
const MAX_RESET_BODY_BYTES = 2 * 1024;
/** Comment login tokens live this long (seconds) and at most this many are kept. */
export const COMMENT_TOKEN_TTL_SECONDS = 300;
const MAX_COMMENT_TOKENS = 10_000;

type Ctx = Context<{ Bindings: HttpBindings }>;

export interface IdentityOptions {
  /** The provider's issuer; default: `{origin of the first identity request}/oidc`. */
  issuer?: string;
}

function apiError(c: Ctx, name: string, status: 400 | 401 | 404 | 413, message: string): Response {
  const headers: Record<string, string> = { 'content-type': JSON_TYPE, 'cache-control': 'no-store' };
  if (status === 401) headers['www-authenticate'] = 'Bearer error="invalid_token"';
  return c.body(errorBody(name, status, message), status, headers);
}

/**
 * The local identity provider (an oidc-provider mounted at /oidc, with our hosted login page)
 * and the user-data service behind its bearer access tokens: the Token call (000 §7), the
 * profile store, the comment login token, and the password-reset call. One line in upstream/app.ts.
 */
export function registerIdentityRoutes(
  app: Hono<{ Bindings: HttpBindings }>,
  world: World,
  options: IdentityOptions = {},
): void {
  const accounts = new AccountStore(createReaders(world.seed));
  const profiles = new ProfileStore(accounts);
  const resets = new ResetOutbox(accounts);
  const cookieKeys = [randomBytes(32).toString('base64url')];
  const commentTokens = new Map<string, { sub: string; expires: number }>();
  let pending: Promise<Provider> | undefined;

  /** The provider, made on first use: its issuer names the origin it is reached at. */
  const providerFor = (origin: string) =>
    (pending ??= createIdentityProvider({
      issuer: options.issuer ?? `${origin}${IDENTITY_MOUNT}`,
      accounts,
      cookieKeys,
    }));
  const provider = (c: Ctx) => providerFor(new URL(c.req.url).origin);

  /** The account behind a valid bearer access token of this provider, or undefined. */
  async function bearer(c: Ctx): Promise<Account | undefined> {
    const value = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
    if (!value) return undefined;
    const token = await (await provider(c)).AccessToken.find(value).catch(() => undefined);
    if (!token || token.isExpired || token.clientId !== LOCAL_CLIENT_ID) return undefined;
    return accounts.get(token.accountId);
  }

  async function withUser(
    c: Ctx,
    answer: (account: Account, site: string) => Promise<Response> | Response,
  ): Promise<Response> {
    const site = c.req.param('site') ?? '';
    if (!isSite(site)) return apiError(c, 'site', 404, `Unknown site ${site}`);
    const account = await bearer(c);
    if (!account) return apiError(c, 'auth', 401, 'Missing or invalid bearer token');
    return answer(account, site);
  }

  app.get(RESET_OUTBOX_PATH, (c) => c.json({ mails: resets.sent() }, 200, { 'cache-control': 'no-store' }));

  app.post(
    CHANGE_PASSWORD_PATH,
    bodyLimit({ maxSize: MAX_RESET_BODY_BYTES, onError: (c) => c.text('Request too large', 413) }),
    async (c) => {
      const text = await c.req.text();
      let body: Record<string, unknown> = {};
      try {
        body = (c.req.header('content-type') ?? '').includes('json')
          ? (JSON.parse(text) as Record<string, unknown>)
          : Object.fromEntries(new URLSearchParams(text));
      } catch {
        return c.text('Bad request', 400);
      }
      const { client_id: clientId, email, connection } = body;
      if (
        clientId !== LOCAL_CLIENT_ID ||
        typeof email !== 'string' ||
        typeof connection !== 'string' ||
        email.length > 254
      )
        return c.text('Bad request', 400);
      resets.request(email, connection);
      return c.text(RESET_NOTICE, 200, { 'cache-control': 'no-store' });
    },
  );

  registerInteractions(app, () => pending ?? Promise.reject(new Error('no provider yet')), accounts, resets);

  // Everything else under the mount is oidc-provider's: discovery, JWKS, auth, token, userinfo, logout.
  app.all(`${IDENTITY_MOUNT}/*`, async (c) => {
    const handler = (await provider(c)).callback();
    const req = c.env.incoming as typeof c.env.incoming & { originalUrl?: string };
    req.originalUrl = req.url;
    req.url = (req.url ?? '').slice(IDENTITY_MOUNT.length) || '/';
    await handler(req, c.env.outgoing);
    return RESPONSE_ALREADY_SENT;
  });

  app.post(USER_TOKEN_PATH, (c) =>
    withUser(c, (account) => {
      const user = { sub: account.sub, email: { email: account.email }, login_count: account.login_count };
      return c.json({ data: { user, expiresIn: AUTH_MAX_AGE_SECONDS } }, 200, { 'cache-control': 'no-store' });
    }),
  );

  app.post(COMMENT_TOKEN_PATH, (c) =>
    withUser(c, (account) => {
      const now = Math.floor(Date.now() / 1000);
      for (const [token, entry] of commentTokens)
        if (entry.expires <= now || commentTokens.size >= MAX_COMMENT_TOKENS) commentTokens.delete(token);
      const token = randomBytes(24).toString('base64url');
      commentTokens.set(token, { sub: account.sub, expires: now + COMMENT_TOKEN_TTL_SECONDS });
      return c.json({ data: { token, expiresIn: COMMENT_TOKEN_TTL_SECONDS } }, 200, { 'cache-control': 'no-store' });
    }),
  );

  app.get(PROFILE_PATH, (c) =>
    withUser(c, (account) =>
      c.json({ data: { profile: profiles.get(account.sub) } }, 200, { 'cache-control': 'no-store' }),
    ),
  );

  app.put(
    PROFILE_PATH,
    bodyLimit({
      maxSize: MAX_PROFILE_BYTES,
      onError: (c) => apiError(c, 'profile', 413, `A profile may not exceed ${MAX_PROFILE_BYTES} bytes`),
    }),
    (c) =>
      withUser(c, async (account) => {
        const parsed = parseProfile(await c.req.text());
        if (!parsed.ok) return apiError(c, 'profile', 400, parsed.message);
        return c.json({ data: { profile: profiles.put(account.sub, parsed.profile) } }, 200, {
          'cache-control': 'no-store',
        });
      }),
  );
}
