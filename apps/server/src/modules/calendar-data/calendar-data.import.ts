import { parse } from 'csv-parse/sync';
import type { Database } from '../../db/client.ts';
import {
  DIVIDEND_FREQUENCIES,
  EARNINGS_TIMES,
  ECONOMIC_UNITS,
  IPO_STATUSES,
} from '../../db/schema/index.ts';
import { dayOfIso } from '../calendars/civil-date.ts';
import {
  CALENDAR_KINDS,
  type CalendarDataRepository,
  type CalendarInputs,
  type CalendarKind,
  type WriteCounts,
} from './calendar-data.repository.ts';
import { eventKeyOf } from './calendar-source.ts';
import { COUNTRY_CODES, isCalendarCountry } from './countries.ts';

/**
 * `calendars:import <kind> <file.csv>`: one calendar's rows from a CSV file (formats in
 * reference/calendars/README.md), all or nothing. Every line is checked first and every problem
 * reported by line; a file with any problem writes nothing. Rows are upserted by
 * (source `csv`, `external_id`): importing a corrected file again updates its rows in place.
 */

/** Each kind's columns, in the order the README and the example files list them. */
export const CALENDAR_COLUMNS = {
  economic: [
    'external_id',
    'country',
    'currency',
    'event',
    'period',
    'importance',
    'scheduled_at',
    'actual',
    'forecast',
    'previous',
    'unit',
    'higher_is_better',
  ],
  earnings: [
    'external_id',
    'symbol',
    'company',
    'date',
    'time',
    'fiscal_quarter',
    'eps_actual',
    'eps_forecast',
    'revenue_actual',
    'revenue_forecast',
    'market_cap',
    'currency',
  ],
  dividends: [
    'external_id',
    'symbol',
    'company',
    'ex_date',
    'amount',
    'currency',
    'frequency',
    'record_date',
    'payment_date',
  ],
  splits: ['external_id', 'symbol', 'company', 'date', 'numerator', 'denominator'],
  ipos: [
    'external_id',
    'company',
    'symbol',
    'exchange',
    'date',
    'price_low',
    'price_high',
    'price',
    'shares',
    'currency',
    'status',
  ],
} as const satisfies Record<CalendarKind, readonly string[]>;

export const isCalendarKind = (value: string): value is CalendarKind =>
  (CALENDAR_KINDS as readonly string[]).includes(value);

const TICKER = /^[A-Z0-9][A-Z0-9.-]{0,14}$/;
const CURRENCY = /^[A-Z]{3}$/;
const EXTERNAL_ID = /^[\x21-\x7e]{1,200}$/;
const NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;
/** An instant with its offset: `2026-03-06T08:30:00-05:00`, `2026-03-06T13:30Z`. */
const INSTANT =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const FISCAL_QUARTER = /^Q[1-4] \d{4}$/;

export interface ParsedCalendar<K extends CalendarKind> {
  rows: CalendarInputs[K][];
  /** One message per problem, each naming its line (`line 7: …`); empty when the file is valid. */
  errors: string[];
}

/** A file refused: nothing was written. `errors` lists every problem found, by line. */
export class CalendarImportError extends Error {
  override name = 'CalendarImportError';
  constructor(readonly errors: readonly string[]) {
    const shown = errors.slice(0, 3).join('; ');
    super(
      `calendar file refused (${errors.length} ${errors.length === 1 ? 'problem' : 'problems'}): ${shown}${errors.length > 3 ? '; …' : ''}`,
    );
  }
}

interface CsvLine {
  info: { lines: number };
  record: string[];
}

/** csv-parse answers `{ record, info }` with `info: true`, which its typings do not describe. */
function isCsvLine(value: unknown): value is CsvLine {
  if (typeof value !== 'object' || value === null) return false;
  const { record, info } = value as { record?: unknown; info?: { lines?: unknown } };
  return (
    Array.isArray(record) &&
    record.every((field) => typeof field === 'string') &&
    typeof info?.lines === 'number'
  );
}

/**
 * One line's fields, read by column: each reader answers the value, or records a problem and
 * answers a placeholder (the row is dropped when it has any problem).
 */
class LineReader {
  readonly problems: string[] = [];
  constructor(
    private readonly record: readonly string[],
    private readonly index: ReadonlyMap<string, number>,
  ) {}

  raw(column: string): string {
    return this.record[this.index.get(column) ?? -1] ?? '';
  }

  private fail(message: string): void {
    this.problems.push(message);
  }

  text(column: string): string {
    const value = this.raw(column);
    if (value === '') this.fail(`${column} is empty`);
    return value;
  }

  optionalText(column: string): string | null {
    const value = this.raw(column);
    return value === '' ? null : value;
  }

  externalId(): string {
    const value = this.raw('external_id');
    if (!EXTERNAL_ID.test(value)) {
      this.fail('external_id must be 1 to 200 printable characters without spaces');
    }
    return value;
  }

