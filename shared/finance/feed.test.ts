import { describe, expect, it } from 'vitest';
import { RATE_MESSAGES, feedParams, financeProductOfPath, readRateQuery } from './feed';

const q = (text: string) => readRateQuery(new URLSearchParams(text));

describe('readRateQuery', () => {
  it.each([
    ['nothing asked', '', { kind: 'none' }],
    ['a ZIP code with defaults', 'zip=78701', { kind: 'ok', query: { zip: '78701', amount: 10000, term: 12 } }],
    [
      'every value',
      'zip=02139&amount=%242%2C500&term=24',
      { kind: 'ok', query: { zip: '02139', amount: 2500, term: 24 } },
    ],
  ])('%s', (_name, text, expected) => {
    expect(q(text)).toEqual(expected);
  });

  it.each([
    ['a short ZIP', 'zip=123', [RATE_MESSAGES.zip]],
    ['letters in the ZIP', 'zip=abcde', [RATE_MESSAGES.zip]],
    ['an amount of zero', 'zip=78701&amount=0', [RATE_MESSAGES.amount]],
    ['a negative amount', 'zip=78701&amount=-5', [RATE_MESSAGES.amount]],
    ['a huge amount', 'zip=78701&amount=99999999999', [RATE_MESSAGES.amount]],
    ['a fractional amount', 'zip=78701&amount=10.5', [RATE_MESSAGES.amount]],
    ['an unknown term', 'zip=78701&term=7', [RATE_MESSAGES.term]],
    ['no ZIP but an amount', 'amount=500', [RATE_MESSAGES.zip]],
  ])('refuses %s with a message', (_name, text, errors) => {
    const result = q(text);
    expect(result.kind).toBe('invalid');
    expect(result.kind === 'invalid' && result.errors).toEqual(errors);
  });
});

describe('feedParams', () => {
  const query = { zip: '78701', amount: 5000, term: 12 };
  it.each([
    ['cds', ['amount', 'zipcode', 'deposit_term', 'utm_campaign']],
    ['checking', ['product_type', 'zipcode', 'deposit_amount', 'utm_campaign']],
    ['savings', ['account_type', 'amount', 'zipcode', 'utm_campaign']],
  ] as const)('%s sends exactly the 000 §7 parameters, allow_multiple false and full_feed true', (product, own) => {
    const params = feedParams(product, query);
    expect([...params.keys()]).toEqual([...own, 'allow_multiple', 'full_feed']);
    expect(params.get('allow_multiple')).toBe('false');
    expect(params.get('full_feed')).toBe('true');
  });
});

describe('financeProductOfPath', () => {
  it.each([
    ['/personal-finance/banking/cds/', 'cds'],
    ['/personal-finance/banking/cds/cds-guide/', 'cds'],
    ['/personal-finance/banking/checking/best-checking-accounts/', 'checking'],
    ['/personal-finance/banking/savings-accounts/', 'savings'],
    ['/personal-finance/taxes/', undefined],
  ])('%s → %s', (path, product) => {
    expect(financeProductOfPath(path)).toBe(product);
  });
});
