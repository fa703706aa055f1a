import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  icuLunarDay,
  lunarDateOf,
  lunarDay,
  lunarNewYear,
  qingming,
  solarTermDay,
} from '../../src/modules/calendars/chinese-calendar.ts';
import {
  dayOf,
  dayOfIso,
  easterSunday,
  FRIDAY,
  isoOf,
  isWeekend,
  MONDAY,
  nthWeekday,
  partsOf,
  THURSDAY,
} from '../../src/modules/calendars/civil-date.ts';
import {
  addBusinessDays,
  EXCHANGE_IDS,
  type ExchangeId,
  holidaysOf,
  isBusinessDay,
  isHoliday,
} from '../../src/modules/calendars/holidays.ts';
import {
  autumnalEquinoxDay,
  vernalEquinoxDay,
} from '../../src/modules/calendars/holidays-asia-pacific.ts';
import { PUBLISHED } from '../fixtures/calendars/holidays.ts';

const day = (iso: string): number => {
  const parsed = dayOfIso(iso);
  if (parsed === null) throw new Error(`not a date: ${iso}`);
  return parsed;
};

/** One exchange's year as the engine computes it, in the fixture's shape. */
const computed = (exchange: ExchangeId, year: number) => {
  const list = holidaysOf(exchange, year);
  return {
    closed: list.filter((h) => h.kind === 'closed').map((h) => h.date),
    early: Object.fromEntries(
      list.filter((h) => h.kind === 'early_close').map((h) => [h.date, h.closes]),
    ),
  };
};

/** The weekday closures of a year, for the historical lists below. */
const closures = (exchange: ExchangeId, year: number): string[] =>
  holidaysOf(exchange, year)
    .filter((h) => h.kind === 'closed')
    .map((h) => h.date);

describe('exchange holidays: the published 2026 and 2027 calendars', () => {
  for (const exchange of EXCHANGE_IDS) {
    for (const year of [2026, 2027] as const) {
      it(`${exchange} ${year}`, () => {
        const published = PUBLISHED[exchange][year];
        expect(computed(exchange, year)).toEqual({
          closed: [...published.closed],
          early: { ...published.early },
        });
      });
    }
  }
});

