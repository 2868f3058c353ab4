import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  MAX_VITALS_BODY_BYTES,
  MAX_VITALS_PER_BODY,
  VITALS_PATH,
  VITALS_SUMMARY_PATH,
} from '../../shared/vitals/constants';
import { registerVitalsRoutes } from './vitals';

function collector(logFile?: string) {
  const app = new Hono<{ Bindings: HttpBindings }>();
  const ring = registerVitalsRoutes(app, { logFile });
  const post = (body: string) =>
    app.request(VITALS_PATH, { method: 'POST', body, headers: { 'content-type': 'text/plain' } });
  return { app, ring, post };
}

const beacon = (overrides: Record<string, unknown> = {}) => ({
  metric: 'LCP',
  value: 900,
  navigation: 'hard',
  pageType: 'tech-article',
  device: 'desktop',
  cache: 'hit',
  path: '/tech/a/',
  viewId: 'abc-1',
  attribution: { target: 'img.hero', timeToFirstByte: 12 },
  ...overrides,
});

describe('vitals collector', () => {
  it('keeps a valid batch and summarises p75/p95 per page type × navigation × metric', async () => {
    const { app, post } = collector();
    const beacons = [100, 200, 300, 400].map((value, i) => beacon({ value, viewId: `v${i}` }));
    expect((await post(JSON.stringify({ beacons }))).status).toBe(204);
    const listed = (await (await app.request(VITALS_PATH)).json()) as { vitals: unknown[] };
    expect(listed.vitals).toHaveLength(4);
    const summary = (await (await app.request(VITALS_SUMMARY_PATH)).json()) as { rows: unknown[] };
    expect(summary.rows).toEqual([
      { pageType: 'tech-article', navigation: 'hard', metric: 'LCP', count: 4, p75: 300, p95: 400 },
    ]);
  });

  it('counts a view’s metric once, with its last value (CLS and INP are re-sent as they grow)', async () => {
    const { app, post } = collector();
    await post(
      JSON.stringify({ beacons: [beacon({ metric: 'CLS', value: 0.01 }), beacon({ metric: 'CLS', value: 0.2 })] }),
    );
    const summary = (await (await app.request(VITALS_SUMMARY_PATH)).json()) as {
      rows: { count: number; p75: number }[];
    };
    expect(summary.rows).toMatchObject([{ count: 1, p75: 0.2 }]);
  });

  it.each([
    ['not JSON', '{beacons:'],
    ['no beacons', JSON.stringify({ beacons: [] })],
    ['an unknown metric', JSON.stringify({ beacons: [beacon({ metric: 'FID' })] })],
    ['a negative value', JSON.stringify({ beacons: [beacon({ value: -1 })] })],
    ['an unknown navigation kind', JSON.stringify({ beacons: [beacon({ navigation: 'prerender' })] })],
    ['a path that is not a path', JSON.stringify({ beacons: [beacon({ path: 'http://evil/' })] })],
    ['a nested attribution', JSON.stringify({ beacons: [beacon({ attribution: { el: { a: 1 } } })] })],
    ['too many beacons', JSON.stringify({ beacons: Array.from({ length: MAX_VITALS_PER_BODY + 1 }, () => beacon()) })],
    ['a JSON array', '[1,2]'],
  ])('answers 400 for %s and keeps nothing', async (_name, body) => {
    const { ring, post } = collector();
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(ring.lastId).toBe(0);
  });

  it('answers 413 for a body over the cap', async () => {
    const { ring, post } = collector();
    const response = await post(JSON.stringify({ beacons: [beacon({ pageType: 'x'.repeat(MAX_VITALS_BODY_BYTES) })] }));
    expect(response.status).toBe(413);
    expect(ring.lastId).toBe(0);
  });

  it('answers 400 for a bad since', async () => {
    const { app } = collector();
    expect((await app.request(`${VITALS_PATH}?since=-1`)).status).toBe(400);
  });

  it('appends each beacon as one NDJSON line when a log file is set', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'vitals-')), 'sub', 'field.ndjson');
    const { post } = collector(file);
    await post(JSON.stringify({ beacons: [beacon(), beacon({ metric: 'TTFB', value: 20 })] }));
    await expect
      .poll(() => {
        try {
          return readFileSync(file, 'utf8').trim().split('\n').length;
        } catch {
          return 0;
        }
      })
      .toBe(2);
    const first = JSON.parse(readFileSync(file, 'utf8').split('\n')[0] ?? '') as Record<string, unknown>;
    expect(first).toMatchObject({ metric: 'LCP', pageType: 'tech-article', navigation: 'hard' });
    expect(typeof first.receivedAt).toBe('string');
  });
});
