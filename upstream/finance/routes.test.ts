import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { feedParams } from '../../shared/finance/feed';
import { registerFinanceFeed } from './routes';

const app = new Hono();
registerFinanceFeed(app as never);
const query = { zip: '78701', amount: 5000, term: 12 };
const ask = (path: string) => app.request(path);

describe('local finance partner feed', () => {
  it.each(['cds', 'checking', 'savings'] as const)(
    'answers %s offers, best APY first, the same every time',
    async (product) => {
      const res = await ask(`/finance-feed/${product}?${feedParams(product, query).toString()}`);
      expect(res.status).toBe(200);
      const { offers } = (await res.json()) as { offers: Array<{ apy: number; minDeposit: number }> };
      expect(offers.length).toBeGreaterThan(0);
      expect(offers.map((o) => o.apy)).toEqual([...offers.map((o) => o.apy)].sort((a, b) => b - a));
      expect(offers.every((o) => o.minDeposit <= query.amount)).toBe(true);
      expect(await (await ask(`/finance-feed/${product}?${feedParams(product, query).toString()}`)).json()).toEqual({
        offers,
        asOf: '2025-06-01',
      });
    },
  );

  it.each([
    ['allow_multiple true', (p: URLSearchParams) => p.set('allow_multiple', 'true')],
    ['full_feed missing', (p: URLSearchParams) => p.delete('full_feed')],
    ['an extra parameter', (p: URLSearchParams) => p.set('limit', '3')],
    ['a bad ZIP code', (p: URLSearchParams) => p.set('zipcode', '123')],
    ['a zero amount', (p: URLSearchParams) => p.set('amount', '0')],
  ])('refuses %s', async (_name, change) => {
    const params = feedParams('cds', query);
    change(params);
    expect((await ask(`/finance-feed/cds?${params.toString()}`)).status).toBe(400);
  });
});
