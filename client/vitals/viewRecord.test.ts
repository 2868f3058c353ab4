import { describe, expect, it } from 'vitest';
import { MAX_VITALS_BODY_BYTES, MAX_VITALS_PER_BODY } from '../../shared/vitals/constants';
import { bodies, cleanAttribution, newView, record, takeBeacons, unsentCount } from './viewRecord';

describe('view records → beacons', () => {
  it('tags each beacon with its view: page type, device, navigation kind, cache, path', () => {
    const hard = newView('v1', 'hard', 'http://site/tech/a/?x=1', true);
    hard.cache = 'hit';
    hard.tags = { pageType: 'tech-article', device: 'mobile' };
    record(hard, 'LCP', 812.4, { target: 'main>img', timeToFirstByte: 12 });
    expect(takeBeacons([hard], false)).toEqual([
      {
        metric: 'LCP',
        value: 812.4,
        navigation: 'hard',
        pageType: 'tech-article',
        device: 'mobile',
        cache: 'hit',
        path: '/tech/a/',
        viewId: 'v1',
        attribution: { target: 'main>img', timeToFirstByte: 12 },
      },
    ]);
  });

  it('waits for tags until the final flush, then sends untagged views as unknown', () => {
    const soft = newView('v2', 'soft', '/b/', true);
    record(soft, 'TTFB', 30, {});
    expect(takeBeacons([soft], false)).toEqual([]);
    expect(unsentCount([soft])).toBe(1);
    const [beacon] = takeBeacons([soft], true);
    expect(beacon).toMatchObject({ pageType: 'unknown', device: 'unknown', cache: 'unknown', navigation: 'soft' });
  });

  it('never sends a view that began without consent', () => {
    const view = newView('v3', 'hard', '/', false);
    view.tags = { pageType: 'door', device: 'desktop' };
    record(view, 'FCP', 100, {});
    expect(takeBeacons([view], true)).toEqual([]);
    expect(unsentCount([view])).toBe(0);
  });

  it('sends a value once, and again only when it changed (CLS and INP grow)', () => {
    const view = newView('v4', 'hard', '/', true);
    view.tags = { pageType: 'door', device: 'desktop' };
    record(view, 'CLS', 0.01, {});
    expect(takeBeacons([view], true)).toHaveLength(1);
    expect(takeBeacons([view], true)).toHaveLength(0);
    record(view, 'CLS', 0.02, {});
    expect(takeBeacons([view], true).map((b) => b.value)).toEqual([0.02]);
  });

  it('drops values that are not finite or negative', () => {
    const view = newView('v5', 'hard', '/', true);
    record(view, 'LCP', Number.NaN, {});
    record(view, 'INP', -1, {});
    expect(view.metrics.size).toBe(0);
  });
});

describe('batching', () => {
  it('splits into bodies of at most MAX_VITALS_PER_BODY beacons, each under the byte cap', () => {
    const view = newView('v6', 'hard', '/', true);
    view.tags = { pageType: 'p', device: 'd' };
    const views = Array.from({ length: 9 }, (_, i) => {
      const v = newView(`v${i}`, 'soft', `/${'x'.repeat(500)}/`, true);
      v.tags = { pageType: 'p', device: 'd' };
      for (const metric of ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const)
        record(v, metric, 1, Object.fromEntries(Array.from({ length: 30 }, (_, k) => [`f${k}`, 'y'.repeat(1000)])));
      return v;
    });
    const beacons = takeBeacons(views, true);
    expect(beacons).toHaveLength(45);
    const sent = bodies(beacons, '2026-12-07T00:00:00Z');
    expect(sent).toHaveLength(Math.ceil(45 / MAX_VITALS_PER_BODY));
    for (const body of sent) {
      expect(new TextEncoder().encode(body).length).toBeLessThan(MAX_VITALS_BODY_BYTES);
      expect((JSON.parse(body) as { beacons: unknown[] }).beacons.length).toBeLessThanOrEqual(MAX_VITALS_PER_BODY);
    }
  });

  it('attribution keeps short strings and finite numbers only', () => {
    expect(cleanAttribution({ a: 'x', b: 1.23456, c: Number.POSITIVE_INFINITY, d: { el: 1 }, e: '' })).toEqual({
      a: 'x',
      b: 1.235,
    });
  });
});
