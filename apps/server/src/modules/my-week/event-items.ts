import type { EarningsTime } from '../../db/schema/index.ts';
import type { CalendarKindName, MyWeekItemView } from '../../schemas/my-week.ts';
import { splitRatio } from '../calendar-data/calendar-data.service.ts';
import { dayIn } from '../calendar-data/zoned-time.ts';
import { dayOfIso, isoOf } from '../calendars/civil-date.ts';
import type { FuturesExpiry } from '../calendars/futures.ts';
import { EXCHANGE_IDS, type ExchangeId, type MarketHoliday } from '../calendars/holidays.ts';

/**
 * The events of every calendar as one shape (My week's items, the .ics feeds' events, what a
 * reminder copies), with their stable keys. Pure: the service reads the rows, these name them.
 */

const DAY_MS = 86_400_000;

/** An item before the member's reminder is attached, with whether it is sample data. */
export type EventItem = Omit<MyWeekItemView, 'reminder'> & { sample: boolean };

/** The web page of each calendar. */
export const CALENDAR_PAGES: Record<CalendarKindName, string> = {
  economic: '/economic-calendar',
  earnings: '/earning-calendar',
  dividend: '/dividend-calendar',
  split: '/splits-calendar',
  ipo: '/ipo-calendar',
  holiday: '/holiday-calendar',
  futures: '/futures-expiry-calendar',
};

