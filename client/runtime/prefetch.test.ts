import { describe, expect, it } from 'vitest';
import { prefetchAllowed } from './prefetch';

describe('link prefetch is skipped on 2g or data-saver', () => {
  it.each([
    [undefined, true],
    [{}, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ saveData: true, effectiveType: '4g' }, false],
    [{ saveData: false }, true],
  ])('%j → %s', (connection, allowed) => {
    expect(prefetchAllowed(connection)).toBe(allowed);
  });
});
