import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { adRequestUrl } from './adRequest';
import type { AdSlotRequest } from '../../shared/ads/library';
import { registerAdServer } from './adServer';

const app = new Hono<{ Bindings: HttpBindings }>();
registerAdServer(app);

const slot = (over: Partial<AdSlotRequest> = {}): AdSlotRequest => ({
  divId: 'ad-inArticle-1',
  name: 'inArticle',
  type: 'adDisplay',
  sizes: [[300, 250]],
  targeting: { pos: 'inArticle-1' },
  categories: [],
  region: 'aw',
  ...over,
});

async function ask(request: AdSlotRequest) {
  const res = await app.request(adRequestUrl('http://ads.test', request));
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  return (await res.json()) as { pos: string; creative: { width: number; height: number; url: string } | null };
}

describe('local ad server', () => {
  it('answers a creative of one of the requested sizes, the same one every time', async () => {
    const request = slot({
      sizes: [
        [728, 90],
        [970, 90],
      ],
      targeting: { pos: 'leaderboard-1' },
      name: 'leaderboard',
    });
    const first = await ask(request);
    expect(first.pos).toBe('leaderboard-1');
    expect([
      [728, 90],
      [970, 90],
    ]).toContainEqual([first.creative!.width, first.creative!.height]);
    expect(await ask(request)).toEqual(first);
    const svg = await app.request(new URL(first.creative!.url, 'http://ads.test/').toString());
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toMatch(
      new RegExp(`^<svg [^>]*width="${first.creative!.width}" height="${first.creative!.height}"`),
    );
  });

  it('has no fill for mediaNet, for a request without sizes, and for positions named by the blank key', async () => {
    expect((await ask(slot({ type: 'mediaNet', name: 'contextual' }))).creative).toBeNull();
    expect((await ask(slot({ sizes: [] }))).creative).toBeNull();
    expect(
      (await ask(slot({ targeting: { pos: 'inArticle-1', blank: ['inArticle-2', 'inArticle-1'] } }))).creative,
    ).toBeNull();
    expect((await ask(slot({ targeting: { pos: 'inArticle-1', blank: 'all' } }))).creative).toBeNull();
    expect((await ask(slot({ targeting: { pos: 'inArticle-1', blank: 'inArticle-2' } }))).creative).not.toBeNull();
  });

  it('answers 400 to a request it cannot read and 404 to a creative size out of bounds', async () => {
    expect((await app.request('/ads/v1/slot?name=x&type=adDisplay')).status).toBe(400);
    expect((await app.request('/ads/v1/slot?pos=x-1&name=x&type=%00')).status).toBe(400);
    expect((await app.request('/ads/v1/creative/0x250.svg')).status).toBe(404);
    expect((await app.request('/ads/v1/creative/300x9999.svg')).status).toBe(404);
    expect((await app.request('/ads/v1/creative/evil.svg')).status).toBe(404);
  });

  it('serves the ad library script', async () => {
    const res = await app.request('/thirdparty/ad-library.js');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await res.text()).toContain('w.neutronAds = api');
  });
});
