import type { DividendFrequency, Ipo, IpoStatus } from '../model/corporate-types.ts';

/**
 * Figures of the corporate calendars (dividends, splits, IPOs) as the tables show them. Currency
 * symbols are the unambiguous ones ("$", "HK$", "CA$", "£"), since one calendar lists several
 * markets. en-US, as the market components format.
 */
const LOCALE = 'en-US';

/** Shown where a figure is unknown. */
export const NONE = '—';

/**
 * An amount in `currency` (the currency's own decimals unless `options` say otherwise), or, for a
 * code Intl does not know, the plain number and the code.
 */
function money(
  value: number,
  currency: string,
  options: Pick<Intl.NumberFormatOptions, 'minimumFractionDigits' | 'maximumFractionDigits'> & {
    compact?: boolean;
  },
): string {
  const { compact, ...digits } = options;
  const notation = compact ? ({ notation: 'compact' } as const) : {};
  try {
    return new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency,
      ...notation,
      ...digits,
    }).format(value);
  } catch {
    // Not an ISO 4217 code Intl knows: the number, then the code as the server sent it.
    return `${new Intl.NumberFormat(LOCALE, { ...notation, ...digits }).format(value)} ${currency}`;
  }
}

/**
 * A dividend per share: the currency's own decimals, up to four when it has them ("$0.24",
 * "$0.2475", "¥25").
 */
export const formatDividendAmount = (amount: number, currency: string) =>
  money(amount, currency, { maximumFractionDigits: 4 });

/** A share price with the currency's own decimals ("$18.00", "HK$18.50", "¥1,500"). */
export const formatSharePrice = (price: number, currency: string) => money(price, currency, {});

/** A yield in percent with two decimals ("3.15%"), or "—" when there is none. */
export function formatYield(yieldPct: number | null): string {
  if (yieldPct === null || !Number.isFinite(yieldPct)) return NONE;
  return `${new Intl.NumberFormat(LOCALE, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(yieldPct)}%`;
}

/** A count in short form ("950", "12.5M", "1.2B"), or "—". */
export function formatCompactCount(value: number | null): string {
  if (value === null) return NONE;
  return new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 }).format(
    value,
  );
}

/** An amount of money in short form with its currency ("$225M", "HK$2.2B"), or "—". */
export function formatCompactMoney(value: number | null, currency: string): string {
  if (value === null) return NONE;
  return money(value, currency, {
    compact: true,
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
}

const FREQUENCY_LABELS: Record<DividendFrequency, string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  semiannual: 'Semi-annual',
  annual: 'Annual',
  irregular: 'Irregular',
};

/** How often a dividend is paid, as a word ("Quarterly"). */
export const frequencyLabel = (frequency: DividendFrequency) => FREQUENCY_LABELS[frequency];

const IPO_STATUS_LABELS: Record<IpoStatus, string> = {
  expected: 'Expected',
  priced: 'Priced',
  withdrawn: 'Withdrawn',
};

/** An IPO's status as a word ("Priced"). */
export const ipoStatusLabel = (status: IpoStatus) => IPO_STATUS_LABELS[status];

/**
 * An IPO's price: the final one once priced ("$21.00 priced"), else the expected range
 * ("$18.00–$20.00", one end when only one is known), else "—".
 */
export function ipoPriceText(
  ipo: Pick<Ipo, 'price' | 'price_low' | 'price_high' | 'currency'>,
): string {
  if (ipo.price !== null) return `${formatSharePrice(ipo.price, ipo.currency)} priced`;
  const { price_low: low, price_high: high } = ipo;
  if (low !== null && high !== null && low !== high)
    return `${formatSharePrice(low, ipo.currency)}–${formatSharePrice(high, ipo.currency)}`;
  const one = low ?? high;
  return one === null ? NONE : formatSharePrice(one, ipo.currency);
}
