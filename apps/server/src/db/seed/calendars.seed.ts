import { asc, inArray } from 'drizzle-orm';
import {
  CalendarDataRepository,
  type CalendarInputs,
  type DividendInput,
  type EarningsInput,
  type EconomicInput,
  type IpoInput,
  type SplitInput,
} from '../../modules/calendar-data/calendar-data.repository.ts';
import {
  eventKeyOf,
  higherIsBetterFor,
  slug,
} from '../../modules/calendar-data/calendar-source.ts';
import { countryCurrency } from '../../modules/calendar-data/countries.ts';
import { zonedInstant } from '../../modules/calendar-data/zoned-time.ts';
import {
  dayOf,
  daysInMonth,
  FRIDAY,
  isoOf,
  MONDAY,
  nthWeekday,
  partsOf,
  SATURDAY,
  SUNDAY,
  THURSDAY,
  TUESDAY,
  WEDNESDAY,
  weekdayOf,
} from '../../modules/calendars/civil-date.ts';
import type { Database } from '../client.ts';
import {
  type DividendFrequency,
  type EarningsTime,
  type EconomicUnit,
  symbols,
} from '../schema/index.ts';
import { seededRandom } from './random.ts';
import { DEMO_WATCHLISTS } from './watchlists.seed.ts';

/**
 * The sample calendars: made-up but realistic economic releases, earnings, dividends, splits and
 * IPOs (source `sample`, labelled as such wherever they show) from SAMPLE_WEEKS weeks before the
 * seed's week to SAMPLE_WEEKS weeks after it, so a fresh demo always shows data around today.
 * Loaded into a database whose calendar tables are all empty (an existing one gets them too);
 * the same `now` gives the same rows.
 */
export const SAMPLE_WEEKS = 8;

const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A listed symbol the sample gives earnings and dividends to. */
export interface SampleSymbol {
  id: number;
  symbol: string;
  name: string;
  country: string;
  type: string;
  sector: string | null;
  currency: string;
  referencePrice: number;
}

export interface SampleCalendars {
  economic: EconomicInput[];
  earnings: EarningsInput[];
  dividends: DividendInput[];
  splits: SplitInput[];
  ipos: IpoInput[];
}

/** A string's FNV-1a hash: each indicator and symbol draws from its own seeded generator. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const randomFor = (key: string) => seededRandom(hashOf(key));
/** `value` to `decimals` places; negative `decimals` round to tens, hundreds… (-6: millions). */
const roundTo = (value: number, decimals: number) => {
  if (decimals < 0) {
    const unit = 10 ** -decimals;
    return Math.round(value / unit) * unit;
  }
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};
/** Saturday and Sunday move to the Monday after. */
const nextWeekday = (day: number) => {
  const weekday = weekdayOf(day);
  return weekday === SATURDAY ? day + 2 : weekday === SUNDAY ? day + 1 : day;
};
/** Saturday and Sunday move to the Friday before. */
const previousWeekday = (day: number) => {
  const weekday = weekdayOf(day);
  return weekday === SATURDAY ? day - 1 : weekday === SUNDAY ? day - 2 : day;
};
const isWeekday = (day: number) => {
  const weekday = weekdayOf(day);
  return weekday !== SATURDAY && weekday !== SUNDAY;
};

// --- Economic releases ---------------------------------------------------------------------

/** When an indicator is released: the day of each month (or week) it comes out. */
type Schedule =
  | { weekly: number }
  | { nth: number; weekday: number; months?: readonly number[] }
  | { day: number; months?: readonly number[] }
  | { businessDay: number; months?: readonly number[] };

const weekly = (weekday: number): Schedule => ({ weekly: weekday });
const nth = (n: number, weekday: number, months?: readonly number[]): Schedule =>
  months ? { nth: n, weekday, months } : { nth: n, weekday };
const onDay = (day: number, months?: readonly number[]): Schedule =>
  months ? { day, months } : { day };
const businessDay = (n: number, months?: readonly number[]): Schedule =>
  months ? { businessDay: n, months } : { businessDay: n };

/** The figures' random walk: a starting level, the size of a move, decimals shown. */
interface Figures {
  base: number;
  step: number;
  decimals: number;
  /** No consensus forecast (auctions: only the result and the previous one). */
  noForecast?: boolean;
  /** Moves only now and then, by `step` (policy rates). */
  jumps?: boolean;
}

interface Indicator {
  country: string;
  event: string;
  importance: 1 | 2 | 3;
  unit: EconomicUnit;
  /** Local release time HH:MM; `all-day` for an event without one. */
  time: string;
  schedule: Schedule;
  figures?: Figures;
  /** Whose figure: the month before the release (default), the release's month, the quarter before, or none. */
  period?: 'previous-month' | 'this-month' | 'previous-quarter' | 'none';
}

const ZONES: Record<string, string> = {
  US: 'America/New_York',
  CA: 'America/Toronto',
  EU: 'Europe/Berlin',
  DE: 'Europe/Berlin',
  GB: 'Europe/London',
  JP: 'Asia/Tokyo',
  CN: 'Asia/Shanghai',
  AU: 'Australia/Sydney',
};

const FOMC = [1, 3, 5, 6, 7, 9, 10, 12];
const ECB = [1, 3, 4, 6, 7, 9, 10, 12];
const BOE = [2, 3, 5, 6, 8, 9, 11, 12];
const BOJ = [1, 3, 4, 6, 7, 9, 10, 12];
const RBA = [2, 3, 5, 7, 8, 9, 11, 12];
const BOC = [1, 3, 4, 6, 7, 9, 10, 12];
const QUARTER_ENDS = [1, 4, 7, 10];

const f = (base: number, step: number, decimals = 1, extra: Partial<Figures> = {}): Figures => ({
  base,
  step,
  decimals,
  ...extra,
});

/** One indicator: country, name, importance, unit, local time, schedule, figures, period. */
function ind(
  country: string,
  event: string,
  importance: 1 | 2 | 3,
  unit: EconomicUnit,
  time: string,
  schedule: Schedule,
  figures?: Figures,
  period?: Indicator['period'],
): Indicator {
  return {
    country,
    event,
    importance,
    unit,
    time,
    schedule,
    ...(figures ? { figures } : {}),
    ...(period ? { period } : {}),
  };
}

/**
 * The sample's indicators, with schedules close to the real ones (US payrolls the first Friday at
 * 08:30 New York time, CPI mid-month, the central banks' meeting months, PMIs at the start of the
 * month and flash PMIs around the 22nd).
 */
