/** The solar estimate for a ZIP code and a monthly bill, in plain figures. */
import type { SolarEstimate } from '../../../shared/forms/results';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export function SolarEstimateResult({ estimate }: { estimate: SolarEstimate }) {
  return (
    <section className="solar-estimate" aria-labelledby="solar-result-title">
      <h2 id="solar-result-title">{`Your estimate for ${estimate.zipcode}`}</h2>
      <dl>
        <div>
          <dt>Monthly electric bill</dt>
          <dd>{usd.format(estimate.monthlyBill)}</dd>
        </div>
        <div>
          <dt>System size</dt>
          <dd>{`${number.format(estimate.systemSizeKw)} kW`}</dd>
        </div>
        <div>
          <dt>Yearly production</dt>
          <dd>{`${number.format(estimate.annualProductionKwh)} kWh`}</dd>
        </div>
        <div>
          <dt>Yearly savings</dt>
          <dd>{usd.format(estimate.annualSavings)}</dd>
        </div>
        <div>
          <dt>Installed cost before incentives</dt>
          <dd>{usd.format(estimate.installCost)}</dd>
        </div>
        <div>
          <dt>Payback</dt>
          <dd>{`${number.format(estimate.paybackYears)} years`}</dd>
        </div>
        <div>
          <dt>Peak sun hours a day</dt>
          <dd>{number.format(estimate.sunHoursPerDay)}</dd>
        </div>
      </dl>
      <p className="form-hint">An estimate from typical prices and sunshine; an installer’s quote will differ.</p>
    </section>
  );
}
