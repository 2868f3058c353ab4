import { describe, expect, it } from 'vitest';
import { adRegion, overrideKey, targetingOverrides } from './overrides';

describe('ad targeting query overrides (001 §2)', () => {
  it.each([
    ['adTargeting_section', 'section'],
    ['adTargeting_ptype', 'ptype'],
    ['adSection', 'section'],
    ['adPtype', 'ptype'],
    ['adRegion', undefined],
    ['adSuppress', undefined],
    ['address', undefined],
    ['ad', undefined],
    ['adTargeting_', undefined],
    ['adTargeting_a b', undefined],
    ['section', undefined],
  ])('%s overrides %s', (param, expected) => {
    expect(overrideKey(param)).toBe(expected);
  });

  it('maps parameters to keys, adTargeting_ winning over ad, dropping long values', () => {
    expect(
      targetingOverrides({
        adSection: 'a',
        adTargeting_section: 'b',
        adCid: '42',
        adTargeting_pos: 'x'.repeat(101),
        utm_source: 'z',
      }),
    ).toEqual({ section: 'b', cid: '42' });
  });

  it('keeps at most 20 overrides', () => {
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`adTargeting_k${i}`, 'v']));
    expect(Object.keys(targetingOverrides(many))).toHaveLength(20);
  });
});

describe('ad region override (001 §2, §9 default region aw)', () => {
  it.each([
    [{}, 'aw'],
    [{ adRegion: 'eu' }, 'eu'],
    [{ adRegion: ' US ' }, 'us'],
    [{ adRegion: '' }, 'aw'],
    [{ adRegion: 'not a region' }, 'aw'],
    [{ adRegion: '<script>' }, 'aw'],
  ])('%j → %s', (params, expected) => {
    expect(adRegion(params)).toBe(expected);
  });
});