const INDICATORS: readonly Indicator[] = [
  // United States
  ind('US', 'Nonfarm Payrolls', 3, 'K', '08:30', nth(1, FRIDAY), f(150, 60, 0)),
  ind('US', 'Unemployment Rate', 3, '%', '08:30', nth(1, FRIDAY), f(4.2, 0.1)),
  ind('US', 'Average Hourly Earnings (MoM)', 2, '%', '08:30', nth(1, FRIDAY), f(0.3, 0.1)),
  ind('US', 'Participation Rate', 1, '%', '08:30', nth(1, FRIDAY), f(62.5, 0.1)),
  ind('US', 'ADP Nonfarm Employment Change', 2, 'K', '08:15', nth(1, WEDNESDAY), f(120, 50, 0)),
  ind('US', 'JOLTS Job Openings', 2, 'M', '10:00', nth(1, TUESDAY), f(7.4, 0.3, 3)),
  ind('US', 'CPI (MoM)', 3, '%', '08:30', onDay(12), f(0.2, 0.1)),
  ind('US', 'CPI (YoY)', 3, '%', '08:30', onDay(12), f(2.8, 0.15)),
  ind('US', 'Core CPI (MoM)', 3, '%', '08:30', onDay(12), f(0.3, 0.1)),
  ind('US', 'Core CPI (YoY)', 2, '%', '08:30', onDay(12), f(3.0, 0.1)),
  ind('US', 'PPI (MoM)', 2, '%', '08:30', onDay(14), f(0.2, 0.2)),
  ind('US', 'Core PPI (MoM)', 1, '%', '08:30', onDay(14), f(0.2, 0.15)),
  ind('US', 'Retail Sales (MoM)', 3, '%', '08:30', onDay(16), f(0.4, 0.4)),
  ind('US', 'Core Retail Sales (MoM)', 2, '%', '08:30', onDay(16), f(0.3, 0.3)),
  ind('US', 'NY Empire State Manufacturing Index', 1, '', '08:30', onDay(15), f(-2, 6)),
  ind('US', 'Industrial Production (MoM)', 1, '%', '09:15', onDay(17), f(0.1, 0.3)),
  ind('US', 'NAHB Housing Market Index', 1, '', '10:00', onDay(18), f(40, 2, 0)),
  ind('US', 'Building Permits', 2, 'M', '08:30', onDay(19), f(1.42, 0.05, 3)),
  ind('US', 'Housing Starts', 2, 'M', '08:30', onDay(19), f(1.35, 0.06, 3)),
  ind('US', 'Philadelphia Fed Manufacturing Index', 2, '', '08:30', nth(3, THURSDAY), f(5, 8)),
  ind('US', 'Existing Home Sales', 2, 'M', '10:00', onDay(21), f(4.05, 0.1, 2)),
  ind('US', 'S&P Global Manufacturing PMI', 2, '', '09:45', onDay(22), f(52, 0.8), 'this-month'),
  ind('US', 'S&P Global Services PMI', 2, '', '09:45', onDay(22), f(53.5, 0.8), 'this-month'),
  ind('US', 'New Home Sales', 2, 'K', '10:00', onDay(24), f(680, 30, 0)),
  ind('US', 'Durable Goods Orders (MoM)', 2, '%', '08:30', onDay(26), f(0.5, 1.5)),
  ind('US', 'CB Consumer Confidence', 2, '', '10:00', nth(-1, TUESDAY), f(96, 3)),
  ind('US', 'GDP (QoQ)', 3, '%', '08:30', nth(-1, THURSDAY), f(2.2, 0.6), 'previous-quarter'),
  ind('US', 'Core PCE Price Index (MoM)', 3, '%', '08:30', businessDay(-1), f(0.2, 0.1)),
  ind('US', 'Personal Spending (MoM)', 2, '%', '08:30', businessDay(-1), f(0.4, 0.2)),
  ind('US', 'Personal Income (MoM)', 1, '%', '08:30', businessDay(-1), f(0.3, 0.2)),
  ind('US', 'Chicago PMI', 1, '', '09:45', businessDay(-1), f(46, 2.5)),
  ind('US', 'ISM Manufacturing PMI', 3, '', '10:00', businessDay(1), f(49, 1)),
  ind('US', 'ISM Manufacturing Prices', 2, '', '10:00', businessDay(1), f(58, 2)),
  ind('US', 'Construction Spending (MoM)', 1, '%', '10:00', businessDay(1), f(0.1, 0.4)),
  ind('US', 'ISM Services PMI', 3, '', '10:00', businessDay(3), f(52, 1.2)),
  ind('US', 'Factory Orders (MoM)', 1, '%', '10:00', businessDay(3), f(0.3, 1)),
  ind('US', 'Trade Balance', 2, 'B', '08:30', onDay(5), f(-70, 5)),
  ind('US', 'Consumer Credit', 1, 'B', '15:00', onDay(7), f(12, 6, 2)),
  ind('US', 'Wholesale Inventories (MoM)', 1, '%', '10:00', onDay(9), f(0.2, 0.3)),
  ind('US', 'Michigan Consumer Sentiment', 2, '', '10:00', nth(2, FRIDAY), f(58, 3), 'this-month'),
  ind('US', 'Federal Budget Balance', 1, 'B', '14:00', onDay(11), f(-180, 60, 0)),
  ind('US', 'Import Price Index (MoM)', 1, '%', '08:30', onDay(15), f(0.1, 0.2)),
  ind('US', 'Business Inventories (MoM)', 1, '%', '10:00', onDay(15), f(0.2, 0.2)),
  ind('US', 'Pending Home Sales (MoM)', 1, '%', '10:00', onDay(27), f(0.5, 2)),
  ind(
    'US',
    'Fed Interest Rate Decision',
    3,
    '%',
    '14:00',
    nth(3, WEDNESDAY, FOMC),
    f(3.75, 0.25, 2, { jumps: true }),
    'none',
  ),
  ind('US', 'FOMC Press Conference', 3, '', '14:30', nth(3, WEDNESDAY, FOMC)),
  ind('US', 'FOMC Meeting Minutes', 2, '', '14:00', nth(2, WEDNESDAY, [2, 4, 5, 7, 8, 10, 11, 1])),
  ind('US', 'Beige Book', 1, '', '14:00', nth(1, WEDNESDAY, [1, 3, 4, 5, 7, 8, 10, 11])),
  ind('US', 'Initial Jobless Claims', 2, 'K', '08:30', weekly(THURSDAY), f(225, 10, 0)),
  ind('US', 'Continuing Jobless Claims', 1, 'K', '08:30', weekly(THURSDAY), f(1900, 25, 0)),
  ind('US', 'EIA Crude Oil Inventories', 2, 'M', '10:30', weekly(WEDNESDAY), f(-1, 3, 3)),
  ind('US', 'EIA Natural Gas Storage', 1, '', '10:30', weekly(THURSDAY), f(40, 25, 0)),
  ind('US', 'API Weekly Crude Oil Stock', 1, 'M', '16:30', weekly(TUESDAY), f(-0.8, 3, 3)),
  ind('US', 'Cushing Crude Oil Inventories', 1, 'M', '10:30', weekly(WEDNESDAY), f(-0.3, 0.8, 3)),
  ind('US', 'EIA Gasoline Inventories', 1, 'M', '10:30', weekly(WEDNESDAY), f(-0.5, 2, 3)),
  ind('US', 'EIA Distillate Stocks', 1, 'M', '10:30', weekly(WEDNESDAY), f(-0.4, 1.8, 3)),
  ind('US', 'Fed Balance Sheet', 1, 'B', '16:30', weekly(THURSDAY), f(6550, 15, 0)),
  ind(
    'US',
    'Reserve Balances with Federal Reserve Banks',
    1,
    'T',
    '16:30',
    weekly(THURSDAY),
    f(2.9, 0.05, 3),
  ),
  ind(
    'US',
    'CFTC Crude Oil Speculative Net Positions',
    1,
    'K',
    '15:30',
    weekly(FRIDAY),
    f(150, 15),
  ),
  ind('US', 'CFTC Gold Speculative Net Positions', 1, 'K', '15:30', weekly(FRIDAY), f(210, 12)),
  ind('US', 'NY Fed Consumer Inflation Expectations', 1, '%', '11:00', nth(2, MONDAY), f(3.2, 0.1)),
  ind('US', 'MBA Mortgage Applications (WoW)', 1, '%', '07:00', weekly(WEDNESDAY), f(0.5, 4)),
  ind('US', 'Redbook (YoY)', 1, '%', '08:55', weekly(TUESDAY), f(5.5, 0.6)),
  ind('US', 'Baker Hughes Oil Rig Count', 1, '', '13:00', weekly(FRIDAY), f(480, 4, 0)),
  ind('US', 'CFTC S&P 500 Speculative Net Positions', 1, 'K', '15:30', weekly(FRIDAY), f(-60, 15)),
  ind(
    'US',
    '3-Month Bill Auction',
    1,
    '%',
    '11:30',
    weekly(MONDAY),
    f(3.85, 0.03, 3, { noForecast: true }),
    'none',
  ),
  ind(
    'US',
    '6-Month Bill Auction',
    1,
    '%',
    '11:30',
    weekly(MONDAY),
    f(3.75, 0.03, 3, { noForecast: true }),
    'none',
  ),
  ind(
    'US',
    '52-Week Bill Auction',
    1,
    '%',
    '11:30',
    weekly(TUESDAY),
    f(3.6, 0.04, 3, { noForecast: true }),
    'none',
  ),
  ind(
    'US',
    '17-Week Bill Auction',
    1,
    '%',
    '11:30',
    weekly(WEDNESDAY),
    f(3.8, 0.03, 3, { noForecast: true }),
    'none',
  ),
  ind(
    'US',
    '4-Week Bill Auction',
    1,
    '%',
    '11:30',
    weekly(THURSDAY),
    f(3.9, 0.03, 3, { noForecast: true }),
    'none',
  ),
  ind(
    'US',
    '8-Week Bill Auction',
    1,
    '%',
    '11:30',
    weekly(THURSDAY),
    f(3.88, 0.03, 3, { noForecast: true }),
    'none',
  ),
  ind(
    'US',
    '10-Year Note Auction',
    2,
    '%',
    '13:00',
    nth(2, WEDNESDAY),
    f(4.2, 0.08, 3, { noForecast: true }),
    'none',
  ),
  ind(
    'US',
    '30-Year Bond Auction',
    2,
    '%',
    '13:00',
    nth(2, THURSDAY),
    f(4.8, 0.08, 3, { noForecast: true }),
    'none',
  ),
  ind('US', 'Atlanta Fed GDPNow', 2, '%', '11:30', weekly(FRIDAY), f(2.4, 0.3), 'previous-quarter'),
  // Euro area
  ind('EU', 'CPI (YoY) Flash', 3, '%', '11:00', businessDay(1), f(2.1, 0.1), 'this-month'),
  ind('EU', 'Core CPI (YoY) Flash', 2, '%', '11:00', businessDay(1), f(2.3, 0.1), 'this-month'),
  ind('EU', 'CPI (YoY)', 2, '%', '11:00', onDay(18), f(2.1, 0.1)),
  ind('EU', 'Unemployment Rate', 2, '%', '11:00', businessDay(2), f(6.3, 0.1)),
  ind('EU', 'PPI (MoM)', 1, '%', '11:00', businessDay(3), f(0.1, 0.3)),
  ind('EU', 'Retail Sales (MoM)', 1, '%', '11:00', onDay(6), f(0.2, 0.4)),
  ind('EU', 'Sentix Investor Confidence', 1, '', '10:30', nth(2, MONDAY), f(-5, 3), 'this-month'),
  ind('EU', 'Industrial Production (MoM)', 1, '%', '11:00', onDay(14), f(0.2, 0.8)),
  ind('EU', 'Trade Balance', 1, 'B', '11:00', onDay(16), f(12, 3)),
  ind('EU', 'ZEW Economic Sentiment', 2, '', '11:00', nth(3, TUESDAY), f(25, 5), 'this-month'),
  ind('EU', 'Consumer Confidence Flash', 1, '', '16:00', onDay(21), f(-14.5, 0.8), 'this-month'),
  ind('EU', 'HCOB Manufacturing PMI Flash', 2, '', '10:00', onDay(22), f(49.5, 0.7), 'this-month'),
  ind('EU', 'HCOB Services PMI Flash', 2, '', '10:00', onDay(22), f(51.5, 0.7), 'this-month'),
  ind(
    'EU',
    'GDP (QoQ)',
    2,
    '%',
    '11:00',
    businessDay(-1, QUARTER_ENDS),
    f(0.2, 0.15),
    'previous-quarter',
  ),
  ind(
    'EU',
    'ECB Interest Rate Decision',
    3,
    '%',
    '14:15',
    nth(2, THURSDAY, ECB),
    f(2.15, 0.25, 2, { jumps: true }),
    'none',
  ),
  ind('EU', 'ECB Press Conference', 3, '', '14:45', nth(2, THURSDAY, ECB)),
  ind(
    'EU',
    'ECB Monetary Policy Meeting Accounts',
    1,
    '',
    '13:30',
    nth(1, THURSDAY, [2, 4, 5, 7, 8, 10, 11, 1]),
  ),
  ind('EU', 'Eurogroup Meeting', 1, '', 'all-day', nth(3, MONDAY)),
  ind('EU', 'ECOFIN Meeting', 1, '', 'all-day', nth(3, TUESDAY)),
  // Germany
  ind('DE', 'German Factory Orders (MoM)', 1, '%', '08:00', onDay(6), f(0.5, 2)),
  ind('DE', 'German Industrial Production (MoM)', 2, '%', '08:00', onDay(8), f(0.2, 1)),
  ind('DE', 'German Trade Balance', 1, 'B', '08:00', onDay(8), f(17, 2)),
  ind(
    'DE',
    'German ZEW Economic Sentiment',
    2,
    '',
    '11:00',
    nth(3, TUESDAY),
    f(30, 6),
    'this-month',
  ),
  ind(
    'DE',
    'German HCOB Manufacturing PMI Flash',
    2,
    '',
    '09:30',
    onDay(22),
    f(48.5, 0.8),
    'this-month',
  ),
  ind('DE', 'German Ifo Business Climate', 2, '', '10:00', onDay(24), f(88, 1), 'this-month'),
  ind('DE', 'German GfK Consumer Climate', 1, '', '08:00', onDay(26), f(-23, 1.5), 'this-month'),
  ind('DE', 'German CPI (MoM) Prelim', 2, '%', '14:00', onDay(29), f(0.2, 0.2), 'this-month'),
  ind('DE', 'German CPI (YoY) Prelim', 2, '%', '14:00', onDay(29), f(2.2, 0.15), 'this-month'),
  ind('DE', 'German Unemployment Change', 2, 'K', '09:55', businessDay(-1), f(10, 8, 0)),
  ind('DE', 'German Unemployment Rate', 1, '%', '09:55', businessDay(-1), f(6.3, 0.05)),
  ind('DE', 'German Retail Sales (MoM)', 1, '%', '08:00', businessDay(-1), f(0.3, 0.8)),
  ind('DE', 'German Buba Monthly Report', 1, '', '12:00', nth(3, MONDAY)),
  ind(
    'DE',
    'German 10-Year Bund Auction',
    1,
    '%',
    '11:30',
    weekly(WEDNESDAY),
    f(2.6, 0.05, 3, { noForecast: true }),
    'none',
  ),
  // United Kingdom
  ind('GB', 'Nationwide HPI (MoM)', 1, '%', '07:00', businessDay(1), f(0.3, 0.4)),
  ind('GB', 'BRC Retail Sales Monitor (YoY)', 1, '%', '00:01', nth(2, TUESDAY), f(1.5, 1)),
  ind('GB', 'GDP (MoM)', 2, '%', '07:00', onDay(13), f(0.1, 0.2)),
  ind('GB', 'Manufacturing Production (MoM)', 1, '%', '07:00', onDay(13), f(0.1, 0.6)),
  ind('GB', 'Trade Balance', 1, 'B', '07:00', onDay(13), f(-19, 1.5)),
  ind('GB', 'Claimant Count Change', 2, 'K', '07:00', nth(3, TUESDAY), f(20, 10)),
  ind('GB', 'Unemployment Rate', 2, '%', '07:00', nth(3, TUESDAY), f(4.8, 0.1)),
  ind('GB', 'Average Earnings Index +Bonus', 2, '%', '07:00', nth(3, TUESDAY), f(4.8, 0.2)),
  ind('GB', 'CPI (YoY)', 3, '%', '07:00', nth(3, WEDNESDAY), f(3.6, 0.15)),
  ind('GB', 'Core CPI (YoY)', 2, '%', '07:00', nth(3, WEDNESDAY), f(3.5, 0.15)),
  ind('GB', 'CPI (MoM)', 1, '%', '07:00', nth(3, WEDNESDAY), f(0.3, 0.2)),
  ind('GB', 'Retail Sales (MoM)', 2, '%', '07:00', nth(3, FRIDAY), f(0.2, 0.6)),
  ind(
    'GB',
    'S&P Global Manufacturing PMI Flash',
    2,
    '',
    '09:30',
    onDay(22),
    f(47.5, 0.8),
    'this-month',
  ),
  ind('GB', 'S&P Global Services PMI Flash', 2, '', '09:30', onDay(22), f(51, 0.8), 'this-month'),
  ind('GB', 'GfK Consumer Confidence', 1, '', '00:01', nth(-1, FRIDAY), f(-19, 1.5), 'this-month'),
  ind(
    'GB',
    'BoE Interest Rate Decision',
    3,
    '%',
    '12:00',
    nth(1, THURSDAY, BOE),
    f(4.0, 0.25, 2, { jumps: true }),
    'none',
  ),
  ind('GB', 'BoE MPC Meeting Minutes', 2, '', '12:00', nth(1, THURSDAY, BOE)),
  ind(
    'GB',
    'Rightmove House Price Index (MoM)',
    1,
    '%',
    '00:01',
    nth(3, MONDAY),
    f(0.3, 0.8),
    'this-month',
  ),
  ind(
    'GB',
    '10-Year Gilt Auction',
    1,
    '%',
    '10:00',
    weekly(TUESDAY),
    f(4.5, 0.05, 3, { noForecast: true }),
    'none',
  ),
  // Japan
  ind('JP', 'Household Spending (YoY)', 1, '%', '08:30', nth(1, FRIDAY), f(0.8, 1.2)),
  ind('JP', 'Current Account', 1, 'T', '08:50', onDay(9), f(2.5, 0.5, 2)),
  ind('JP', 'PPI (YoY)', 1, '%', '08:50', onDay(11), f(2.7, 0.2)),
  ind(
    'JP',
    'GDP (QoQ)',
    2,
    '%',
    '08:50',
    onDay(15, [2, 5, 8, 11]),
    f(0.3, 0.3),
    'previous-quarter',
  ),
  ind('JP', 'Trade Balance', 1, 'B', '08:50', onDay(18), f(-250, 150, 0)),
  ind('JP', 'National Core CPI (YoY)', 2, '%', '08:30', nth(3, FRIDAY), f(2.9, 0.1)),
  ind(
    'JP',
    'au Jibun Bank Manufacturing PMI Flash',
    1,
    '',
    '09:30',
    onDay(22),
    f(49.2, 0.6),
    'this-month',
  ),
  ind('JP', 'Tokyo Core CPI (YoY)', 2, '%', '08:30', nth(-1, FRIDAY), f(2.7, 0.1), 'this-month'),
  ind('JP', 'Unemployment Rate', 1, '%', '08:30', businessDay(-1), f(2.5, 0.1)),
  ind('JP', 'Industrial Production (MoM)', 1, '%', '08:50', businessDay(-1), f(0.3, 1.2)),
  ind('JP', 'Retail Sales (YoY)', 1, '%', '08:50', businessDay(-1), f(1.8, 0.8)),
  ind(
    'JP',
    'BoJ Interest Rate Decision',
    3,
    '%',
    '12:00',
    nth(3, FRIDAY, BOJ),
    f(0.5, 0.25, 2, { jumps: true }),
    'none',
  ),
  ind('JP', 'BoJ Press Conference', 2, '', '15:30', nth(3, FRIDAY, BOJ)),
  ind('JP', 'Core Machinery Orders (MoM)', 1, '%', '08:50', onDay(18), f(0.5, 3)),
  ind(
    'JP',
    'Foreign Investments in Japanese Stocks',
    1,
    'B',
    '08:50',
    weekly(THURSDAY),
    f(100, 500, 0),
  ),
  ind('JP', 'Foreign Bonds Buying', 1, 'B', '08:50', weekly(THURSDAY), f(300, 400, 0)),
  ind(
    'JP',
    '10-Year JGB Auction',
    1,
    '%',
    '12:35',
    nth(1, TUESDAY),
    f(1.65, 0.04, 3, { noForecast: true }),
    'none',
  ),
  // China
  ind('CN', 'Caixin Manufacturing PMI', 2, '', '09:45', businessDay(1), f(50.4, 0.6)),
  ind('CN', 'Caixin Services PMI', 1, '', '09:45', businessDay(3), f(52.1, 0.6)),
  ind('CN', 'FX Reserves', 1, 'T', '16:00', onDay(7), f(3.3, 0.02, 3)),
  ind('CN', 'Trade Balance (USD)', 2, 'B', '11:00', onDay(9), f(95, 10)),
  ind('CN', 'Exports (YoY)', 2, '%', '11:00', onDay(9), f(4.5, 3)),
  ind('CN', 'Imports (YoY)', 1, '%', '11:00', onDay(9), f(-1, 3)),
  ind('CN', 'CPI (YoY)', 2, '%', '09:30', onDay(10), f(0.1, 0.3)),
  ind('CN', 'PPI (YoY)', 1, '%', '09:30', onDay(10), f(-2.5, 0.3)),
  ind('CN', 'New Loans', 1, 'B', '10:00', onDay(13), f(1100, 400, 0)),
  ind('CN', 'Industrial Production (YoY)', 2, '%', '10:00', onDay(16), f(5.6, 0.5)),
  ind('CN', 'Retail Sales (YoY)', 2, '%', '10:00', onDay(16), f(3.8, 0.7)),
  ind('CN', 'Fixed Asset Investment (YTD, YoY)', 1, '%', '10:00', onDay(16), f(1.5, 0.6)),
  ind('CN', 'GDP (YoY)', 3, '%', '10:00', onDay(17, QUARTER_ENDS), f(4.9, 0.2), 'previous-quarter'),
  ind(
    'CN',
    'Loan Prime Rate 1Y',
    2,
    '%',
    '09:15',
    onDay(20),
    f(3.0, 0.1, 2, { jumps: true }),
    'none',
  ),
  ind(
    'CN',
    'Loan Prime Rate 5Y',
    2,
    '%',
    '09:15',
    onDay(20),
    f(3.5, 0.1, 2, { jumps: true }),
    'none',
  ),
  ind('CN', 'NBS Manufacturing PMI', 2, '', '09:30', businessDay(-1), f(49.6, 0.4), 'this-month'),
  ind(
    'CN',
    'NBS Non-Manufacturing PMI',
    1,
    '',
    '09:30',
    businessDay(-1),
    f(50.2, 0.4),
    'this-month',
  ),
  // Canada
  ind('CA', 'Employment Change', 3, 'K', '08:30', nth(1, FRIDAY), f(20, 25, 1)),
  ind('CA', 'Unemployment Rate', 2, '%', '08:30', nth(1, FRIDAY), f(6.9, 0.1)),
  ind('CA', 'Trade Balance', 1, 'B', '08:30', onDay(5), f(-4, 1.5, 2)),
  ind('CA', 'Ivey PMI', 1, '', '10:00', onDay(6), f(52, 3, 2)),
  ind('CA', 'Manufacturing Sales (MoM)', 1, '%', '08:30', onDay(14), f(0.3, 1)),
  ind('CA', 'CPI (MoM)', 2, '%', '08:30', nth(3, TUESDAY), f(0.2, 0.2)),
  ind('CA', 'CPI (YoY)', 3, '%', '08:30', nth(3, TUESDAY), f(2.2, 0.15)),
  ind('CA', 'Retail Sales (MoM)', 2, '%', '08:30', onDay(21), f(0.3, 0.6)),
  ind('CA', 'GDP (MoM)', 2, '%', '08:30', businessDay(-1), f(0.1, 0.2)),
  ind(
    'CA',
    'BoC Interest Rate Decision',
    3,
    '%',
    '09:45',
    nth(2, WEDNESDAY, BOC),
    f(2.25, 0.25, 2, { jumps: true }),
    'none',
  ),
  ind('CA', 'BoC Press Conference', 2, '', '10:30', nth(2, WEDNESDAY, BOC)),
  // Australia
  ind('AU', 'Building Approvals (MoM)', 1, '%', '11:30', businessDay(2), f(1, 4)),
  ind('AU', 'Trade Balance', 1, 'B', '11:30', onDay(5), f(5, 1.2, 3)),
  ind('AU', 'ANZ-Roy Morgan Consumer Confidence', 1, '', '09:30', weekly(TUESDAY), f(84, 1.5)),
  ind(
    'AU',
    'Westpac Consumer Sentiment',
    1,
    '%',
    '10:30',
    nth(2, TUESDAY),
    f(0.5, 2.5),
    'this-month',
  ),
  ind('AU', 'NAB Business Confidence', 1, '', '11:30', nth(2, TUESDAY), f(4, 3, 0)),
  ind('AU', 'Employment Change', 3, 'K', '11:30', nth(3, THURSDAY), f(25, 15, 1)),
  ind('AU', 'Unemployment Rate', 2, '%', '11:30', nth(3, THURSDAY), f(4.3, 0.1)),
  ind('AU', 'Monthly CPI Indicator (YoY)', 2, '%', '11:30', nth(-1, WEDNESDAY), f(3.0, 0.2)),
  ind('AU', 'Retail Sales (MoM)', 2, '%', '11:30', businessDay(-2), f(0.4, 0.4)),
  ind(
    'AU',
    'GDP (QoQ)',
    2,
    '%',
    '11:30',
    nth(1, WEDNESDAY, [3, 6, 9, 12]),
    f(0.5, 0.2),
    'previous-quarter',
  ),
  ind(
    'AU',
    'RBA Interest Rate Decision',
    3,
    '%',
    '14:30',
    nth(1, TUESDAY, RBA),
    f(3.6, 0.25, 2, { jumps: true }),
    'none',
  ),
  ind('AU', 'RBA Press Conference', 2, '', '15:30', nth(1, TUESDAY, RBA)),
];

