import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AB_MESSAGES } from '../../shared/ab/messages';
import { startUpstream, type RunningUpstream } from '../../upstream/start';
import { createContentCache } from '../content/cache';
import { NOT_IN_CORRECT_FORMAT, UpstreamTimeoutError } from '../content/errors';
import { createContentHttp, type ContentHttp, type GetJsonOptions, type JsonResponse } from '../content/http';
import type { Logger } from '../ops/logger';
import { ServerTiming } from '../ops/timing';
import { AB_DEFINITIONS_CACHE_POLICY, createAbDefinitions } from './definitions';

const definition = (id: string, patch: Record<string, unknown> = {}) => ({
  id,
  version: '1',
  startDate: '2026-01-01T00:00:00Z',
  endDate: '2027-01-01T00:00:00Z',
  allocations: [
    { percentage: 50, bucket: 'control' },
    { percentage: 50, bucket: 'testA' },
  ],
  ...patch,
});

function fakeLogger() {
  const warnings: Array<{ msg: string; fields: Record<string, unknown> | undefined }> = [];
  const logger = {
    warn: (msg: string, fields?: Record<string, unknown>) => warnings.push({ msg, fields }),
  } as unknown as Logger;
  return { logger, warnings };
}

/** A content HTTP client that answers from a queue of bodies or errors and records its calls. */
function fakeHttp(answers: Array<Record<string, unknown> | Error>) {
  const calls: Array<{ path: string; options: GetJsonOptions }> = [];
  const http: Pick<ContentHttp, 'getJson'> = {
    async getJson(path, options): Promise<JsonResponse> {
      calls.push({ path, options });
      const answer = answers.shift() ?? new Error('no answer queued');
      if (answer instanceof Error) throw answer;
      return { body: answer, bytes: JSON.stringify(answer).length };
    },
  };
  return { http, calls };
}

function setup(answers: Array<Record<string, unknown> | Error>) {
  let clock = 0;
  const { http, calls } = fakeHttp(answers);
  const { logger, warnings } = fakeLogger();
  const cache = createContentCache({ maxEntries: 10, maxBytes: 1e6, now: () => clock });
  const definitions = createAbDefinitions({ http, cache, logger, now: () => clock, retryAfterFailureMs: 5000 });
  return { definitions, calls, warnings, advance: (ms: number) => (clock += ms) };
}

