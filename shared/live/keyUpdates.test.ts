import { describe, expect, it } from 'vitest';
import { KEY_UPDATES_MAX, isKeyUpdate, keyUpdates } from './keyUpdates';

describe('key updates of live coverage', () => {
  it('lists the important updates with a headline, in the stream order', () => {
    const items = [
      { id: 'a', important: true, headline: 'Newest' },
      { id: 'b', important: false, headline: 'Not important' },
      { id: 'c', important: true },
      { id: 'd', important: true, headline: 'Older' },
      { id: 'e', important: true, headline: '' },
    ];
    expect(keyUpdates(items).map((key) => key.id)).toEqual(['a', 'd']);
  });

  it(`keeps at most ${KEY_UPDATES_MAX}, the newest`, () => {
    const items = Array.from({ length: 8 }, (_, i) => ({ id: `k${i}`, important: true, headline: `Key ${i}` }));
    expect(keyUpdates(items).map((key) => key.id)).toEqual(['k0', 'k1', 'k2', 'k3', 'k4']);
  });

  it('needs both the important mark and a headline', () => {
    expect(isKeyUpdate({ id: 'x', important: true, headline: 'X' })).toBe(true);
    expect(isKeyUpdate({ id: 'y', headline: 'Y' })).toBe(false);
    expect(isKeyUpdate({ id: 'z', important: true })).toBe(false);
  });
});