/** Central bankers' speeches: each weekday, each bank's speakers talk with this probability. */
const SPEAKERS: readonly {
  country: string;
  event: string;
  chance: number;
  importance: 1 | 2 | 3;
}[] = [
  { country: 'US', event: 'Fed Chair Speaks', chance: 0.12, importance: 3 },
  { country: 'US', event: 'Fed Vice Chair Speaks', chance: 0.12, importance: 2 },
  { country: 'US', event: 'FOMC Member Speaks', chance: 0.9, importance: 2 },
  { country: 'US', event: 'FOMC Member Speaks (voter)', chance: 0.45, importance: 2 },
  { country: 'EU', event: 'ECB President Speaks', chance: 0.15, importance: 3 },
  { country: 'EU', event: 'ECB Executive Board Member Speaks', chance: 0.6, importance: 1 },
  { country: 'DE', event: 'German Buba President Speaks', chance: 0.15, importance: 1 },
  { country: 'GB', event: 'BoE Governor Speaks', chance: 0.12, importance: 2 },
  { country: 'GB', event: 'MPC Member Speaks', chance: 0.5, importance: 1 },
  { country: 'JP', event: 'BoJ Governor Speaks', chance: 0.08, importance: 2 },
  { country: 'AU', event: 'RBA Governor Speaks', chance: 0.08, importance: 2 },
  { country: 'CA', event: 'BoC Governor Speaks', chance: 0.08, importance: 2 },
];
const SPEECH_TIMES = ['08:00', '09:15', '10:00', '12:00', '13:30', '15:00', '17:30', '19:00'];

