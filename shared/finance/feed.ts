/**
 * The finance partner feed (spec 000 §7, 001 §7: "A finance partner feed serves CDs (amount,
 * zipcode, deposit_term, utm_campaign), checking (product_type, zipcode, deposit_amount,
 * utm_campaign) and savings (account_type, amount, zipcode, utm_campaign), all with
 * allow_multiple false and full_feed true. Response fields not shown."). The paths, the answer
 * and the reader's form are ours: docs/decisions/077-finance-feed-and-geo.md.
 */
import { z } from 'zod';

export const FINANCE_PRODUCTS = ['cds', 'checking', 'savings'] as const;
export type FinanceProduct = (typeof FINANCE_PRODUCTS)[number];

/** 000 §7: every feed call. */
export const FEED_FIXED_PARAMS = { allow_multiple: 'false', full_feed: 'true' } as const;
/** The campaign our pages send (utm_campaign). */
export const FEED_UTM_CAMPAIGN = 'cnet-money-rate-table';
/** Defaults of the parameters the reader does not choose. */
export const CHECKING_PRODUCT_TYPE = 'personal';
export const SAVINGS_ACCOUNT_TYPE = 'high-yield';
/** CD terms a reader can pick, in months. */
export const CD_TERMS = [3, 6, 12, 18, 24, 36, 60] as const;
export const DEFAULT_CD_TERM = 12;
export const DEFAULT_AMOUNT = 10_000;
export const MAX_AMOUNT = 10_000_000;

/** The reader's question, from the page's query: zip (required to ask), amount, term. */
export interface RateQuery {
  zip: string;
  amount: number;
  term: number;
}

export const RATE_MESSAGES = {
  zip: 'Enter a 5-digit ZIP code.',
  amount: `Enter an amount in whole dollars between $1 and $${MAX_AMOUNT.toLocaleString('en-US')}.`,
  term: `Choose a term of ${CD_TERMS.join(', ')} months.`,
  prompt: 'Enter your ZIP code to compare rates available where you live.',
  failed: 'Rates are not available right now. Please try again in a few minutes.',
  empty: 'No offers match at this ZIP code.',
} as const;

export type RateQueryResult =
  | { kind: 'none' }
  | { kind: 'invalid'; errors: string[]; zip: string; amount: string; term: string }
  | { kind: 'ok'; query: RateQuery };

/** Reads zip, amount and term from a page's query: nothing asked, a bad value (with its message), or a question. */
export function readRateQuery(search: URLSearchParams): RateQueryResult {
  const zip = (search.get('zip') ?? '').trim();
  const rawAmount = (search.get('amount') ?? '').trim().replace(/^\$/, '').replaceAll(',', '');
  const rawTerm = (search.get('term') ?? '').trim();
  if (!zip && !rawAmount && !rawTerm) return { kind: 'none' };
  const errors: string[] = [];
  if (!/^\d{5}$/.test(zip)) errors.push(RATE_MESSAGES.zip);
  const amount = rawAmount === '' ? DEFAULT_AMOUNT : /^\d{1,8}$/.test(rawAmount) ? Number(rawAmount) : Number.NaN;
  if (!(amount >= 1 && amount <= MAX_AMOUNT)) errors.push(RATE_MESSAGES.amount);
  const term = rawTerm === '' ? DEFAULT_CD_TERM : Number(rawTerm);
  if (!(CD_TERMS as readonly number[]).includes(term)) errors.push(RATE_MESSAGES.term);
  if (errors.length > 0)
    return {
      kind: 'invalid',
      errors,
      zip: zip.slice(0, 10),
      amount: rawAmount.slice(0, 12),
      term: rawTerm.slice(0, 3),
    };
  return { kind: 'ok', query: { zip, amount, term } };
}

/** The query string of a feed call: exactly the parameters 000 §7 lists for the product. */
export function feedParams(
  product: FinanceProduct,
  query: RateQuery,
  utmCampaign: string = FEED_UTM_CAMPAIGN,
): URLSearchParams {
  const own: Record<FinanceProduct, Record<string, string>> = {
    cds: {
      amount: String(query.amount),
      zipcode: query.zip,
      deposit_term: String(query.term),
      utm_campaign: utmCampaign,
    },
    checking: {
      product_type: CHECKING_PRODUCT_TYPE,
      zipcode: query.zip,
      deposit_amount: String(query.amount),
      utm_campaign: utmCampaign,
    },
    savings: {
      account_type: SAVINGS_ACCOUNT_TYPE,
      amount: String(query.amount),
      zipcode: query.zip,
      utm_campaign: utmCampaign,
    },
  };
  return new URLSearchParams({ ...own[product], ...FEED_FIXED_PARAMS });
}

/** One offer of the feed (our choice of fields: the spec does not show them). */
export const rateOfferSchema = z.object({
  institution: z.string().min(1).max(200),
  product: z.string().min(1).max(200),
  apy: z.number().min(0).max(100),
  minDeposit: z.number().min(0),
  termMonths: z.number().int().positive().optional().catch(undefined),
  monthlyFee: z.number().min(0).optional().catch(undefined),
  url: z.string().max(2000).optional().catch(undefined),
});

export const rateFeedSchema = z.object({
  offers: z
    .array(z.unknown())
    .max(100)
    .transform((items) =>
      items.flatMap((item) => {
        const parsed = rateOfferSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  asOf: z.string().max(40).optional().catch(undefined),
});
export type RateFeed = z.output<typeof rateFeedSchema>;

/** Which feed a personal-finance page shows, by its address (the pages readers look for rates on). */
export function financeProductOfPath(path: string): FinanceProduct | undefined {
  if (/^\/personal-finance\/banking\/cds\//.test(path)) return 'cds';
  if (/^\/personal-finance\/banking\/checking\//.test(path)) return 'checking';
  if (/^\/personal-finance\/banking\/savings-accounts\//.test(path)) return 'savings';
  return undefined;
}
