import type { AnalysisBias } from '../model/types.ts';

/** A bias in words, with a sign that says it without colour: "▲ Bullish". */
export const ANALYSIS_BIAS_LABELS: Record<AnalysisBias, string> = {
  bullish: 'Bullish',
  bearish: 'Bearish',
  neutral: 'Neutral',
};

export const ANALYSIS_BIAS_SIGNS: Record<AnalysisBias, string> = {
  bullish: '▲',
  bearish: '▼',
  neutral: '◆',
};

/** What the bars of a resolution are, in words: "Daily bars, one year". */
export function resolutionText(resolution: '1d' | '5m'): string {
  return resolution === '1d' ? 'Daily bars, one year' : '5-minute bars, five sessions';
}

/** An analysis's publication day in the member's time zone: "20 Nov 2026". */
export function analysisDateText(iso: string, timeZone?: string, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(timeZone ? { timeZone } : {}),
  }).format(Date.parse(iso));
}

const SYMBOL = /^[A-Z0-9][A-Z0-9.=^/-]{0,19}$/;
const SLUG = /^[a-z0-9-]{1,80}$/;

/** The page's query: the symbol filter and the analysis open (`?symbol=AAPL&analysis=<slug>`). */
export function analysisQueryFrom(params: URLSearchParams): { symbol: string; slug: string } {
  const symbol = (params.get('symbol') ?? '').toUpperCase();
  const slug = params.get('analysis') ?? '';
  return { symbol: SYMBOL.test(symbol) ? symbol : '', slug: SLUG.test(slug) ? slug : '' };
}

/** The query for a symbol filter and an open analysis, without the empty ones. */
export function analysisQuery({ symbol, slug }: { symbol: string; slug: string }): string {
  const params = new URLSearchParams();
  if (symbol) params.set('symbol', symbol);
  if (slug) params.set('analysis', slug);
  const text = params.toString();
  return text ? `?${text}` : '';
}