/** The days an indicator comes out on from `fromDay` to `toDay`. */
function releaseDays(schedule: Schedule, fromDay: number, toDay: number): number[] {
  if ('weekly' in schedule) {
    const days: number[] = [];
    for (let day = fromDay; day <= toDay; day += 1) {
      if (weekdayOf(day) === schedule.weekly) days.push(day);
    }
    return days;
  }
  const days: number[] = [];
  const first = partsOf(fromDay);
  const last = partsOf(toDay);
  const lastMonth = last.year * 12 + last.month - 1;
  for (let index = first.year * 12 + first.month - 1; index <= lastMonth; index += 1) {
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    if (schedule.months && !schedule.months.includes(month)) continue;
    let day: number;
    if ('nth' in schedule) day = nthWeekday(year, month, schedule.weekday, schedule.nth);
    else if ('day' in schedule) {
      const date = dayOf(year, month, Math.min(schedule.day, daysInMonth(year, month)));
      // Late-month releases stay in their month: a weekend moves them back, others forward.
      day = schedule.day >= 28 ? previousWeekday(date) : nextWeekday(date);
    } else if (schedule.businessDay > 0) {
      day = nextWeekday(dayOf(year, month, 1));
      for (let n = 1; n < schedule.businessDay; n += 1) day = nextWeekday(day + 1);
    } else {
      day = previousWeekday(dayOf(year, month, daysInMonth(year, month)));
      for (let n = -1; n > schedule.businessDay; n -= 1) day = previousWeekday(day - 1);
    }
    if (day >= fromDay && day <= toDay) days.push(day);
  }
  return days;
}

