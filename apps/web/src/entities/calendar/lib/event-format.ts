import { timeText } from '@/shared/lib/time';
import type { EarningsTime, EconomicUnit } from '../model/types.ts';
import { formatSharePrice, NONE } from './corporate-format.ts';

/**
 * Figures of the economic and earnings calendars as the tables show them: an indicator's figure
 * with its unit ("3.2%", "254K"), a release time in the member's zone, an earnings surprise with
 * its sign. en-US digits, as the market components format.
 */
const LOCALE = 'en-US';

/** Decimals beyond which a release's figures are never shown. */
const MAX_DIGITS = 2;

const decimalsOf = (value: number) => {
  const text = String(Math.abs(value));
  // Exponent forms ("1e-7") are too small to matter here: no decimals shown.
  if (text.includes('e')) return 0;
  return text.split('.')[1]?.length ?? 0;
};

/**
 * How many decimals a release's figures share, so actual, forecast and previous line up ("4.0%"
 * beside "4.1%", not "4%"): the most any of them has, at most two; at least one for percentages.
 */
export function figureDigits(values: readonly (number | null)[], unit: EconomicUnit): number {
  const most = Math.max(0, ...values.filter((v): v is number => v !== null).map(decimalsOf));
  return Math.min(MAX_DIGITS, Math.max(unit === '%' ? 1 : 0, most));
}

/**
 * An indicator's figure with its unit: "3.2%", "254K", "1.2M", "-0.7%", "52.3"; "—" when there is
 * none (not released yet, no forecast). `digits` fixes the decimals (see `figureDigits`); without
 * it, those of the figure itself, at most two (one at least for a percentage).
 */
export function formatFigure(value: number | null, unit: EconomicUnit, digits?: number): string {
  if (value === null || !Number.isFinite(value)) return NONE;
  const fixed = digits ?? figureDigits([value], unit);
  const number = new Intl.NumberFormat(LOCALE, {
    minimumFractionDigits: fixed,
    maximumFractionDigits: fixed,
  }).format(value);
  return `${number}${unit}`;
}

/**
 * A release instant's time of day in `timeZone` as HH:mm on a 24-hour clock ("08:30"), with that
 * zone's daylight saving on that date: a US release at 12:30 UTC reads 08:30 in New York after the
 * March switch and 07:30 before it.
 */
export const formatEventTime = (instant: string, timeZone: string): string =>
  timeText(instant, timeZone);

/** An earnings or revenue surprise in percent with its sign and one decimal ("+4.2%"), or "—". */
export function formatSurprisePct(pct: number | null): string {
  if (pct === null || !Number.isFinite(pct)) return NONE;
  return `${new Intl.NumberFormat(LOCALE, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(pct)}%`;
}

/** Earnings per share in the report's currency ("$1.64", "-$0.12"), or "—". */
export const formatEps = (eps: number | null, currency: string) =>
  eps === null ? NONE : formatSharePrice(eps, currency);

const EARNINGS_TIME_LABELS: Record<EarningsTime, string> = {
  before_open: 'Before open',
  after_close: 'After close',
  during: 'During session',
  unknown: 'Time not announced',
};

/** When a company reports, in words ("Before open"). */
export const earningsTimeLabel = (time: EarningsTime) => EARNINGS_TIME_LABELS[time];
