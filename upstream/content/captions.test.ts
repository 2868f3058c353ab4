import { describe, expect, it } from 'vitest';
import { createUpstreamApp } from '../app';
import { captionsFor } from './captions';

const upstream = createUpstreamApp({ now: Date.parse('2025-06-01T12:00:00Z') });
const video = upstream.world.videos.find((v) => v.section !== 'cars')!;
const car = upstream.world.videos.find((v) => v.section === 'cars')!;
const get = (path: string) => upstream.app.request(`${path}${path.includes('?') ? '&' : '?'}apiKey=k`);

describe('captions call (000 §7: /api/neutron/videos/{site}/captions/{format}/{slug}.{extension})', () => {
  it('answers WebVTT covering the whole video', async () => {
    const res = await get(`/api/neutron/videos/cnet/captions/webvtt/${video.slug}.vtt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    const text = await res.text();
    expect(text.startsWith('WEBVTT\n')).toBe(true);
    const cues = text.match(/\d{2}:\d{2}:\d{2}\.000 --> \d{2}:\d{2}:\d{2}\.000/g) ?? [];
    expect(cues.length).toBe(Math.ceil(video.duration! / 5));
  });

  it.each([
    ['an unknown slug', '/api/neutron/videos/cnet/captions/webvtt/no-such-video.vtt'],
    ['another format', `/api/neutron/videos/cnet/captions/srt/${'x'}.vtt`],
    ['another extension', `/api/neutron/videos/cnet/captions/webvtt/${video.slug}.srt`],
    ['the other brand', `/api/neutron/videos/roadshow/captions/webvtt/${video.slug}.vtt`],
    ['an unknown site', `/api/neutron/videos/nope/captions/webvtt/${video.slug}.vtt`],
  ])('404 error component for %s', async (_name, path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: 404, errors: [{ code: '404' }] });
  });

  it('serves roadshow videos under roadshow', async () => {
    expect((await get(`/api/neutron/videos/roadshow/captions/webvtt/${car.slug}.vtt`)).status).toBe(200);
  });

  it('needs the api key', async () => {
    expect((await upstream.app.request(`/api/neutron/videos/cnet/captions/webvtt/${video.slug}.vtt`)).status).toBe(401);
  });

  it('is deterministic', () => expect(captionsFor(video)).toBe(captionsFor(video)));
});
