import { validationFailed } from '../../lib/errors.ts';
import {
  CALENDAR_YEAR_MAX,
  CALENDAR_YEAR_MIN,
  COMPUTED_CALENDAR_DAYS_MAX,
  type FuturesExpiryView,
  type FuturesQueryView,
  type HolidaysQueryView,
  type MarketHolidayView,
} from '../../schemas/calendars.ts';
import { dayOf, dayOfIso, isoOf } from './civil-date.ts';
import {
  expiriesBetween,
  FUTURES_CONTRACTS,
  FUTURES_GROUPS,
  type FuturesExpiry,
  type FuturesGroup,
} from './futures.ts';
import { EXCHANGE_CALENDARS, EXCHANGE_IDS, type ExchangeId, holidaysBetween } from './holidays.ts';

const FIRST_DAY = dayOf(CALENDAR_YEAR_MIN, 1, 1);
const LAST_DAY = dayOf(CALENDAR_YEAR_MAX, 12, 31);

/**
 * A range of days from the query, both ends included. Refused (422, per field) when a date is not
 * a real one, the end comes first, it spans more than `maxDays`, or it leaves the years the rules
 * hold for.
 */
export function parseRange(
  from: string,
  to: string,
  maxDays: number,
): { fromDay: number; toDay: number } {
  const fromDay = dayOfIso(from);
  const toDay = dayOfIso(to);
  if (fromDay === null)
    throw validationFailed({ from: ['The from field must be a real date such as 2026-11-26.'] });
  if (toDay === null)
    throw validationFailed({ to: ['The to field must be a real date such as 2026-11-26.'] });
  if (fromDay < FIRST_DAY || toDay > LAST_DAY) {
    throw validationFailed({
      from: [`Dates must be between ${isoOf(FIRST_DAY)} and ${isoOf(LAST_DAY)}.`],
    });
  }
  if (toDay < fromDay)
    throw validationFailed({ to: ['The to date must be on or after the from date.'] });
  if (toDay - fromDay + 1 > maxDays) {
    throw validationFailed({ to: [`The range must not span more than ${maxDays} days.`] });
  }
  return { fromDay, toDay };
}

/** Ids joined by commas, each one of `known`; all of them when the field is absent or empty. */
export function parseList<T extends string>(
  field: string,
  value: string | undefined,
  known: readonly T[],
): T[] {
  const parts = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return [...known];
  const unknown = parts.filter((part) => !(known as readonly string[]).includes(part));
  if (unknown.length > 0) {
    throw validationFailed({
      [field]: [
        `The ${field} field names unknown ${field}: ${unknown.join(', ')}. Known: ${known.join(', ')}.`,
      ],
    });
  }
  return [...new Set(parts)] as T[];
}

const expiryView = (row: FuturesExpiry): FuturesExpiryView => ({
  code: row.code,
  root: row.root,
  name: row.name,
  group: row.group,
  exchange: row.exchange,
  contract_month: row.contractMonth,
  last_trading_day: isoOf(row.lastTradingDay),
  first_notice_day: row.firstNoticeDay === null ? null : isoOf(row.firstNoticeDay),
  settlement_day: isoOf(row.settlementDay),
  settlement: row.settlement,
});

/**
 * The computed calendars: nothing is stored, each answer is the rules run over the range (pure
 * and cached per exchange and year in holidays.ts), so any year costs the same.
 */
export class CalendarsService {
  holidays(query: HolidaysQueryView) {
    const { fromDay, toDay } = parseRange(query.from, query.to, COMPUTED_CALENDAR_DAYS_MAX);
    const exchanges = parseList<ExchangeId>('exchanges', query.exchanges, EXCHANGE_IDS);
    const data: MarketHolidayView[] = holidaysBetween(exchanges, fromDay, toDay).map((row) => ({
      date: row.date,
      exchange: row.exchange,
      name: row.name,
      kind: row.kind,
      closes: row.closes,
    }));
    return {
      from: isoOf(fromDay),
      to: isoOf(toDay),
      exchanges: EXCHANGE_IDS.map((id) => {
        const calendar = EXCHANGE_CALENDARS[id];
        return {
          id,
          name: calendar.name,
          country: calendar.country,
          time_zone: calendar.timeZone,
          regular_close: calendar.regularClose,
        };
      }),
      data,
    };
  }

  futures(query: FuturesQueryView) {
    const { fromDay, toDay } = parseRange(query.from, query.to, COMPUTED_CALENDAR_DAYS_MAX);
    const groups = parseList<FuturesGroup>('groups', query.groups, FUTURES_GROUPS);
    return {
      from: isoOf(fromDay),
      to: isoOf(toDay),
      contracts: FUTURES_CONTRACTS.map((contract) => ({
        root: contract.root,
        name: contract.name,
        group: contract.group,
        exchange: contract.exchange,
        settlement: contract.settlement,
        months: [...contract.months],
        rule: contract.rule,
      })),
      data: expiriesBetween(fromDay, toDay, groups).map(expiryView),
    };
  }
}
