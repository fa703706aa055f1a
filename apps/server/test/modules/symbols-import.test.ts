import { readFileSync } from 'node:fs';
import { asc, count, countDistinct, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SYMBOL_TYPES, symbols } from '../../src/db/schema/index.ts';
import { searchText } from '../../src/lib/search-text.ts';
import {
  importSymbols,
  parseSymbolsCsv,
  SYMBOLS_FILE,
  SymbolsImportError,
} from '../../src/modules/symbols/symbols.import.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';

const HEADER = 'symbol,name,country,exchange,type,region,sector,currency,reference_price';
const csv = (...lines: string[]) => `${[HEADER, ...lines].join('\n')}\n`;

const APPLE = 'AAPL,Apple Inc.,US,NASDAQ,stocks,us,technology,USD,230';
const BITCOIN = 'BTC,Bitcoin,WW,CRYPTO,crypto,global,layer-1,USD,95000';
const NESTLE = 'NESN.SW,Nestlé S.A.,CH,SIX,stocks,europe,consumer-staples,CHF,80';
const SPX = 'SPX,S&P 500,US,INDEX,indices,us,,USD,6700';

describe('parseSymbolsCsv', () => {
  it('reads the repository’s file without a problem', () => {
    const { rows, errors } = parseSymbolsCsv(readFileSync(SYMBOLS_FILE, 'utf8'));

    expect(errors).toEqual([]);
    expect(rows.length).toBeGreaterThanOrEqual(500);
  });

  it('keeps a quoted name with commas whole, and reads an empty sector as none', () => {
    const { rows, errors } = parseSymbolsCsv(
      csv('BRK.B,"Berkshire Hathaway Inc., Class B",US,NYSE,stocks,us,financials,USD,490', SPX),
    );

    expect(errors).toEqual([]);
    expect(rows[0]).toMatchObject({
      symbol: 'BRK.B',
      name: 'Berkshire Hathaway Inc., Class B',
      exchange: 'NYSE',
      referencePrice: 490,
    });
    expect(rows[1]?.sector).toBeNull();
  });

  it('names the line of every problem in the file, not only the first', () => {
    const { errors } = parseSymbolsCsv(
      csv(
        APPLE,
        'aapl,Apple lower case,US,NASDAQ,stocks,us,technology,USD,230',
        'MSFT,Microsoft,USA,NASDAQ,stock,US,Information Technology,usd,0',
        'AAPL,Apple again,US,NASDAQ,stocks,us,technology,USD,231',
        'NVDA,,US,,stocks,us,,USD,abc',
        'GOOGL,Alphabet,US,NASDAQ,stocks,us,communication,USD',
        'TSLA,Tesla,US,NASDAQ,stocks,us,consumer-discretionary,USD,-5',
        'AMZN,Amazon,US,NASDAQ,stocks,us,consumer-discretionary,USD,0x10',
      ),
    );

    expect(errors).toEqual([
      'line 3: symbol "aapl" must be 1 to 15 upper-case letters, digits, dots or hyphens, starting with a letter or digit',
      'line 4: country "USA" must be two upper-case letters (ISO 3166, WW for none)',
      'line 4: type "stock" is not one of stocks, crypto, etf, indices',
      'line 4: region "US" must be a lower-case slug (us, europe, asia, global…)',
      'line 4: sector "Information Technology" must be empty or a lower-case slug (technology, defi…)',
      'line 4: currency "usd" must be three upper-case letters (ISO 4217)',
      'line 4: reference_price "0" must be a positive number',
      'line 5: symbol "AAPL" is already on line 2',
      'line 6: name is empty',
      'line 6: exchange is empty',
      'line 6: reference_price "abc" must be a positive number',
      'line 7: 8 fields, the header has 9',
      'line 8: reference_price "-5" must be a positive number',
      'line 9: reference_price "0x10" must be a positive number',
    ]);
  });

  it('refuses a header with a missing or an unknown column, before reading any row', () => {
    const { rows, errors } = parseSymbolsCsv(
      'symbol,name,country,exchange,kind,region,sector,currency,reference_price\nAAPL,Apple Inc.,US,NASDAQ,stocks,us,technology,USD,230\n',
    );

    expect(rows).toEqual([]);
    expect(errors).toEqual([
      'line 1: missing column type',
      'line 1: unknown column "kind" (expected symbol,name,country,exchange,type,region,sector,currency,reference_price)',
    ]);
  });

  it('takes the columns in any order, a byte-order mark, CRLF line ends and blank lines', () => {
    const { rows, errors } = parseSymbolsCsv(
      '\uFEFFreference_price,symbol,name,country,exchange,type,region,sector,currency\r\n' +
        '\r\n230,AAPL,Apple Inc.,US,NASDAQ,stocks,us,technology,USD\r\n',
    );

    expect(errors).toEqual([]);
    expect(rows).toEqual([
      expect.objectContaining({ symbol: 'AAPL', name: 'Apple Inc.', referencePrice: 230 }),
    ]);
  });

  it('reports broken quoting with its line', () => {
    const { errors } = parseSymbolsCsv(csv(APPLE, 'MSFT,"Microsoft,US,NASDAQ,stocks,us,,USD,500'));

    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^line 3: not valid CSV \(Quote Not Closed/);
  });

  it('refuses a file with a header and no rows', () => {
    expect(parseSymbolsCsv(`${HEADER}\n`).errors).toEqual(['line 2: the file has no rows']);
    expect(parseSymbolsCsv('').errors).toEqual(['line 1: the file is empty, a header is expected']);
  });
});

