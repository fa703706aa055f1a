/**
 * Number formatting shared by the market components (price chip, market table, price chart), so
 * a price reads the same everywhere. Every function takes the locale; en-US by default.
 */

export type Direction = 'up' | 'down' | 'flat';

/** The direction of a change: its sign, with 0 (and NaN) as flat. */
export function directionOf(change: number): Direction {
  if (change > 0) return 'up';
  if (change < 0) return 'down';
  return 'flat';
}

/**
 * Decimal places for a price: two from 1 up, four for cents (a small coin), six below that, so a
 * price of 0.000123 does not show as 0.00.
 */
export function priceDigits(price: number): number {
  const magnitude = Math.abs(price);
  if (magnitude >= 1 || magnitude === 0) return 2;
  if (magnitude >= 0.01) return 4;
  return 6;
}

/**
 * Intl.NumberFormat for a locale and options, built once: building one costs about a hundred
 * times a `format` call, and a feed page formats every price chip it shows (issue 12).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

export interface FormatPriceOptions {
  /** An ISO 4217 code: the price gets its symbol ("$189.12", "€17,020.50"). */
  currency?: string | undefined;
  locale?: string | undefined;
  /** Decimal places; by default from the price's size (`priceDigits`). */
  digits?: number | undefined;
}

/** A price: grouped, with the decimals its size needs, and the currency's symbol when given. */
export function formatPrice(
  price: number,
  { currency, locale = 'en-US', digits = priceDigits(price) }: FormatPriceOptions = {},
): string {
  return numberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    ...(currency ? { style: 'currency', currency, currencyDisplay: 'narrowSymbol' } : {}),
  }).format(price);
}

/** The minus sign typographers use: as wide as the plus, so signed columns line up. */
const MINUS = '\u2212';

/** A signed change: "+2.25", "−0.80", "0.00" (no sign when unchanged). */
export function formatSigned(
  value: number,
  { locale = 'en-US', digits = 2 }: { locale?: string | undefined; digits?: number } = {},
): string {
  const magnitude = numberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Math.abs(value));
  // Rounded to zero is unchanged as far as the reader can tell.
  if (Number(Math.abs(value).toFixed(digits)) === 0) return magnitude;
  return `${value > 0 ? '+' : MINUS}${magnitude}`;
}

/** A change in percent as words for screen readers: "up 1.2%", "down 0.8%", "unchanged". */
export function spokenChange(
  changePct: number,
  { locale = 'en-US', digits = 2 }: { locale?: string | undefined; digits?: number } = {},
): string {
  const magnitude = numberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Math.abs(changePct));
  if (Number(Math.abs(changePct).toFixed(digits)) === 0) return 'unchanged';
  return `${changePct > 0 ? 'up' : 'down'} ${magnitude}%`;
}

/** A volume in short form: "950", "12.3K", "1.2M", "3.4B". */
export function formatVolume(volume: number, locale = 'en-US'): string {
  return numberFormat(locale, {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(volume);
}
