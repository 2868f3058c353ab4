import { describe, expect, it } from 'vitest';
import { shortKey } from './shortKey';

describe('shortKey', () => {
  it('is stable and at most 7 characters', () => {
    const identity =
      '34a574ec-7465-4e4e-b804-d29741d3fdc3 /tech/computing/zephyr-unveils-e-reader-with-better-privacy-controls/';
    expect(shortKey(identity)).toBe(shortKey(identity));
    expect(shortKey(identity).length).toBeLessThanOrEqual(7);
  });

  it('differs between the pages a reader moves between', () => {
    const keys = new Set(Array.from({ length: 10_000 }, (_, i) => shortKey(`id-${i} /news/article-${i}/`)));
    expect(keys.size).toBe(10_000);
    expect(shortKey('a /x/')).not.toBe(shortKey('a /y/'));
  });
});
