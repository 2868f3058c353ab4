import { describe, expect, it } from 'vitest';
import { formatSeamlessMarker, parseSeamlessMarker, seamlessKey } from './marker';

describe('parseSeamlessMarker (decision 022)', () => {
  it.each([
    ['no header', null, { type: 'absent' }],
    ['position only', '1', { type: 'seamless', seamless: { position: 1 } }],
    ['position and source', '2;curated', { type: 'seamless', seamless: { position: 2, source: 'curated' } }],
    [
      'spaces around the parts',
      ' 3 ; algorithm ',
      { type: 'seamless', seamless: { position: 3, source: 'algorithm' } },
    ],
  ])('%s', (_name, value, expected) => {
    expect(parseSeamlessMarker(value)).toEqual(expected);
  });

  it.each([
    ['empty', ''],
    ['zero', '0'],
    ['beyond the listing limit of 3', '4'],
    ['negative', '-1'],
    ['leading zero', '01'],
    ['not a number', 'one'],
    ['fraction', '1.5'],
    ['empty source', '1;'],
    ['source with markup', '1;<b>'],
    ['source too long', `1;${'a'.repeat(33)}`],
    ['three parts', '1;curated;x'],
    ['huge number', '99999999999999999999'],
  ])('rejects %s', (_name, value) => {
    expect(parseSeamlessMarker(value)).toEqual({ type: 'invalid' });
  });
});

describe('formatSeamlessMarker', () => {
  it('round-trips through the parser', () => {
    expect(parseSeamlessMarker(formatSeamlessMarker(2, 'curated'))).toEqual({
      type: 'seamless',
      seamless: { position: 2, source: 'curated' },
    });
  });

  it('leaves out a source that would not parse', () => {
    expect(formatSeamlessMarker(1, 'bad source!')).toBe('1');
    expect(formatSeamlessMarker(1, undefined)).toBe('1');
  });
});

describe('seamlessKey', () => {
  it('tells a page from each seamless position and source', () => {
    const keys = [
      seamlessKey(undefined),
      seamlessKey({ position: 1 }),
      seamlessKey({ position: 2 }),
      seamlessKey({ position: 1, source: 'curated' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
