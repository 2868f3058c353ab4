import { describe, expect, it } from 'vitest';
import type { ContentLink } from '../models/contentLink';
import { UP_NEXT_LIMIT, sitePath, upNextPlaylist } from './upNext';

const card = (id: string, type = 'Video', url = `/videos/${id}/`): ContentLink =>
  ({ id, title: `Video ${id}`, url, type, children: [], topics: [], files: [] }) as ContentLink;
const ORIGIN = 'https://www.example.com';

describe('upNextPlaylist (001 §3 videoPlaylist, deduplicated by id)', () => {
  it('keeps videos only, in listing order, without the current one', () => {
    const items = [card('a'), card('art', 'News', '/tech/art/'), card('cur'), card('b')];
    expect(upNextPlaylist(items, 'cur', ORIGIN).map((entry) => entry.id)).toEqual(['a', 'b']);
  });

  it('lists an id once', () => {
    expect(upNextPlaylist([card('a'), card('b'), card('a')], 'x', ORIGIN).map((entry) => entry.id)).toEqual(['a', 'b']);
  });

  it(`shows at most ${UP_NEXT_LIMIT}`, () => {
    const items = Array.from({ length: 9 }, (_, n) => card(`v${n}`));
    expect(upNextPlaylist(items, 'x', ORIGIN)).toHaveLength(UP_NEXT_LIMIT);
  });

  it('leaves out cards that lead off the site or have no id', () => {
    const items = [
      card('a', 'Video', 'https://elsewhere.test/videos/a/'),
      card('b', 'Video', '//evil.test/'),
      { ...card('c'), id: undefined },
      card('d', 'Video', `${ORIGIN}/videos/d/`),
    ];
    expect(upNextPlaylist(items, 'x', ORIGIN)).toEqual([{ id: 'd', title: 'Video d', url: '/videos/d/' }]);
  });
});

describe('sitePath', () => {
  it.each([
    ['/videos/a/', '/videos/a/'],
    ['//evil.test/x', undefined],
    ['not a url', undefined],
    [`${ORIGIN}/roadshow/videos/b/?x=1`, '/roadshow/videos/b/?x=1'],
  ])('%s → %s', (url, expected) => expect(sitePath(url, ORIGIN)).toBe(expected));
});
