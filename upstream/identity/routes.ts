import type { HttpBindings } from '@hono/node-server';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { errorBody } from '../content/errors';
import { isSite } from '../content/reply';
import type { World } from '../world/world';
import { lazyIdentityKeys, publicJwks, type IdentityKeys } from './keys';
import { MAX_PROFILE_BYTES, parseProfile, ProfileStore } from './profiles';
import { createReaders, type Reader } from './readers';
import { ACCESS_TOKEN_SCOPE, ACCESS_TOKEN_TTL_SECONDS, issueAccessToken, issueUserDataToken, subjectOf, TOKEN_VARIANTS } from './tokens';

/** Paths of the local identity provider (docs/upstream-api.md "Identity"). */
export const JWKS_PATH = '/.well-known/jwks.json';
export const TOKEN_PATH = '/oauth/token';
export const USER_TOKEN_PATH = '/api/neutron/uds/:site/user/token';
export const PROFILE_PATH = '/api/neutron/uds/:site/user/profile';

const JSON_TYPE = 'application/json; charset=utf-8';
/** Clients may keep the key set this long (seconds). */
const JWKS_MAX_AGE_SECONDS = 600;
const MAX_TOKEN_REQUEST_BYTES = 4 * 1024;
const BEARER = /^Bearer\s+([A-Za-z0-9._~+/-]{1,8192}=*)$/i;

const tokenRequestSchema = z.object({
  grant_type: z.literal('password').optional(),
  username: z.string().min(1).max(64),
  variant: z.enum(TOKEN_VARIANTS).optional(),
});

type Ctx = Context<{ Bindings: HttpBindings }>;

export interface IdentityOptions {
  /** Wall-clock milliseconds for token times (default Date.now): tokens are checked against real time, not the world's "now". */
  now?: () => number;
}

function oauthError(c: Ctx, status: 400 | 413, error: string, description: string): Response {
  return c.json({ error, error_description: description }, status, { 'cache-control': 'no-store' });
}

function apiError(c: Ctx, name: string, status: 400 | 401 | 404 | 413, message: string): Response {
  const headers: Record<string, string> = { 'content-type': JSON_TYPE };
  if (status === 401) headers['www-authenticate'] = 'Bearer error="invalid_token"';
  return c.body(errorBody(name, status, message), status, headers);
}

/** The token request as JSON or as a form (`application/x-www-form-urlencoded`). */
function readTokenRequest(c: Ctx, text: string): unknown {
  if ((c.req.header('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/**
 * The local identity provider and user-data service: the JWKS, a token endpoint for the
 * world's readers, the spec's Token call (000 §7) and the profile store, all behind bearer
 * access tokens. Registered on the upstream app with one line (upstream/app.ts).
 */
export function registerIdentityRoutes(app: Hono<{ Bindings: HttpBindings }>, world: World, options: IdentityOptions = {}): void {
  const now = options.now ?? Date.now;
  const keys = lazyIdentityKeys();
  const readers = createReaders(world.seed);
  const byUsername = new Map(readers.map((reader) => [reader.username, reader]));
  const bySub = new Map(readers.map((reader) => [reader.sub, reader]));
  const profiles = new ProfileStore(bySub);
  const seconds = () => Math.floor(now() / 1000);

  /** The reader behind a valid bearer access token, with the keys; undefined when there is none. */
  async function bearer(c: Ctx): Promise<{ reader: Reader; keys: IdentityKeys } | undefined> {
    const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
    if (!token) return undefined;
    const current = await keys();
    const sub = await subjectOf(current, token);
    const reader = sub === undefined ? undefined : bySub.get(sub);
    return reader && { reader, keys: current };
  }

  /** Site check, then bearer check, then the answer. */
  async function withUser(c: Ctx, answer: (reader: Reader, keys: IdentityKeys, site: string) => Promise<Response> | Response): Promise<Response> {
    const site = c.req.param('site') ?? '';
    if (!isSite(site)) return apiError(c, 'site', 404, `Unknown site ${site}`);
    const user = await bearer(c);
    if (!user) return apiError(c, 'auth', 401, 'Missing or invalid bearer token');
    return answer(user.reader, user.keys, site);
  }

  app.get(JWKS_PATH, async (c) => c.json(publicJwks(await keys()), 200, { 'cache-control': `public, max-age=${JWKS_MAX_AGE_SECONDS}` }));

  app.post(
    TOKEN_PATH,
    bodyLimit({ maxSize: MAX_TOKEN_REQUEST_BYTES, onError: (c) => oauthError(c, 413, 'invalid_request', 'Request body too large') }),
    async (c) => {
      const parsed = tokenRequestSchema.safeParse(readTokenRequest(c, await c.req.text()));
      if (!parsed.success) return oauthError(c, 400, 'invalid_request', 'Expected a username (and optionally grant_type password and a variant)');
      const reader = byUsername.get(parsed.data.username);
      if (!reader) return oauthError(c, 400, 'invalid_grant', `Unknown user ${parsed.data.username}`);
      const variant = parsed.data.variant ?? 'valid';
      const issuedAt = seconds();
      const accessToken = await issueAccessToken(await keys(), reader, variant, issuedAt);
      const expiresIn = variant === 'expired' ? 0 : ACCESS_TOKEN_TTL_SECONDS;
      return c.json({ access_token: accessToken, token_type: 'Bearer', expires_in: expiresIn, scope: ACCESS_TOKEN_SCOPE }, 200, { 'cache-control': 'no-store' });
    },
  );

  app.post(USER_TOKEN_PATH, (c) =>
    withUser(c, async (reader, current, site) => {
      const token = await issueUserDataToken(current, reader, site, seconds());
      const user = { sub: reader.sub, email: { email: reader.email }, login_count: reader.login_count };
      return c.json({ data: { token, tokenType: 'Bearer', expiresIn: ACCESS_TOKEN_TTL_SECONDS, user } }, 200, { 'cache-control': 'no-store' });
    }));

  app.get(PROFILE_PATH, (c) => withUser(c, (reader) => c.json({ data: { profile: profiles.get(reader.sub) } }, 200, { 'cache-control': 'no-store' })));

  app.put(
    PROFILE_PATH,
    bodyLimit({ maxSize: MAX_PROFILE_BYTES, onError: (c) => apiError(c, 'profile', 413, `A profile may not exceed ${MAX_PROFILE_BYTES} bytes`) }),
    (c) =>
      withUser(c, async (reader) => {
        const parsed = parseProfile(await c.req.text());
        if (!parsed.ok) return apiError(c, 'profile', 400, parsed.message);
        return c.json({ data: { profile: profiles.put(reader.sub, parsed.profile) } }, 200, { 'cache-control': 'no-store' });
      }),
  );
}
