/**
 * Prices as readers see them (spec 000 §9 / 001 §9: "Currency formatter: 0 fraction digits,
 * default USD"). Reseller prices are in dollars; a price that is not a finite number ≥ 0 is not
 * shown at all.
 */

/** 000 §9 / 001 §9: the default currency. */
export const DEFAULT_CURRENCY = 'USD';
/** 000 §9 / 001 §9: 0 fraction digits. */
export const CURRENCY_FRACTION_DIGITS = 0;
/** The one locale (000 §3: languageCode en-US). */
const CURRENCY_LOCALE = 'en-US';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat | undefined {
  let formatter = formatters.get(currency);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(CURRENCY_LOCALE, {
        style: 'currency',
        currency,
        minimumFractionDigits: CURRENCY_FRACTION_DIGITS,
        maximumFractionDigits: CURRENCY_FRACTION_DIGITS,
      });
    } catch {
      return undefined;
    }
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** `$1,299` for 1299 (USD); undefined for a missing, negative or non-finite amount or an unknown currency. */
export function formatPrice(amount: number | undefined, currency: string = DEFAULT_CURRENCY): string | undefined {
  if (amount === undefined || !Number.isFinite(amount) || amount < 0) return undefined;
  return formatterFor(currency)?.format(amount);
}
