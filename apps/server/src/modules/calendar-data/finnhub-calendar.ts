import type { EarningsTime, EconomicUnit, IpoStatus } from '../../db/schema/index.ts';
import type {
  CalendarInputs,
  CalendarKind,
  EarningsInput,
  EconomicInput,
  IpoInput,
} from './calendar-data.repository.ts';
import { type CalendarSource, eventKeyOf, higherIsBetterFor, slug } from './calendar-source.ts';
import { countryCurrency, isCalendarCountry } from './countries.ts';

/**
 * Finnhub's calendars (CALENDAR_PROVIDER=finnhub, FINNHUB_API_KEY): `GET /calendar/economic`,
 * `/calendar/earnings` and `/calendar/ipo`, each `?from=YYYY-MM-DD&to=YYYY-MM-DD&token=…`.
 * Dividends and splits are per-symbol endpoints on Finnhub's paid plans (`/stock/dividend`,
 * `/stock/split`): not fetched; those calendars keep their imported (or sample) rows.
 */

/** `GET /calendar/economic`: `time` is UTC `YYYY-MM-DD HH:MM:SS`, `impact` low/medium/high. */
export interface FinnhubEconomicEvent {
  actual?: number | null;
  country?: string | null;
  estimate?: number | null;
  event?: string | null;
  impact?: string | null;
  prev?: number | null;
  time?: string | null;
  unit?: string | null;
}

/** `GET /calendar/earnings`: `hour` bmo (before the open), amc (after the close), dmh (during). */
export interface FinnhubEarningsRelease {
  date?: string | null;
  epsActual?: number | null;
  epsEstimate?: number | null;
  hour?: string | null;
  quarter?: number | null;
  revenueActual?: number | null;
  revenueEstimate?: number | null;
  symbol?: string | null;
  year?: number | null;
}

