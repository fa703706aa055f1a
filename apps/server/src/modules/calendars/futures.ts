import { dayOf, daysInMonth, FRIDAY, nthWeekday, partsOf, WEDNESDAY } from './civil-date.ts';
import { addBusinessDays, isBusinessDay } from './holidays.ts';

/**
 * Futures expiries computed from each contract's last-trading-day rule as the exchange's rule book
 * states it, never typed in (issue 18, item 7). The rules count business days of the US calendar:
 * CME Group (CME, CBOT, NYMEX, COMEX) and Cboe (CFE) close on the US equity market's holidays (New
 * Year, MLK, Presidents, Good Friday, Memorial, Juneteenth, Independence, Labor, Thanksgiving,
 * Christmas), so the NYSE calendar of holidays.ts serves as their business-day calendar. Tests hold
 * the results to the dates the exchanges publish (test/modules/calendars-futures.test.ts).
 *
 * Not modelled: an exchange's one-off closures (a national day of mourning) and its rule that an
 * expiry listed before a holiday was announced keeps its date; foreign bank holidays for the
 * currency contracts' delivery day.
 */
export const FUTURES_GROUPS = [
  'equity_index',
  'interest_rate',
  'energy',
  'metals',
  'agriculture',
  'currency',
  'volatility',
] as const;
export type FuturesGroup = (typeof FUTURES_GROUPS)[number];

export interface FuturesContract {
  root: string;
  name: string;
  group: FuturesGroup;
  exchange: 'CME' | 'CBOT' | 'NYMEX' | 'COMEX' | 'CFE';
  /** listed contract months, 1–12 */
  months: readonly number[];
  settlement: 'cash' | 'physical';
  /** the last-trading-day rule in words, shown in the UI */
  rule: string;
}

export interface FuturesExpiry {
  root: string;
  /** e.g. ESZ26 (CME month codes F G H J K M N Q U V X Z) */
  code: string;
  name: string;
  group: FuturesGroup;
  exchange: FuturesContract['exchange'];
  /** YYYY-MM */
  contractMonth: string;
  lastTradingDay: number;
  /** null for cash-settled contracts and those without one */
  firstNoticeDay: number | null;
  /** the final settlement (or delivery) day */
  settlementDay: number;
  settlement: 'cash' | 'physical';
  rule: string;
}

/** The critical days of one contract month. */
interface ContractDays {
  lastTradingDay: number;
  firstNoticeDay: number | null;
  settlementDay: number;
}

// ---- The US business-day calendar the rules count in ----------------------------------------

const CALENDAR = 'NYSE';
const isTradingDay = (day: number): boolean => isBusinessDay(CALENDAR, day);
/** The `n`-th business day before `day` (`day` itself not counted). */
const businessDaysBefore = (day: number, n: number): number => addBusinessDays(CALENDAR, day, -n);
/** The `n`-th business day after `day` (`day` itself not counted). */
const businessDaysAfter = (day: number, n: number): number => addBusinessDays(CALENDAR, day, n);
/** `day` if it is a business day, else the one before it. */
const onOrBefore = (day: number): number => addBusinessDays(CALENDAR, day, 0, -1);
/** `day` if it is a business day, else the one after it. */
const onOrAfter = (day: number): number => addBusinessDays(CALENDAR, day, 0, 1);
const lastBusinessDayOf = (year: number, month: number): number =>
  onOrBefore(dayOf(year, month, daysInMonth(year, month)));
/** The last business day of the month before `month`: one business day before its 1st. */
const lastBusinessDayBefore = (year: number, month: number): number =>
  businessDaysBefore(dayOf(year, month, 1), 1);
const previousMonth = (year: number, month: number): [number, number] =>
  month === 1 ? [year - 1, 12] : [year, month - 1];
const nextMonth = (year: number, month: number): [number, number] =>
  month === 12 ? [year + 1, 1] : [year, month + 1];

