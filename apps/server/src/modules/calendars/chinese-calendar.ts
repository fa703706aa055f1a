/**
 * The Chinese lunisolar calendar and the solar terms, for the holidays that follow them (Hong
 * Kong's Lunar New Year, Buddha's Birthday, Tuen Ng, Mid-Autumn, Chung Yeung and Ching Ming).
 * Nothing here is a table of dates:
 * - the months (which month is which, where the leap month goes) come from the runtime's ICU
 *   Chinese calendar, read through `Intl.DateTimeFormat('en-u-ca-chinese')`;
 * - the day each month begins is the day of its new moon at Beijing time (UTC+8), the rule the
 *   Purple Mountain and Hong Kong Observatories use, with the new moon from Meeus's series
 *   (seconds of error). ICU's own lunar theory is coarser: it puts the new moon of
 *   2027-02-06 15:56 UTC (23:56 in Beijing) after midnight and starts the Year of the Goat on
 *   7 February, where every almanac has Saturday 6 February. So each month ICU finds is moved to
 *   the day of its new moon, which is at most a day away;
 * - solar terms come from the Sun's apparent longitude.
 */
const DAY_MS = 86_400_000;

const CHINESE = new Intl.DateTimeFormat('en-u-ca-chinese', {
  timeZone: 'UTC',
  month: 'numeric',
  day: 'numeric',
});

/**
 * Without full ICU data a runtime silently falls back to the Gregorian calendar, which would file
 * Lunar New Year on 1 January: refuse instead.
 */
function assertChineseCalendar(): void {
  if (CHINESE.resolvedOptions().calendar !== 'chinese') {
    throw new Error('the runtime has no ICU Chinese calendar (Node needs full-icu)');
  }
}

export interface LunarDate {
  /** 1–12. */
  month: number;
  /** A leap (intercalary) month repeats the month before it: ICU reports it as "4bis". */
  leap: boolean;
  /** 1–30. */
  date: number;
}

/** The Chinese calendar date of a civil day (the day as a whole, so its date at UTC). */
export function lunarDateOf(day: number): LunarDate {
  assertChineseCalendar();
  let month = '';
  let date = '';
  for (const part of CHINESE.formatToParts(new Date(day * DAY_MS))) {
    if (part.type === 'month') month = part.value;
    else if (part.type === 'day') date = part.value;
  }
  const leap = month.endsWith('bis');
  return { month: Number.parseInt(month, 10), leap, date: Number.parseInt(date, 10) };
}

/**
 * The first day on or after `from` that is `date` of the (non-leap) lunar `month`. Jumps to the
 * 29th of each month it passes (every lunar month has 29 or 30 days), so it reads a handful of
 * dates per month crossed.
 */
function nextLunar(from: number, month: number, date: number): number {
  let day = from;
  for (let guard = 0; guard < 200; guard += 1) {
    const at = lunarDateOf(day);
    if (at.month === month && !at.leap && at.date <= date) return day + (date - at.date);
    day += Math.max(1, 29 - at.date);
  }
  throw new Error(`no lunar ${month}/${date} after day ${from}`);
}

const RAD = Math.PI / 180;
const UNIX_EPOCH_JD = 2_440_587.5;
const sin = (degrees: number): number => Math.sin(degrees * RAD);

/**
 * ΔT, terrestrial minus universal time, in seconds: the NASA polynomial for 2005–2050
 * (Espenak & Meeus), a minute or two off elsewhere in 1950–2150, which moves no date here.
 */
function deltaT(year: number): number {
  const t = year - 2000;
  return 62.92 + 0.32217 * t + 0.005589 * t * t;
}

/** Periodic terms of the true new moon (Meeus, Astronomical Algorithms, table 49.A). */
const PLANETARY: readonly (readonly [number, number, number])[] = [
  [299.77, 0.107408, 0.000325],
  [251.88, 0.016321, 0.000165],
  [251.83, 26.651886, 0.000164],
  [349.42, 36.412478, 0.000126],
  [84.66, 18.206239, 0.00011],
  [141.74, 53.303771, 0.000062],
  [207.14, 2.453732, 0.00006],
  [154.84, 7.30686, 0.000056],
  [34.52, 27.261239, 0.000047],
  [207.19, 0.121824, 0.000042],
  [291.34, 1.844379, 0.00004],
  [161.72, 24.198154, 0.000037],
  [239.56, 25.513099, 0.000035],
  [331.55, 3.592518, 0.000023],
];

/**
 * The Julian ephemeris day of new moon number `k` (0 = 2000-01-06), by Meeus, Astronomical
 * Algorithms, ch. 49: mean lunation plus the periodic terms (mean error about 4 seconds).
 */