describe.each(drivers)('importSymbols on %s', (driver) => {
  const database = useTestDatabase(driver);

  async function idsByTicker() {
    const rows = await database.handle.db
      .select({ id: symbols.id, symbol: symbols.symbol })
      .from(symbols)
      .orderBy(asc(symbols.id));
    return new Map(rows.map((row) => [row.symbol, row.id]));
  }

  it('loads the repository’s file: over 500 unique tickers, every type with at least 25', async () => {
    const result = await importSymbols(database.handle.db, readFileSync(SYMBOLS_FILE, 'utf8'));

    expect(result.inserted).toBeGreaterThanOrEqual(500);
    expect(result.updated).toBe(0);
    const db = database.handle.db;
    expect(await db.$count(symbols)).toBe(result.inserted);
    const [distinct] = await db.select({ n: countDistinct(symbols.symbol) }).from(symbols);
    expect(distinct?.n).toBe(result.inserted);
    const perType = await db
      .select({ type: symbols.type, n: count() })
      .from(symbols)
      .groupBy(symbols.type);
    for (const type of SYMBOL_TYPES) {
      expect(perType.find((row) => row.type === type)?.n, type).toBeGreaterThanOrEqual(25);
    }
    // The file lists the biggest first, and the ids keep the file's order.
    const first = await db.select().from(symbols).orderBy(asc(symbols.id)).limit(1);
    expect(first[0]?.type).toBe('stocks');
    expect(first[0]?.region).toBe('us');
  });

  it('updates known tickers in place on a second import, keeping their ids', async () => {
    const db = database.handle.db;
    const file = readFileSync(SYMBOLS_FILE, 'utf8');
    const first = await importSymbols(db, file);
    const before = await idsByTicker();

    const again = await importSymbols(db, file);

    expect(again).toEqual({ inserted: 0, updated: first.inserted });
    expect(await idsByTicker()).toEqual(before);
  });

  it('changes what a file changes and adds new tickers after the known ones', async () => {
    const db = database.handle.db;
    await importSymbols(db, csv(APPLE, BITCOIN));
    const before = await idsByTicker();

    const result = await importSymbols(
      db,
      csv(SPX, 'AAPL,Apple Inc. (renamed),US,NASDAQ,stocks,us,technology,USD,250.5', BITCOIN),
    );

    expect(result).toEqual({ inserted: 1, updated: 2 });
    const after = await idsByTicker();
    expect(after.get('AAPL')).toBe(before.get('AAPL'));
    expect(after.get('BTC')).toBe(before.get('BTC'));
    expect(after.get('SPX')).toBeGreaterThan(before.get('BTC') ?? 0);
    const [apple] = await db.select().from(symbols).where(eq(symbols.symbol, 'AAPL'));
    expect(apple).toMatchObject({
      name: 'Apple Inc. (renamed)',
      referencePrice: 250.5,
      searchText: 'aapl apple inc. (renamed)',
    });
  });

  it('refuses a file with one bad line, naming it, and writes none of its rows', async () => {
    const db = database.handle.db;
    await importSymbols(db, csv(APPLE));
    const before = await db.select().from(symbols);

    const refused = importSymbols(
      db,
      csv(
        'AAPL,Apple Inc. (should not be written),US,NASDAQ,stocks,us,technology,USD,1',
        BITCOIN,
        'MSFT,Microsoft Corporation,US,NASDAQ,stock,us,technology,USD,500',
        SPX,
      ),
    );

    await expect(refused).rejects.toBeInstanceOf(SymbolsImportError);
    await expect(refused).rejects.toMatchObject({
      errors: ['line 4: type "stock" is not one of stocks, crypto, etf, indices'],
    });
    expect(await db.select().from(symbols)).toEqual(before);
  });

  it('keeps a quoted name with commas whole', async () => {
    const db = database.handle.db;
    await importSymbols(
      db,
      csv('BRK.B,"Berkshire Hathaway Inc., Class B",US,NYSE,stocks,us,financials,USD,490'),
    );

    const [row] = await db.select().from(symbols).where(eq(symbols.symbol, 'BRK.B'));
    expect(row).toMatchObject({
      name: 'Berkshire Hathaway Inc., Class B',
      country: 'US',
      exchange: 'NYSE',
      sector: 'financials',
      currency: 'USD',
      referencePrice: 490,
    });
  });

  it('stores the normalised ticker and name to search, so “nestle” finds Nestlé', async () => {
    const db = database.handle.db;
    await importSymbols(db, csv(NESTLE, APPLE, SPX));

    const [nestle] = await db.select().from(symbols).where(eq(symbols.symbol, 'NESN.SW'));
    expect(nestle?.searchText).toBe('nesn.sw nestle s.a.');
    expect(nestle?.searchText).toBe(searchText('NESN.SW Nestlé S.A.'));
    const found = await db
      .select({ symbol: symbols.symbol })
      .from(symbols)
      .where(like(symbols.searchText, `%${searchText('Nestle')}%`));
    expect(found).toEqual([{ symbol: 'NESN.SW' }]);
  });
});
