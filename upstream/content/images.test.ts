import { Hono } from 'hono';
import sharp from 'sharp';
import type { HttpBindings } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { resizeUrl } from '../../shared/node/images/resizeUrl';
import type { World } from '../world/world';
import { registerImageRoutes } from './images';

const world = { imageSizes: new Map([['/2026/01/02/k/photo.jpg', { width: 1600, height: 900 }]]) } as unknown as World;
const app = new Hono<{ Bindings: HttpBindings }>();
registerImageRoutes(app, world, 'test-key');
const service = { hosts: ['http://img.test'], key: 'test-key' };
const pathOf = (url: string) => url.slice('http://img.test'.length);

describe('image host resize route', () => {
  it.each([
    [{ width: 644, height: 362 }, [644, 362]],
    [{ width: 56, height: 56, crop: '800x800+100+0', gravity: 2 }, [56, 56]],
    [{}, [1600, 900]],
  ])('answers %j with a WebP picture of that size (the delivered format of a jpg)', async (options, size) => {
    const res = await app.request(pathOf(resizeUrl(service, '/2026/01/02/k/photo.jpg', options)));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', ...size]);
  });

  it.each([
    ['a changed parameter', (url: string) => url.replace('width=644', 'width=645')],
    ['a missing signature', (url: string) => url.replace(/&sig=.*$/, '')],
    [
      'another key',
      () => pathOf(resizeUrl({ ...service, key: 'other' }, '/2026/01/02/k/photo.jpg', { width: 644, height: 362 })),
    ],
    ['another path', (url: string) => url.replace('photo.jpg', 'other.jpg')],
  ])('answers 403 for %s', async (_, change) => {
    const url = pathOf(resizeUrl(service, '/2026/01/02/k/photo.jpg', { width: 644, height: 362 }));
    expect((await app.request(change(url))).status).toBe(403);
  });
});