// ---- The rules, by contract family ----------------------------------------------------------

/**
 * CME equity index futures (ES, NQ, YM, RTY; CME Rulebook chapters 358, 359, 27, 393): trading
 * terminates at 9:30 a.m. ET on the 3rd Friday of the contract month, and the contract is cash
 * settled to the Special Opening Quotation of the index that morning. When that Friday is an
 * exchange holiday (Juneteenth, 19 June 2026 and observed 18 June 2027) the index options and
 * futures expire on the business day before, as the equity options expiration does.
 */
function equityIndex(year: number, month: number): ContractDays {
  const day = onOrBefore(nthWeekday(year, month, FRIDAY, 3));
  return { lastTradingDay: day, firstNoticeDay: null, settlementDay: day };
}

/**
 * CBOT 10-Year T-Note and Treasury Bond futures (ZN, ZB; CBOT chapters 19, 18): trading terminates
 * at 12:01 p.m. CT on the 7th business day preceding the last business day of the contract month;
 * delivery may be made on any business day of the month, the last one at the latest. First notice
 * day: CME's product calendar gives it as the last business day of the month before the contract
 * month. Delivery takes three days (position or intention day, notice day, delivery day); the first
 * possible delivery is the first business day of the month, so the first notice of it is given the
 * business day before. (CME's "first intention day" and "first position day" are earlier still; the
 * brokers' roll warnings and the "First Notice" column use this one.)
 */
function treasuryLong(year: number, month: number): ContractDays {
  const lastBusinessDay = lastBusinessDayOf(year, month);
  return {
    lastTradingDay: businessDaysBefore(lastBusinessDay, 7),
    firstNoticeDay: lastBusinessDayBefore(year, month),
    settlementDay: lastBusinessDay,
  };
}

/**
 * CBOT 2-Year and 5-Year T-Note futures (ZT, ZF; CBOT chapters 21, 20): trading terminates at 12:01
 * p.m. CT on the last business day of the contract month, and — unlike ZN and ZB — the delivery
 * month runs on to the 3rd business day after it (CBOT Rule 21103; CME Clearing Advisory 15-056
 * corrected the product calendar to exactly this). First notice day as for ZN.
 */
function treasuryShort(year: number, month: number): ContractDays {
  const lastBusinessDay = lastBusinessDayOf(year, month);
  return {
    lastTradingDay: lastBusinessDay,
    firstNoticeDay: lastBusinessDayBefore(year, month),
    settlementDay: businessDaysAfter(lastBusinessDay, 3),
  };
}

/**
 * NYMEX WTI Crude Oil (CL; NYMEX chapter 200): trading terminates 3 business days before the 25th
 * calendar day of the month before the contract month; if the 25th is not a business day, 4
 * business days before it (the older wording: 3 business days before the last business day
 * preceding the 25th — the same day). Delivery at Cushing runs ratably over the contract month and
 * ends by its last calendar day. No first notice day is given here: the delivery notices follow the
 * end of trading, so a holder is out before any notice can reach them (CME's calendar lists a
 * notice date after the last trading day).
 */
function crudeOil(year: number, month: number): ContractDays {
  const [priorYear, priorMonth] = previousMonth(year, month);
  const twentyFifth = dayOf(priorYear, priorMonth, 25);
  return {
    lastTradingDay: businessDaysBefore(twentyFifth, isTradingDay(twentyFifth) ? 3 : 4),
    firstNoticeDay: null,
    settlementDay: dayOf(year, month, daysInMonth(year, month)),
  };
}

/**
 * NYMEX Henry Hub Natural Gas (NG; NYMEX chapter 220): trading terminates on the 3rd last business
 * day of the month before the contract month — 3 business days before the contract month's 1st.
 * Delivery at Henry Hub flows at a uniform daily rate through the contract month, ending on its last
 * calendar day. No first notice day, as for CL.
 */