/** `GET /calendar/ipo`: `price` is a range `10.00-12.00` or one price; status expected/priced/withdrawn/filed. */
export interface FinnhubIpo {
  date?: string | null;
  exchange?: string | null;
  name?: string | null;
  numberOfShares?: number | null;
  price?: string | null;
  status?: string | null;
  symbol?: string | null;
  totalSharesValue?: number | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const FINNHUB_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const IMPORTANCE: Record<string, 1 | 2 | 3> = { low: 1, medium: 2, high: 3 };
const UNITS: readonly string[] = ['', '%', 'K', 'M', 'B', 'T'];
const HOURS: Record<string, EarningsTime> = {
  bmo: 'before_open',
  amc: 'after_close',
  dmh: 'during',
};

const finite = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Finnhub economic events as rows; events of unknown countries or without a time are left out. */
export function mapEconomic(events: readonly FinnhubEconomicEvent[]): EconomicInput[] {
  const rows: EconomicInput[] = [];
  for (const item of events) {
    const country = (item.country ?? '').toUpperCase();
    const event = (item.event ?? '').trim();
    const time = FINNHUB_TIME.exec(item.time ?? '');
    if (!isCalendarCountry(country) || event === '' || !time) continue;
    const scheduledAt = new Date(`${time[1]}T${time[2]}:${time[3]}:${time[4] ?? '00'}Z`);
    if (Number.isNaN(scheduledAt.getTime())) continue;
    const unit = (UNITS.includes(item.unit ?? '') ? (item.unit ?? '') : '') as EconomicUnit;
    rows.push({
      externalId: `${country}:${slug(event)}:${scheduledAt.toISOString()}`,
      country,
      currency: countryCurrency(country),
      eventKey: eventKeyOf(country, event),
      event,
      period: null,
      importance: IMPORTANCE[(item.impact ?? '').toLowerCase()] ?? 1,
      scheduledAt,
      allDay: false,
      actual: finite(item.actual),
      forecast: finite(item.estimate),
      previous: finite(item.prev),
      unit,
      higherIsBetter: higherIsBetterFor(event),
    });
  }
  return rows;
}

/**
 * Finnhub earnings releases as rows, one per company and fiscal quarter (a moved date updates the
 * row). Finnhub reports US listings in dollars; the company is the listed symbol's name, when
 * TapeTV lists it (linked when written), else the ticker.
 */
export function mapEarnings(releases: readonly FinnhubEarningsRelease[]): EarningsInput[] {
  const rows: EarningsInput[] = [];
  for (const item of releases) {
    const symbol = (item.symbol ?? '').trim().toUpperCase();
    const date = item.date ?? '';
    if (symbol === '' || !ISO_DATE.test(date)) continue;
    const quarter = finite(item.quarter);
    const year = finite(item.year);
    const fiscalQuarter = quarter && year ? `Q${quarter} ${year}` : null;
    rows.push({
      externalId: fiscalQuarter ? `${symbol}:${year}-Q${quarter}` : `${symbol}:${date}`,
      symbol,
      company: null,
      date,
      time: HOURS[(item.hour ?? '').toLowerCase()] ?? 'unknown',
      fiscalQuarter,
      epsActual: finite(item.epsActual),
      epsForecast: finite(item.epsEstimate),
      revenueActual: finite(item.revenueActual),
      revenueForecast: finite(item.revenueEstimate),
      marketCap: null,
      currency: 'USD',
    });
  }
  return rows;
}

const PRICE_RANGE = /^\s*(\d+(?:\.\d+)?)\s*(?:-\s*(\d+(?:\.\d+)?))?\s*$/;
const IPO_STATUSES: Record<string, IpoStatus> = {
  expected: 'expected',
  filed: 'expected',
  priced: 'priced',
  withdrawn: 'withdrawn',
};

/**
 * Finnhub IPOs as rows, one per company (by ticker, else name). A `price` of one figure is the
 * final price once priced, else both ends of the range; `filed` counts as expected.
 */
export function mapIpos(ipos: readonly FinnhubIpo[]): IpoInput[] {
  const rows: IpoInput[] = [];
  for (const item of ipos) {
    const company = (item.name ?? '').trim();
    const date = item.date ?? '';
    const status = IPO_STATUSES[(item.status ?? '').toLowerCase()];
    if (company === '' || !ISO_DATE.test(date) || !status) continue;
    const symbol = (item.symbol ?? '').trim().toUpperCase() || null;
    const range = PRICE_RANGE.exec(item.price ?? '');
    const low = range?.[1] === undefined ? null : Number(range[1]);
    const high = range?.[2] === undefined ? low : Number(range[2]);
    const single = range !== null && range[2] === undefined;
    rows.push({
      externalId: symbol ?? slug(company),
      company,
      symbol,
      exchange: (item.exchange ?? '').trim(),
      date,
      priceLow: low,
      priceHigh: high,
      price: status === 'priced' && single ? low : null,
      shares: finite(item.numberOfShares),
      currency: 'USD',
      status,
    });
  }
  return rows;
}

export interface FinnhubCalendarOptions {
  apiKey: string;
  /** https://finnhub.io/api/v1 */
  restUrl: string;
  fetch?: typeof fetch;
}

const ENDPOINTS = {
  economic: { path: '/calendar/economic', key: 'economicCalendar' },
  earnings: { path: '/calendar/earnings', key: 'earningsCalendar' },
  ipos: { path: '/calendar/ipo', key: 'ipoCalendar' },
} as const;

export class FinnhubCalendarError extends Error {
  override name = 'FinnhubCalendarError';
}

/** Finnhub's economic, earnings and IPO calendars (see the top of this file). */
export class FinnhubCalendarSource implements CalendarSource {
  readonly name = 'finnhub' as const;
  readonly kinds: readonly CalendarKind[] = ['economic', 'earnings', 'ipos'];

  constructor(private readonly options: FinnhubCalendarOptions) {}

  async fetchRange<K extends CalendarKind>(
    kind: K,
    from: string,
    to: string,
  ): Promise<CalendarInputs[K][]> {
    const fetched: CalendarKind = kind;
    if (fetched !== 'economic' && fetched !== 'earnings' && fetched !== 'ipos') return [];
    const endpoint = ENDPOINTS[fetched];
    const url = new URL(`${this.options.restUrl}${endpoint.path}`);
    url.searchParams.set('from', from);
    url.searchParams.set('to', to);
    url.searchParams.set('token', this.options.apiKey);
    const response = await (this.options.fetch ?? fetch)(url, {
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) {
      throw new FinnhubCalendarError(`Finnhub ${endpoint.path} answered ${response.status}`);
    }
    const body = (await response.json()) as Record<string, unknown>;
    const items = body[endpoint.key];
    if (!Array.isArray(items)) {
      throw new FinnhubCalendarError(`Finnhub ${endpoint.path} answered no ${endpoint.key} list`);
    }
    const mapped =
      fetched === 'economic'
        ? mapEconomic(items as FinnhubEconomicEvent[])
        : fetched === 'earnings'
          ? mapEarnings(items as FinnhubEarningsRelease[])
          : mapIpos(items as FinnhubIpo[]);
    return mapped as CalendarInputs[K][];
  }
}
