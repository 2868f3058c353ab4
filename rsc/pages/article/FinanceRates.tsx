/**
 * Rate tables of the finance partner feed (issue 13 point 4; decision 077) on the personal-
 * finance pages readers look for rates on (CDs, checking, savings). Server-rendered: the ZIP
 * code form is a plain GET form; the table streams in its own Suspense boundary, so a slow or
 * failed feed never holds or breaks the article. Bad values get a message and no feed call.
 */
import { Suspense } from 'react';
import { formatCurrency } from '../../../shared/content/currency';
import {
  CD_TERMS,
  DEFAULT_CD_TERM,
  RATE_MESSAGES,
  readRateQuery,
  type FinanceProduct,
  type RateQuery,
} from '../../../shared/finance/feed';
import type { RscServices } from '../../../shared/render/contract';

const TITLES: Record<FinanceProduct, string> = {
  cds: 'Compare CD rates',
  checking: 'Compare checking accounts',
  savings: 'Compare savings rates',
};
const AMOUNT_LABELS: Record<FinanceProduct, string> = {
  cds: 'Deposit amount ($)',
  checking: 'Opening deposit ($)',
  savings: 'Savings amount ($)',
};

interface FinanceRatesProps {
  product: FinanceProduct;
  /** The page's own path: where the form asks again. */
  path: string;
  search: URLSearchParams;
  services: RscServices;
  onFailure?: (error: unknown) => void;
}

export function FinanceRates({ product, path, search, services, onFailure }: FinanceRatesProps) {
  const asked = readRateQuery(search);
  const values =
    asked.kind === 'ok'
      ? { zip: asked.query.zip, amount: String(asked.query.amount), term: String(asked.query.term) }
      : asked.kind === 'invalid'
        ? asked
        : { zip: '', amount: '', term: '' };
  return (
    <section className="rate-table" aria-labelledby="rate-table-title">
      <h2 id="rate-table-title">{TITLES[product]}</h2>
      <form method="get" action={path} className="rate-form">
        <label>
          ZIP code{' '}
          <input
            name="zip"
            inputMode="numeric"
            pattern="[0-9]{5}"
            maxLength={5}
            autoComplete="postal-code"
            required
            defaultValue={values.zip}
          />
        </label>
        <label>
          {AMOUNT_LABELS[product]}{' '}
          <input name="amount" inputMode="numeric" maxLength={12} defaultValue={values.amount} placeholder="10000" />
        </label>
        {product === 'cds' ? (
          <label>
            Term{' '}
            <select name="term" defaultValue={values.term || String(DEFAULT_CD_TERM)}>
              {CD_TERMS.map((term) => (
                <option key={term} value={term}>{`${term} months`}</option>
              ))}
            </select>
          </label>
        ) : null}
        <button type="submit" className="button">
          Compare rates
        </button>
      </form>
      {asked.kind === 'none' ? <p>{RATE_MESSAGES.prompt}</p> : null}
      {asked.kind === 'invalid' ? (
        <div className="form-error" role="alert">
          {asked.errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </div>
      ) : null}
      {asked.kind === 'ok' ? (
        <Suspense fallback={<p aria-busy="true">Loading rates…</p>}>
          <RateRows product={product} query={asked.query} services={services} onFailure={onFailure} />
        </Suspense>
      ) : null}
    </section>
  );
}

async function RateRows({
  product,
  query,
  services,
  onFailure,
}: {
  product: FinanceProduct;
  query: RateQuery;
  services: RscServices;
  onFailure?: (error: unknown) => void;
}) {
  let feed;
  try {
    feed = await services.financeRates(product, query);
  } catch (error) {
    onFailure?.(error);
    services.log.warn('finance feed unavailable', {
      product,
      err: error instanceof Error ? error.message : String(error),
    });
    return <p role="alert">{RATE_MESSAGES.failed}</p>;
  }
  if (feed.offers.length === 0) return <p>{RATE_MESSAGES.empty}</p>;
  return (
    <table>
      <caption>{`Offers at ZIP code ${query.zip} for ${formatCurrency(query.amount) ?? query.amount}${product === 'cds' ? `, ${query.term} months` : ''}`}</caption>
      <thead>
        <tr>
          <th scope="col">Institution</th>
          <th scope="col">Product</th>
          <th scope="col">APY</th>
          <th scope="col">Minimum deposit</th>
          {product === 'checking' ? <th scope="col">Monthly fee</th> : null}
        </tr>
      </thead>
      <tbody>
        {feed.offers.map((offer) => (
          <tr key={`${offer.institution}|${offer.product}`}>
            <th scope="row">{offer.institution}</th>
            <td>{offer.product}</td>
            <td>{`${offer.apy.toFixed(2)}%`}</td>
            <td>{formatCurrency(offer.minDeposit) ?? offer.minDeposit}</td>
            {product === 'checking' ? <td>{formatCurrency(offer.monthlyFee ?? 0)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
