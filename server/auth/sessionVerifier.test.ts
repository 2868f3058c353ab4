import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MAX_AGE_SECONDS } from '../../shared/authConstants';
import { Registry } from '../ops/metrics';
import { KeysUnavailableError, type JwksSource, type KeyResolver } from './jwksSource';
import { createSessionVerifier, type SessionOutcome } from './sessionVerifier';

const ISSUER = 'https://identity.test/';
const AUDIENCE = 'neutron';
const NOW = new Date('2025-09-01T08:00:00.000Z');
const NOW_S = NOW.getTime() / 1000;

interface Key {
  privateKey: CryptoKey;
  jwk: JWK;
}
let published: Key;
let rotated: Key;
let stranger: Key;

async function makeKey(kid: string): Promise<Key> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  return { privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

beforeAll(async () => {
  [published, rotated, stranger] = await Promise.all([makeKey('current'), makeKey('next'), makeKey('current')]);
});

interface TokenOptions {
  key?: Key;
  kid?: string;
  claims?: JWTPayload;
  iss?: string | null;
  aud?: string | null;
  sub?: string | null;
  iat?: number | null;
  exp?: number | null;
  nbf?: number;
}

/** A token as the identity provider would sign it, with any part changed. */
function sign(options: TokenOptions = {}): Promise<string> {
  const key = options.key ?? published;
  const payload: JWTPayload = { email: 'reader@readers.neutron.test', login_count: 7, ...options.claims };
  const set = (name: string, value: unknown, fallback: unknown) => {
    if (value === null) return;
    payload[name] = value ?? fallback;
  };
  set('iss', options.iss, ISSUER);
  set('aud', options.aud, AUDIENCE);
  set('sub', options.sub, 'local|abc');
  set('iat', options.iat, NOW_S - 60);
  set('exp', options.exp, NOW_S + 3000);
  if (options.nbf !== undefined) payload.nbf = options.nbf;
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: options.kid ?? key.jwk.kid }).sign(key.privateKey);
}

/** Keys as the JWKS source would hand them: the published set, and a rotated set on an unknown kid. */
function keysOf(state: { available: boolean; rotatedAvailable: boolean }): JwksSource {
  const current = createLocalJWKSet({ keys: [published.jwk] });
  const next = createLocalJWKSet({ keys: [published.jwk, rotated.jwk] });
  return {
    async keys(): Promise<KeyResolver> {
      if (!state.available) throw new KeysUnavailableError('down');
      return current;
    },
    async keysAfterUnknownKid() {
      return state.rotatedAvailable ? next : current;
    },
    async warm() {},
  };
}

function verifier(state = { available: true, rotatedAvailable: false }, registry?: Registry) {
  return createSessionVerifier({
    keys: keysOf(state),
    issuer: ISSUER,
    audience: AUDIENCE,
    now: () => NOW,
    metrics: registry && { registry },
  });
}

const user = { sub: 'local|abc', email: { email: 'reader@readers.neutron.test' }, login_count: 7 };

