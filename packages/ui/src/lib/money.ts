/**
 * Money as the server sends it: integers in the currency's minor units (cents for USD and EUR,
 * yen for JPY, fils for BHD), never floats added up in the browser. How many minor units make a
 * major one comes from Intl, not a fixed 100.
 */

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormat(currency: string): Intl.NumberFormat {
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, format);
  }
  return format;
}

/** `24900` cents of USD → `249`: for components that take prices in major units. */
export function toMajorUnits(minorUnits: number, currency: string): number {
  const digits = currencyFormat(currency).resolvedOptions().maximumFractionDigits ?? 2;
  return minorUnits / 10 ** digits;
}

/** `24900` cents of USD → `"$249.00"` (en-US, in the given currency). */
export function formatMoney(minorUnits: number, currency: string): string {
  return currencyFormat(currency).format(toMajorUnits(minorUnits, currency));
}
