import { IPO_STATUSES, type IpoStatus } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { DATA_CALENDAR_DAYS_MAX } from '../../schemas/calendar-data.ts';
import {
  ICS_DAYS_BEFORE,
  ICS_WEEKS_AHEAD,
  type IcsQueryView,
  type IcsViewName,
  type MyWeekItemView,
  type MyWeekQueryView,
  type MyWeekView,
} from '../../schemas/my-week.ts';
import type { CalendarDataRepository } from '../calendar-data/calendar-data.repository.ts';
import { type CalendarDataService, parseTimeZone } from '../calendar-data/calendar-data.service.ts';
import { CALENDAR_COUNTRIES, COUNTRY_CODES } from '../calendar-data/countries.ts';
import { dayIn, dayStart, isTimeZone } from '../calendar-data/zoned-time.ts';
import { parseList, parseRange } from '../calendars/calendars.service.ts';
import { isoOf } from '../calendars/civil-date.ts';
import { expiriesBetween, FUTURES_GROUPS, type FuturesGroup } from '../calendars/futures.ts';
import {
  EXCHANGE_CALENDARS,
  EXCHANGE_IDS,
  type ExchangeId,
  holidaysBetween,
} from '../calendars/holidays.ts';
import type { UserRow } from '../users/users.repository.ts';
import {
  compareItems,
  dividendItem,
  type EventItem,
  earningsItem,
  economicItem,
  futuresItem,
  futuresItems,
  holidayExchangeOf,
  holidayItem,
  ipoItem,
  type Listing,
  parseEventKey,
  splitItem,
} from './event-items.ts';
import { writeFeed } from './ics.ts';
import type { MyWeekRepository, WatchedSymbol } from './my-week.repository.ts';
import { presentReminder } from './reminders.service.ts';

const DAY_MS = 86_400_000;
export const FEED_NOT_FOUND = 'No calendar feed found';

/** The futures My week shows: the equity-index contracts and VIX. */
export const MY_WEEK_FUTURES: readonly string[] = ['ES', 'NQ', 'YM', 'RTY', 'VX'];
const MY_WEEK_FUTURES_GROUPS: readonly FuturesGroup[] = ['equity_index', 'volatility'];

const EURO_AREA: ReadonlySet<string> = new Set(
  CALENDAR_COUNTRIES.filter((country) => country.currency === 'EUR' && country.code !== 'EU').map(
    (country) => country.code,
  ),
);

/** Feed names, as calendar apps list them (X-WR-CALNAME). */
const FEED_NAMES: Record<IcsViewName, string> = {
  'my-week': 'TapeTV · My week',
  economic: 'TapeTV · Economic calendar',
  earnings: 'TapeTV · Earnings calendar',
  dividends: 'TapeTV · Dividend calendar',
  splits: 'TapeTV · Stock splits calendar',
  ipos: 'TapeTV · IPO calendar',
  holidays: 'TapeTV · Market holidays',
  'futures-expiry': 'TapeTV · Futures expiries',
};

/** The member's saved zone when it is one the platform knows, else UTC. */
export const memberZone = (viewer: Pick<UserRow, 'timeZone'>): string =>
  viewer.timeZone && isTimeZone(viewer.timeZone) ? viewer.timeZone : 'UTC';

/** The countries of the member's symbols the economic calendar knows (the euro area with its members). */
export function countriesOf(watched: readonly WatchedSymbol[]): string[] {
  const present = new Set(watched.map((row) => row.country));
  if ([...present].some((code) => EURO_AREA.has(code))) present.add('EU');
  const known = COUNTRY_CODES.filter((code) => present.has(code));
  return known.length > 0 ? known : ['US'];
}

/** The exchanges of the nine whose holidays touch the member's symbols; NYSE when none. */
export function exchangesOf(watched: readonly WatchedSymbol[]): ExchangeId[] {
  const present = new Set(
    watched.flatMap((row) => {
      const exchange = holidayExchangeOf(row.exchange, row.country);
      return exchange ? [exchange] : [];
    }),
  );
  const known = EXCHANGE_IDS.filter((id) => present.has(id));
  return known.length > 0 ? known : ['NYSE'];
}

