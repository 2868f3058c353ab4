import { describe, expect, it } from 'vitest';
import { VANITY_TIMEOUT_MS } from '../../shared/constants';
import { createContentCache } from '../content/cache';
import { NOT_IN_CORRECT_FORMAT, NotFoundError, UpstreamTimeoutError } from '../content/errors';
import type { GetJsonOptions, JsonResponse } from '../content/http';
import { VANITY_CACHE_POLICY, VANITY_FAILURE_BACKOFF_MS } from './cachePolicy';
import { createVanityClient, VanityPausedError } from './client';

type Answer = (path: string, options: GetJsonOptions) => JsonResponse | Error;

function setup(answer: Answer) {
  let clock = 0;
  const calls: Array<{ path: string; options: GetJsonOptions }> = [];
  const http = {
    async getJson(path: string, options: GetJsonOptions): Promise<JsonResponse> {
      calls.push({ path, options });
      const result = answer(path, options);
      if (result instanceof Error) throw result;
      return result;
    },
  };
  const cache = createContentCache({ maxEntries: 100, maxBytes: 1_000_000, now: () => clock });
  const client = createVanityClient({ http, cache, now: () => clock });
  return { client, calls, advance: (ms: number) => (clock += ms) };
}

const body = (data: unknown): JsonResponse => ({ body: { data }, bytes: 100 });
const query = { path: '/promo/', edition: 'us' };

describe('vanity client', () => {
  it('keeps 600 s (000 §9 "Vanity known-route and mask cache 600 s")', () => {
    expect(VANITY_CACHE_POLICY.ttlMs).toBe(600_000);
    expect(VANITY_CACHE_POLICY.negativeTtlMs).toBe(600_000);
  });

  it('reads the dictionary as normalised known paths, with the 2000 ms vanity timeout', async () => {
    const { client, calls } = setup(() =>
      body({ dictionary: { urlPaths: ['/Promo', '/gifts/?x=1', '//bad/', '/ok/'] } }),
    );
    const known = await client.knownPaths('cnet');
    expect([...known]).toEqual(['/promo/', '/gifts/', '/ok/']);
    expect(calls[0]).toMatchObject({
      path: '/api/neutron/vanity/cnet/dictionary',
      options: { endpoint: 'vanity_dictionary', timeoutMs: VANITY_TIMEOUT_MS },
    });
    expect(VANITY_TIMEOUT_MS).toBe(2000);
  });

  it('asks for an entry with contentType, slug, path and edition', async () => {
    const { client, calls } = setup(() => body({ vanity: { urlType: 'OK' } }));
    expect(
      await client.entry('roadshow', { path: '/promo/?q=1', edition: 'us', contentType: 'article', slug: 'promo' }),
    ).toMatchObject({ urlType: 'OK' });
    expect(calls[0]).toMatchObject({
      path: '/api/neutron/vanity/roadshow/web',
      options: {
        endpoint: 'vanity_entry',
        timeoutMs: 2000,
        query: { contentType: 'article', slug: 'promo', path: '/promo/?q=1', edition: 'us' },
      },
    });
  });

  it('caches answers, "no entry" included, for 600 s', async () => {
    const { client, calls, advance } = setup((path) =>
      path.endsWith('/web') ? new NotFoundError() : body({ dictionary: { urlPaths: [] } }),
    );
    expect(await client.entry('cnet', query)).toBeNull();
    await client.knownPaths('cnet');
    // Before the dictionary's last minute, when it is renewed ahead of its expiry (decision 108).
    advance(539_000);
    expect(await client.entry('cnet', query)).toBeNull();
    await client.knownPaths('cnet');
    expect(calls).toHaveLength(2);
    advance(62_000);
    expect(await client.entry('cnet', query)).toBeNull();
    expect(calls).toHaveLength(3);
  });

  it('throws on a malformed answer', async () => {
    const { client } = setup(() => body({ vanity: { urlType: 'SOMETHING' } }));
    await expect(client.entry('cnet', query)).rejects.toThrow(NOT_IN_CORRECT_FORMAT);
  });

  it('pauses calls for a while after a failure, serving what is cached', async () => {
    let fail = false;
    const { client, calls, advance } = setup((path) => {
      if (fail) return new UpstreamTimeoutError('vanity_entry', 2000);
      return path.endsWith('/dictionary')
        ? body({ dictionary: { urlPaths: ['/a/'] } })
        : body({ vanity: { urlType: 'OK' } });
    });
    await client.knownPaths('cnet');
    fail = true;
    await expect(client.entry('cnet', query)).rejects.toBeInstanceOf(UpstreamTimeoutError);
    await expect(client.entry('cnet', { ...query, path: '/b/' })).rejects.toBeInstanceOf(VanityPausedError);
    expect((await client.knownPaths('cnet')).has('/a/')).toBe(true);
    expect(calls).toHaveLength(2);
    advance(VANITY_FAILURE_BACKOFF_MS);
    fail = false;
    expect(await client.entry('cnet', query)).toMatchObject({ urlType: 'OK' });
    expect(calls).toHaveLength(3);
  });
});