function naturalGas(year: number, month: number): ContractDays {
  return {
    lastTradingDay: businessDaysBefore(dayOf(year, month, 1), 3),
    firstNoticeDay: null,
    settlementDay: dayOf(year, month, daysInMonth(year, month)),
  };
}

/**
 * COMEX Gold and Silver (GC, SI; COMEX chapters 113, 112): trading terminates at 12:30 p.m. CT on
 * the 3rd last business day of the contract month; delivery on any business day of the month, the
 * last business day at the latest. First notice day: the last business day of the month before
 * (the notice for delivery on the month's first business day).
 */
function preciousMetal(year: number, month: number): ContractDays {
  const lastBusinessDay = lastBusinessDayOf(year, month);
  return {
    lastTradingDay: businessDaysBefore(lastBusinessDay, 2),
    firstNoticeDay: lastBusinessDayBefore(year, month),
    settlementDay: lastBusinessDay,
  };
}

/**
 * CBOT Corn (ZC; CBOT chapter 10): trading terminates on the business day prior to the 15th
 * calendar day of the contract month; the last delivery day is the 2nd business day after the last
 * trading day. First notice day: the last business day of the month before.
 */
function corn(year: number, month: number): ContractDays {
  const lastTradingDay = businessDaysBefore(dayOf(year, month, 15), 1);
  return {
    lastTradingDay,
    firstNoticeDay: lastBusinessDayBefore(year, month),
    settlementDay: businessDaysAfter(lastTradingDay, 2),
  };
}

/**
 * CME FX futures (6E, 6J, 6B, 6S, 6A: CME chapters 261, 252, 251, 254, 255; 6C: chapter 253):
 * trading terminates at 9:16 a.m. CT on the 2nd business day before the 3rd Wednesday of the
 * contract month — the 1st for the Canadian dollar, whose spot settles T+1 — and the currencies are
 * delivered on that Wednesday (the next business day if it is a holiday). There is no notice
 * period: the delivery follows the end of trading.
 */
const currency =
  (businessDaysBeforeDelivery: number) =>
  (year: number, month: number): ContractDays => {
    const thirdWednesday = nthWeekday(year, month, WEDNESDAY, 3);
    return {
      lastTradingDay: businessDaysBefore(thirdWednesday, businessDaysBeforeDelivery),
      firstNoticeDay: null,
      settlementDay: onOrAfter(thirdWednesday),
    };
  };

/**
 * Cboe VIX futures (VX; CFE Rule 1202): the final settlement date is the Wednesday 30 days before
 * the 3rd Friday of the calendar month after the contract month (that Friday's SPX options are then
 * exactly 30 days out, the VIX horizon). If that Wednesday or that Friday is a Cboe Options holiday,
 * the final settlement date is the business day immediately preceding the Wednesday — which is
 * also "30 days before the business day preceding the Friday" for a Friday holiday, the older
 * wording. Expiring VX futures trade on the final settlement date until the opening and settle in
 * cash to that morning's Special Opening Quotation of VIX (VRO).
 */
function vix(year: number, month: number): ContractDays {
  const [followingYear, followingMonth] = nextMonth(year, month);
  const friday = nthWeekday(followingYear, followingMonth, FRIDAY, 3);
  const wednesday = friday - 30;
  const day =
    isTradingDay(wednesday) && isTradingDay(friday) ? wednesday : businessDaysBefore(wednesday, 1);
  return { lastTradingDay: day, firstNoticeDay: null, settlementDay: day };
}

// ---- The contracts --------------------------------------------------------------------------

const QUARTERLY = [3, 6, 9, 12] as const;
const MONTHLY = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

const EQUITY_RULE =
  'Third Friday of the contract month (the business day before if it is a holiday); cash settled to that morning’s opening quotation';
const TREASURY_LONG_RULE =
  '7th business day preceding the last business day of the contract month; first notice on the last business day of the month before; delivery by the last business day';
