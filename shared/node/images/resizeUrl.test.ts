import { describe, expect, it } from 'vitest';
import {
  DEFAULT_IMAGE_SIGNING_KEY,
  deliveredFormat,
  hostFor,
  resizeParams,
  resizeUrl,
  verifyResize,
} from './resizeUrl';

const service = { hosts: ['https://a.img', 'https://b.img', 'https://c.img'], key: 'k1' };

describe('resize URLs (spec 001 §5, §9)', () => {
  it.each([
    ['/x/photo.gif', undefined, 'mp4'],
    ['/x/photo.gif', 3, undefined],
    ['/x/photo.jpg', undefined, 'webp'],
    ['/x/photo.JPEG', undefined, 'webp'],
    ['/x/photo.png', undefined, 'webp'],
    ['/x/photo.svg', undefined, undefined],
  ])('%s with frame %s is delivered as %s', (path, frame, format) => {
    expect(deliveredFormat(path, frame)).toBe(format);
  });

  it.each([
    ['a valid crop string is kept', { crop: '100x50+10+20' }, [['crop', '100x50+10+20']]],
    ['a malformed crop string is dropped', { crop: '100x50+10' }, []],
    [
      'gravity 1 adjusts the crop with bounds fit',
      { gravity: 1 },
      [
        ['fit', 'bounds'],
        ['gravity', '1'],
      ],
    ],
    [
      'gravity 9 adjusts the crop with bounds fit',
      { gravity: 9 },
      [
        ['fit', 'bounds'],
        ['gravity', '9'],
      ],
    ],
    ['gravity 5 gives no bounds fit', { gravity: 5 }, [['gravity', '5']]],
    ['gravity 0 gives no bounds fit', { gravity: 0 }, []],
    ['gravity out of range is ignored', { gravity: 12 }, []],
    [
      'size parameters',
      { width: 644, height: 362 },
      [
        ['height', '362'],
        ['width', '644'],
      ],
    ],
  ])('%s', (_, options, expected) => {
    expect(resizeParams('/a/b.svg', options)).toEqual(expected);
  });

  it.each([
    ['/x/photo.jpg', 'avif'],
    ['/x/photo.png', 'avif'],
    ['/x/photo.gif', 'mp4'],
  ])('a source asking for AVIF gets %s as %s', (path, format) => {
    expect(resizeParams(path, { width: 10, format: 'avif' })).toContainEqual(['format', format]);
  });

  it('sorts the parameter list', () => {
    const names = resizeParams('/a/b.jpg', { width: 10, height: 5, crop: '1x1+0+0', gravity: 3 }).map(([name]) => name);
    expect(names).toEqual([...names].sort());
  });

  it('chooses the host by path length modulo the number of hosts', () => {
    expect(hostFor(service.hosts, '/abcd')).toBe('https://c.img'); // 5 % 3 = 2
    expect(hostFor(service.hosts, '/abc')).toBe('https://b.img'); // 4 % 3 = 1
    expect(resizeUrl(service, '/ab', { width: 1 }).startsWith('https://a.img/resize/ab?')).toBe(true);
  });

  it('signs so that the host verifies the URL, and rejects tampering or another key', () => {
    const url = new URL(
      resizeUrl(service, '/2026/01/x/photo.jpg', { width: 644, height: 362, crop: '10x10+0+0', gravity: 2 }),
    );
    const path = url.pathname.slice('/resize'.length);
    expect(verifyResize('k1', path, url.searchParams)).toBe(true);
    expect(verifyResize('other', path, url.searchParams)).toBe(false);
    url.searchParams.set('width', '645');
    expect(verifyResize('k1', path, url.searchParams)).toBe(false);
    expect(verifyResize('k1', path, new URLSearchParams('width=1&sig=nothex'))).toBe(false);
  });

  it('signs a plain base URL with the local default key', () => {
    const url = new URL(resizeUrl('http://127.0.0.1:1', '/p.jpg', { width: 2 }));
    expect(verifyResize(DEFAULT_IMAGE_SIGNING_KEY, '/p.jpg', url.searchParams)).toBe(true);
  });
});
