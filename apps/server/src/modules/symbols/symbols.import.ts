import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { SYMBOL_TYPES, symbols } from '../../db/schema/index.ts';
import { searchText } from '../../lib/search-text.ts';
import { SERVER_ROOT } from '../../lib/server-root.ts';
import type { NewSymbolRow } from './symbols.repository.ts';

/** The instruments the demo starts with and `symbols:import` loads when given no file. */
export const SYMBOLS_FILE = path.join(SERVER_ROOT, 'reference', 'symbols.csv');

/** The file's columns (reference/README.md describes each); any order, all required, no others. */
export const SYMBOL_COLUMNS = [
  'symbol',
  'name',
  'country',
  'exchange',
  'type',
  'region',
  'sector',
  'currency',
  'reference_price',
] as const;
type Column = (typeof SYMBOL_COLUMNS)[number];

const TICKER = /^[A-Z0-9][A-Z0-9.-]{0,14}$/;
const COUNTRY = /^[A-Z]{2}$/;
const CURRENCY = /^[A-Z]{3}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// Plain decimals only: Number() alone would also read "0x1F" as 31 and "0b11" as 3.
const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;

/**
 * Rows per statement: PGlite pays per statement. The 543 rows of reference/symbols.csv took 2.2–3.5 s
 * one row at a time on an in-memory PGlite, 0.16–0.3 s in batches of 500; and 500 rows of 10
 * parameters stay far below PostgreSQL's 65,535 parameters per statement.
 */
const BATCH_SIZE = 500;

export type SymbolInput = Omit<NewSymbolRow, 'id' | 'createdAt'>;

export interface ParsedSymbols {
  rows: SymbolInput[];
  /** One readable message per problem, each naming its line (`line 7: …`); empty when valid. */
  errors: string[];
}

export interface ImportCounts {
  inserted: number;
  updated: number;
}

/** A file refused: nothing was written. `errors` lists every problem found, by line. */
export class SymbolsImportError extends Error {
  override name = 'SymbolsImportError';
  constructor(readonly errors: readonly string[]) {
    const shown = errors.slice(0, 3).join('; ');
    super(
      `symbols file refused (${errors.length} ${plural(errors.length, 'problem')}): ${shown}${errors.length > 3 ? '; …' : ''}`,
    );
  }
}

interface CsvLine {
  info: { lines: number };
  record: string[];
}

/**
 * With `info: true` csv-parse answers `{ record, info }` per line, which its typings do not
 * describe (they promise plain records): checked here rather than asserted.
 */
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
 * Reads and checks a symbols file without touching the database: every line is checked and every
 * problem reported, so a member fixes a file in one pass. A line number is where the record ends
 * (the same as where it starts unless a quoted field holds a line break).
 */
