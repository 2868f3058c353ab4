import { describe, expect, it } from 'vitest';
import { liveItemFlags } from './flags';

describe('liveItemFlags', () => {
  it('marks a pinned update once: in the stream, not again under the "Pinned" heading', () => {
    expect(liveItemFlags({ pinned: true }, false)).toEqual(['Pinned']);
    expect(liveItemFlags({ pinned: true }, true)).toEqual([]);
  });

  it('keeps "Important" on both copies', () => {
    expect(liveItemFlags({ pinned: true, important: true }, true)).toEqual(['Important']);
    expect(liveItemFlags({ important: true }, false)).toEqual(['Important']);
  });
});
