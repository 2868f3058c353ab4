/**
 * The finance partner feed as the local stand-in serves it (spec 000 §7; decision 077):
 * `GET /finance-feed/{cds|checking|savings}` with exactly the parameters the spec lists per
 * product, `allow_multiple=false` and `full_feed=true`. A missing, extra or bad parameter is a
 * 400. Offers are deterministic: the same ZIP code and amount always give the same table.
 */
import { createHash } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import { FEED_FIXED_PARAMS, MAX_AMOUNT, type FinanceProduct } from '../../shared/finance/feed';

const INSTITUTIONS = [
  'Northwind Savings',
  'Harbor Federal',
  'Summit Credit Union',
  'Lakeside Bank',
  'Pioneer Direct',
  'Keystone Online',
  'Cedar Trust',
];
const NAMES: Record<FinanceProduct, string> = { cds: 'CD', checking: 'Checking', savings: 'High-Yield Savings' };

const ZIP = /^\d{5}$/;
const WHOLE = /^\d{1,8}$/;
const NAME = /^[a-z0-9-]{1,40}$/;
const CAMPAIGN = /^[A-Za-z0-9._-]{1,100}$/;

/** Each product's own parameters and how each is checked. */
const PARAMS: Record<FinanceProduct, Record<string, RegExp>> = {
  cds: { amount: WHOLE, zipcode: ZIP, deposit_term: /^\d{1,3}$/, utm_campaign: CAMPAIGN },
  checking: { product_type: NAME, zipcode: ZIP, deposit_amount: WHOLE, utm_campaign: CAMPAIGN },
  savings: { account_type: NAME, amount: WHOLE, zipcode: ZIP, utm_campaign: CAMPAIGN },
};

const draw = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);

export function offersFor(product: FinanceProduct, query: Record<string, string>) {
  const zip = query.zipcode ?? '';
  const amount = Number(query.amount ?? query.deposit_amount ?? '0');
  const term = Number(query.deposit_term ?? '0');
  const base = product === 'checking' ? 0.1 : product === 'savings' ? 3.8 : 3.6 + Math.min(term, 60) / 120;
  return INSTITUTIONS.map((institution, index) => {
    const seed = draw(`${product}|${zip}|${institution}`);
    const minDeposit = [0, 100, 500, 1000, 2500][seed % 5] as number;
    return {
      institution,
      product: `${institution.split(' ')[0]} ${NAMES[product]}`,
      apy: Math.round((base + ((seed >> 8) % 90) / 100 - index * 0.05) * 100) / 100,
      minDeposit,
      ...(product === 'cds' ? { termMonths: term } : {}),
      ...(product === 'checking' ? { monthlyFee: (seed >> 4) % 3 === 0 ? 5 : 0 } : {}),
      url: `https://partner.example/${encodeURIComponent(institution.toLowerCase().replaceAll(' ', '-'))}/${product}`,
    };
  })
    .filter((offer) => offer.minDeposit <= amount)
    .sort((a, b) => b.apy - a.apy || (a.institution < b.institution ? -1 : 1));
}

export function registerFinanceFeed(app: Hono<{ Bindings: HttpBindings }>): void {
  app.get('/finance-feed/:product', (c) => {
    const product = c.req.param('product') as FinanceProduct;
    const own = PARAMS[product];
    if (!own) return c.json({ error: `Unknown product ${product}` }, 404);
    const query = c.req.query();
    const expected = [...Object.keys(own), ...Object.keys(FEED_FIXED_PARAMS)];
    const problems = [
      ...expected.filter((name) => query[name] === undefined).map((name) => `missing ${name}`),
      ...Object.keys(query)
        .filter((name) => !expected.includes(name))
        .map((name) => `unexpected ${name}`),
      ...Object.entries(own)
        .filter(([name, pattern]) => query[name] !== undefined && !pattern.test(query[name]!))
        .map(([name]) => `bad ${name}`),
      ...Object.entries(FEED_FIXED_PARAMS)
        .filter(([name, value]) => query[name] !== undefined && query[name] !== value)
        .map(([name]) => `${name} must be ${FEED_FIXED_PARAMS[name as keyof typeof FEED_FIXED_PARAMS]}`),
    ];
    const amount = Number(query.amount ?? query.deposit_amount ?? '0');
    if (problems.length === 0 && !(amount >= 1 && amount <= MAX_AMOUNT)) problems.push('amount out of range');
    if (problems.length > 0) return c.json({ error: 'invalid feed request', problems }, 400);
    return c.json({ offers: offersFor(product, query), asOf: '2025-06-01' }, 200, { 'cache-control': 'max-age=300' });
  });
}