interface Collected {
  items: EventItem[];
  symbols: string[];
  countries: string[];
  exchanges: string[];
  sample: boolean;
}

/**
 * My week (issue 18 "Beyond the spec"): a member's events across the calendars, chosen by what
 * they watch, and the calendars as .ics feeds. One statement per data calendar (the watchlist
 * filter is a subquery of it) and one for the member's symbols; holidays and expiries are
 * computed.
 */
export class MyWeekService {
  constructor(
    private readonly deps: {
      repository: MyWeekRepository;
      calendarData: Pick<
        CalendarDataService,
        'sources' | 'economic' | 'earnings' | 'dividends' | 'splits' | 'ipos'
      >;
      calendarDataRepository: Pick<
        CalendarDataRepository,
        'economicBetween' | 'earningsBetween' | 'dividendsBetween' | 'splitsBetween' | 'iposBetween'
      >;
      appUrl: string;
      now: () => number;
    },
  ) {}

  async myWeek(viewer: UserRow, query: MyWeekQueryView): Promise<MyWeekView> {
    const { fromDay, toDay } = parseRange(query.from, query.to, DATA_CALENDAR_DAYS_MAX);
    const timeZone = query.tz ? parseTimeZone('tz', query.tz) : memberZone(viewer);
    const countries = query.countries
      ? parseList('countries', query.countries, COUNTRY_CODES)
      : null;
    const collected = await this.collect(viewer, fromDay, toDay, timeZone, countries);
    const reminders = await this.deps.repository.remindersOf(
      viewer.id,
      collected.items.map((item) => item.key),
    );
    const byKey = new Map(reminders.map((row) => [row.eventKey, presentReminder(row)]));
    return {
      items: collected.items.map(
        ({ sample: _sample, ...item }): MyWeekItemView => ({
          ...item,
          reminder: byKey.get(item.key) ?? null,
        }),
      ),
      time_zone: timeZone,
      symbols: collected.symbols,
      countries: collected.countries,
      exchanges: collected.exchanges,
      sample: collected.sample,
    };
  }

  /** The member's events of the days [fromDay, toDay] of `timeZone`, sorted. */
  private async collect(
    viewer: UserRow,
    fromDay: number,
    toDay: number,
    timeZone: string,
    countriesAsked: readonly string[] | null,
  ): Promise<Collected> {
    const { repository, calendarData, calendarDataRepository: data } = this.deps;
    const watched = await repository.watchedSymbols(viewer.id);
    const countries = countriesAsked ? [...countriesAsked] : countriesOf(watched);
    const exchanges = exchangesOf(watched);
    const sources = calendarData.sources;
    const from = isoOf(fromDay);
    const to = isoOf(toDay);
    const dates = { from, to, sources, watchlistOf: viewer.id };
    // No watched symbol: no company events, and no need to ask for them.
    const company = watched.length > 0;
    const [economic, earnings, dividends, splits, ipos] = await Promise.all([
      data.economicBetween({
        start: new Date(dayStart(fromDay, timeZone)),
        end: new Date(dayStart(toDay + 1, timeZone)),
        allDayStart: new Date(fromDay * DAY_MS),
        allDayEnd: new Date((toDay + 1) * DAY_MS),
        sources,
        countries,
        importance: null,
      }),
      company ? data.earningsBetween({ ...dates, countries: null }) : [],
      company ? data.dividendsBetween(dates) : [],
      company ? data.splitsBetween(dates) : [],
      company ? data.iposBetween({ ...dates, statuses: null }) : [],
    ]);
    const listings = new Map(
      watched.map((row): [number, Listing] => [
        row.id,
        { country: row.country, exchange: row.exchange },
      ]),
    );
    const listingOf = (symbolId: number | null) =>
      symbolId === null ? undefined : listings.get(symbolId);
    const isSample = (row: { source: string }) => row.source === 'sample';
    const items: EventItem[] = [
      ...economic.map((row) => economicItem({ ...row, sample: isSample(row) }, timeZone)),
      ...earnings.map((row) => earningsItem(row, isSample(row), listingOf(row.symbolId))),
      ...dividends.map((row) => dividendItem(row, isSample(row), listingOf(row.symbolId))),
      ...splits.map((row) => splitItem(row, isSample(row), listingOf(row.symbolId))),
      ...ipos.map((row) => ipoItem(row, isSample(row), listingOf(row.symbolId))),
      ...holidaysBetween(exchanges, fromDay, toDay).map((row) =>
        holidayItem(row, EXCHANGE_CALENDARS[row.exchange].country),
      ),
      ...futuresItems(
        expiriesBetween(fromDay, toDay, MY_WEEK_FUTURES_GROUPS).filter((row) =>
          MY_WEEK_FUTURES.includes(row.root),
        ),
        fromDay,
        toDay,
      ),
    ];
    return {
      items: items.sort(compareItems),
      symbols: watched.map((row) => row.symbol),
      countries,
      exchanges,
      sample: [economic, earnings, dividends, splits, ipos].some((rows) => rows.some(isSample)),
    };
  }

