import type { Database } from '../../db/client.ts';
import {
  type CalendarSourceName,
  type DividendFrequency,
  IPO_STATUSES,
  type IpoStatus,
} from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../lib/errors.ts';
import {
  DATA_CALENDAR_DAYS_MAX,
  type DividendEventView,
  type DividendsQueryView,
  type EarningsEventView,
  type EarningsQueryView,
  ECONOMIC_HISTORY_SIZE,
  type EconomicEventView,
  type EconomicQueryView,
  type IpoEventView,
  type IposQueryView,
  type SplitEventView,
  type SplitsQueryView,
} from '../../schemas/calendar-data.ts';
import { parseList, parseRange } from '../calendars/calendars.service.ts';
import { isoOf } from '../calendars/civil-date.ts';
import type { QuotesService } from '../quotes/quotes.service.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import type {
  CalendarDataRepository,
  CalendarInputs,
  CalendarKind,
  EarningsRow,
  EconomicRow,
  IpoRow,
  SplitRow,
} from './calendar-data.repository.ts';
import type { CalendarSource } from './calendar-source.ts';
import { COUNTRY_CODES, countryName } from './countries.ts';
import { dayIn, dayStart, isTimeZone } from './zoned-time.ts';

const DAY_MS = 86_400_000;
export const ECONOMIC_EVENT_NOT_FOUND = 'No economic event found';
export const TIME_ZONE_MESSAGE = (field: string) =>
  `The ${field} field must be a time zone such as Europe/London.`;
/** How far ahead a provider refresh reaches: the next four weeks, today included. */
export const REFRESH_DAYS = 28;