describe('createAbDefinitions', () => {
  it('loads data.tests for the site with a short timeout, keeps the valid ones and caches them', async () => {
    const { definitions, calls, warnings } = setup([
      { data: { tests: [definition('vpn_ads'), definition('char_count_test')] } },
    ]);
    const tests = await definitions.get('cnet');
    expect(tests?.map((t) => t.id)).toEqual(['vpn_ads', 'char_count_test']);
    expect(calls).toEqual([
      {
        path: '/api/neutron/abtests/cnet/web',
        options: expect.objectContaining({ endpoint: 'abtests', timeoutMs: 2000 }),
      },
    ]);
    const timing = new ServerTiming();
    expect(await definitions.get('cnet', timing)).toBe(tests);
    expect(timing.header()).toMatch(/^cache;dur=[\d.]+;desc="abtests hit"$/);
    expect(calls).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  it('peek answers the cached list at once with the same Server-Timing entry as a hit, and nothing before a load or once stale', async () => {
    const { definitions, advance } = setup([{ data: { tests: [definition('vpn_ads')] } }]);
    expect(definitions.peek!('cnet')).toBeUndefined();
    const tests = await definitions.get('cnet');
    const timing = new ServerTiming();
    expect(definitions.peek!('cnet', timing)).toBe(tests);
    expect(timing.header()).toMatch(/^cache;dur=[\d.]+;desc="abtests hit"$/);
    advance(AB_DEFINITIONS_CACHE_POLICY.ttlMs);
    expect(definitions.peek!('cnet')).toBeUndefined();
  });

  it('rejects an invalid definition with the spec message and logs it, without losing the others', async () => {
    const { definitions, warnings } = setup([
      {
        data: {
          tests: [
            definition('9lives'),
            definition('ok_test'),
            definition('over', {
              allocations: [
                { percentage: 70, bucket: 'a' },
                { percentage: 31, bucket: 'b' },
              ],
            }),
          ],
        },
      },
    ]);
    expect((await definitions.get('cnet'))?.map((t) => t.id)).toEqual(['ok_test']);
    expect(warnings).toEqual([
      {
        msg: 'A/B test definition rejected',
        fields: { site: 'cnet', index: 0, testId: '9lives', errors: [AB_MESSAGES.idStart] },
      },
      {
        msg: 'A/B test definition rejected',
        fields: { site: 'cnet', index: 2, testId: 'over', errors: [AB_MESSAGES.allocationsTotal] },
      },
    ]);
  });

  it.each([
    ['no data.tests', { data: {} }],
    ['tests that is not a list', { data: { tests: { vpn_ads: {} } } }],
  ])('answers null for a body with %s, and logs why', async (_case, body) => {
    const { definitions, warnings } = setup([body]);
    expect(await definitions.get('cnet')).toBeNull();
    expect(warnings[0]?.msg).toBe('A/B test definitions unavailable; no test assignment');
    expect((warnings[0]?.fields?.err as Error).message).toBe(NOT_IN_CORRECT_FORMAT);
  });

  it('after a failure with nothing cached, does not call again until the retry time', async () => {
    const { definitions, calls, advance } = setup([
      new UpstreamTimeoutError('abtests', 2000),
      { data: { tests: [definition('vpn_ads')] } },
    ]);
    expect(await definitions.get('cnet')).toBeNull();
    advance(4999);
    expect(await definitions.get('cnet')).toBeNull();
    expect(calls).toHaveLength(1);
    advance(1);
    expect((await definitions.get('cnet'))?.map((t) => t.id)).toEqual(['vpn_ads']);
    expect(calls).toHaveLength(2);
  });

  it('serves the last good list while the service fails, within the stale window', async () => {
    const { definitions, calls, advance } = setup([{ data: { tests: [definition('vpn_ads')] } }, new Error('boom')]);
    await definitions.get('cnet');
    advance(AB_DEFINITIONS_CACHE_POLICY.ttlMs + 1);
    expect((await definitions.get('cnet'))?.map((t) => t.id)).toEqual(['vpn_ads']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toHaveLength(2);
    expect((await definitions.get('cnet'))?.map((t) => t.id)).toEqual(['vpn_ads']);
  });

  it('keeps one list per site', async () => {
    const { definitions, calls } = setup([
      { data: { tests: [definition('a_test')] } },
      { data: { tests: [definition('b_test')] } },
    ]);
    expect((await definitions.get('cnet'))?.map((t) => t.id)).toEqual(['a_test']);
    expect((await definitions.get('roadshow'))?.map((t) => t.id)).toEqual(['b_test']);
    expect(calls.map((c) => c.path)).toEqual(['/api/neutron/abtests/cnet/web', '/api/neutron/abtests/roadshow/web']);
  });
});

describe('against the local upstream', () => {
  let upstream: RunningUpstream;
  let http: ContentHttp;

  beforeAll(async () => {
    upstream = await startUpstream({ port: 0 });
    http = createContentHttp({
      config: { contentApiUrl: upstream.url, contentApiKey: 'key', upstreamTimeoutMs: 2000, upstreamConnections: 2 },
    });
  });

  afterAll(async () => {
    await http.close();
    await upstream.close();
  });

  it('loads the served list and rejects exactly the broken definitions', async () => {
    const { logger, warnings } = fakeLogger();
    const definitions = createAbDefinitions({
      http,
      cache: createContentCache({ maxEntries: 10, maxBytes: 1e6 }),
      logger,
    });
    const tests = await definitions.get('cnet');
    expect(tests?.map((t) => t.id)).toContain('char_count_test');
    expect(tests?.find((t) => t.id === 'char_count_test')?.version).toBe('1');
    expect(warnings.map((w) => w.fields?.testId)).toEqual([
      '4k_tv_test',
      'hero-image',
      'over_allocated',
      'headline_length_test',
      'criteria_flag',
      'bad_bucket',
      'no_start',
      'char_count_test',
    ]);
  });
});