  /**
   * The event a key names, as My week shows it in `timeZone`; null when there is none (an unknown
   * id, a day that is no holiday, a contract without that expiry).
   */
  async eventByKey(key: string, timeZone: string): Promise<EventItem | null> {
    const parsed = parseEventKey(key);
    if (!parsed) return null;
    const { repository } = this.deps;
    const sources = this.deps.calendarData.sources;
    const isSample = (row: { source: string }) => row.source === 'sample';
    switch (parsed.kind) {
      case 'economic': {
        const row = await repository.economicById(parsed.id, sources);
        return row ? economicItem({ ...row, sample: isSample(row) }, timeZone) : null;
      }
      case 'earnings': {
        const row = await repository.earningsById(parsed.id, sources);
        return row ? earningsItem(row, isSample(row)) : null;
      }
      case 'dividend': {
        const row = await repository.dividendById(parsed.id, sources);
        return row ? dividendItem(row, isSample(row)) : null;
      }
      case 'split': {
        const row = await repository.splitById(parsed.id, sources);
        return row ? splitItem(row, isSample(row)) : null;
      }
      case 'ipo': {
        const row = await repository.ipoById(parsed.id, sources);
        return row ? ipoItem(row, isSample(row)) : null;
      }
      case 'holiday': {
        const [row] = holidaysBetween([parsed.exchange], parsed.day, parsed.day);
        return row ? holidayItem(row, EXCHANGE_CALENDARS[row.exchange].country) : null;
      }
      case 'futures': {
        for (const row of expiriesBetween(parsed.day, parsed.day)) {
          if (row.root !== parsed.root) continue;
          const day = parsed.moment === 'last_trading' ? row.lastTradingDay : row.firstNoticeDay;
          if (day === parsed.day) return futuresItem(row, parsed.moment);
        }
        return null;
      }
    }
  }

  /**
   * A calendar view as an iCalendar document for the member a feed token stands for, from
   * ICS_DAYS_BEFORE days ago to ICS_WEEKS_AHEAD weeks ahead (days of the member's saved zone).
   * The data calendars answer at most DATA_CALENDAR_DAYS_MAX days a call: read in such chunks.
   */
  async feed(token: string, view: IcsViewName, query: IcsQueryView): Promise<string> {
    const viewer = await this.deps.repository.memberOfToken(token);
    if (!viewer) throw notFound(FEED_NOT_FOUND);
    const timeZone = memberZone(viewer);
    const now = this.deps.now();
    const today = dayIn(now, timeZone);
    const fromDay = today - ICS_DAYS_BEFORE;
    const toDay = today + ICS_WEEKS_AHEAD * 7;
    const { items, sample } = await this.feedItems(viewer, view, query, fromDay, toDay, timeZone);
    const window = `${isoOf(fromDay)} to ${isoOf(toDay)}`;
    return writeFeed({
      name: FEED_NAMES[view],
      description: `${FEED_NAMES[view]}, ${window}.${sample ? ' Some events are sample data TapeTV made up for the demo.' : ''}`,
      items,
      appUrl: this.deps.appUrl,
      now: new Date(now),
    });
  }