const EARNINGS_WHEN: Record<EarningsTime, string> = {
  before_open: ' · before open',
  after_close: ' · after close',
  during: ' · during the session',
  unknown: '',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `Apple Inc. (AAPL)`; the ticker alone when the company is only that. */
const companyOf = (company: string, symbol: string | null) =>
  symbol && company !== symbol ? `${company} (${symbol})` : company || (symbol ?? '');

/** A per-share amount: at least two decimals, up to four (0.51, 0.2425, 1.00). */
export function formatAmount(amount: number): string {
  const text = String(Number(amount.toFixed(4)));
  const decimals = text.split('.')[1]?.length ?? 0;
  return decimals >= 2 ? text : amount.toFixed(2);
}

export interface EconomicInput {
  id: number;
  country: string;
  event: string;
  importance: number;
  scheduledAt: Date;
  allDay: boolean;
  sample: boolean;
}

/** A release: timed on the day of `timeZone` it falls on; an all-day one on its own date. */
export function economicItem(row: EconomicInput, timeZone: string): EventItem {
  const ms = row.scheduledAt.getTime();
  return {
    key: `economic:${row.id}`,
    kind: 'economic',
    date: isoOf(row.allDay ? Math.floor(ms / DAY_MS) : dayIn(ms, timeZone)),
    at: row.allDay ? null : row.scheduledAt.toISOString(),
    title: row.event,
    symbol: null,
    country: row.country,
    exchange: null,
    importance: row.importance,
    href: CALENDAR_PAGES.economic,
    sample: row.sample,
  };
}

/** Where a symbol lists, when the event's row does not say (its watchlist symbol's listing). */
export interface Listing {
  country: string | null;
  exchange: string | null;
}
const unlisted: Listing = { country: null, exchange: null };

export function earningsItem(
  row: { id: number; symbol: string; company: string; date: string; time: EarningsTime },
  sample: boolean,
  listing: Listing = unlisted,
): EventItem {
  return {
    key: `earnings:${row.id}`,
    kind: 'earnings',
    date: row.date,
    at: null,
    title: `${companyOf(row.company, row.symbol)} earnings${EARNINGS_WHEN[row.time]}`,
    symbol: row.symbol,
    country: listing.country,
    exchange: listing.exchange,
    importance: null,
    href: CALENDAR_PAGES.earnings,
    sample,
  };
}

export function dividendItem(
  row: {
    id: number;
    symbol: string;
    company: string;
    exDate: string;
    amount: number;
    currency: string;
  },
  sample: boolean,
  listing: Listing = unlisted,
): EventItem {
  return {
    key: `dividend:${row.id}`,
    kind: 'dividend',
    date: row.exDate,
    at: null,
    title: `${companyOf(row.company, row.symbol)} ex-dividend ${formatAmount(row.amount)} ${row.currency}`,
    symbol: row.symbol,
    country: listing.country,
    exchange: listing.exchange,
    importance: null,
    href: CALENDAR_PAGES.dividend,
    sample,
  };
}

export function splitItem(
  row: {
    id: number;
    symbol: string;
    company: string;
    date: string;
    numerator: number;
    denominator: number;
  },
  sample: boolean,
  listing: Listing = unlisted,
): EventItem {
  const reverse = row.numerator < row.denominator;
  return {
    key: `split:${row.id}`,
    kind: 'split',
    date: row.date,
    at: null,
    title: `${companyOf(row.company, row.symbol)} ${splitRatio(row.numerator, row.denominator)} ${reverse ? 'reverse split' : 'split'}`,
    symbol: row.symbol,
    country: listing.country,
    exchange: listing.exchange,
    importance: null,
    href: CALENDAR_PAGES.split,
    sample,
  };
}

export function ipoItem(
  row: { id: number; company: string; symbol: string | null; exchange: string; date: string },
  sample: boolean,
  listing: Listing = unlisted,
): EventItem {
  return {
    key: `ipo:${row.id}`,
    kind: 'ipo',
    date: row.date,
    at: null,
    title: `${companyOf(row.company, row.symbol)} IPO on ${row.exchange}`,
    symbol: row.symbol,
    country: listing.country,
    exchange: row.exchange,
    importance: null,
    href: CALENDAR_PAGES.ipo,
    sample,
  };
}

export function holidayItem(
  row: Pick<MarketHoliday, 'date' | 'exchange' | 'name' | 'kind' | 'closes'>,
  country: string,
): EventItem {
  const what =
    row.kind === 'closed' ? 'closed' : `closes early${row.closes ? ` ${row.closes}` : ''}`;
  return {
    key: `holiday:${row.exchange}:${row.date}`,
    kind: 'holiday',
    date: row.date,
    at: null,
    title: `${row.exchange} ${what} · ${row.name}`,
    symbol: null,
    country,
    exchange: row.exchange,
    importance: null,
    href: CALENDAR_PAGES.holiday,
    sample: false,
  };
}

export type FuturesMoment = 'last_trading' | 'first_notice';

/** One expiry's day as an item: its last trading day or its first notice day. */
export function futuresItem(row: FuturesExpiry, moment: FuturesMoment): EventItem | null {
  const day = moment === 'last_trading' ? row.lastTradingDay : row.firstNoticeDay;
  if (day === null) return null;
  const [year, month] = row.contractMonth.split('-');
  const contract = `${MONTHS[Number(month) - 1]} ${year}`;
  const date = isoOf(day);
  return {
    key: `futures:${row.root}:${date}:${moment}`,
    kind: 'futures',
    date,
    at: null,
    title: `${row.name} (${row.root}) ${moment === 'last_trading' ? 'last trading day' : 'first notice day'} · ${contract}`,
    symbol: row.root,
    country: 'US',
    exchange: row.exchange,
    importance: null,
    href: CALENDAR_PAGES.futures,
    sample: false,
  };
}

/** The items of expiries whose last trading or first notice day falls in [fromDay, toDay]. */
export function futuresItems(rows: readonly FuturesExpiry[], fromDay: number, toDay: number) {
  const items: EventItem[] = [];
  for (const row of rows) {
    for (const moment of ['first_notice', 'last_trading'] as const) {
      const day = moment === 'last_trading' ? row.lastTradingDay : row.firstNoticeDay;
      if (day === null || day < fromDay || day > toDay) continue;
      const item = futuresItem(row, moment);
      if (item) items.push(item);
    }
  }
  return items;
}

/** By date, then all-day events first, then time, then title. */
export function compareItems(a: Omit<MyWeekItemView, 'reminder'>, b: typeof a): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if ((a.at === null) !== (b.at === null)) return a.at === null ? -1 : 1;
  if (a.at !== null && b.at !== null && a.at !== b.at) return a.at < b.at ? -1 : 1;
  return a.title.localeCompare(b.title, 'en') || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

// --- Event keys ----------------------------------------------------------------------------

export type ParsedEventKey =
  | { kind: 'economic' | 'earnings' | 'dividend' | 'split' | 'ipo'; id: number }
  | { kind: 'holiday'; exchange: ExchangeId; day: number }
  | { kind: 'futures'; root: string; day: number; moment: FuturesMoment };

const ROW_KEY = /^(economic|earnings|dividend|split|ipo):([1-9]\d{0,9})$/;
const HOLIDAY_KEY = /^holiday:([A-Z]+):(\d{4}-\d{2}-\d{2})$/;
const FUTURES_KEY = /^futures:([A-Z0-9]{1,4}):(\d{4}-\d{2}-\d{2}):(last_trading|first_notice)$/;

/** What a key names, or null when it cannot name an event (unknown kind, bad id or date). */
export function parseEventKey(key: string): ParsedEventKey | null {
  const row = ROW_KEY.exec(key);
  if (row) {
    const id = Number(row[2]);
    if (id > 2_147_483_647) return null;
    return { kind: row[1] as 'economic', id };
  }
  const holiday = HOLIDAY_KEY.exec(key);
  if (holiday) {
    const exchange = holiday[1] as ExchangeId;
    const day = dayOfIso(holiday[2] ?? '');
    if (!EXCHANGE_IDS.includes(exchange) || day === null) return null;
    return { kind: 'holiday', exchange, day };
  }
  const futures = FUTURES_KEY.exec(key);
  if (futures) {
    const day = dayOfIso(futures[2] ?? '');
    if (day === null) return null;
    return {
      kind: 'futures',
      root: futures[1] ?? '',
      day,
      moment: futures[3] as FuturesMoment,
    };
  }
  return null;
}

// --- Where a member's symbols trade ---------------------------------------------------------

/** The listing exchanges of symbols (as the symbol list names them) on the nine calendars. */
const EXCHANGE_BY_NAME: Record<string, ExchangeId> = {
  NYSE: 'NYSE',
  'NYSE ARCA': 'NYSE',
  'NYSE AMERICAN': 'NYSE',
  AMEX: 'NYSE',
  NASDAQ: 'NASDAQ',
  LSE: 'LSE',
  XETRA: 'XETRA',
  FRANKFURT: 'XETRA',
  TSE: 'TSE',
  TYO: 'TSE',
  HKEX: 'HKEX',
  HKG: 'HKEX',
  TSX: 'TSX',
  ASX: 'ASX',
};

/** For an index (exchange `INDEX`): the calendar of its country's main exchange. */
const EXCHANGE_BY_COUNTRY: Record<string, ExchangeId> = {
  US: 'NYSE',
  GB: 'LSE',
  DE: 'XETRA',
  FR: 'EURONEXT',
  NL: 'EURONEXT',
  BE: 'EURONEXT',
  PT: 'EURONEXT',
  IE: 'EURONEXT',
  JP: 'TSE',
  HK: 'HKEX',
  CA: 'TSX',
  AU: 'ASX',
};

/**
 * The holiday calendar a symbol's exchange keeps, if it is one of the nine: Euronext's markets
 * (Paris, Amsterdam, Brussels, Lisbon, Dublin) share one; NYSE Arca keeps NYSE's; an index keeps
 * its country's main exchange's. Null for the others (SIX, crypto …).
 */
export function holidayExchangeOf(exchange: string, country: string): ExchangeId | null {
  const name = exchange.trim().toUpperCase();
  if (name.startsWith('EURONEXT')) return 'EURONEXT';
  const known = EXCHANGE_BY_NAME[name];
  if (known) return known;
  if (name === 'INDEX') return EXCHANGE_BY_COUNTRY[country] ?? null;
  return null;
}
