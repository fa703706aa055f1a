import type { SymbolRow } from '../symbols/symbols.repository.ts';

/**
 * Trading hours of the exchanges the symbols list on, in each exchange's own time zone. Regular
 * sessions only: no lunch breaks, auctions or public holidays (weekends are closed). Crypto never
 * closes; its "session" is the UTC calendar day.
 */
export interface ExchangeHours {
  /** A stable name: `NYSE`, `XETRA`, … or `CRYPTO`. */
  id: string;
  timeZone: string;
  /** Minutes after local midnight. */
  opens: number;
  closes: number;
  /** Trades every day, all day (crypto). */
  always: boolean;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const hours = (id: string, timeZone: string, opens: string, closes: string): ExchangeHours => {
  const minutes = (time: string) => {
    const [h = 0, m = 0] = time.split(':').map(Number);
    return h * 60 + m;
  };
  return { id, timeZone, opens: minutes(opens), closes: minutes(closes), always: false };
};

export const EXCHANGES = {
  NYSE: hours('NYSE', 'America/New_York', '09:30', '16:00'),
  NASDAQ: hours('NASDAQ', 'America/New_York', '09:30', '16:00'),
  TSX: hours('TSX', 'America/Toronto', '09:30', '16:00'),
  B3: hours('B3', 'America/Sao_Paulo', '10:00', '17:00'),
  XETRA: hours('XETRA', 'Europe/Berlin', '09:00', '17:30'),
  EURONEXT: hours('EURONEXT', 'Europe/Paris', '09:00', '17:30'),
  SIX: hours('SIX', 'Europe/Zurich', '09:00', '17:30'),
  BORSA: hours('BORSA', 'Europe/Rome', '09:00', '17:30'),
  BME: hours('BME', 'Europe/Madrid', '09:00', '17:30'),
  LSE: hours('LSE', 'Europe/London', '08:00', '16:30'),
  // Stockholm, Copenhagen, Oslo and (at 10:00–18:30 EET, the same instants) Helsinki.
  NORDIC: hours('NORDIC', 'Europe/Stockholm', '09:00', '17:30'),
  TSE: hours('TSE', 'Asia/Tokyo', '09:00', '15:00'),
  HKEX: hours('HKEX', 'Asia/Hong_Kong', '09:30', '16:00'),
  KRX: hours('KRX', 'Asia/Seoul', '09:00', '15:30'),
  SSE: hours('SSE', 'Asia/Shanghai', '09:30', '15:00'),
  NSE: hours('NSE', 'Asia/Kolkata', '09:15', '15:30'),
  TWSE: hours('TWSE', 'Asia/Taipei', '09:00', '13:30'),
  SGX: hours('SGX', 'Asia/Singapore', '09:00', '17:00'),
  ASX: hours('ASX', 'Australia/Sydney', '10:00', '16:00'),
  CRYPTO: { id: 'CRYPTO', timeZone: 'UTC', opens: 0, closes: 24 * 60, always: true },
} as const satisfies Record<string, ExchangeHours>;

/** Names an exchange column may hold (upper case, letters and digits only) → its hours. */
const ALIASES: Record<string, ExchangeHours> = {
  NYSE: EXCHANGES.NYSE,
  NYSEARCA: EXCHANGES.NYSE,
  NYSEAMERICAN: EXCHANGES.NYSE,
  NYSEMKT: EXCHANGES.NYSE,
  ARCA: EXCHANGES.NYSE,
  AMEX: EXCHANGES.NYSE,
  CBOE: EXCHANGES.NYSE,
  BATS: EXCHANGES.NYSE,
  NASDAQ: EXCHANGES.NASDAQ,
  NASDAQGS: EXCHANGES.NASDAQ,
  NASDAQGM: EXCHANGES.NASDAQ,
  NASDAQCM: EXCHANGES.NASDAQ,
  NMS: EXCHANGES.NASDAQ,
  TSX: EXCHANGES.TSX,
  B3: EXCHANGES.B3,
  BOVESPA: EXCHANGES.B3,
  XETRA: EXCHANGES.XETRA,
  XETR: EXCHANGES.XETRA,
  FRA: EXCHANGES.XETRA,
  FWB: EXCHANGES.XETRA,
  FRANKFURT: EXCHANGES.XETRA,
  EURONEXT: EXCHANGES.EURONEXT,
  EURONEXTPARIS: EXCHANGES.EURONEXT,
  EURONEXTAMSTERDAM: EXCHANGES.EURONEXT,
  EURONEXTBRUSSELS: EXCHANGES.EURONEXT,
  EURONEXTLISBON: EXCHANGES.EURONEXT,
  EURONEXTDUBLIN: EXCHANGES.EURONEXT,
  EURONEXTMILAN: EXCHANGES.BORSA,
  ENX: EXCHANGES.EURONEXT,
  EPA: EXCHANGES.EURONEXT,
  AMS: EXCHANGES.EURONEXT,
  EBR: EXCHANGES.EURONEXT,
  ELI: EXCHANGES.EURONEXT,
  SIX: EXCHANGES.SIX,
  SWX: EXCHANGES.SIX,
  VTX: EXCHANGES.SIX,
  BORSA: EXCHANGES.BORSA,
  BORSAITALIANA: EXCHANGES.BORSA,
  BIT: EXCHANGES.BORSA,
  MIL: EXCHANGES.BORSA,
  MTA: EXCHANGES.BORSA,
  BME: EXCHANGES.BME,
  BMAD: EXCHANGES.BME,
  MCE: EXCHANGES.BME,
  LSE: EXCHANGES.LSE,
  LON: EXCHANGES.LSE,
  NORDIC: EXCHANGES.NORDIC,
  OMX: EXCHANGES.NORDIC,
  NASDAQNORDIC: EXCHANGES.NORDIC,
  NASDAQSTOCKHOLM: EXCHANGES.NORDIC,
  NASDAQCOPENHAGEN: EXCHANGES.NORDIC,
  NASDAQHELSINKI: EXCHANGES.NORDIC,
  STO: EXCHANGES.NORDIC,
  CPH: EXCHANGES.NORDIC,
  HEL: EXCHANGES.NORDIC,
  OSLO: EXCHANGES.NORDIC,
  OSLOBORS: EXCHANGES.NORDIC,
  // `Oslo Børs` once the letters outside A–Z are dropped.
  OSLOBRS: EXCHANGES.NORDIC,
  TSE: EXCHANGES.TSE,
  TYO: EXCHANGES.TSE,
  JPX: EXCHANGES.TSE,
  HKEX: EXCHANGES.HKEX,
  HKG: EXCHANGES.HKEX,
  SEHK: EXCHANGES.HKEX,
  KRX: EXCHANGES.KRX,
  KOSPI: EXCHANGES.KRX,
  KOSDAQ: EXCHANGES.KRX,
  KSC: EXCHANGES.KRX,
  SSE: EXCHANGES.SSE,
  SHSE: EXCHANGES.SSE,
  SZSE: EXCHANGES.SSE,
  NSE: EXCHANGES.NSE,
  BSE: EXCHANGES.NSE,
  TWSE: EXCHANGES.TWSE,
  SGX: EXCHANGES.SGX,
  ASX: EXCHANGES.ASX,
  CRYPTO: EXCHANGES.CRYPTO,
};

/** A country's main exchange: where its indices' hours come from, and unknown exchanges'. */
const BY_COUNTRY: Record<string, ExchangeHours> = {
  US: EXCHANGES.NYSE,
  CA: EXCHANGES.TSX,
  BR: EXCHANGES.B3,
  DE: EXCHANGES.XETRA,
  AT: EXCHANGES.XETRA,
  // Euro area indices (Euro Stoxx) are computed over Xetra's and Euronext's hours.
  EU: EXCHANGES.XETRA,
  FR: EXCHANGES.EURONEXT,
  NL: EXCHANGES.EURONEXT,
  BE: EXCHANGES.EURONEXT,
  PT: EXCHANGES.EURONEXT,
  IE: EXCHANGES.EURONEXT,
  CH: EXCHANGES.SIX,
  IT: EXCHANGES.BORSA,
  ES: EXCHANGES.BME,
  GB: EXCHANGES.LSE,
  UK: EXCHANGES.LSE,
  SE: EXCHANGES.NORDIC,
  DK: EXCHANGES.NORDIC,
  FI: EXCHANGES.NORDIC,
  NO: EXCHANGES.NORDIC,
  JP: EXCHANGES.TSE,
  HK: EXCHANGES.HKEX,
  KR: EXCHANGES.KRX,
  CN: EXCHANGES.SSE,
  IN: EXCHANGES.NSE,
  TW: EXCHANGES.TWSE,
  SG: EXCHANGES.SGX,
  AU: EXCHANGES.ASX,
};

const normalise = (name: string) => name.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * The hours a symbol trades: crypto always; an index by its country's main exchange; anything
 * else by its exchange's name, then by its country, then New York's.
 */
export function hoursOf(symbol: Pick<SymbolRow, 'type' | 'exchange' | 'country'>): ExchangeHours {
  if (symbol.type === 'crypto') return EXCHANGES.CRYPTO;
  const country = BY_COUNTRY[symbol.country.toUpperCase()];
  if (symbol.type === 'indices') return country ?? EXCHANGES.NYSE;
  return ALIASES[normalise(symbol.exchange)] ?? country ?? EXCHANGES.NYSE;
}

// Time zones: the offset from UTC at an instant, through Intl (the runtime's tz database). Asking
// Intl costs microseconds, so offsets are kept per zone and quarter of an hour (transitions happen
// on such boundaries), which makes a page of quotes cost a few map lookups.
const formatters = new Map<string, Intl.DateTimeFormat>();
/** Per zone: offset by quarter-hour bucket (numeric keys: a lookup costs nanoseconds). */
const offsets = new Map<string, Map<number, number>>();
const OFFSET_BUCKET_MS = 15 * MINUTE_MS;
const OFFSETS_PER_ZONE_MAX = 20_000;

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** Milliseconds to add to a UTC instant to get the wall clock of `timeZone` (as if it were UTC). */
export function zoneOffsetMs(timeZone: string, at: number): number {
  if (timeZone === 'UTC') return 0;
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  const bucket = Math.floor(at / OFFSET_BUCKET_MS);
  const cached = zone.get(bucket);
  if (cached !== undefined) return cached;
  const start = bucket * OFFSET_BUCKET_MS;
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(start)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  const offset = wall - start;
  if (zone.size >= OFFSETS_PER_ZONE_MAX) zone.clear();
  zone.set(bucket, offset);
  return offset;
}

/** The local calendar day (days since 1970-01-01) and the minutes past local midnight. */
export function localTime(timeZone: string, at: number): { day: number; minutes: number } {
  const wall = at + zoneOffsetMs(timeZone, at);
  const day = Math.floor(wall / DAY_MS);
  return { day, minutes: (wall - day * DAY_MS) / MINUTE_MS };
}

/** The UTC instant of a wall-clock time on a local day (twice round: right across DST changes). */
export function localToUtc(timeZone: string, day: number, minutes: number): number {
  const wall = day * DAY_MS + minutes * MINUTE_MS;
  let at = wall - zoneOffsetMs(timeZone, wall);
  at = wall - zoneOffsetMs(timeZone, at);
  return at;
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export const weekday = (day: number) => (((day + 4) % 7) + 7) % 7;

export const isTradingDay = (hours: ExchangeHours, day: number) => {
  if (hours.always) return true;
  const dow = weekday(day);
  return dow !== 0 && dow !== 6;
};

/** Weekdays Thursday 1970-01-01 onwards, counted within one week: Thu, Fri, Sat, Sun, Mon, Tue, Wed. */
const WEEKDAYS_SO_FAR = [1, 2, 2, 2, 3, 4, 5];

/**
 * The number of trading days up to and including `day`: consecutive trading days get consecutive
 * numbers, and a closed day shares the number of the trading day before it.
 */
export function tradingOrdinal(hours: ExchangeHours, day: number): number {
  if (hours.always) return day;
  const weeks = Math.floor(day / 7);
  const rest = day - weeks * 7;
  return weeks * 5 + (WEEKDAYS_SO_FAR[rest] ?? 0);
}

export function previousTradingDay(hours: ExchangeHours, day: number): number {
  let previous = day - 1;
  while (!isTradingDay(hours, previous)) previous -= 1;
  return previous;
}

export interface SessionBounds {
  /** The session's local calendar day (days since 1970-01-01). */
  day: number;
  opensAt: number;
  closesAt: number;
}

const sessions = new Map<string, Map<number, SessionBounds>>();
const SESSIONS_PER_EXCHANGE_MAX = 5000;

export function sessionOn(hours: ExchangeHours, day: number): SessionBounds {
  if (hours.always) return { day, opensAt: day * DAY_MS, closesAt: (day + 1) * DAY_MS };
  let exchange = sessions.get(hours.id);
  if (!exchange) {
    exchange = new Map();
    sessions.set(hours.id, exchange);
  }
  const cached = exchange.get(day);
  if (cached) return cached;
  const bounds = {
    day,
    opensAt: localToUtc(hours.timeZone, day, hours.opens),
    closesAt: localToUtc(hours.timeZone, day, hours.closes),
  };
  if (exchange.size >= SESSIONS_PER_EXCHANGE_MAX) exchange.clear();
  exchange.set(day, bounds);
  return bounds;
}

/**
 * The session trading at `at`, or else the last one that has opened (the previous trading day's
 * before today's opening, on a weekend, or today's after the close), and whether it is open.
 */
export function sessionAt(hours: ExchangeHours, at: number): SessionBounds & { open: boolean } {
  const { day } = hours.always ? { day: Math.floor(at / DAY_MS) } : localTime(hours.timeZone, at);
  if (isTradingDay(hours, day)) {
    const today = sessionOn(hours, day);
    if (at >= today.opensAt) {
      return { day, opensAt: today.opensAt, closesAt: today.closesAt, open: at < today.closesAt };
    }
  }
  const last = sessionOn(hours, previousTradingDay(hours, day));
  return { day: last.day, opensAt: last.opensAt, closesAt: last.closesAt, open: false };
}

/** Midnight UTC of a local day: how daily bars are stamped (charting libraries' business day). */
export const dayStamp = (day: number) => day * DAY_MS;
export const dayOfStamp = (stamp: number) => Math.floor(stamp / DAY_MS);