  ticker(column: string, optional: true): string | null;
  ticker(column: string, optional?: false): string;
  ticker(column: string, optional = false): string | null {
    const value = this.raw(column);
    if (value === '' && optional) return null;
    if (!TICKER.test(value)) {
      this.fail(
        `${column} "${value}" must be 1 to 15 upper-case letters, digits, dots or hyphens (AAPL, SAP.DE)`,
      );
    }
    return value;
  }

  currency(column: string, optional: true): string | null;
  currency(column: string, optional?: false): string;
  currency(column: string, optional = false): string | null {
    const value = this.raw(column);
    if (value === '' && optional) return null;
    if (!CURRENCY.test(value)) {
      this.fail(`${column} "${value}" must be three upper-case letters (ISO 4217: USD, EUR)`);
    }
    return value;
  }

  date(column: string, optional: true): string | null;
  date(column: string, optional?: false): string;
  date(column: string, optional = false): string | null {
    const value = this.raw(column);
    if (value === '' && optional) return null;
    if (dayOfIso(value) === null)
      this.fail(`${column} "${value}" must be a date such as 2026-03-06`);
    return value;
  }

  number(column: string, { positive = false } = {}): number | null {
    const value = this.raw(column);
    if (value === '') return null;
    const number = NUMBER.test(value) ? Number(value) : Number.NaN;
    if (!Number.isFinite(number) || (positive && number <= 0)) {
      this.fail(
        `${column} "${value}" must be ${positive ? 'a positive number' : 'a number'} or empty`,
      );
      return null;
    }
    return number;
  }

  requiredNumber(column: string): number {
    const value = this.raw(column);
    const number = NUMBER.test(value) ? Number(value) : Number.NaN;
    if (!Number.isFinite(number) || number <= 0) {
      this.fail(`${column} "${value}" must be a positive number`);
      return 0;
    }
    return number;
  }

  positiveInteger(column: string): number {
    const value = this.raw(column);
    const number = /^\d{1,9}$/.test(value) ? Number(value) : 0;
    if (number < 1) this.fail(`${column} "${value}" must be a whole number from 1`);
    return number;
  }

  oneOf<T extends string>(column: string, known: readonly T[], fallback?: T): T {
    const value = this.raw(column);
    if (value === '' && fallback !== undefined) return fallback;
    const found = known.find((item) => item === value);
    if (found === undefined) {
      this.fail(
        `${column} "${value}" must be one of ${known.map((item) => item || "''").join(', ')}`,
      );
      return known[0] as T;
    }
    return found;
  }

  boolean(column: string, fallback: boolean): boolean {
    const value = this.raw(column).toLowerCase();
    if (value === '') return fallback;
    if (value === 'true') return true;
    if (value === 'false') return false;
    this.fail(`${column} "${this.raw(column)}" must be true, false or empty`);
    return fallback;
  }
}

type RowReader<K extends CalendarKind> = (line: LineReader) => CalendarInputs[K];

const READERS: { [K in CalendarKind]: RowReader<K> } = {
  economic: (line) => {
    const country = line.raw('country');
    if (!isCalendarCountry(country)) {
      line.problems.push(
        `country "${country}" must be an ISO 3166 code the calendars know (${COUNTRY_CODES.join(', ')})`,
      );
    }
    const event = line.text('event');
    const importance = line.raw('importance');
    if (!['1', '2', '3'].includes(importance)) line.problems.push('importance must be 1, 2 or 3');
    const when = line.raw('scheduled_at');
    let scheduledAt = new Date(Number.NaN);
    let allDay = false;
    if (dayOfIso(when) !== null) {
      scheduledAt = new Date(`${when}T00:00:00Z`);
      allDay = true;
    } else {
      const match = INSTANT.exec(when);
      if (match && dayOfIso(match[1] ?? '') !== null) scheduledAt = new Date(when);
      if (Number.isNaN(scheduledAt.getTime())) {
        line.problems.push(
          `scheduled_at "${when}" must be an instant with its offset (2026-03-06T08:30:00-05:00) or a date for an all-day event`,
        );
      }
    }
    return {
      externalId: line.externalId(),
      country,
      currency: line.currency('currency', true),
      eventKey: eventKeyOf(country, event),
      event,
      period: line.optionalText('period'),
      importance: Number(importance),
      scheduledAt,
      allDay,
      actual: line.number('actual'),
      forecast: line.number('forecast'),
      previous: line.number('previous'),
      unit: line.oneOf('unit', ECONOMIC_UNITS, ''),
      higherIsBetter: line.boolean('higher_is_better', true),
    };
  },
  earnings: (line) => {
    const fiscalQuarter = line.optionalText('fiscal_quarter');
    if (fiscalQuarter !== null && !FISCAL_QUARTER.test(fiscalQuarter)) {
      line.problems.push(`fiscal_quarter "${fiscalQuarter}" must look like Q3 2026 or be empty`);
    }
    return {
      externalId: line.externalId(),
      symbol: line.ticker('symbol'),
      company: line.optionalText('company'),
      date: line.date('date'),
      time: line.oneOf('time', EARNINGS_TIMES, 'unknown'),
      fiscalQuarter,
      epsActual: line.number('eps_actual'),
      epsForecast: line.number('eps_forecast'),
      revenueActual: line.number('revenue_actual'),
      revenueForecast: line.number('revenue_forecast'),
      marketCap: line.number('market_cap', { positive: true }),
      currency: line.currency('currency'),
    };
  },
  dividends: (line) => ({
    externalId: line.externalId(),
    symbol: line.ticker('symbol'),
    company: line.optionalText('company'),
    exDate: line.date('ex_date'),
    amount: line.requiredNumber('amount'),
    currency: line.currency('currency'),
    frequency: line.oneOf('frequency', DIVIDEND_FREQUENCIES),
    recordDate: line.date('record_date', true),
    paymentDate: line.date('payment_date', true),
  }),
  splits: (line) => {
    const numerator = line.positiveInteger('numerator');
    const denominator = line.positiveInteger('denominator');
    if (numerator > 0 && numerator === denominator) {
      line.problems.push('numerator and denominator must differ (1-for-1 is no split)');
    }
    return {
      externalId: line.externalId(),
      symbol: line.ticker('symbol'),
      company: line.optionalText('company'),
      date: line.date('date'),
      numerator,
      denominator,
    };
  },
  ipos: (line) => {
    const priceLow = line.number('price_low', { positive: true });
    const priceHigh = line.number('price_high', { positive: true });
    if (priceLow !== null && priceHigh !== null && priceLow > priceHigh) {
      line.problems.push('price_low must not be above price_high');
    }
    return {
      externalId: line.externalId(),
      company: line.text('company'),
      symbol: line.ticker('symbol', true),
      exchange: line.raw('exchange'),
      date: line.date('date'),
      priceLow,
      priceHigh,
      price: line.number('price', { positive: true }),
      shares: line.number('shares', { positive: true }),
      currency: line.currency('currency'),
      status: line.oneOf('status', IPO_STATUSES),
    };
  },
};

