import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayOf, dayOfIso, isoOf, partsOf } from '../../src/modules/calendars/civil-date.ts';
import {
  expiriesBetween,
  expiryOf,
  FUTURES_CONTRACTS,
  FUTURES_GROUPS,
  type FuturesContract,
  type FuturesExpiry,
  type FuturesGroup,
} from '../../src/modules/calendars/futures.ts';
import { isBusinessDay } from '../../src/modules/calendars/holidays.ts';

const contract = (root: string): FuturesContract => {
  const found = FUTURES_CONTRACTS.find((candidate) => candidate.root === root);
  if (!found) throw new Error(`no contract ${root}`);
  return found;
};

const expiry = (root: string, contractMonth: string): FuturesExpiry => {
  const [year, month] = contractMonth.split('-').map(Number);
  return expiryOf(contract(root), year ?? 0, month ?? 0);
};

/** `[last trading day, first notice day]` in ISO form, as the fixture writes them. */
const published = (row: FuturesExpiry): [string, string | null] => [
  isoOf(row.lastTradingDay),
  row.firstNoticeDay === null ? null : isoOf(row.firstNoticeDay),
];

/**
 * Last trading days (and first notice days where the contract has one) of every listed 2026 and
 * 2027 contract month, as CME Group's product calendars and Cboe's VIX expiration calendar give
 * them. Each value is `[last trading day, first notice day or null]`.
 *
 * Where they come from (none is the engine's output):
 * - First notice days of GC, SI and ZC for 2026 (GCG26–GCZ26, SIH26–SIZ26, ZCH26–ZCZ26): a broker's
 *   published 2026 first-notice table (discounttrading.com/first-notice-dates.html), which copies
 *   CME's "First Notice" column. The same table's CL and NG rows (CME's notice dates, which for
 *   those two follow the last trading day by 2 and 1 business days) agree with every 2026 CL and
 *   NG last trading day below.
 * - Everything else, and every 2027 date: derived by hand from each rule as CME Group and Cboe
 *   publish it (contract specs: "Termination of Trading") and from the NYSE holiday calendar
 *   NYSE publishes for 2025–2028 (typed in separately, not read from holidays.ts): 2026 closes
 *   1 Jan, 19 Jan, 16 Feb, 3 Apr (Good Friday), 25 May, 19 Jun, 3 Jul, 7 Sep, 26 Nov, 25 Dec;
 *   2027 closes 1 Jan, 18 Jan, 15 Feb, 26 Mar (Good Friday), 31 May, 18 Jun (Juneteenth
 *   observed), 5 Jul, 6 Sep, 25 Nov, 24 Dec. The holidays that move a date are noted inline.
 */