export function parseSymbolsCsv(text: string): ParsedSymbols {
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
  const headerErrors = checkHeader(header.record);
  if (headerErrors.length > 0) return { rows: [], errors: headerErrors };
  if (records.length === 0) return { rows: [], errors: ['line 2: the file has no rows'] };

  const index = new Map(header.record.map((name, i) => [name as Column, i]));
  const rows: SymbolInput[] = [];
  const errors: string[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { info, record } of records) {
    const problems: string[] = [];
    if (record.length !== header.record.length) {
      errors.push(
        `line ${info.lines}: ${record.length} fields, the header has ${header.record.length}`,
      );
      continue;
    }
    const field = (column: Column) => record[index.get(column) ?? -1] ?? '';

    const ticker = field('symbol');
    if (!TICKER.test(ticker)) {
      problems.push(
        `symbol "${ticker}" must be 1 to 15 upper-case letters, digits, dots or hyphens, starting with a letter or digit`,
      );
    } else {
      const first = firstLineOf.get(ticker);
      if (first === undefined) firstLineOf.set(ticker, info.lines);
      else problems.push(`symbol "${ticker}" is already on line ${first}`);
    }
    const name = field('name');
    if (name === '') problems.push('name is empty');
    const country = field('country');
    if (!COUNTRY.test(country)) {
      problems.push(`country "${country}" must be two upper-case letters (ISO 3166, WW for none)`);
    }
    const exchange = field('exchange');
    if (exchange === '') problems.push('exchange is empty');
    const rawType = field('type');
    const type = SYMBOL_TYPES.find((known) => known === rawType);
    if (!type) problems.push(`type "${rawType}" is not one of ${SYMBOL_TYPES.join(', ')}`);
    const region = field('region');
    if (!SLUG.test(region)) {
      problems.push(`region "${region}" must be a lower-case slug (us, europe, asia, global…)`);
    }
    const sector = field('sector');
    if (sector !== '' && !SLUG.test(sector)) {
      problems.push(`sector "${sector}" must be empty or a lower-case slug (technology, defi…)`);
    }
    const currency = field('currency');
    if (!CURRENCY.test(currency)) {
      problems.push(`currency "${currency}" must be three upper-case letters (ISO 4217)`);
    }
    const rawPrice = field('reference_price');
    const price = DECIMAL.test(rawPrice) ? Number(rawPrice) : Number.NaN;
    if (!(Number.isFinite(price) && price > 0)) {
      problems.push(`reference_price "${rawPrice}" must be a positive number`);
    }

    if (problems.length > 0 || !type) {
      errors.push(...problems.map((problem) => `line ${info.lines}: ${problem}`));
      continue;
    }
    rows.push({
      symbol: ticker,
      name,
      country,
      exchange,
      type,
      region,
      sector: sector === '' ? null : sector,
      currency,
      referencePrice: price,
      searchText: searchText(`${ticker} ${name}`),
    });
  }
  return { rows, errors };
}

function checkHeader(columns: string[]): string[] {
  const errors: string[] = [];
  const missing = SYMBOL_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    errors.push(`line 1: missing ${plural(missing.length, 'column')} ${missing.join(', ')}`);
  }
  const known = new Set<string>(SYMBOL_COLUMNS);
  const unknown = columns.filter((column) => !known.has(column));
  if (unknown.length > 0) {
    errors.push(
      `line 1: unknown ${plural(unknown.length, 'column')} ${unknown.map((column) => `"${column}"`).join(', ')} (expected ${SYMBOL_COLUMNS.join(',')})`,
    );
  }
  const repeated = columns.filter((column, i) => columns.indexOf(column) !== i);
  if (repeated.length > 0) errors.push(`line 1: column ${repeated.join(', ')} appears twice`);
  return errors;
}

const plural = (n: number, word: string) => (n === 1 ? word : `${word}s`);

/**
 * Inserts new tickers and updates known ones in place (matched by ticker), so a symbol keeps its
 * id, and with it the posts that tag it and its place in lists. Run it inside a transaction.
 */
export async function writeSymbols(
  rows: readonly SymbolInput[],
  tx: Executor,
): Promise<ImportCounts> {
  let updated = 0;
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = rows.slice(start, start + BATCH_SIZE);
    const known = await tx
      .select({ symbol: symbols.symbol })
      .from(symbols)
      .where(
        inArray(
          symbols.symbol,
          batch.map((row) => row.symbol),
        ),
      );
    updated += known.length;
    await tx
      .insert(symbols)
      .values([...batch])
      .onConflictDoUpdate({
        target: symbols.symbol,
        set: {
          name: sql`excluded.name`,
          country: sql`excluded.country`,
          exchange: sql`excluded.exchange`,
          type: sql`excluded.type`,
          region: sql`excluded.region`,
          sector: sql`excluded.sector`,
          currency: sql`excluded.currency`,
          referencePrice: sql`excluded.reference_price`,
          searchText: sql`excluded.search_text`,
        },
      });
  }
  return { inserted: rows.length - updated, updated };
}

/**
 * Loads a symbols file, all or nothing: any problem on any line refuses the whole file
 * (SymbolsImportError) before a row is written; otherwise one transaction upserts every row.
 */
export async function importSymbols(db: Database, text: string): Promise<ImportCounts> {
  const { rows, errors } = parseSymbolsCsv(text);
  if (errors.length > 0) throw new SymbolsImportError(errors);
  return db.transaction((tx) => writeSymbols(rows, tx));
}
