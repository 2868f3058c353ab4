/**
 * The finance partner feed client (spec 000 §7, 001 §7; decision 077): `GET {FINANCE_FEED_URL}/{product}`
 * with the product's parameters, allow_multiple false and full_feed true; the deadline of every
 * upstream call, no redirects, a bounded body, the answer read with its zod model. Throws on any
 * failure: the rate table says rates are unavailable and the page stands.
 */
import { tracedFetch } from '../ops/upstreamSpan';
import {
  feedParams,
  rateFeedSchema,
  type FinanceProduct,
  type RateFeed,
  type RateQuery,
} from '../../shared/finance/feed';

const MAX_ANSWER_BYTES = 256 * 1024;

export interface FinanceFeedOptions {
  url: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

export type FinanceRatesFn = (product: FinanceProduct, query: RateQuery) => Promise<RateFeed>;

export function createFinanceFeedClient(options: FinanceFeedOptions): FinanceRatesFn {
  const doFetch = tracedFetch('finance-feed', options.fetchImpl);
  return async (product, query) => {
    const res = await doFetch(`${options.url}/${product}?${feedParams(product, query).toString()}`, {
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: { accept: 'application/json' },
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`finance feed answered ${res.status}`);
    if (text.length > MAX_ANSWER_BYTES) throw new Error('finance feed answer too large');
    return rateFeedSchema.parse(JSON.parse(text));
  };
}