const FIXTURE: Record<string, Record<string, [string, string | null]>> = {
  // Third Friday; 19 Jun 2026 and 18 Jun 2027 (Juneteenth) move June to the Thursday.
  ES: {
    '2026-03': ['2026-03-20', null],
    '2026-06': ['2026-06-18', null],
    '2026-09': ['2026-09-18', null],
    '2026-12': ['2026-12-18', null],
    '2027-03': ['2027-03-19', null],
    '2027-06': ['2027-06-17', null],
    '2027-09': ['2027-09-17', null],
    '2027-12': ['2027-12-17', null],
  },
  // 7 business days before the month's last business day; Juneteenth 2026, Christmas 2026 and Good
  // Friday 2027 (26 Mar) each push one a day earlier.
  ZN: {
    '2026-03': ['2026-03-20', '2026-02-27'],
    '2026-06': ['2026-06-18', '2026-05-29'],
    '2026-09': ['2026-09-21', '2026-08-31'],
    '2026-12': ['2026-12-21', '2026-11-30'],
    '2027-03': ['2027-03-19', '2027-02-26'],
    '2027-06': ['2027-06-21', '2027-05-28'],
    '2027-09': ['2027-09-21', '2027-08-31'],
    '2027-12': ['2027-12-21', '2027-11-30'],
  },
  ZT: {
    '2026-03': ['2026-03-31', '2026-02-27'],
    '2026-06': ['2026-06-30', '2026-05-29'],
    '2026-09': ['2026-09-30', '2026-08-31'],
    '2026-12': ['2026-12-31', '2026-11-30'],
    '2027-03': ['2027-03-31', '2027-02-26'],
    '2027-06': ['2027-06-30', '2027-05-28'],
    '2027-09': ['2027-09-30', '2027-08-31'],
    '2027-12': ['2027-12-31', '2027-11-30'],
  },
  // The 25th of the month before: a business day → 3 business days before it; else 4. CLF26:
  // 25 Dec 2025 is a holiday; CLM26: 25 May 2026 is Memorial Day; CLN27: Juneteenth observed on
  // 18 Jun 2027 falls in the count.
  CL: {
    '2026-01': ['2025-12-19', null],
    '2026-02': ['2026-01-20', null],
    '2026-03': ['2026-02-20', null],
    '2026-04': ['2026-03-20', null],
    '2026-05': ['2026-04-21', null],
    '2026-06': ['2026-05-19', null],
    '2026-07': ['2026-06-22', null],
    '2026-08': ['2026-07-21', null],
    '2026-09': ['2026-08-20', null],
    '2026-10': ['2026-09-22', null],
    '2026-11': ['2026-10-20', null],
    '2026-12': ['2026-11-20', null],
    '2027-01': ['2026-12-21', null],
    '2027-02': ['2027-01-20', null],
    '2027-03': ['2027-02-22', null],
    '2027-04': ['2027-03-22', null],
    '2027-05': ['2027-04-20', null],
    '2027-06': ['2027-05-20', null],
    '2027-07': ['2027-06-22', null],
    '2027-08': ['2027-07-20', null],
    '2027-09': ['2027-08-20', null],
    '2027-10': ['2027-09-21', null],
    '2027-11': ['2027-10-20', null],
    '2027-12': ['2027-11-19', null],
  },
  // 3rd last business day of the month before; Thanksgiving moves December's (NGZ26, NGZ27).
  NG: {
    '2026-01': ['2025-12-29', null],
    '2026-02': ['2026-01-28', null],
    '2026-03': ['2026-02-25', null],
    '2026-04': ['2026-03-27', null],
    '2026-05': ['2026-04-28', null],
    '2026-06': ['2026-05-27', null],
    '2026-07': ['2026-06-26', null],
    '2026-08': ['2026-07-29', null],
    '2026-09': ['2026-08-27', null],
    '2026-10': ['2026-09-28', null],
    '2026-11': ['2026-10-28', null],
    '2026-12': ['2026-11-25', null],
    '2027-01': ['2026-12-29', null],
    '2027-02': ['2027-01-27', null],
    '2027-03': ['2027-02-24', null],
    '2027-04': ['2027-03-29', null],
    '2027-05': ['2027-04-28', null],
    '2027-06': ['2027-05-26', null],
    '2027-07': ['2027-06-28', null],
    '2027-08': ['2027-07-28', null],
    '2027-09': ['2027-08-27', null],
    '2027-10': ['2027-09-28', null],
    '2027-11': ['2027-10-27', null],
    '2027-12': ['2027-11-26', null],
  },
  // 3rd last business day of the month; first notice the last business day of the month before.
  GC: {
    '2026-02': ['2026-02-25', '2026-01-30'],
    '2026-04': ['2026-04-28', '2026-03-31'],
    '2026-06': ['2026-06-26', '2026-05-29'],
    '2026-08': ['2026-08-27', '2026-07-31'],
    '2026-10': ['2026-10-28', '2026-09-30'],
    '2026-12': ['2026-12-29', '2026-11-30'],
    '2027-02': ['2027-02-24', '2027-01-29'],
    '2027-04': ['2027-04-28', '2027-03-31'],
    '2027-06': ['2027-06-28', '2027-05-28'],
    '2027-08': ['2027-08-27', '2027-07-30'],
    '2027-10': ['2027-10-27', '2027-09-30'],
    '2027-12': ['2027-12-29', '2027-11-30'],
  },
  SI: {
    '2026-03': ['2026-03-27', '2026-02-27'],
    '2026-05': ['2026-05-27', '2026-04-30'],
    '2026-07': ['2026-07-29', '2026-06-30'],
    '2026-09': ['2026-09-28', '2026-08-31'],
    '2026-12': ['2026-12-29', '2026-11-30'],
    '2027-03': ['2027-03-29', '2027-02-26'],
    '2027-05': ['2027-05-26', '2027-04-30'],
    '2027-07': ['2027-07-28', '2027-06-30'],
    '2027-09': ['2027-09-28', '2027-08-31'],
    '2027-12': ['2027-12-29', '2027-11-30'],
  },
  // The business day before the 15th.
  ZC: {
    '2026-03': ['2026-03-13', '2026-02-27'],
    '2026-05': ['2026-05-14', '2026-04-30'],
    '2026-07': ['2026-07-14', '2026-06-30'],
    '2026-09': ['2026-09-14', '2026-08-31'],
    '2026-12': ['2026-12-14', '2026-11-30'],
    '2027-03': ['2027-03-12', '2027-02-26'],
    '2027-05': ['2027-05-14', '2027-04-30'],
    '2027-07': ['2027-07-14', '2027-06-30'],
    '2027-09': ['2027-09-14', '2027-08-31'],
    '2027-12': ['2027-12-14', '2027-11-30'],
  },
  // 2 business days (6C: 1) before the third Wednesday.
  '6E': {
    '2026-03': ['2026-03-16', null],
    '2026-06': ['2026-06-15', null],
    '2026-09': ['2026-09-14', null],
    '2026-12': ['2026-12-14', null],
    '2027-03': ['2027-03-15', null],
    '2027-06': ['2027-06-14', null],
    '2027-09': ['2027-09-13', null],
    '2027-12': ['2027-12-13', null],
  },
  '6C': {
    '2026-03': ['2026-03-17', null],
    '2026-06': ['2026-06-16', null],
    '2026-09': ['2026-09-15', null],
    '2026-12': ['2026-12-15', null],
    '2027-03': ['2027-03-16', null],
    '2027-06': ['2027-06-15', null],
    '2027-09': ['2027-09-14', null],
    '2027-12': ['2027-12-14', null],
  },
  // Wednesday 30 days before the next month's third Friday. May 2026 and May 2027 settle on the
  // Tuesday: the Friday 30 days on (19 Jun 2026, 18 Jun 2027) is Juneteenth.
  VX: {
    '2026-01': ['2026-01-21', null],
    '2026-02': ['2026-02-18', null],
    '2026-03': ['2026-03-18', null],
    '2026-04': ['2026-04-15', null],
    '2026-05': ['2026-05-19', null],
    '2026-06': ['2026-06-17', null],
    '2026-07': ['2026-07-22', null],
    '2026-08': ['2026-08-19', null],
    '2026-09': ['2026-09-16', null],
    '2026-10': ['2026-10-21', null],
    '2026-11': ['2026-11-18', null],
    '2026-12': ['2026-12-16', null],
    '2027-01': ['2027-01-20', null],
    '2027-02': ['2027-02-17', null],
    '2027-03': ['2027-03-17', null],
    '2027-04': ['2027-04-21', null],
    '2027-05': ['2027-05-18', null],
    '2027-06': ['2027-06-16', null],
    '2027-07': ['2027-07-21', null],
    '2027-08': ['2027-08-18', null],
    '2027-09': ['2027-09-15', null],
    '2027-10': ['2027-10-20', null],
    '2027-11': ['2027-11-17', null],
    '2027-12': ['2027-12-22', null],
  },
};

