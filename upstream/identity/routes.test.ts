import { createLocalJWKSet, decodeProtectedHeader, errors, jwtVerify, type JSONWebKeySet } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MAX_AGE_SECONDS } from '../../shared/authConstants';
import { createUpstreamApp } from '../app';
import { createWorld } from '../world/world';
import { MAX_PROFILE_BYTES } from './profiles';
import { createReaders } from './readers';
import { LOCAL_IDENTITY_AUDIENCE, LOCAL_IDENTITY_ISSUER, type TokenVariant } from './tokens';

const world = createWorld({ now: Date.parse('2025-09-01T08:00:00.000Z') });
const { app } = createUpstreamApp({ world });
const readers = createReaders(world.seed);
const reader1 = readers[0]!;
const reader2 = readers[1]!;

let jwks: JSONWebKeySet;

async function token(username: string, variant?: TokenVariant): Promise<string> {
  const res = await app.request('/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username, variant }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

const verifyLocal = (jwt: string) =>
  jwtVerify(jwt, createLocalJWKSet(jwks), { issuer: LOCAL_IDENTITY_ISSUER, audience: LOCAL_IDENTITY_AUDIENCE, algorithms: ['RS256'] });

const withBearer = (jwt: string, init: RequestInit = {}): RequestInit => ({ ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${jwt}` } });

beforeAll(async () => {
  const res = await app.request('/.well-known/jwks.json');
  jwks = (await res.json()) as JSONWebKeySet;
});

describe('readers of the local world', () => {
  it('are the same for the same seed, with distinct subs and one new signup', () => {
    expect(createReaders(world.seed)).toEqual(readers);
    expect(new Set(readers.map((r) => r.sub)).size).toBe(readers.length);
    expect(reader1).toMatchObject({ username: 'reader1', email: 'reader1@readers.neutron.test', login_count: 1 });
    expect(readers.slice(1).every((r) => r.login_count >= 2)).toBe(true);
  });
});

describe('JWKS', () => {
  it('publishes one RS256 signature key without its private half', async () => {
    const res = await app.request('/.well-known/jwks.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=600');
    expect(jwks.keys).toHaveLength(1);
    const [key] = jwks.keys;
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(key?.kid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(key).not.toHaveProperty('d');
  });
});

describe('token endpoint', () => {
  it('issues an access token for a reader that verifies against the JWKS', async () => {
    const { payload, protectedHeader } = await verifyLocal(await token('reader2'));
    expect(protectedHeader).toMatchObject({ alg: 'RS256', typ: 'at+jwt', kid: jwks.keys[0]?.kid });
    expect(payload).toMatchObject({ sub: reader2.sub, email: reader2.email, login_count: reader2.login_count });
    expect(payload.exp! - payload.iat!).toBe(AUTH_MAX_AGE_SECONDS);
    expect(Math.abs(payload.iat! - Date.now() / 1000)).toBeLessThan(60);
  });

  it('accepts a form body and answers like an OAuth token endpoint', async () => {
    const res = await app.request('/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&username=reader3',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: AUTH_MAX_AGE_SECONDS, scope: 'openid profile email' });
    expect((await verifyLocal(body.access_token as string)).payload.sub).toBe(readers[2]!.sub);
  });

  it.each([
    ['expired', errors.JWTExpired],
    ['foreign-key', errors.JWSSignatureVerificationFailed],
    ['wrong-issuer', errors.JWTClaimValidationFailed],
    ['wrong-audience', errors.JWTClaimValidationFailed],
  ] as const)('mints a %s token that a verifier refuses', async (variant, error) => {
    const jwt = await token('reader1', variant);
    expect(decodeProtectedHeader(jwt).kid).toBe(jwks.keys[0]?.kid);
    await expect(verifyLocal(jwt)).rejects.toBeInstanceOf(error);
  });

  it.each([
    ['an unknown user', 'application/json', '{"username":"nobody"}', 400, 'invalid_grant'],
    ['no username', 'application/json', '{}', 400, 'invalid_request'],
    ['broken JSON', 'application/json', '{"username":', 400, 'invalid_request'],
    ['another grant type', 'application/json', '{"username":"reader1","grant_type":"client_credentials"}', 400, 'invalid_request'],
    ['an unknown variant', 'application/json', '{"username":"reader1","variant":"admin"}', 400, 'invalid_request'],
    ['a huge body', 'application/json', JSON.stringify({ username: 'x'.repeat(10_000) }), 413, 'invalid_request'],
  ])('refuses %s', async (_what, type, body, status, error) => {
    const res = await app.request('/oauth/token', { method: 'POST', headers: { 'content-type': type }, body });
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error });
  });
});

describe('user-data service (Token call and profile store)', () => {
  it('answers the Token call for a bearer access token, without an api key', async () => {
    const res = await app.request('/api/neutron/uds/cnet/user/token', withBearer(await token('reader2'), { method: 'POST' }));
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { token: string; expiresIn: number; user: unknown } };
    expect(data.user).toEqual({ sub: reader2.sub, email: { email: reader2.email }, login_count: reader2.login_count });
    expect(data.expiresIn).toBe(AUTH_MAX_AGE_SECONDS);
    const { payload } = await jwtVerify(data.token, createLocalJWKSet(jwks), { issuer: LOCAL_IDENTITY_ISSUER, audience: 'uds:cnet' });
    expect(payload.sub).toBe(reader2.sub);
  });

  it.each([
    ['no token', undefined],
    ['an expired token', 'expired'],
    ['a forged token', 'foreign-key'],
    ['a token for someone else', 'wrong-audience'],
  ] as const)('answers 401 to %s', async (_what, variant) => {
    const init = variant === undefined ? { method: 'POST' } : withBearer(await token('reader2', variant), { method: 'POST' });
    const res = await app.request('/api/neutron/uds/cnet/user/token', init);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect(await res.json()).toMatchObject({ status: 401, errors: [{ code: '401' }] });
  });

  it('answers 401 to a garbled bearer header and 404 to an unknown site', async () => {
    const garbled = await app.request('/api/neutron/uds/cnet/user/profile', { headers: { authorization: 'Bearer not a token' } });
    expect(garbled.status).toBe(401);
    const site = await app.request('/api/neutron/uds/elsewhere/user/profile', withBearer(await token('reader2')));
    expect(site.status).toBe(404);
  });

  it('keeps a profile per reader: a default, then what was written', async () => {
    const jwt = await token('reader4');
    const initial = await app.request('/api/neutron/uds/cnet/user/profile', withBearer(jwt));
    expect(initial.status).toBe(200);
    expect(await initial.json()).toEqual({ data: { profile: { displayName: 'Reader 4', newsletters: [] } } });

    const profile = { displayName: 'Four', newsletters: ['daily'], zip: '94105' };
    const put = await app.request('/api/neutron/uds/roadshow/user/profile', withBearer(jwt, { method: 'PUT', body: JSON.stringify(profile) }));
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ data: { profile } });
    const read = await app.request('/api/neutron/uds/cnet/user/profile', withBearer(jwt));
    expect(await read.json()).toEqual({ data: { profile } });
    const other = await app.request('/api/neutron/uds/cnet/user/profile', withBearer(await token('reader5')));
    expect(await other.json()).toEqual({ data: { profile: { displayName: 'Reader 5', newsletters: [] } } });
  });

  it.each([
    ['an array', '[1,2]', 400],
    ['not JSON', 'displayName=x', 400],
    ['null', 'null', 400],
    ['too much', JSON.stringify({ bio: 'x'.repeat(MAX_PROFILE_BYTES) }), 413],
  ])('refuses a profile that is %s', async (_what, body, status) => {
    const res = await app.request('/api/neutron/uds/cnet/user/profile', withBearer(await token('reader6'), { method: 'PUT', body }));
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ name: 'profile', status });
  });

  it('refuses a profile write without a valid token', async () => {
    const res = await app.request('/api/neutron/uds/cnet/user/profile', withBearer(await token('reader6', 'expired'), { method: 'PUT', body: '{}' }));
    expect(res.status).toBe(401);
  });
});