function newMoonJde(k: number): number {
  const t = k / 1236.85;
  const t2 = t * t;
  const t3 = t2 * t;
  const t4 = t3 * t;
  const e = 1 - 0.002516 * t - 0.0000074 * t2;
  const m = 2.5534 + 29.1053567 * k - 0.0000014 * t2 - 0.00000011 * t3;
  const mm = 201.5643 + 385.81693528 * k + 0.0107582 * t2 + 0.00001238 * t3 - 0.000000058 * t4;
  const f = 160.7108 + 390.67050284 * k - 0.0016118 * t2 - 0.00000227 * t3 + 0.000000011 * t4;
  const omega = 124.7746 - 1.56375588 * k + 0.0020672 * t2 + 0.00000215 * t3;
  let jde =
    2_451_550.09766 + 29.530588861 * k + 0.00015437 * t2 - 0.00000015 * t3 + 0.00000000073 * t4;
  jde +=
    -0.4072 * sin(mm) +
    0.17241 * e * sin(m) +
    0.01608 * sin(2 * mm) +
    0.01039 * sin(2 * f) +
    0.00739 * e * sin(mm - m) -
    0.00514 * e * sin(mm + m) +
    0.00208 * e * e * sin(2 * m) -
    0.00111 * sin(mm - 2 * f) -
    0.00057 * sin(mm + 2 * f) +
    0.00056 * e * sin(2 * mm + m) -
    0.00042 * sin(3 * mm) +
    0.00042 * e * sin(m + 2 * f) +
    0.00038 * e * sin(m - 2 * f) -
    0.00024 * e * sin(2 * mm - m) -
    0.00017 * sin(omega) -
    0.00007 * sin(mm + 2 * m) +
    0.00004 * sin(2 * mm - 2 * f) +
    0.00004 * sin(3 * m) +
    0.00003 * sin(mm + m - 2 * f) +
    0.00003 * sin(2 * mm + 2 * f) -
    0.00003 * sin(mm + m + 2 * f) +
    0.00003 * sin(mm - m + 2 * f) -
    0.00002 * sin(mm - m - 2 * f) -
    0.00002 * sin(3 * mm + m) +
    0.00002 * sin(4 * mm);
  PLANETARY.forEach(([base, rate, amplitude], index) => {
    const argument = base + rate * k - (index === 0 ? 0.009173 * t2 : 0);
    jde += amplitude * sin(argument);
  });
  return jde;
}

/** The civil day at Beijing time (UTC+8) of the new moon nearest `day`. */
export function newMoonDayNear(day: number): number {
  const k = Math.round((day + UNIX_EPOCH_JD - 2_451_550.09766) / 29.530588861);
  const jde = newMoonJde(k);
  const year = new Date(day * DAY_MS).getUTCFullYear();
  return Math.floor(jde - deltaT(year) / 86_400 + 8 / 24 - UNIX_EPOCH_JD);
}

const icuNewYears = new Map<number, number>();

/** The first day of the 1st lunar month in Gregorian `year` as ICU has it. */
function icuNewYear(year: number): number {
  const cached = icuNewYears.get(year);
  if (cached !== undefined) return cached;
  const day = nextLunar(Math.round(Date.UTC(year, 0, 19) / DAY_MS), 1, 1);
  icuNewYears.set(year, day);
  return day;
}

/** Lunar New Year's Day (1st day of the 1st month) in Gregorian `year`: 21 January – 20 February. */
export const lunarNewYear = (year: number): number => newMoonDayNear(icuNewYear(year));

/**
 * The civil day of lunar `month`/`date` (the regular month, not its leap repeat) in the lunar
 * year that begins in Gregorian `year`: ICU finds the month (month `m` starts at least
 * `(m − 1) · 29` days after the new year, so the search starts there), its new moon the day.
 */
export function lunarDay(year: number, month: number, date: number): number {
  const icuStart = nextLunar(icuNewYear(year) + (month - 1) * 29, month, 1);
  return newMoonDayNear(icuStart) + date - 1;
}

/** As `lunarDay`, by ICU alone (no new-moon correction), for the tests to compare. */
export function icuLunarDay(year: number, month: number, date: number): number {
  return nextLunar(icuNewYear(year) + (month - 1) * 29, month, date);
}

/**
 * The Sun's apparent ecliptic longitude in degrees at Julian ephemeris day `jde` (Meeus,
 * Astronomical Algorithms, ch. 25, the low-accuracy series: about 0.01°, some 15 minutes of the
 * Sun's motion).
 */
function solarLongitude(jde: number): number {
  const t = (jde - 2_451_545) / 36_525;
  const l0 = 280.46646 + 36_000.76983 * t + 0.0003032 * t * t;
  const m = (357.52911 + 35_999.05029 * t - 0.0001537 * t * t) * RAD;
  const c =
    (1.914602 - 0.004817 * t - 0.000014 * t * t) * Math.sin(m) +
    (0.019993 - 0.000101 * t) * Math.sin(2 * m) +
    0.000289 * Math.sin(3 * m);
  const omega = (125.04 - 1934.136 * t) * RAD;
  return l0 + c - 0.00569 - 0.00478 * Math.sin(omega);
}

/**
 * The civil day, at UTC offset `offsetHours`, on which the Sun reaches apparent longitude
 * `longitude` near `month`/`date` of `year`: a solar term (Qingming is 15°, the March equinox 0°,
 * the September equinox 180°), by Newton steps on the longitude.
 */
export function solarTermDay(
  year: number,
  month: number,
  date: number,
  longitude: number,
  offsetHours: number,
): number {
  let jde = Date.UTC(year, month - 1, date) / DAY_MS + UNIX_EPOCH_JD;
  for (let step = 0; step < 6; step += 1) {
    const behind = ((((longitude - solarLongitude(jde)) % 360) + 540) % 360) - 180;
    jde += (behind * 365.2422) / 360;
  }
  const jdUt = jde - deltaT(year) / 86_400;
  return Math.floor(jdUt + offsetHours / 24 - UNIX_EPOCH_JD);
}

/** Qingming (Ching Ming), the solar term at 15°, at Beijing/Hong Kong time: 4 or 5 April. */
export const qingming = (year: number): number => solarTermDay(year, 4, 5, 15, 8);