describe('exchange holidays: past years the exchanges and governments published', () => {
  it('Hong Kong: the gazetted general holidays of 2010, 2013, 2014, 2021 and 2024', () => {
    // 2010 (gazette): Lunar New Year's Day on a Sunday, so the day preceding it (a Saturday) was
    // the holiday; Chung Yeung on a Saturday; Christmas on a Saturday.
    expect(closures('HKEX', 2010)).toEqual([
      '2010-01-01',
      '2010-02-15',
      '2010-02-16',
      '2010-04-02',
      '2010-04-05',
      '2010-04-06',
      '2010-05-21',
      '2010-06-16',
      '2010-07-01',
      '2010-09-23',
      '2010-10-01',
      '2010-12-27',
    ]);
    // 2013 (a bank's list of the gazette): Lunar New Year's Day on a Sunday, the fourth day
    // instead; Chung Yeung on a Sunday, the day following.
    expect(closures('HKEX', 2013)).toEqual([
      '2013-01-01',
      '2013-02-11',
      '2013-02-12',
      '2013-02-13',
      '2013-03-29',
      '2013-04-01',
      '2013-04-04',
      '2013-05-01',
      '2013-05-17',
      '2013-06-12',
      '2013-07-01',
      '2013-09-20',
      '2013-10-01',
      '2013-10-14',
      '2013-12-25',
      '2013-12-26',
    ]);
    // 2014 (gazette): the third day of Lunar New Year on a Sunday, so the fourth (3 February).
    expect(closures('HKEX', 2014)).toEqual([
      '2014-01-01',
      '2014-01-31',
      '2014-02-03',
      '2014-04-18',
      '2014-04-21',
      '2014-05-01',
      '2014-05-06',
      '2014-06-02',
      '2014-07-01',
      '2014-09-09',
      '2014-10-01',
      '2014-10-02',
      '2014-12-25',
      '2014-12-26',
    ]);
    // 2021 (a broker's copy of HKEX's list, with its half days): Ching Ming on Sunday 4 April,
    // followed after Easter Monday on Tuesday 6 April.
    expect(computed('HKEX', 2021)).toEqual({
      closed: [
        '2021-01-01',
        '2021-02-12',
        '2021-02-15',
        '2021-04-02',
        '2021-04-05',
        '2021-04-06',
        '2021-05-19',
        '2021-06-14',
        '2021-07-01',
        '2021-09-22',
        '2021-10-01',
        '2021-10-14',
        '2021-12-27',
      ],
      early: { '2021-02-11': '12:00', '2021-12-24': '12:00', '2021-12-31': '12:00' },
    });
    // 2024: Lunar New Year 10–13 February (the second day a Sunday).
    expect(closures('HKEX', 2024)).toEqual([
      '2024-01-01',
      '2024-02-12',
      '2024-02-13',
      '2024-03-29',
      '2024-04-01',
      '2024-04-04',
      '2024-05-01',
      '2024-05-15',
      '2024-06-10',
      '2024-07-01',
      '2024-09-18',
      '2024-10-01',
      '2024-10-11',
      '2024-12-25',
      '2024-12-26',
    ]);
  });

  it('TSE: the JPX calendars of 2022 and 2023', () => {
    expect(closures('TSE', 2022)).toEqual([
      '2022-01-03',
      '2022-01-10',
      '2022-02-11',
      '2022-02-23',
      '2022-03-21',
      '2022-04-29',
      '2022-05-03',
      '2022-05-04',
      '2022-05-05',
      '2022-07-18',
      '2022-08-11',
      '2022-09-19',
      '2022-09-23',
      '2022-10-10',
      '2022-11-03',
      '2022-11-23',
    ]);
    expect(closures('TSE', 2023).slice(0, 3)).toEqual(['2023-01-02', '2023-01-03', '2023-01-09']);
  });

  it('TSX: the "in lieu" days of TMX Group’s 2020 and 2021 holiday schedules', () => {
    expect(closures('TSX', 2020).slice(-2)).toEqual(['2020-12-25', '2020-12-28']);
    expect(closures('TSX', 2021).slice(-2)).toEqual(['2021-12-27', '2021-12-28']);
    expect(closures('TSX', 2022)[0]).toBe('2022-01-03');
  });

  it('ASX: Anzac Day on a Sunday (2021) closes nothing; Australia Day on a Sunday moves', () => {
    expect(isBusinessDay('ASX', day('2021-04-26'))).toBe(true);
    expect(isHoliday('ASX', day('2025-01-27'))).toBe(true);
    expect(computed('ASX', 2022).early).toEqual({ '2022-12-23': '14:10', '2022-12-30': '14:10' });
  });

  it('LSE: 2015 and the 2023 half days on the last working days', () => {
    expect(closures('LSE', 2015)).toEqual([
      '2015-01-01',
      '2015-04-03',
      '2015-04-06',
      '2015-05-04',
      '2015-05-25',
      '2015-08-31',
      '2015-12-25',
      '2015-12-28',
    ]);
    expect(computed('LSE', 2023).early).toEqual({ '2023-12-22': '12:30', '2023-12-29': '12:30' });
  });
});