  private async feedItems(
    viewer: UserRow,
    view: IcsViewName,
    query: IcsQueryView,
    fromDay: number,
    toDay: number,
    timeZone: string,
  ): Promise<{ items: EventItem[]; sample: boolean }> {
    if (view === 'my-week') {
      const countries = query.countries
        ? parseList('countries', query.countries, COUNTRY_CODES)
        : null;
      return this.collect(viewer, fromDay, toDay, timeZone, countries);
    }
    if (view === 'holidays') {
      const exchanges = parseList<ExchangeId>('exchanges', query.exchanges, EXCHANGE_IDS);
      const items = holidaysBetween(exchanges, fromDay, toDay).map((row) =>
        holidayItem(row, EXCHANGE_CALENDARS[row.exchange].country),
      );
      return { items, sample: false };
    }
    if (view === 'futures-expiry') {
      const groups = parseList<FuturesGroup>('groups', query.groups, FUTURES_GROUPS);
      const items = futuresItems(expiriesBetween(fromDay, toDay, groups), fromDay, toDay);
      return { items: items.sort(compareItems), sample: false };
    }
    const items: EventItem[] = [];
    let sample = false;
    const { calendarData } = this.deps;
    const watchlist = query.watchlist === true;
    for (let start = fromDay; start <= toDay; start += DATA_CALENDAR_DAYS_MAX) {
      const range = {
        from: isoOf(start),
        to: isoOf(Math.min(start + DATA_CALENDAR_DAYS_MAX - 1, toDay)),
      };
      const isSample = (row: { source: string }) => row.source === 'sample';
      switch (view) {
        case 'economic': {
          const answer = await calendarData.economic({
            ...range,
            tz: timeZone,
            ...(query.countries ? { countries: query.countries } : {}),
            ...(query.importance ? { importance: query.importance } : {}),
          });
          sample ||= answer.sample;
          for (const row of answer.data) {
            const input = {
              id: row.id,
              country: row.country,
              event: row.event,
              importance: row.importance,
              scheduledAt: new Date(row.scheduled_at),
              allDay: row.all_day,
              sample: isSample(row),
            };
            items.push(economicItem(input, timeZone));
          }
          break;
        }
        case 'earnings': {
          const answer = await calendarData.earnings(viewer, {
            ...range,
            watchlist,
            ...(query.countries ? { countries: query.countries } : {}),
          });
          sample ||= answer.sample;
          for (const row of answer.data) items.push(earningsItem(row, isSample(row)));
          break;
        }
        case 'dividends': {
          const answer = await calendarData.dividends(viewer, { ...range, watchlist });
          sample ||= answer.sample;
          for (const row of answer.data) {
            items.push(dividendItem({ ...row, exDate: row.ex_date }, isSample(row)));
          }
          break;
        }
        case 'splits': {
          const answer = await calendarData.splits(viewer, { ...range, watchlist });
          sample ||= answer.sample;
          for (const row of answer.data) items.push(splitItem(row, isSample(row)));
          break;
        }
        case 'ipos': {
          const statuses: IpoStatus[] | undefined = query.status
            ? parseList<IpoStatus>('status', query.status, IPO_STATUSES)
            : undefined;
          const answer = await calendarData.ipos(viewer, {
            ...range,
            watchlist,
            ...(statuses ? { status: statuses.join(',') } : {}),
          });
          sample ||= answer.sample;
          for (const row of answer.data) items.push(ipoItem(row, isSample(row)));
          break;
        }
      }
    }
    return { items: items.sort(compareItems), sample };
  }
}
