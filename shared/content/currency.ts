/** Spec 001 §9: the currency formatter shows 0 fraction digits, default USD. */
export const DEFAULT_CURRENCY = 'USD';
export const CURRENCY_LOCALE = 'en-US';

const formatters = new Map<string, Intl.NumberFormat>();

export function formatCurrency(value: number, currency: string = DEFAULT_CURRENCY): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  let formatter = formatters.get(currency);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(CURRENCY_LOCALE, {
        style: 'currency',
        currency,
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      });
    } catch {
      return undefined;
    }
    formatters.set(currency, formatter);
  }
  return formatter.format(value);
}

/** A price as the content gives it ('$199.99', 199.99, '199'): the formatted amount, or undefined. */
export function formatPrice(price: unknown, currency: string = DEFAULT_CURRENCY): string | undefined {
  const amount = priceAmount(price);
  return amount === undefined ? undefined : formatCurrency(amount, currency);
}

/** A price as the content gives it ('$199.99', 199.99, '199') as a number, or undefined. */
export function priceAmount(price: unknown): number | undefined {
  const amount =
    typeof price === 'number' ? price : typeof price === 'string' ? Number(price.replace(/[$,\s]/g, '')) : NaN;
  return Number.isFinite(amount) && amount >= 0 ? amount : undefined;
}
