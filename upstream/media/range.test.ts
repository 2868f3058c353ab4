import { describe, expect, it } from 'vitest';
import { parseRange } from './range';

describe('parseRange', () => {
  it.each([
    [undefined, { kind: 'whole' }],
    ['bytes=0-', { kind: 'partial', start: 0, end: 999 }],
    ['bytes=100-199', { kind: 'partial', start: 100, end: 199 }],
    ['bytes=900-5000', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-100', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-5000', { kind: 'partial', start: 0, end: 999 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=0-1,5-9', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
    ['bytes=20-10', { kind: 'whole' }],
    ['bytes=-', { kind: 'whole' }],
    ['garbage', { kind: 'whole' }],
  ] as const)('%s of 1000 bytes', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});
