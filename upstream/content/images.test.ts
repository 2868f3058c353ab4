import { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { resizeUrl } from '../../shared/images/resizeUrl';
import type { World } from '../world/world';
import { registerImageRoutes } from './images';

const world = { imageSizes: new Map([['/2026/01/02/k/photo.jpg', { width: 1600, height: 900 }]]) } as unknown as World;
const app = new Hono<{ Bindings: HttpBindings }>();
registerImageRoutes(app, world, 'test-key');
const service = { hosts: ['http://img.test'], key: 'test-key' };
const pathOf = (url: string) => url.slice('http://img.test'.length);

describe('image host resize route', () => {
  it.each([
    [{ width: 644, height: 362 }, 'width="644" height="362"'],
    [{ width: 56, height: 56, crop: '800x800+100+0', gravity: 2 }, 'width="56" height="56"'],
    [{}, 'width="1600" height="900"'],
  ])('answers %j with an image of that size', async (options, size) => {
    const res = await app.request(pathOf(resizeUrl(service, '/2026/01/02/k/photo.jpg', options)));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toContain(size);
  });

  it.each([
    ['a changed parameter', (url: string) => url.replace('width=644', 'width=645')],
    ['a missing signature', (url: string) => url.replace(/&sig=.*$/, '')],
    ['another key', () => pathOf(resizeUrl({ ...service, key: 'other' }, '/2026/01/02/k/photo.jpg', { width: 644, height: 362 }))],
    ['another path', (url: string) => url.replace('photo.jpg', 'other.jpg')],
  ])('answers 403 for %s', async (_, change) => {
    const url = pathOf(resizeUrl(service, '/2026/01/02/k/photo.jpg', { width: 644, height: 362 }));
    expect((await app.request(change(url))).status).toBe(403);
  });
});