describe('exchange holidays: properties over 1990–2099', () => {
  const years = fc.integer({ min: 1990, max: 2099 });
  const exchanges = fc.constantFrom(...EXCHANGE_IDS);

  it('files every entry on a weekday of its own year, sorted and unique', () => {
    fc.assert(
      fc.property(exchanges, years, (exchange, year) => {
        const list = holidaysOf(exchange, year);
        for (const [index, entry] of list.entries()) {
          expect(isWeekend(entry.day)).toBe(false);
          expect(partsOf(entry.day).year).toBe(year);
          expect(entry.date).toBe(isoOf(entry.day));
          if (index > 0) expect(entry.day).toBeGreaterThan(list[index - 1]?.day ?? -Infinity);
          expect(entry.kind === 'closed' ? entry.closes : entry.closes?.length).toBe(
            entry.kind === 'closed' ? null : 5,
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  it('closes every exchange but Tokyo on Good Friday', () => {
    fc.assert(
      fc.property(years, (year) => {
        const goodFriday = easterSunday(year) - 2;
        for (const exchange of EXCHANGE_IDS) {
          expect(isHoliday(exchange, goodFriday)).toBe(exchange !== 'TSE');
        }
      }),
    );
  });

  it('has at least the closures each rule book guarantees every year', () => {
    // Weekday closures a year can't go below: the US loses New Year's Day when it is a Saturday
    // (and had no Juneteenth before 2022); London moves every weekend bank holiday, so always
    // has eight; Toronto likewise has ten since Family Day (2008); Sydney loses only a weekend
    // Anzac Day; Frankfurt and Paris lose every weekend day but Good Friday and Easter Monday
    // remain (Xetra 1994: those two and Boxing Day); Tokyo had 11 in 1995, before the Happy
    // Monday laws; Hong Kong 9 before its 1997–1999 holidays.
    const minimum: Record<ExchangeId, number> = {
      NYSE: 8,
      NASDAQ: 8,
      LSE: 8,
      XETRA: 3,
      EURONEXT: 3,
      TSE: 11,
      HKEX: 9,
      TSX: 9,
      ASX: 7,
    };
    fc.assert(
      fc.property(exchanges, years, (exchange, year) => {
        const count = closures(exchange, year).length;
        expect(count).toBeGreaterThanOrEqual(minimum[exchange]);
        if (exchange === 'LSE') expect(count).toBe(8);
        if (exchange === 'TSX' && year >= 2008) expect(count).toBe(10);
      }),
      { numRuns: 300 },
    );
  });

  it('never lands addBusinessDays on a closure', () => {
    fc.assert(
      fc.property(exchanges, years, fc.integer({ min: 0, max: 364 }), (exchange, year, offset) => {
        const from = dayOf(year, 1, 1) + offset;
        const next = addBusinessDays(exchange, from, 1);
        expect(isBusinessDay(exchange, next)).toBe(true);
        for (let between = from + 1; between < next; between += 1) {
          expect(isBusinessDay(exchange, between)).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('civil dates', () => {
  it('easterSunday matches the known Easter dates', () => {
    const known: Record<number, string> = {
      1818: '1818-03-22',
      1943: '1943-04-25',
      2000: '2000-04-23',
      2008: '2008-03-23',
      2011: '2011-04-24',
      2019: '2019-04-21',
      2024: '2024-03-31',
      2025: '2025-04-20',
      2026: '2026-04-05',
      2027: '2027-03-28',
      2038: '2038-04-25',
      2285: '2285-03-22',
    };
    for (const [year, iso] of Object.entries(known)) {
      expect(isoOf(easterSunday(Number(year)))).toBe(iso);
    }
  });

  it('nthWeekday counts from either end of the month', () => {
    expect(isoOf(nthWeekday(2026, 1, MONDAY, 3))).toBe('2026-01-19');
    expect(isoOf(nthWeekday(2026, 6, MONDAY, 1))).toBe('2026-06-01');
    expect(isoOf(nthWeekday(2026, 5, MONDAY, -1))).toBe('2026-05-25');
    expect(isoOf(nthWeekday(2026, 5, MONDAY, -2))).toBe('2026-05-18');
    expect(isoOf(nthWeekday(2027, 11, THURSDAY, 4))).toBe('2027-11-25');
    expect(isoOf(nthWeekday(2027, 12, FRIDAY, -1))).toBe('2027-12-31');
  });

  it('addBusinessDays steps over a holiday in both directions', () => {
    // Good Friday 3 April 2026: New York closes that day only, Hong Kong also on 6 and 7 April.
    expect(isoOf(addBusinessDays('NYSE', day('2026-04-02'), 1))).toBe('2026-04-06');
    expect(isoOf(addBusinessDays('HKEX', day('2026-04-02'), 1))).toBe('2026-04-08');
    expect(isoOf(addBusinessDays('HKEX', day('2026-04-08'), -1))).toBe('2026-04-02');
    expect(isoOf(addBusinessDays('HKEX', day('2026-04-03'), 0))).toBe('2026-04-08');
    expect(isoOf(addBusinessDays('HKEX', day('2026-04-07'), 0, -1))).toBe('2026-04-02');
    // Golden Week 2026: 4–6 May closed in Tokyo.
    expect(isoOf(addBusinessDays('TSE', day('2026-04-30'), 2))).toBe('2026-05-07');
    // An early close is still a business day.
    expect(isBusinessDay('LSE', day('2026-12-24'))).toBe(true);
  });
});

describe('lunar dates and solar terms', () => {
  it('reads ICU leap months as leap', () => {
    // 2023 had a leap second month (22 March – 19 April).
    expect(lunarDateOf(day('2023-03-22'))).toEqual({ month: 2, leap: true, date: 1 });
    expect(lunarDateOf(day('2023-04-20'))).toEqual({ month: 3, leap: false, date: 1 });
  });

  it('dates Lunar New Year as the almanacs do, ICU corrected by the new moon', () => {
    const known: Record<number, string> = {
      2020: '2020-01-25',
      2023: '2023-01-22',
      2024: '2024-02-10',
      2025: '2025-01-29',
      2026: '2026-02-17',
      // The new moon is at 23:56 in Beijing on 6 February: ICU alone says 7 February.
      2027: '2027-02-06',
      // The new moon is at 00:07 in Beijing on 3 February: ICU alone says 2 February.
      2030: '2030-02-03',
    };
    for (const [year, iso] of Object.entries(known)) {
      expect(isoOf(lunarNewYear(Number(year)))).toBe(iso);
    }
    expect(isoOf(icuLunarDay(2027, 1, 1))).toBe('2027-02-07');
  });

  it('moves ICU months by a day at most', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1990, max: 2099 }),
        fc.constantFrom([1, 1], [4, 8], [5, 5], [8, 16], [9, 9]),
        (year, [month, date]) => {
          const shift = lunarDay(year, month, date) - icuLunarDay(year, month, date);
          expect(Math.abs(shift)).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('puts Ching Ming on the dates Hong Kong gazetted, and agrees with the almanac formula', () => {
    // Gazetted or published Ching Ming days: 2010 (the day following was 6 April), 2013, 2014,
    // 2015 (the day following was 7 April), 2021 (Sunday 4 April), 2024, 2026 and 2027.
    const known = [
      '2010-04-05',
      '2013-04-04',
      '2014-04-05',
      '2015-04-05',
      '2021-04-04',
      '2024-04-04',
      '2026-04-05',
      '2027-04-05',
    ];
    for (const iso of known) expect(isoOf(qingming(Number(iso.slice(0, 4))))).toBe(iso);
    // The almanac formula for Qingming (寿星公式, 21st century: [Y·0.2422 + 4.81] − [Y/4],
    // 20th: 5.59), an independent approximation, gives the same day for 1990–2099.
    for (let year = 1990; year <= 2099; year += 1) {
      const y = year % 100;
      const date = Math.floor(y * 0.2422 + (year >= 2000 ? 4.81 : 5.59)) - Math.floor(y / 4);
      expect(isoOf(qingming(year))).toBe(isoOf(dayOf(year, 4, date)));
    }
  });

  it('the Japanese equinox formula agrees with the Sun’s longitude at Tokyo time, 1990–2099', () => {
    for (let year = 1990; year <= 2099; year += 1) {
      expect(vernalEquinoxDay(year)).toBe(solarTermDay(year, 3, 20, 0, 9));
      expect(autumnalEquinoxDay(year)).toBe(solarTermDay(year, 9, 23, 180, 9));
    }
  });
});
