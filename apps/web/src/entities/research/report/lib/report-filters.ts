import type { ReportFilters, ReportMarket } from '../model/types.ts';

/** The markets a report is filed under, in the filter's order (the server's `REPORT_MARKETS`). */
export const REPORT_MARKETS: readonly ReportMarket[] = [
  'stocks',
  'forex',
  'crypto',
  'commodities',
  'indices',
];

export const REPORT_MARKET_LABELS: Record<ReportMarket, string> = {
  stocks: 'Stocks',
  forex: 'Forex',
  crypto: 'Crypto',
  commodities: 'Commodities',
  indices: 'Indices',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters in a URL's query (`?market=forex&from=2026-11-01&to=2026-11-30&page=2`). */
export function reportFiltersFrom(params: URLSearchParams): ReportFilters {
  const market = params.get('market') ?? '';
  const page = Number(params.get('page'));
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    market: (REPORT_MARKETS as readonly string[]).includes(market) ? (market as ReportMarket) : '',
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query for these filters, without the ones left at "any" (page 1 included). */
export function reportFiltersQuery(filters: ReportFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.market) params.set('market', filters.market);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Whether the range runs backwards (the server refuses it with a 422). */
export const reportRangeReversed = (filters: Pick<ReportFilters, 'from' | 'to'>) =>
  filters.from !== '' && filters.to !== '' && filters.from > filters.to;

/** A report's publication day in the member's time zone: "20 Nov 2026". */
export function reportDateText(iso: string, timeZone?: string, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(timeZone ? { timeZone } : {}),
  }).format(Date.parse(iso));
}

export const readingTimeText = (minutes: number) => `${minutes} min read`;