function periodOf(indicator: Indicator, day: number): string | null {
  const kind = indicator.period ?? (indicator.figures ? 'previous-month' : 'none');
  if (kind === 'none' || 'weekly' in indicator.schedule) {
    return kind === 'previous-quarter' ? quarterBefore(day) : null;
  }
  const { month } = partsOf(day);
  if (kind === 'this-month') return MONTHS[month - 1] ?? null;
  if (kind === 'previous-month') return MONTHS[(month + 10) % 12] ?? null;
  return quarterBefore(day);
}

const quarterBefore = (day: number) => {
  const { month } = partsOf(day);
  return `Q${((Math.floor((month - 1) / 3) + 3) % 4) + 1}`;
};

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** The indicators' releases and the speeches from `fromDay` to `toDay`; figures up to `now`. */
export function sampleEconomic(fromDay: number, toDay: number, now: number): EconomicInput[] {
  const rows: EconomicInput[] = [];
  for (const indicator of INDICATORS) {
    const zone = ZONES[indicator.country] ?? 'UTC';
    const random = randomFor(`${indicator.country}:${indicator.event}`);
    const figures = indicator.figures;
    let previous = figures ? figures.base : null;
    const eventKey = eventKeyOf(indicator.country, indicator.event);
    for (const day of releaseDays(indicator.schedule, fromDay, toDay)) {
      const allDay = indicator.time === 'all-day';
      const at = allDay ? day * DAY_MS : zonedInstant(day, minutesOf(indicator.time), zone);
      let actual: number | null = null;
      let forecast: number | null = null;
      if (figures && previous !== null) {
        const move = figures.jumps
          ? random.next() < 0.3
            ? -figures.step
            : 0
          : (random.next() - 0.5) * 2 * figures.step + (figures.base - previous) * 0.3;
        const value = roundTo(previous + move, figures.decimals);
        forecast = figures.noForecast
          ? null
          : figures.jumps
            ? value
            : roundTo(
                previous + move * 0.5 + (random.next() - 0.5) * figures.step * 0.5,
                figures.decimals,
              );
        actual = at <= now ? value : null;
      }
      rows.push({
        externalId: `${eventKey}:${new Date(at).toISOString()}`,
        country: indicator.country,
        currency: countryCurrency(indicator.country),
        eventKey,
        event: indicator.event,
        period: periodOf(indicator, day),
        importance: indicator.importance,
        scheduledAt: new Date(at),
        allDay,
        actual,
        forecast,
        previous: figures ? previous : null,
        unit: indicator.unit,
        higherIsBetter: higherIsBetterFor(indicator.event),
      });
      // The next release's previous is this one's figure (as released, or as it will be).
      if (figures && previous !== null) {
        previous = actual ?? forecast ?? previous;
      }
    }
  }
  const random = randomFor('speeches');
  for (let day = fromDay; day <= toDay; day += 1) {
    if (!isWeekday(day)) continue;
    for (const speaker of SPEAKERS) {
      if (random.next() >= speaker.chance) continue;
      const zone = ZONES[speaker.country] ?? 'UTC';
      const at = zonedInstant(day, minutesOf(random.pick(SPEECH_TIMES)), zone);
      const eventKey = eventKeyOf(speaker.country, speaker.event);
      rows.push({
        externalId: `${eventKey}:${new Date(at).toISOString()}`,
        country: speaker.country,
        currency: countryCurrency(speaker.country),
        eventKey,
        event: speaker.event,
        period: null,
        importance: speaker.importance,
        scheduledAt: new Date(at),
        allDay: false,
        actual: null,
        forecast: null,
        previous: null,
        unit: '',
        higherIsBetter: true,
      });
    }
  }
  // Two speakers of one bank can draw the same minute: keep one row per external id.
  return [...new Map(rows.map((row) => [row.externalId, row])).values()];
}