/** Contracts under the same rule as a fixture root. */
const SAME_RULE: Record<string, readonly string[]> = {
  ES: ['NQ', 'YM', 'RTY'],
  ZN: ['ZB'],
  ZT: ['ZF'],
  '6E': ['6J', '6B', '6S', '6A'],
};

const listedMonths = (root: string): string[] =>
  [2026, 2027].flatMap((year) =>
    contract(root).months.map((month) => `${year}-${String(month).padStart(2, '0')}`),
  );

const US_BUSINESS_DAY = (day: number) => isBusinessDay('NYSE', day);

describe('futures expiry calendar', () => {
  describe('against the published 2026 and 2027 dates', () => {
    for (const [root, months] of Object.entries(FIXTURE)) {
      it(`${root}: every listed month's last trading and first notice day`, () => {
        // The fixture covers every listed month of both years, no more.
        expect(Object.keys(months).sort()).toEqual(listedMonths(root).sort());
        for (const [contractMonth, dates] of Object.entries(months)) {
          expect([contractMonth, ...published(expiry(root, contractMonth))]).toEqual([
            contractMonth,
            ...dates,
          ]);
          for (const sibling of SAME_RULE[root] ?? []) {
            expect([sibling, contractMonth, ...published(expiry(sibling, contractMonth))]).toEqual([
              sibling,
              contractMonth,
              ...dates,
            ]);
          }
        }
      });
    }

    it('covers every contract the calendar lists', () => {
      const covered = new Set([...Object.keys(FIXTURE), ...Object.values(SAME_RULE).flat()]);
      expect(FUTURES_CONTRACTS.map((row) => row.root).filter((root) => !covered.has(root))).toEqual(
        [],
      );
    });

    it('gives each contract its settlement or last delivery day', () => {
      const settles = (root: string, contractMonth: string) =>
        isoOf(expiry(root, contractMonth).settlementDay);
      // Cash settled the morning of the last trading day.
      expect(settles('ES', '2026-06')).toBe('2026-06-18');
      expect(settles('VX', '2026-05')).toBe('2026-05-19');
      // Delivery by the last business day of the month.
      expect(settles('ZN', '2026-12')).toBe('2026-12-31');
      expect(settles('GC', '2027-12')).toBe('2027-12-31');
      // ZT/ZF: 3rd business day after the month's last (31 Mar 2026 → 1, 2, then 6 Apr past Good
      // Friday; CBOT Rule 21103).
      expect(settles('ZT', '2026-03')).toBe('2026-04-06');
      expect(settles('ZF', '2027-12')).toBe('2028-01-05');
      // Corn: 2nd business day after the last trading day.
      expect(settles('ZC', '2026-03')).toBe('2026-03-17');
      // Pipeline deliveries end on the month's last calendar day.
      expect(settles('CL', '2026-10')).toBe('2026-10-31');
      expect(settles('NG', '2027-02')).toBe('2027-02-28');
      // Currencies are delivered on the third Wednesday.
      expect(settles('6E', '2026-06')).toBe('2026-06-17');
      expect(settles('6C', '2027-12')).toBe('2027-12-15');
    });

    it('names each contract month with the CME month code', () => {
      expect(expiry('ES', '2026-12')).toMatchObject({
        code: 'ESZ26',
        contractMonth: '2026-12',
        group: 'equity_index',
        exchange: 'CME',
        settlement: 'cash',
      });
      expect(expiry('CL', '2027-01').code).toBe('CLF27');
      expect(expiry('RTY', '2026-03').code).toBe('RTYH26');
      expect(expiry('6E', '2026-09').code).toBe('6EU26');
      expect(expiry('VX', '2027-08').code).toBe('VXQ27');
      expect(expiry('ZB', '2027-06')).toMatchObject({ code: 'ZBM27', exchange: 'CBOT' });
    });

    it('refuses a month the contract does not list and a root it has no rule for', () => {
      expect(() => expiryOf(contract('GC'), 2026, 3)).toThrow(RangeError);
      expect(() => expiryOf(contract('ES'), 2026, 13)).toThrow(RangeError);
      expect(() => expiryOf({ ...contract('ES'), root: 'XX' }, 2026, 3)).toThrow(RangeError);
    });
  });

  describe('expiriesBetween', () => {
    it('lists the rows whose last trading or first notice day is in range, earliest first', () => {
      const rows = expiriesBetween(dayOf(2026, 11, 23), dayOf(2026, 11, 30), ['energy', 'metals']);
      // NGZ26 ends on 25 Nov (the 3rd last business day of November, Thanksgiving skipped); gold
      // and silver December give first notice on 30 Nov. CLZ26 (20 Nov) and CLF27 (21 Dec) fall
      // outside.
      expect(rows.map((row) => [row.code, isoOf(row.lastTradingDay), published(row)[1]])).toEqual([
        ['NGZ26', '2026-11-25', null],
        ['GCZ26', '2026-12-29', '2026-11-30'],
        ['SIZ26', '2026-12-29', '2026-11-30'],
      ]);
    });

    it('filters by group and takes every group by default', () => {
      const from = dayOf(2026, 12, 14);
      const to = dayOf(2026, 12, 21);
      // By hand: the currencies (6C a day later) and corn on the 14th, VIX on the 16th, the equity
      // indexes on the 18th, crude oil January and the long Treasuries on the 21st. Corn and the
      // Treasuries sort first, by their first notice day (30 Nov), the earlier of their two days.
      expect(
        expiriesBetween(from, to).map((row) => `${row.code} ${isoOf(row.lastTradingDay)}`),
      ).toEqual([
        'ZBZ26 2026-12-21',
        'ZCZ26 2026-12-14',
        'ZNZ26 2026-12-21',
        '6AZ26 2026-12-14',
        '6BZ26 2026-12-14',
        '6EZ26 2026-12-14',
        '6JZ26 2026-12-14',
        '6SZ26 2026-12-14',
        '6CZ26 2026-12-15',
        'VXZ26 2026-12-16',
        'ESZ26 2026-12-18',
        'NQZ26 2026-12-18',
        'RTYZ26 2026-12-18',
        'YMZ26 2026-12-18',
        'CLF27 2026-12-21',
      ]);
      expect(expiriesBetween(from, to, ['equity_index']).map((row) => row.code)).toEqual([
        'ESZ26',
        'NQZ26',
        'RTYZ26',
        'YMZ26',
      ]);
      expect(expiriesBetween(from, to, [])).toEqual([]);
      expect(expiriesBetween(to, from)).toEqual([]);
    });
  });

  describe('properties over 2000–2099', () => {
    const listedMonth = fc
      .record({
        contract: fc.constantFrom(...FUTURES_CONTRACTS),
        year: fc.integer({ min: 2000, max: 2099 }),
        pick: fc.nat(),
      })
      .map(({ contract: picked, year, pick }) => ({
        contract: picked,
        year,
        month: picked.months[pick % picked.months.length] ?? 1,
      }));

    it('puts the last trading day on a business day, near its contract month', () => {
      fc.assert(
        fc.property(listedMonth, ({ contract: picked, year, month }) => {
          const row = expiryOf(picked, year, month);
          expect(US_BUSINESS_DAY(row.lastTradingDay)).toBe(true);
          // Never after the contract month, never before the 1st of the month before it.
          const monthBefore = month === 1 ? dayOf(year - 1, 12, 1) : dayOf(year, month - 1, 1);
          expect(row.lastTradingDay).toBeGreaterThanOrEqual(monthBefore);
          expect(row.lastTradingDay).toBeLessThan(dayOf(year, month + 1, 1));
          expect(row.settlementDay).toBeGreaterThanOrEqual(row.lastTradingDay);
        }),
        { numRuns: 2000 },
      );
    });

    it('gives a first notice day only to physical contracts, a business day before trading ends', () => {
      fc.assert(
        fc.property(listedMonth, ({ contract: picked, year, month }) => {
          const row = expiryOf(picked, year, month);
          if (row.settlement === 'cash') expect(row.firstNoticeDay).toBeNull();
          if (row.firstNoticeDay !== null) {
            expect(row.settlement).toBe('physical');
            expect(US_BUSINESS_DAY(row.firstNoticeDay)).toBe(true);
            expect(row.firstNoticeDay).toBeLessThan(row.lastTradingDay);
          }
          // Those with a notice period: the Treasuries, the metals and corn.
          expect(row.firstNoticeDay !== null).toBe(
            ['ZT', 'ZF', 'ZN', 'ZB', 'GC', 'SI', 'ZC'].includes(row.root),
          );
        }),
        { numRuns: 2000 },
      );
    });

    it('forms the code from root, month code and year', () => {
      fc.assert(
        fc.property(listedMonth, ({ contract: picked, year, month }) => {
          const row = expiryOf(picked, year, month);
          expect(row.code).toMatch(/^[0-9A-Z]{2,3}[FGHJKMNQUVXZ]\d{2}$/);
          expect(row.code).toBe(
            `${picked.root}${'FGHJKMNQUVXZ'[month - 1]}${String(year).slice(2)}`,
          );
          expect(row.contractMonth).toBe(`${year}-${String(month).padStart(2, '0')}`);
          expect(dayOfIso(`${row.contractMonth}-01`)).toBe(dayOf(year, month, 1));
        }),
        { numRuns: 2000 },
      );
    });

    it('returns exactly the rows in range, sorted by the earlier day, then root', () => {
      const range = fc
        .record({
          from: fc.integer({ min: dayOf(2000, 1, 1), max: dayOf(2099, 12, 31) }),
          span: fc.integer({ min: 0, max: 400 }),
          groups: fc.option(fc.subarray([...FUTURES_GROUPS]), { nil: undefined }),
        })
        .filter(({ from, span }) => from + span <= dayOf(2099, 12, 31));
      fc.assert(
        fc.property(range, ({ from, span, groups }) => {
          const to = from + span;
          const rows = expiriesBetween(from, to, groups);
          const wanted = new Set<FuturesGroup>(groups ?? FUTURES_GROUPS);
          const inRange = (day: number | null) => day !== null && day >= from && day <= to;
          const earlier = (row: FuturesExpiry) =>
            Math.min(row.lastTradingDay, row.firstNoticeDay ?? row.lastTradingDay);
          for (const row of rows) {
            expect(inRange(row.lastTradingDay) || inRange(row.firstNoticeDay)).toBe(true);
            expect(wanted.has(row.group)).toBe(true);
          }
          for (let i = 1; i < rows.length; i += 1) {
            const [a, b] = [rows[i - 1] as FuturesExpiry, rows[i] as FuturesExpiry];
            expect(earlier(a) < earlier(b) || (earlier(a) === earlier(b) && a.root <= b.root)).toBe(
              true,
            );
          }
          // Nothing missed: every listed month of the years around the range, tried one by one.
          const expected = new Set<string>();
          for (const picked of FUTURES_CONTRACTS) {
            if (!wanted.has(picked.group)) continue;
            for (let year = partsOf(from).year - 1; year <= partsOf(to).year + 2; year += 1) {
              for (const month of picked.months) {
                const row = expiryOf(picked, year, month);
                if (inRange(row.lastTradingDay) || inRange(row.firstNoticeDay))
                  expected.add(row.code);
              }
            }
          }
          expect(rows.map((row) => row.code).sort()).toEqual([...expected].sort());
        }),
        { numRuns: 150 },
      );
    });
  });
});
