import { describe, expect, it } from 'vitest';
import { parseAutoplayType } from './autoplayType';

describe('autoplay type (001 §3)', () => {
  const rows: Array<[value: unknown, type: string]> = [
    ['AUTOPLAY', 'AUTOPLAY'],
    ['MANUAL', 'MANUAL'],
    [' autoplay ', 'AUTOPLAY'],
    ['sometimes', 'MANUAL'],
    ['', 'MANUAL'],
    [undefined, 'MANUAL'],
    [null, 'MANUAL'],
    [1, 'MANUAL'],
  ];
  it.each(rows)('%s → %s', (value, type) => {
    expect(parseAutoplayType(value)).toBe(type);
  });
});