/** Payments a year by frequency; irregular dividends have no yield. */
const PAYMENTS_A_YEAR: Record<DividendFrequency, number | null> = {
  monthly: 12,
  quarterly: 4,
  semiannual: 2,
  annual: 1,
  irregular: null,
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/** (actual − forecast) ÷ |forecast| × 100, two decimals; null when either is missing or forecast is 0. */
export function surprisePct(actual: number | null, forecast: number | null): number | null {
  if (actual === null || forecast === null || forecast === 0) return null;
  return round2(((actual - forecast) / Math.abs(forecast)) * 100);
}

/** The yearly yield of a dividend at `price`, in percent; null for irregular ones. */
export function dividendYieldPct(
  amount: number,
  frequency: DividendFrequency,
  price: number,
): number | null {
  const payments = PAYMENTS_A_YEAR[frequency];
  if (payments === null || !(price > 0)) return null;
  return round2(((amount * payments) / price) * 100);
}

/** `2-for-1`, `1-for-10`. */
export const splitRatio = (numerator: number, denominator: number) =>
  `${numerator}-for-${denominator}`;

/** The zone of a query field; refused (422) when the platform does not know it. */
export function parseTimeZone(field: string, value: string | undefined): string {
  if (value === undefined || value === '') return 'UTC';
  if (!isTimeZone(value)) throw validationFailed({ [field]: [TIME_ZONE_MESSAGE(field)] });
  return value;
}

const presentEconomic = (row: EconomicRow, timeZone: string): EconomicEventView => ({
  id: row.id,
  country: row.country,
  currency: row.currency,
  event: row.event,
  period: row.period,
  importance: row.importance,
  scheduled_at: row.scheduledAt.toISOString(),
  date: isoOf(
    row.allDay
      ? Math.floor(row.scheduledAt.getTime() / DAY_MS)
      : dayIn(row.scheduledAt.getTime(), timeZone),
  ),
  all_day: row.allDay,
  actual: row.actual,
  forecast: row.forecast,
  previous: row.previous,
  unit: row.unit,
  higher_is_better: row.higherIsBetter,
  source: row.source,
});

const presentEarnings = (row: EarningsRow): EarningsEventView => ({
  id: row.id,
  symbol_id: row.symbolId,
  symbol: row.symbol,
  company: row.company,
  date: row.date,
  time: row.time,
  fiscal_quarter: row.fiscalQuarter,
  eps_actual: row.epsActual,
  eps_forecast: row.epsForecast,
  eps_surprise_pct: surprisePct(row.epsActual, row.epsForecast),
  revenue_actual: row.revenueActual,
  revenue_forecast: row.revenueForecast,
  revenue_surprise_pct: surprisePct(row.revenueActual, row.revenueForecast),
  market_cap: row.marketCap,
  currency: row.currency,
  source: row.source,
});

const presentSplit = (row: SplitRow): SplitEventView => ({
  id: row.id,
  symbol_id: row.symbolId,
  symbol: row.symbol,
  company: row.company,
  date: row.date,
  numerator: row.numerator,
  denominator: row.denominator,
  ratio: splitRatio(row.numerator, row.denominator),
  reverse: row.numerator < row.denominator,
  source: row.source,
});

const presentIpo = (row: IpoRow): IpoEventView => {
  const price = row.price ?? row.priceHigh;
  return {
    id: row.id,
    company: row.company,
    symbol: row.symbol,
    symbol_id: row.symbolId,
    exchange: row.exchange,
    date: row.date,
    price_low: row.priceLow,
    price_high: row.priceHigh,
    price: row.price,
    shares: row.shares,
    deal_size: row.shares !== null && price !== null ? row.shares * price : null,
    currency: row.currency,
    status: row.status,
    source: row.source,
  };
};

const anySample = (rows: readonly { source: CalendarSourceName }[]) =>
  rows.some((row) => row.source === 'sample');

export interface CalendarDataServiceDeps {
  db: Database;
  repository: CalendarDataRepository;
  quotes: Pick<QuotesService, 'rowsByIds' | 'pricesOf' | 'now'>;
  users: Pick<UsersRepository, 'update'>;
  /**
   * The sources shown: every one with the sample provider; without `sample` once a real provider
   * fills the calendars, so made-up rows never mix with real ones.
   */
  sources: readonly CalendarSourceName[];
}

/**
 * The data-backed calendars (issue 18 items 1–5): range reads with their filters and the figures
 * derived from stored rows (surprises, yields, ratios, deal sizes), the member's time zone, and
 * the provider refresh.
 */
export class CalendarDataService {
  constructor(private readonly deps: CalendarDataServiceDeps) {}

  /** The sources shown (My week reads the same rows as the calendars). */
  get sources(): readonly CalendarSourceName[] {
    return this.deps.sources;
  }

  private range(query: { from: string; to: string }) {
    const { fromDay, toDay } = parseRange(query.from, query.to, DATA_CALENDAR_DAYS_MAX);
    return { fromDay, toDay, from: isoOf(fromDay), to: isoOf(toDay) };
  }

  /**
   * The economic calendar of the days `from`–`to` of zone `tz`: timed events whose instant falls
   * in those days there, and all-day events dated in them.
   */
  async economic(query: EconomicQueryView) {
    const { fromDay, toDay, from, to } = this.range(query);
    const tz = parseTimeZone('tz', query.tz);
    const countries = query.countries
      ? parseList('countries', query.countries, COUNTRY_CODES)
      : null;
    const importance = query.importance
      ? parseList('importance', query.importance, ['1', '2', '3'] as const).map(Number)
      : null;
    const range = {
      start: new Date(dayStart(fromDay, tz)),
      end: new Date(dayStart(toDay + 1, tz)),
      allDayStart: new Date(fromDay * DAY_MS),
      allDayEnd: new Date((toDay + 1) * DAY_MS),
      sources: this.deps.sources,
    };
    const [rows, present] = await Promise.all([
      this.deps.repository.economicBetween({ ...range, countries, importance }),
      this.deps.repository.economicCountriesBetween(range),
    ]);
    // An all-day event sorts at the start of its day in the zone, before that day's releases.
    const sortKey = (row: EconomicRow) =>
      row.allDay
        ? dayStart(Math.floor(row.scheduledAt.getTime() / DAY_MS), tz)
        : row.scheduledAt.getTime();
    const sorted = [...rows].sort(
      (a, b) => sortKey(a) - sortKey(b) || b.importance - a.importance || a.id - b.id,
    );
    return {
      from,
      to,
      tz,
      sample: anySample(rows),
      countries: present
        .map((code) => ({ code, name: countryName(code) }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en')),
      data: sorted.map((row) => presentEconomic(row, tz)),
    };
  }

  /** An economic event and the same indicator's earlier releases, newest first; 404 unknown. */
  async economicHistory(id: number, tzText: string | undefined) {
    const tz = parseTimeZone('tz', tzText);
    const { repository, sources } = this.deps;
    const row = await repository.economicById(id, sources);
    if (!row) throw notFound(ECONOMIC_EVENT_NOT_FOUND);
    const history = await repository.economicHistory(
      row.eventKey,
      row.scheduledAt,
      ECONOMIC_HISTORY_SIZE,
      sources,
    );
    return {
      sample: anySample([row, ...history]),
      event: presentEconomic(row, tz),
      history: history.map((each) => presentEconomic(each, tz)),
    };
  }

  async earnings(viewer: UserRow, query: EarningsQueryView) {
    const { from, to } = this.range(query);
    const countries = query.countries
      ? parseList('countries', query.countries, COUNTRY_CODES)
      : null;
    const rows = await this.deps.repository.earningsBetween({
      from,
      to,
      sources: this.deps.sources,
      watchlistOf: query.watchlist ? viewer.id : undefined,
      countries,
    });
    return { from, to, sample: anySample(rows), data: rows.map(presentEarnings) };
  }

  /**
   * Dividends by ex-date, each with its yearly yield at the symbol's current price (simulated or
   * real, as the quotes say) when the price is in the dividend's currency.
   */
  async dividends(viewer: UserRow, query: DividendsQueryView) {
    const { from, to } = this.range(query);
    const rows = await this.deps.repository.dividendsBetween({
      from,
      to,
      sources: this.deps.sources,
      watchlistOf: query.watchlist ? viewer.id : undefined,
    });
    const { quotes } = this.deps;
    const ids = [...new Set(rows.flatMap((row) => (row.symbolId === null ? [] : [row.symbolId])))];
    const symbolRows = await quotes.rowsByIds(ids);
    const currencies = new Map(symbolRows.map((row) => [row.id, row.currency]));
    const prices = quotes.pricesOf(symbolRows, quotes.now());
    const data = rows.map((row): DividendEventView => {
      const quote = row.symbolId === null ? undefined : prices.get(row.symbolId);
      const sameCurrency = row.symbolId !== null && currencies.get(row.symbolId) === row.currency;
      return {
        id: row.id,
        symbol_id: row.symbolId,
        symbol: row.symbol,
        company: row.company,
        ex_date: row.exDate,
        record_date: row.recordDate,
        payment_date: row.paymentDate,
        amount: row.amount,
        currency: row.currency,
        frequency: row.frequency,
        price: quote?.price ?? null,
        price_simulated: quote?.simulated ?? false,
        yield_pct:
          quote && sameCurrency ? dividendYieldPct(row.amount, row.frequency, quote.price) : null,
        source: row.source,
      };
    });
    return { from, to, sample: anySample(rows), data };
  }

  async splits(viewer: UserRow, query: SplitsQueryView) {
    const { from, to } = this.range(query);
    const rows = await this.deps.repository.splitsBetween({
      from,
      to,
      sources: this.deps.sources,
      watchlistOf: query.watchlist ? viewer.id : undefined,
    });
    return { from, to, sample: anySample(rows), data: rows.map(presentSplit) };
  }

  async ipos(viewer: UserRow, query: IposQueryView) {
    const { from, to } = this.range(query);
    const statuses = query.status
      ? parseList<IpoStatus>('status', query.status, IPO_STATUSES)
      : null;
    const rows = await this.deps.repository.iposBetween({
      from,
      to,
      sources: this.deps.sources,
      watchlistOf: query.watchlist ? viewer.id : undefined,
      statuses,
    });
    return { from, to, sample: anySample(rows), data: rows.map(presentIpo) };
  }

  /** Sets the zone the member's calendars show (null: the browser's); 422 for an unknown zone. */
  async setTimeZone(viewer: UserRow, timeZone: string | null): Promise<string | null> {
    if (timeZone !== null && !isTimeZone(timeZone)) {
      throw validationFailed({ time_zone: [TIME_ZONE_MESSAGE('time_zone')] });
    }
    // Through the users repository, which tells the session cache the member changed.
    const row = await this.deps.users.update(viewer.id, { timeZone });
    return row?.timeZone ?? timeZone;
  }

  /**
   * Fills the next REFRESH_DAYS days (UTC) of each calendar `source` has: one transaction per
   * calendar upserts its rows and deletes the source's rows of that window it no longer lists.
   */
  async refresh(
    source: CalendarSource,
    now = this.deps.quotes.now(),
  ): Promise<Record<string, { written: number; deleted: number }>> {
    const today = Math.floor(now / DAY_MS);
    const from = isoOf(today);
    const to = isoOf(today + REFRESH_DAYS - 1);
    const result: Record<string, { written: number; deleted: number }> = {};
    for (const kind of source.kinds) {
      const fetched = await source.fetchRange(kind, from, to);
      // One row per external id (a source listing an event twice would fail the upsert).
      const rows = [
        ...new Map(fetched.map((row) => [row.externalId, row] as const)).values(),
      ] as CalendarInputs[CalendarKind][];
      result[kind] = await this.deps.db.transaction(async (tx) => {
        const { repository } = this.deps;
        const counts = await repository.upsert(kind, source.name, rows, tx);
        const deleted = await repository.deleteOthersBetween(
          kind,
          source.name,
          from,
          to,
          rows.map((row) => row.externalId),
          tx,
        );
        return { written: counts.inserted + counts.updated, deleted };
      });
    }
    return result;
  }
}