function checkHeader(columns: readonly string[], expected: readonly string[]): string[] {
  const errors: string[] = [];
  const missing = expected.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    errors.push(
      `line 1: missing ${missing.length === 1 ? 'column' : 'columns'} ${missing.join(', ')}`,
    );
  }
  const unknown = columns.filter((column) => !expected.includes(column));
  if (unknown.length > 0) {
    errors.push(
      `line 1: unknown ${unknown.length === 1 ? 'column' : 'columns'} ${unknown.map((column) => `"${column}"`).join(', ')} (expected ${expected.join(',')})`,
    );
  }
  const repeated = columns.filter((column, i) => columns.indexOf(column) !== i);
  if (repeated.length > 0) errors.push(`line 1: column ${repeated.join(', ')} appears twice`);
  return errors;
}

/**
 * Reads and checks one calendar's file without touching the database: every line is checked and
 * every problem reported. A line number is where the record ends (where it starts unless a quoted
 * field holds a line break).
 */
export function parseCalendarCsv<K extends CalendarKind>(kind: K, text: string): ParsedCalendar<K> {
  let lines: CsvLine[];
  try {
    const parsed: unknown[] = parse(text, {
      bom: true,
      info: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
    });
    lines = parsed.filter(isCsvLine);
    if (lines.length !== parsed.length)
      throw new Error('csv-parse answered records without their line');
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    const message = error instanceof Error ? error.message : String(error);
    return { rows: [], errors: [`line ${line ?? 1}: not valid CSV (${message})`] };
  }
  const [header, ...records] = lines;
  if (!header) return { rows: [], errors: ['line 1: the file is empty, a header is expected'] };
  const expected: readonly string[] = CALENDAR_COLUMNS[kind];
  const headerErrors = checkHeader(header.record, expected);
  if (headerErrors.length > 0) return { rows: [], errors: headerErrors };
  if (records.length === 0) return { rows: [], errors: ['line 2: the file has no rows'] };

  const index = new Map(header.record.map((name, i) => [name, i]));
  const read = READERS[kind] as RowReader<K>;
  const rows: CalendarInputs[K][] = [];
  const errors: string[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { info, record } of records) {
    if (record.length !== header.record.length) {
      errors.push(
        `line ${info.lines}: ${record.length} fields, the header has ${header.record.length}`,
      );
      continue;
    }
    const line = new LineReader(record, index);
    const row = read(line);
    const first = firstLineOf.get(row.externalId);
    if (first === undefined) firstLineOf.set(row.externalId, info.lines);
    else line.problems.push(`external_id "${row.externalId}" is already on line ${first}`);
    if (line.problems.length > 0) {
      errors.push(...line.problems.map((problem) => `line ${info.lines}: ${problem}`));
      continue;
    }
    rows.push(row);
  }
  return { rows, errors };
}

/**
 * Loads one calendar's file, all or nothing: any problem on any line refuses the whole file
 * (CalendarImportError) before a row is written; otherwise one transaction upserts every row.
 */
export async function importCalendar(
  db: Database,
  repository: CalendarDataRepository,
  kind: CalendarKind,
  text: string,
): Promise<WriteCounts> {
  const { rows, errors } = parseCalendarCsv(kind, text);
  if (errors.length > 0) throw new CalendarImportError(errors);
  return db.transaction((tx) => repository.upsert(kind, 'csv', rows, tx));
}