// --- Earnings, dividends, splits, IPOs -----------------------------------------------------

/** The demo members' watchlist tickers: each reports within days of the seed, so "my watchlist only" shows rows. */
const DEMO_TICKERS = [
  ...new Set(
    DEMO_WATCHLISTS.filter((list) => list.owner === 'dana' || list.owner === 'sam').flatMap(
      (list) => list.tickers,
    ),
  ),
];

/** Rough local-currency units per US dollar, to size market caps of listings elsewhere. */
const PER_DOLLAR: Record<string, number> = {
  JPY: 150,
  KRW: 1400,
  INR: 85,
  HKD: 7.8,
  TWD: 32,
  SEK: 10.5,
  DKK: 6.9,
  NOK: 10.8,
  CNY: 7.2,
  SGD: 1.3,
};

/** The calendar quarter holding `day`: its first and last day. */
function quarterOf(day: number): { start: number; end: number } {
  const { year, month } = partsOf(day);
  const first = month - ((month - 1) % 3);
  const start = dayOf(year, first, 1);
  return { start, end: dayOf(year, first + 3, 1) - 1 };
}

/** Which fiscal quarter a report on `day` covers: the calendar quarter before it. */
function fiscalQuarterOf(day: number): string {
  const { year, month } = partsOf(day);
  const quarter = Math.floor((month - 1) / 3);
  return quarter === 0 ? `Q4 ${year - 1}` : `Q${quarter} ${year}`;
}

