import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createJwksSource, KeysUnavailableError, usableJwks, type JwksSourceOptions } from './jwksSource';

const URL_ = 'http://identity.test/.well-known/jwks.json';
let keyA: JWK;
let keyB: JWK;

beforeAll(async () => {
  keyA = { ...(await exportJWK((await generateKeyPair('RS256')).publicKey)), kid: 'a', alg: 'RS256', use: 'sig' };
  keyB = { ...(await exportJWK((await generateKeyPair('RS256')).publicKey)), kid: 'b', alg: 'RS256', use: 'sig' };
});

type Answer = Response | Error | 'hang';

/** A fetch that answers from a script, counts calls and records the options it was given. */
function scriptedFetch(answers: () => Answer) {
  const calls: RequestInit[] = [];
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    calls.push(init);
    const answer = answers();
    if (answer === 'hang') {
      return new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    }
    if (answer instanceof Error) throw answer;
    return answer;
  }) as unknown as typeof fetch;
  return { fetchImpl, calls };
}

const jwksResponse = (...keys: JWK[]) => new Response(JSON.stringify({ keys }), { headers: { 'content-type': 'application/json' } });
const header = (kid: string) => ({ alg: 'RS256', kid });
const token = { payload: '', signature: '' };

function source(answers: () => Answer, options: Partial<JwksSourceOptions> = {}) {
  let clock = 0;
  const { fetchImpl, calls } = scriptedFetch(answers);
  const jwks = createJwksSource({ url: URL_, fetch: fetchImpl, now: () => clock, ...options });
  return { jwks, calls, advance: (ms: number) => (clock += ms) };
}

describe('usableJwks', () => {
  it('keeps RS256 signature keys and drops the rest', () => {
    const ec = { kty: 'EC', crv: 'P-256', x: 'x', y: 'y', kid: 'ec' };
    const enc = { ...keyA, kid: 'enc', use: 'enc' };
    expect(usableJwks({ keys: [ec, keyA, enc, 'junk', null] }).keys.map((k) => k.kid)).toEqual(['a']);
  });

  it.each([[null], [[]], [{}], [{ keys: 'x' }], [{ keys: [] }], [{ keys: [{ kty: 'oct', k: 'secret' }] }]])('refuses %j', (body) => {
    expect(() => usableJwks(body)).toThrow();
  });
});

describe('createJwksSource', () => {
  it('fetches once, without following redirects, and reuses the set while fresh', async () => {
    const { jwks, calls } = source(() => jwksResponse(keyA));
    const [one, two] = await Promise.all([jwks.keys(), jwks.keys()]);
    expect(one).toBe(two);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ redirect: 'error' });
    expect(calls[0]?.signal).toBeInstanceOf(AbortSignal);
    await expect(one(header('a'), token)).resolves.toBeTruthy();
  });

  it('serves a stale set at once and refreshes it in the background', async () => {
    let next = jwksResponse(keyA);
    const { jwks, calls, advance } = source(() => next, { maxAgeMs: 1000 });
    const first = await jwks.keys();
    next = jwksResponse(keyB);
    advance(1000);
    expect(await jwks.keys()).toBe(first);
    expect(calls).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const second = await jwks.keys();
    expect(second).not.toBe(first);
    await expect(second(header('b'), token)).resolves.toBeTruthy();
  });

  it('keeps the stale set when a refresh fails, and waits the backoff before trying again', async () => {
    let next: Answer = jwksResponse(keyA);
    const { jwks, calls, advance } = source(() => next, { maxAgeMs: 1000, failureBackoffMs: 5000 });
    const first = await jwks.keys();
    next = new Response('oops', { status: 500 });
    advance(1000);
    expect(await jwks.keys()).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await jwks.keys()).toBe(first);
    expect(calls).toHaveLength(2);
    advance(5000);
    await jwks.keys();
    expect(calls).toHaveLength(3);
  });

  it.each([
    ['HTTP 500', () => new Response('{}', { status: 500 })],
    ['a network error', () => new TypeError('fetch failed')],
    ['a body that is not JSON', () => new Response('<html>')],
    ['a set without usable keys', () => jwksResponse()],
    ['a body over the limit', () => new Response(JSON.stringify({ keys: [], pad: 'x'.repeat(70_000) }))],
  ])('without a set, %s is KeysUnavailable, and callers within the backoff are told at once', async (_what, answer) => {
    const { jwks, calls, advance } = source(answer, { failureBackoffMs: 5000 });
    await expect(jwks.keys()).rejects.toBeInstanceOf(KeysUnavailableError);
    await expect(jwks.keys()).rejects.toBeInstanceOf(KeysUnavailableError);
    expect(calls).toHaveLength(1);
    advance(5000);
    await expect(jwks.keys()).rejects.toBeInstanceOf(KeysUnavailableError);
    expect(calls).toHaveLength(2);
  });

  it('gives up on a hanging identity provider after the timeout', async () => {
    const { jwks } = source(() => 'hang', { timeoutMs: 50 });
    const started = performance.now();
    await expect(jwks.keys()).rejects.toBeInstanceOf(KeysUnavailableError);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('fetches again for an unknown key id at most once per cooldown', async () => {
    let next = jwksResponse(keyA);
    const { jwks, calls, advance } = source(() => next, { cooldownMs: 30_000 });
    const first = await jwks.keys();
    next = jwksResponse(keyA, keyB);
    expect(await jwks.keysAfterUnknownKid()).toBe(first);
    expect(calls).toHaveLength(1);
    advance(30_000);
    const rotated = await jwks.keysAfterUnknownKid();
    expect(rotated).not.toBe(first);
    await expect(rotated!(header('b'), token)).resolves.toBeTruthy();
    expect(await jwks.keysAfterUnknownKid()).toBe(rotated);
    expect(calls).toHaveLength(2);
  });

  it('records the fetch in metrics and Server-Timing', async () => {
    const observed: Array<[string, string, number]> = [];
    const metrics = { upstreamRequestDuration: { labels: (endpoint: string, outcome: string) => ({ observe: (s: number) => observed.push([endpoint, outcome, s]) }) } };
    const timings: string[] = [];
    const { jwks } = source(() => jwksResponse(keyA), { metrics: metrics as never });
    await jwks.keys({ add: (name, _ms, desc) => timings.push(`${name}:${desc}`) });
    expect(observed.map(([e, o]) => `${e}:${o}`)).toEqual(['jwks:ok']);
    expect(timings).toEqual(['upstream:jwks']);
  });

  it('warm() fetches ahead and never rejects', async () => {
    const ok = source(() => jwksResponse(keyA));
    await ok.jwks.warm();
    expect(ok.calls).toHaveLength(1);
    const down = source(() => new TypeError('fetch failed'));
    await expect(down.jwks.warm()).resolves.toBeUndefined();
  });
});
