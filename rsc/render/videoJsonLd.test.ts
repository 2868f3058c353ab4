import { describe, expect, it } from 'vitest';
import { videoSchema } from '../../shared/models/video';
import type { JsonLdSite } from './contentJsonLd';
import { isValidMp4, playableMp4Files, videoPageJsonLd } from './videoJsonLd';

const site: JsonLdSite = {
  origin: 'https://www.example.test',
  publisherLogo: 'https://www.example.test/logo.png',
  imageBaseUrl: 'https://img.example.test',
  now: Date.parse('2025-06-01T00:00:00Z'),
};
const file = (url: string, width: number, type?: string, format = 'MPEG4') => ({ url, width, type, format });

function video(extra: Record<string, unknown> = {}) {
  return videoSchema.parse({
    id: 'v1',
    slug: 'watch-this',
    title: 'Watch This',
    description: 'A short film.',
    duration: 330,
    datePublished: { date: '2025-05-01T00:00:00Z' },
    image: { id: 'i', filename: 'p.jpg', path: '/p.jpg', dateCreated: { date: '2025-05-01T00:00:00Z' } },
    author: { username: 'jdoe' },
    files: [
      file('https://m.example/360.mp4', 640, 'mobile'),
      file('https://m.example/720.mp4', 1280),
      file('http://m.example/480.mp4', 854, 'downloadable'),
      file('https://m.example/1080.mp4', 1920, 'wifi'),
      file('https://m.example/x.webm', 1920, undefined, 'WEBM'),
    ],
    ...extra,
  });
}

describe('mp4 rules (001 §5)', () => {
  it.each([
    [{ type: 'wifi' }, true],
    [{ type: 'hds' }, true],
    [{ type: 'downloadable' }, true],
    [{ type: 'mobile' }, false],
    [{ format: 'MPEG4' }, true],
    [{ format: 'WEBM' }, false],
    [{ type: 'mobile', format: 'MPEG4' }, false],
  ])('%j → %s', (f, expected) => expect(isValidMp4(f)).toBe(expected));

  it('skips insecure http:// files and invalid ones, largest first', () => {
    expect(playableMp4Files(video()).map((f) => f.url)).toEqual([
      'https://m.example/1080.mp4',
      'https://m.example/720.mp4',
    ]);
  });
});

describe('videoJsonLd (001 §5 VideoObject)', () => {
  it('has name, description, poster, ISO duration, upload date, a playable contentUrl and the publisher', () => {
    const [ld, crumbs] = videoPageJsonLd(video(), 'https://www.example.test/videos/watch-this/', site);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Watch This',
      description: 'A short film.',
      duration: 'PT5M30S',
      uploadDate: '2025-05-01T00:00:00.000Z',
      contentUrl: 'https://m.example/1080.mp4',
      embedUrl: 'https://www.example.test/videos/watch-this/',
      author: [{ '@type': 'Person' }],
      publisher: { logo: { width: 310, height: 310 } },
    });
    expect((ld!.thumbnailUrl as string[])[0]).toContain('width=1200');
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: 'Home' }, { name: 'Videos' }, { name: 'Watch This' }],
    });
  });

  it('still has the required properties when the video lacks them', () => {
    const [ld] = videoPageJsonLd(
      video({ description: undefined, duration: undefined, datePublished: undefined, files: [], image: undefined }),
      'https://x.test/v/',
      site,
    );
    expect(ld).toMatchObject({
      name: 'Watch This',
      description: 'Watch This',
      uploadDate: new Date(site.now).toISOString(),
    });
    expect(ld).not.toHaveProperty('contentUrl');
    expect(ld).not.toHaveProperty('thumbnailUrl');
  });

  it('puts roadshow videos under the roadshow videos door', () => {
    const [, crumbs] = videoPageJsonLd(video({ section: 'cars' }), 'https://x.test/v/', site);
    expect(JSON.stringify(crumbs)).toContain('/roadshow/videos/');
  });
});