export function sampleEarnings(
  listed: readonly SampleSymbol[],
  fromDay: number,
  toDay: number,
  today: number,
  now: number,
): EarningsInput[] {
  const rows: EarningsInput[] = [];
  const stocks = listed.filter((symbol) => symbol.type === 'stocks');
  stocks.forEach((stock, rank) => {
    const random = randomFor(`earnings:${stock.symbol}`);
    const pinned = DEMO_TICKERS.indexOf(stock.symbol);
    // Each company reports once a calendar quarter, 15 to 85 days in (earnings season), on the
    // same day of every quarter; the demo's tickers between 3 days before and 17 after the seed day.
    const current = quarterOf(today);
    const offset =
      pinned >= 0
        ? Math.min(Math.max(today - 3 + ((pinned * 5) % 21) - current.start - 15, 0), 76)
        : random.int(0, 70);
    const perDollar = PER_DOLLAR[stock.currency] ?? 1;
    const marketCap = roundTo((4.5e12 * perDollar) / (rank + 1) ** 0.95, -6);
    const earningsPerShare = stock.referencePrice / (15 + random.next() * 20) / 4;
    const revenue = marketCap / (2 + random.next() * 6) / 4;
    const time: EarningsTime =
      stock.country !== 'US'
        ? random.next() < 0.7
          ? 'before_open'
          : 'during'
        : random.next() < 0.5
          ? 'before_open'
          : random.next() < 0.9
            ? 'after_close'
            : 'unknown';
    for (
      let quarter = quarterOf(fromDay - 92);
      quarter.start <= toDay;
      quarter = quarterOf(quarter.end + 1)
    ) {
      let day = nextWeekday(Math.min(quarter.start + 15 + offset, quarter.end));
      if (day > quarter.end) day = previousWeekday(quarter.end);
      if (day < fromDay || day > toDay) continue;
      const reported =
        day * DAY_MS + (time === 'before_open' ? 12 * 3_600_000 : 22 * 3_600_000) <= now;
      const epsForecast = roundTo(earningsPerShare * (0.9 + random.next() * 0.2), 2);
      const revenueForecast = roundTo(revenue * (0.95 + random.next() * 0.1), -6);
      const beat = 0.03 + (random.next() - 0.35) * 0.15;
      const fiscalQuarter = fiscalQuarterOf(day);
      rows.push({
        externalId: `${stock.symbol}:${fiscalQuarter}`,
        symbol: stock.symbol,
        company: stock.name,
        date: isoOf(day),
        time,
        fiscalQuarter,
        epsActual: reported ? roundTo(epsForecast * (1 + beat), 2) : null,
        epsForecast,
        revenueActual: reported
          ? roundTo(revenueForecast * (1 + beat / 4 + (random.next() - 0.5) * 0.02), -6)
          : null,
        revenueForecast,
        marketCap,
        currency: stock.currency,
      });
    }
  });
  return rows;
}

/** Typical dividend yields by sector (percent a year); a symbol draws 0.6–1.4 times it. */
const SECTOR_YIELD: Record<string, number> = {
  utilities: 3.5,
  'consumer-staples': 2.8,
  energy: 4,
  'real-estate': 4.5,
  financials: 2.8,
  healthcare: 2,
  industrials: 1.7,
  materials: 2.3,
  communication: 1.4,
  technology: 0.8,
  'consumer-discretionary': 1.2,
  equity: 1.4,
  international: 3,
  bonds: 4,
  sector: 1.8,
};
/** Well-known companies that pay no dividend. */
const NO_DIVIDEND = new Set([
  'TSLA',
  'AMZN',
  'PLTR',
  'NFLX',
  'UBER',
  'APP',
  'BRK.B',
  'SHOP',
  'CRWD',
  'PANW',
  'NOW',
  'ABNB',
  'COIN',
  'HOOD',
  'CVNA',
  'ISRG',
  'VRTX',
  'REGN',
  'BKNG',
  'AZO',
  'ORLY',
  'CMG',
  'TTD',
  'DDOG',
]);
const ANNUAL_COUNTRIES = new Set([
  'DE',
  'FR',
  'IT',
  'ES',
  'NL',
  'BE',
  'CH',
  'SE',
  'DK',
  'FI',
  'NO',
  'EU',
]);
const PAYMENTS: Record<DividendFrequency, number> = {
  monthly: 12,
  quarterly: 4,
  semiannual: 2,
  annual: 1,
  irregular: 1,
};

function frequencyOf(symbol: SampleSymbol): DividendFrequency {
  if (symbol.symbol === 'O' || symbol.sector === 'bonds') return 'monthly';
  if (symbol.country === 'US') return 'quarterly';
  if (ANNUAL_COUNTRIES.has(symbol.country)) return 'annual';
  return 'semiannual';
}

export function sampleDividends(
  listed: readonly SampleSymbol[],
  fromDay: number,
  toDay: number,
): DividendInput[] {
  const rows: DividendInput[] = [];
  for (const symbol of listed) {
    if (symbol.type !== 'stocks' && symbol.type !== 'etf') continue;
    const sectorYield = SECTOR_YIELD[symbol.sector ?? ''];
    const random = randomFor(`dividends:${symbol.symbol}`);
    const pays =
      sectorYield !== undefined &&
      !NO_DIVIDEND.has(symbol.symbol) &&
      (symbol.type === 'etf' ||
        DEMO_TICKERS.includes(symbol.symbol) ||
        random.next() < (sectorYield >= 1.5 ? 0.85 : 0.5));
    if (!pays || sectorYield === undefined) continue;
    const frequency = frequencyOf(symbol);
    const payments = PAYMENTS[frequency];
    const every = Math.round(365 / payments);
    const perPayment =
      (symbol.referencePrice * (sectorYield / 100) * (0.6 + random.next() * 0.8)) / payments;
    const amount = roundTo(perPayment, perPayment >= 1 ? 2 : 4);
    if (amount <= 0) continue;
    let date = fromDay - every + random.int(0, every - 1);
    for (; date <= toDay; date += every) {
      const exDay = nextWeekday(date);
      if (exDay < fromDay || exDay > toDay) continue;
      rows.push({
        externalId: `${symbol.symbol}:${isoOf(exDay)}`,
        symbol: symbol.symbol,
        company: symbol.name,
        exDate: isoOf(exDay),
        amount,
        currency: symbol.currency,
        frequency,
        // US record dates equal ex-dates since T+1 settlement; elsewhere the business day after.
        recordDate: isoOf(symbol.country === 'US' ? exDay : nextWeekday(exDay + 1)),
        paymentDate: isoOf(nextWeekday(exDay + random.int(10, 30))),
      });
    }
  }
  // One special (irregular) dividend, this week: a large company paying out extra cash.
  const special = listed.find((symbol) => symbol.symbol === 'COST');
  if (special) {
    const exDay = nextWeekday(Math.max(fromDay, Math.min(toDay, fromDay + SAMPLE_WEEKS * 7 + 2)));
    rows.push({
      externalId: `${special.symbol}:special:${isoOf(exDay)}`,
      symbol: special.symbol,
      company: special.name,
      exDate: isoOf(exDay),
      amount: 15,
      currency: special.currency,
      frequency: 'irregular',
      recordDate: isoOf(exDay),
      paymentDate: isoOf(nextWeekday(exDay + 14)),
    });
  }
  return rows;
}

