import { describe, expect, it } from 'vitest';
import { formatCurrency, formatPrice } from './currency';

describe('currency (spec 001 §9: 0 fraction digits, default USD)', () => {
  it.each([
    [199.99, undefined, '$200'],
    [1234, undefined, '$1,234'],
    [0, undefined, '$0'],
    [10.4, 'EUR', '€10'],
    [Number.NaN, undefined, undefined],
    [5, 'NOT-A-CURRENCY', undefined],
  ])('%s %s → %s', (value, currency, expected) => {
    expect(formatCurrency(value, currency)).toBe(expected);
  });

  it.each([
    ['$199.99', '$200'],
    ['1,299', '$1,299'],
    [49.5, '$50'],
    ['free', undefined],
    [-1, undefined],
    [undefined, undefined],
  ])('price %j → %s', (price, expected) => {
    expect(formatPrice(price)).toBe(expected);
  });
});
