import { afterEach, describe, expect, it } from 'vitest';
import { clock, parseNowOverride, setClock } from './clock';

afterEach(() => setClock(null));

describe('rules clock', () => {
  it('can be set by tests and restored', () => {
    setClock('2023-11-24T10:00:00Z');
    expect(new Date(clock.now()).toISOString()).toBe('2023-11-24T10:00:00.000Z');
    setClock(null);
    expect(Math.abs(clock.now() - Date.now())).toBeLessThan(1000);
  });

  it.each([
    ['2023-11-24', '2023-11-24T12:00:00.000Z'],
    ['2023-11-24T08:30Z', '2023-11-24T08:30:00.000Z'],
    ['2024-02-14T00:00:00.000Z', '2024-02-14T00:00:00.000Z'],
  ])('reads ?now=%s', (value, iso) => {
    expect(new Date(parseNowOverride(value)!).toISOString()).toBe(iso);
  });

  it.each([
    '',
    'yesterday',
    '2023-02-31',
    '2023-13-01',
    '1999-12-31',
    '2100-01-01',
    '2023-11-24T08:30',
    '1700000000000',
    `2023-11-24${'x'.repeat(40)}`,
    null,
  ])('ignores ?now=%s', (value) => {
    expect(parseNowOverride(value)).toBeUndefined();
  });
});