const TREASURY_SHORT_RULE =
  'Last business day of the contract month; first notice on the last business day of the month before; delivery by the 3rd business day after';
const METAL_RULE =
  'Third last business day of the contract month; first notice on the last business day of the month before';
const FX_RULE =
  '2nd business day before the third Wednesday of the contract month; delivery on that Wednesday';

interface Definition {
  contract: FuturesContract;
  days: (year: number, month: number) => ContractDays;
}

const DEFINITIONS: readonly Definition[] = [
  ...(
    [
      ['ES', 'E-mini S&P 500', 'CME'],
      ['NQ', 'E-mini Nasdaq-100', 'CME'],
      ['YM', 'E-mini Dow ($5)', 'CBOT'],
      ['RTY', 'E-mini Russell 2000', 'CME'],
    ] as const
  ).map(([root, name, exchange]) => ({
    contract: {
      root,
      name,
      group: 'equity_index' as const,
      exchange,
      months: QUARTERLY,
      settlement: 'cash' as const,
      rule: EQUITY_RULE,
    },
    days: equityIndex,
  })),
  ...(
    [
      ['ZT', '2-Year T-Note', TREASURY_SHORT_RULE, treasuryShort],
      ['ZF', '5-Year T-Note', TREASURY_SHORT_RULE, treasuryShort],
      ['ZN', '10-Year T-Note', TREASURY_LONG_RULE, treasuryLong],
      ['ZB', 'U.S. Treasury Bond', TREASURY_LONG_RULE, treasuryLong],
    ] as const
  ).map(([root, name, rule, days]) => ({
    contract: {
      root,
      name,
      group: 'interest_rate' as const,
      exchange: 'CBOT' as const,
      months: QUARTERLY,
      settlement: 'physical' as const,
      rule,
    },
    days,
  })),
  {
    contract: {
      root: 'CL',
      name: 'WTI Crude Oil',
      group: 'energy',
      exchange: 'NYMEX',
      months: MONTHLY,
      settlement: 'physical',
      rule: '3 business days before the 25th calendar day of the month before the contract month (4 if the 25th is not a business day)',
    },
    days: crudeOil,
  },
  {
    contract: {
      root: 'NG',
      name: 'Henry Hub Natural Gas',
      group: 'energy',
      exchange: 'NYMEX',
      months: MONTHLY,
      settlement: 'physical',
      rule: '3 business days before the first calendar day of the contract month',
    },
    days: naturalGas,
  },
  {
    contract: {
      root: 'GC',
      name: 'Gold',
      group: 'metals',
      exchange: 'COMEX',
      months: [2, 4, 6, 8, 10, 12],
      settlement: 'physical',
      rule: METAL_RULE,
    },
    days: preciousMetal,
  },
  {
    contract: {
      root: 'SI',
      name: 'Silver',
      group: 'metals',
      exchange: 'COMEX',
      months: [3, 5, 7, 9, 12],
      settlement: 'physical',
      rule: METAL_RULE,
    },
    days: preciousMetal,
  },
  {
    contract: {
      root: 'ZC',
      name: 'Corn',
      group: 'agriculture',
      exchange: 'CBOT',
      months: [3, 5, 7, 9, 12],
      settlement: 'physical',
      rule: 'Business day before the 15th calendar day of the contract month; first notice on the last business day of the month before',
    },
    days: corn,
  },
  ...(
    [
      ['6E', 'Euro FX'],
      ['6J', 'Japanese Yen'],
      ['6B', 'British Pound'],
      ['6S', 'Swiss Franc'],
      ['6A', 'Australian Dollar'],
    ] as const
  ).map(([root, name]) => ({
    contract: {
      root,
      name,
      group: 'currency' as const,
      exchange: 'CME' as const,
      months: QUARTERLY,
      settlement: 'physical' as const,
      rule: FX_RULE,
    },
    days: currency(2),
  })),
  {
    contract: {
      root: '6C',
      name: 'Canadian Dollar',
      group: 'currency',
      exchange: 'CME',
      months: QUARTERLY,
      settlement: 'physical',
      rule: 'Business day before the third Wednesday of the contract month; delivery on that Wednesday',
    },
    days: currency(1),
  },
  {
    contract: {
      root: 'VX',
      name: 'Cboe Volatility Index (VIX)',
      group: 'volatility',
      exchange: 'CFE',
      months: MONTHLY,
      settlement: 'cash',
      rule: 'Wednesday 30 days before the third Friday of the following month (the business day before if either day is a holiday); cash settled that morning',
    },
    days: vix,
  },
];