describe('createSessionVerifier', () => {
  it.each<[string, () => Promise<string>, SessionOutcome]>([
    ['a valid token', () => sign(), { status: 'valid', user }],
    ['a token with only sub', () => sign({ claims: { email: undefined, login_count: undefined } }), { status: 'valid', user: { sub: 'local|abc' } }],
    ['malformed email and login_count claims', () => sign({ claims: { email: 42, login_count: '3' } }), { status: 'valid', user: { sub: 'local|abc' } }],
    ['a token expired within the clock tolerance', () => sign({ exp: NOW_S - 10 }), { status: 'valid', user }],
    ['an expired token', () => sign({ exp: NOW_S - 60 }), { status: 'expired' }],
    ['a token older than the auth maxAge', () => sign({ iat: NOW_S - AUTH_MAX_AGE_SECONDS - 60, exp: NOW_S + 3000 }), { status: 'expired' }],
    ['a token issued in the future', () => sign({ iat: NOW_S + 600 }), { status: 'invalid', reason: 'claims' }],
    ['a token not yet valid', () => sign({ nbf: NOW_S + 600 }), { status: 'invalid', reason: 'claims' }],
    ['a forged token (another key, same kid)', () => sign({ key: stranger }), { status: 'invalid', reason: 'signature' }],
    ['a token naming a key nobody published', () => sign({ key: stranger, kid: 'made-up' }), { status: 'invalid', reason: 'unknown-key' }],
    ['a token from another issuer', () => sign({ iss: 'https://evil.test/' }), { status: 'invalid', reason: 'claims' }],
    ['a token for another audience', () => sign({ aud: 'someone-else' }), { status: 'invalid', reason: 'claims' }],
    ['a token without sub', () => sign({ sub: null }), { status: 'invalid', reason: 'claims' }],
    ['a token without exp', () => sign({ exp: null }), { status: 'invalid', reason: 'claims' }],
    ['a token without iat', () => sign({ iat: null }), { status: 'invalid', reason: 'claims' }],
    ['a token with an empty sub', () => sign({ sub: '' }), { status: 'invalid', reason: 'no-user' }],
  ])('%s', async (_what, make, expected) => {
    expect(await verifier().verify(await make())).toEqual(expected);
  });

  it('refuses a bad signature over a header without kid', async () => {
    expect(await verifier().verify('eyJhbGciOiJSUzI1NiJ9.eyJ9.c2ln')).toEqual({ status: 'invalid', reason: 'signature' });
  });

  it('refuses an HMAC token and an unsigned one', async () => {
    const hmac = await new SignJWT({ sub: 'local|abc', iss: ISSUER, aud: AUDIENCE, iat: NOW_S, exp: NOW_S + 60 })
      .setProtectedHeader({ alg: 'HS256', kid: 'current' })
      .sign(new TextEncoder().encode('a-shared-secret-of-32-bytes-long!'));
    expect(await verifier().verify(hmac)).toEqual({ status: 'invalid', reason: 'algorithm' });
    const body = (await sign()).split('.')[1];
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`;
    expect(await verifier().verify(none)).toEqual({ status: 'invalid', reason: 'garbled' });
  });

  it.each(['', 'abc', 'a.b.c', 'eyJhbGciOi.eyJ9.c2ln', '...', 'a.b.c.d.e', 'ey J.ey J.x', '\u2028.\u2029.x', 'é.é.é'])('calls %j garbled', async (token) => {
    expect(await verifier().verify(token)).toEqual({ status: 'invalid', reason: 'garbled' });
  });

  it('refuses an oversized token before parsing it', async () => {
    expect(await verifier().verify(await sign({ claims: { pad: 'x'.repeat(5000) } }))).toEqual({ status: 'invalid', reason: 'oversized' });
  });

  it('accepts a key the provider rotated in, once the source has it', async () => {
    const token = await sign({ key: rotated });
    expect(await verifier({ available: true, rotatedAvailable: false }).verify(token)).toEqual({ status: 'invalid', reason: 'unknown-key' });
    expect(await verifier({ available: true, rotatedAvailable: true }).verify(token)).toEqual({ status: 'valid', user });
  });

  it('says unavailable, not invalid, when the keys cannot be had', async () => {
    expect(await verifier({ available: false, rotatedAvailable: false }).verify(await sign())).toEqual({ status: 'unavailable' });
  });

  it('counts outcomes in neutron_auth_sessions_total', async () => {
    const registry = new Registry();
    const verify = verifier({ available: true, rotatedAvailable: false }, registry);
    await verify.verify(await sign());
    await verify.verify('garbage');
    await verify.verify(await sign({ exp: NOW_S - 600 }));
    const text = registry.render();
    expect(text).toContain('neutron_auth_sessions_total{outcome="valid"} 1');
    expect(text).toContain('neutron_auth_sessions_total{outcome="invalid"} 1');
    expect(text).toContain('neutron_auth_sessions_total{outcome="expired"} 1');
  });
});
