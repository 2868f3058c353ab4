import { describe, expect, it } from 'vitest';
import { createUpstreamApp } from '../app';
import { createWorld } from '../world/world';
import { AD_VIDEO } from './catalog';
import { NO_AD_TARGETING } from '../videoAds/adTag';

const world = createWorld({ now: Date.parse('2025-09-01T08:00:00.000Z') });
const { app } = createUpstreamApp({ world });
const video = world.videos[0]!;
const ORIGIN = 'http://127.0.0.1:4321';
const get = (path: string, headers: Record<string, string> = {}) => app.request(`${ORIGIN}${path}`, { headers });

describe('media files of the local upstream', () => {
  it('serves every rendition of a known video as an mp4 that can be read in ranges', async () => {
    const whole = await get(`/media/video/${video.id}/720.mp4`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    // An ISO BMFF file starts with its ftyp box.
    expect(new TextDecoder().decode(bytes.subarray(4, 8))).toBe('ftyp');
    expect(bytes.length).toBeLessThan(300_000);

    const part = await get(`/media/video/${video.id}/1080.mp4`, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));

    const past = await get(`/media/video/${video.id}/720.mp4`, { range: `bytes=${bytes.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });

  it('answers 404 for unknown videos and renditions', async () => {
    expect((await get('/media/video/no-such-id/720.mp4')).status).toBe(404);
    expect((await get(`/media/video/${video.id}/../../etc.mp4`)).status).toBe(404);
    expect((await get(`/media/video/${video.id}/720.webm`)).status).toBe(404);
  });

  it('points the content API at its own media files, keeping the insecure rendition insecure', async () => {
    const res = await get(`/api/neutron/composer/cnet/pages/video/${video.slug}/web?apiKey=test`);
    if (res.status !== 200) return expect.fail(`video ${video.slug} answered ${res.status}`);
    const text = await res.text();
    expect(text).toContain(`"${ORIGIN}/media/video/${video.id}/720.mp4"`);
    expect(text).not.toContain('https://media.neutron.test/');
    expect(text).toContain(`"http://media.neutron.test/video/${video.id}/480.mp4"`);
    expect(() => JSON.parse(text) as unknown).not.toThrow();
  });
});

describe('video ad tag of the local upstream', () => {
  const tag = (query: string) => get(`/video-ads/tag?${query}`);

  it('answers a VAST pre-roll whose media file is its own creative, readable from any origin', async () => {
    const res = await tag('iu=%2Fneutron%2Fcnet%2Fvideo&output=vast&correlator=1&cust_params=device%3Ddesktop');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const xml = await res.text();
    expect(xml).toContain('<VAST version="3.0">');
    expect(xml).toContain(`>${ORIGIN}${AD_VIDEO.path}</MediaFile>`);
    expect((await get(AD_VIDEO.path)).status).toBe(200);
  });

  it('answers an empty VAST when the targeting asks for no ad, and 400 without iu or correlator', async () => {
    const none = await tag(
      `iu=x&correlator=2&cust_params=${encodeURIComponent(`${NO_AD_TARGETING.key}=${NO_AD_TARGETING.value}`)}`,
    );
    expect(none.status).toBe(200);
    expect(await none.text()).not.toContain('<Ad ');
    expect((await tag('correlator=1')).status).toBe(400);
    expect((await tag('iu=x')).status).toBe(400);
    expect((await tag('iu=x&correlator=1&output=json')).status).toBe(400);
  });
});
