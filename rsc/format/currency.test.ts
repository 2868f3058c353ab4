import { describe, expect, it } from 'vitest';
import { CURRENCY_FRACTION_DIGITS, DEFAULT_CURRENCY, formatPrice } from './currency';

describe('formatPrice (000 §9: 0 fraction digits, default USD)', () => {
  it('names the spec values', () => {
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(CURRENCY_FRACTION_DIGITS).toBe(0);
  });

  it.each([
    [1299, '$1,299'],
    [0, '$0'],
    [49.99, '$50'],
    [49.49, '$49'],
    [1_000_000, '$1,000,000'],
  ])('%s → %s in the default currency', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });

  it('formats another currency with 0 fraction digits', () => {
    expect(formatPrice(10.6, 'EUR')).toBe('€11');
  });

  it.each([[undefined], [Number.NaN], [Number.POSITIVE_INFINITY], [-5]])('shows nothing for %s', (amount) => {
    expect(formatPrice(amount)).toBeUndefined();
  });

  it('shows nothing for an unknown currency code', () => {
    expect(formatPrice(10, 'not a currency')).toBeUndefined();
  });
});
