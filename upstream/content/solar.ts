/**
 * The local solar estimator: a monthly bill and a ZIP code give a system size, its yearly
 * production, savings, cost and payback. A plain model with made-up constants; the real
 * service is the platform's (spec 000 §2 solar estimator; figures "not shown").
 */

/** Average US residential price of electricity, USD per kWh. */
export const PRICE_PER_KWH = 0.17;
/** Installed cost, USD per watt. */
export const COST_PER_WATT = 2.9;
/** Share of the rated output a system delivers over a year. */
const SYSTEM_EFFICIENCY = 0.8;
/** Peak sun hours per day by the first digit of the ZIP code (east to west). */
const SUN_HOURS_BY_REGION = [4.2, 4.1, 4.6, 5.0, 4.3, 4.6, 4.8, 5.3, 6.0, 5.4] as const;

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

export function estimateSolar(zipcode: string, monthlyBill: number) {
  const sunHoursPerDay = SUN_HOURS_BY_REGION[Number(zipcode[0] ?? '0')] ?? 4.5;
  const annualUseKwh = (monthlyBill / PRICE_PER_KWH) * 12;
  const systemSizeKw = round(annualUseKwh / (sunHoursPerDay * 365 * SYSTEM_EFFICIENCY), 1);
  const annualProductionKwh = round(systemSizeKw * sunHoursPerDay * 365 * SYSTEM_EFFICIENCY);
  const annualSavings = round(Math.min(annualProductionKwh, annualUseKwh) * PRICE_PER_KWH);
  const installCost = round(systemSizeKw * 1000 * COST_PER_WATT);
  const paybackYears = annualSavings > 0 ? round(installCost / annualSavings, 1) : 0;
  return {
    zipcode,
    monthlyBill,
    systemSizeKw,
    annualProductionKwh,
    annualSavings,
    installCost,
    paybackYears,
    sunHoursPerDay,
  };
}
