import type { CallOutcome, CallSentiment, ProfileCalls } from '../model/types.ts';

export const SENTIMENT_LABEL: Record<CallSentiment, string> = {
  bullish: 'Bullish',
  bearish: 'Bearish',
};

export const OUTCOME_LABEL: Record<CallOutcome, string> = {
  right: 'Right',
  wrong: 'Wrong',
  flat: 'Flat',
};

/** A hit rate (0..1) as a whole percentage, "67%"; "—" when nothing is scored yet (null). */
export function formatHitRate(hitRate: number | null, locale = 'en-US'): string {
  if (hitRate === null) return '—';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    hitRate,
  );
}

/** "1 call", "4 calls". */
export const callCount = (count: number, locale = 'en-US') =>
  `${new Intl.NumberFormat(locale).format(count)} ${count === 1 ? 'call' : 'calls'}`;

/** When the call was made, as a date: "Jan 6, 2026". */
export function formatCallDate(iso: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(iso));
}

/**
 * Whether anything shown rests on invented prices: the summary's or a listed call's price now
 * came from the offline simulator, so the section must say so ("honest surfaces").
 */
export const showsSimulated = ({ summary, calls }: ProfileCalls): boolean =>
  summary.simulated || calls.some((call) => call.simulated);