/**
 * A few splits: the five highest-priced US stocks split forward (20-, 10-, 5-, 4- and 2-for-1),
 * the lowest-priced one reverse splits 1-for-10; one of them in the seed's week.
 */
export function sampleSplits(
  listed: readonly SampleSymbol[],
  fromDay: number,
  weekStart: number,
): SplitInput[] {
  const us = listed
    .filter((symbol) => symbol.type === 'stocks' && symbol.country === 'US')
    .sort((a, b) => b.referencePrice - a.referencePrice || a.symbol.localeCompare(b.symbol));
  const forward = us.slice(0, 5);
  const reverse = us.at(-1);
  const ratios = [20, 10, 5, 4, 2];
  const offsets = [-40, -19, 2, 11, 31];
  const rows: SplitInput[] = forward.map((symbol, i) => {
    const day = nextWeekday(weekStart + (offsets[i] ?? 0));
    return {
      externalId: `${symbol.symbol}:${isoOf(day)}`,
      symbol: symbol.symbol,
      company: symbol.name,
      date: isoOf(day),
      numerator: ratios[i] ?? 2,
      denominator: 1,
    };
  });
  if (reverse) {
    const day = nextWeekday(Math.max(fromDay, weekStart + 18));
    rows.push({
      externalId: `${reverse.symbol}:${isoOf(day)}`,
      symbol: reverse.symbol,
      company: reverse.name,
      date: isoOf(day),
      numerator: 1,
      denominator: 10,
    });
  }
  return rows;
}

/** Made-up companies going public (their tickers are none of reference/symbols.csv's). */
const IPO_COMPANIES = [
  {
    company: 'Northwind Robotics Inc.',
    symbol: 'NWRB',
    exchange: 'NASDAQ',
    currency: 'USD',
    low: 16,
    shares: 18e6,
  },
  {
    company: 'Helio Grid Energy Corp.',
    symbol: 'HGRD',
    exchange: 'NYSE',
    currency: 'USD',
    low: 22,
    shares: 25e6,
  },
  {
    company: 'Cobalt Bay Therapeutics',
    symbol: 'CBYT',
    exchange: 'NASDAQ',
    currency: 'USD',
    low: 14,
    shares: 9e6,
  },
  {
    company: 'Lumen Harbor Software',
    symbol: 'LMHS',
    exchange: 'NASDAQ',
    currency: 'USD',
    low: 28,
    shares: 30e6,
  },
  {
    company: 'Tidewater Freight Holdings',
    symbol: 'TDFH',
    exchange: 'NYSE',
    currency: 'USD',
    low: 18,
    shares: 12e6,
  },
  {
    company: 'Quartz Peak Semiconductors',
    symbol: 'QPKS',
    exchange: 'NASDAQ',
    currency: 'USD',
    low: 34,
    shares: 22e6,
  },
  {
    company: 'Bramble & Finch plc',
    symbol: 'BRFN.L',
    exchange: 'LSE',
    currency: 'GBP',
    low: 3.2,
    shares: 60e6,
  },
  {
    company: 'Aurora Payments Group',
    symbol: 'AURP',
    exchange: 'NYSE',
    currency: 'USD',
    low: 19,
    shares: 40e6,
  },
  {
    company: 'Silverline Biosciences',
    symbol: 'SLVB',
    exchange: 'NASDAQ',
    currency: 'USD',
    low: 12,
    shares: 7.5e6,
  },
  {
    company: 'Kestrel Space Systems',
    symbol: 'KSTR',
    exchange: 'NASDAQ',
    currency: 'USD',
    low: 24,
    shares: 15e6,
  },
  {
    company: 'Jade River Consumer Ltd.',
    symbol: '2855.HK',
    exchange: 'HKEX',
    currency: 'HKD',
    low: 18.5,
    shares: 120e6,
  },
];
const IPO_OFFSETS = [-45, -33, -20, -12, -6, 3, 9, 16, 24, 38, 52];

/** A handful of IPOs around the seed's week: priced before it, expected after, one of each withdrawn. */
export function sampleIpos(weekStart: number, today: number): IpoInput[] {
  return IPO_COMPANIES.map((ipo, i) => {
    const day = nextWeekday(weekStart + (IPO_OFFSETS[i] ?? 0));
    const high = roundTo(ipo.low * 1.12, ipo.low < 10 ? 2 : 0);
    const withdrawn = i === 3 || i === 9;
    const priced = !withdrawn && day <= today;
    return {
      externalId: slug(ipo.company),
      company: ipo.company,
      symbol: ipo.symbol,
      exchange: ipo.exchange,
      date: isoOf(day),
      priceLow: ipo.low,
      priceHigh: high,
      price: priced ? roundTo(i % 2 === 0 ? high + ipo.low * 0.05 : (ipo.low + high) / 2, 2) : null,
      shares: ipo.shares,
      currency: ipo.currency,
      status: withdrawn ? 'withdrawn' : priced ? 'priced' : 'expected',
    };
  });
}

/** Every sample calendar around `now`, from the listed symbols given. */
export function sampleCalendars(now: Date, listed: readonly SampleSymbol[]): SampleCalendars {
  const ms = now.getTime();
  const today = Math.floor(ms / DAY_MS);
  const weekStart = today - ((weekdayOf(today) + 6) % 7);
  const fromDay = weekStart - SAMPLE_WEEKS * 7;
  const toDay = weekStart + (SAMPLE_WEEKS + 1) * 7 - 1;
  return {
    economic: sampleEconomic(fromDay, toDay, ms),
    earnings: sampleEarnings(listed, fromDay, toDay, today, ms),
    dividends: sampleDividends(listed, fromDay, toDay),
    splits: sampleSplits(listed, fromDay, weekStart),
    ipos: sampleIpos(weekStart, today),
  };
}

/**
 * Writes the sample calendars into a database whose calendar tables are all empty, in one
 * transaction; answers how many rows it wrote (0 when the tables had rows).
 */
export async function seedCalendars(db: Database, now: Date): Promise<number> {
  const repository = new CalendarDataRepository(db);
  // Most starts find rows: skip building the sample then.
  if (await repository.hasAnyRow()) return 0;
  const listed = await db
    .select({
      id: symbols.id,
      symbol: symbols.symbol,
      name: symbols.name,
      country: symbols.country,
      type: symbols.type,
      sector: symbols.sector,
      currency: symbols.currency,
      referencePrice: symbols.referencePrice,
    })
    .from(symbols)
    .where(inArray(symbols.type, ['stocks', 'etf']))
    .orderBy(asc(symbols.id));
  const sample = sampleCalendars(now, listed);
  return db.transaction(async (tx) => {
    // A second process starting at the same moment waits here, then sees the rows and skips.
    await repository.lockForSeed(tx);
    if (await repository.hasAnyRow(tx)) return 0;
    let written = 0;
    for (const kind of Object.keys(sample) as (keyof SampleCalendars)[]) {
      const rows = sample[kind] as CalendarInputs[typeof kind][];
      const { inserted } = await repository.upsert(kind, 'sample', rows, tx);
      written += inserted;
    }
    return written;
  });
}
