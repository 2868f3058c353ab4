import { describe, expect, it } from 'vitest';
import { pageTargeting, seamlessIndicator, slotTargeting, videoTargeting } from './targeting';

const full = {
  device: 'desktop' as const,
  env: 'prod',
  ptype: 'article',
  ab: [{ id: 'char_count_test', version: '1', bucket: 'testB' }],
  cid: 'c-1',
  vguid: 'g-1',
  sectopic: 'laptops',
  section: 'tech',
  collection: ['hv', ' '],
  pid: 'p-1',
  feat: ['seamless'],
  registered: true,
  seamlessSource: 'algorithm',
};

describe('page ad targeting (001 §3)', () => {
  it('builds every key the spec names', () => {
    expect(pageTargeting(full)).toEqual({
      device: 'desktop',
      env: 'prod',
      ptype: 'article',
      test: ['char_count_test|1|testB'],
      cid: 'c-1',
      vguid: 'g-1',
      sectopic: 'laptops',
      section: 'tech',
      collection: ['hv'],
      pid: 'p-1',
      feat: ['seamless'],
      user: 'registered',
      seamlessIndicator: '1',
    });
  });

  it('omits missing and empty values; anonymous user; seamless 0', () => {
    expect(pageTargeting({ device: 'mobile', env: 'dev', cid: '', section: null, ab: [] })).toEqual({
      device: 'mobile',
      env: 'dev',
      user: 'anonymous',
      seamlessIndicator: '0',
    });
  });

  it.each([
    ['adTargeting_ override', { adTargeting_section: 'news' }, 'section', 'news'],
    ['ad override', { adPtype: 'door' }, 'ptype', 'door'],
    ['override adds a key', { adTargeting_kw: 'x' }, 'kw', 'x'],
    ['region is not a key', { adRegion: 'eu' }, 'adRegion', undefined],
  ])('%s', (_name, query, key, expected) => {
    expect(pageTargeting({ ...full, query })[key]).toEqual(expected);
  });
});

describe('seamlessIndicator (001 §3)', () => {
  it.each([
    [undefined, 0],
    [null, 0],
    ['', 0],
    ['algorithm', 1],
    ['Algorithm', 1],
    ['curated', 2],
    ['editor', 2],
  ])('source %s → %d', (source, expected) => {
    expect(seamlessIndicator(source)).toBe(expected);
  });
});

describe('slot and video targeting (001 §3)', () => {
  it('pos names the slot instance', () => {
    expect(slotTargeting('inArticle', 3)).toEqual({ pos: 'inArticle-3' });
  });

  it('video ads add subcollection, tag, mfr, contentType and ptopic; overrides still win', () => {
    const target = videoTargeting(
      { ...full, query: { adTargeting_mfr: 'override' } },
      {
        subcollection: ['phones'],
        tag: ['apple', 'iphone'],
        mfr: 'Apple',
        contentType: 'content_video',
        ptopic: 'iphone',
      },
    );
    expect(target).toMatchObject({
      subcollection: ['phones'],
      tag: ['apple', 'iphone'],
      mfr: 'override',
      contentType: 'content_video',
      ptopic: 'iphone',
      device: 'desktop',
    });
  });
});
