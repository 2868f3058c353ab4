import { describe, expect, it } from 'vitest';
import { appendToPlaylist, dedupePlaylist, type PlaylistEntry } from './playlist';

type Entry = PlaylistEntry & { title: string };
const v = (id: Entry['id'], title: string): Entry => ({ id, title });

describe('playlist de-duplicated by id (001 §3)', () => {
  const rows: Array<[name: string, entries: Entry[], titles: string[]]> = [
    ['distinct ids keep their order', [v('a', '1'), v('b', '2')], ['1', '2']],
    ['a repeated id keeps the first', [v('a', '1'), v('b', '2'), v('a', '3')], ['1', '2']],
    ['number and string ids compare as text', [v(7, '1'), v('7', '2')], ['1']],
    ['entries without an id are dropped', [v(undefined, '1'), v(null, '2'), v('', '3'), v('x', '4')], ['4']],
    ['empty playlist', [], []],
  ];
  it.each(rows)('%s', (_name, entries, titles) => {
    expect(dedupePlaylist(entries).map((entry) => entry.title)).toEqual(titles);
  });

  it('append adds only new ids', () => {
    expect(appendToPlaylist([v('a', '1')], [v('a', '2'), v('b', '3')]).map((entry) => entry.title)).toEqual(['1', '3']);
  });
});