export const FUTURES_CONTRACTS: readonly FuturesContract[] = DEFINITIONS.map(({ contract }) =>
  Object.freeze({ ...contract, months: Object.freeze([...contract.months]) }),
);

const DAYS_BY_ROOT = new Map(DEFINITIONS.map(({ contract, days }) => [contract.root, days]));

/** CME month codes, January to December. */
const MONTH_CODES = 'FGHJKMNQUVXZ';

/**
 * One contract month's expiry. Throws a RangeError for a root the calendar has no rule for, or a
 * month the contract does not list.
 */
export function expiryOf(contract: FuturesContract, year: number, month: number): FuturesExpiry {
  const days = DAYS_BY_ROOT.get(contract.root);
  if (!days) throw new RangeError(`No expiry rule for futures root ${contract.root}.`);
  if (!Number.isInteger(year) || !contract.months.includes(month)) {
    throw new RangeError(`${contract.root} does not list the contract month ${year}-${month}.`);
  }
  const { lastTradingDay, firstNoticeDay, settlementDay } = days(year, month);
  return {
    root: contract.root,
    code: `${contract.root}${MONTH_CODES.charAt(month - 1)}${String(year % 100).padStart(2, '0')}`,
    name: contract.name,
    group: contract.group,
    exchange: contract.exchange,
    contractMonth: `${year}-${String(month).padStart(2, '0')}`,
    lastTradingDay,
    firstNoticeDay,
    settlementDay,
    settlement: contract.settlement,
    rule: contract.rule,
  };
}

/** The day a row is sorted and warned by: its first notice day when that comes first. */
const firstDayOf = (row: FuturesExpiry): number =>
  row.firstNoticeDay === null
    ? row.lastTradingDay
    : Math.min(row.firstNoticeDay, row.lastTradingDay);

/**
 * Every listed contract with its last trading day or first notice day within [fromDay, toDay],
 * sorted by the earlier of the two, then root. Optional filter by groups.
 */
export function expiriesBetween(
  fromDay: number,
  toDay: number,
  groups?: readonly FuturesGroup[],
): FuturesExpiry[] {
  if (toDay < fromDay) return [];
  const wanted = new Set<FuturesGroup>(groups ?? FUTURES_GROUPS);
  const within = (day: number | null) => day !== null && day >= fromDay && day <= toDay;
  // No rule puts a last trading or first notice day after its contract month, nor before the 1st
  // of the month before it (CL's, in that month, is the earliest): the contract months to try run
  // from January of the first year to December of the year after the last.
  const firstYear = partsOf(fromDay).year;
  const lastYear = partsOf(toDay).year + 1;
  const rows: FuturesExpiry[] = [];
  for (const contract of FUTURES_CONTRACTS) {
    if (!wanted.has(contract.group)) continue;
    for (let year = firstYear; year <= lastYear; year += 1) {
      for (const month of contract.months) {
        const row = expiryOf(contract, year, month);
        if (within(row.lastTradingDay) || within(row.firstNoticeDay)) rows.push(row);
      }
    }
  }
  return rows.sort(
    (a, b) =>
      firstDayOf(a) - firstDayOf(b) ||
      a.root.localeCompare(b.root) ||
      a.contractMonth.localeCompare(b.contractMonth),
  );
}
