import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { symbols } from '../../../src/db/schema/index.ts';
import { seedDemoData } from '../../../src/db/seed/seed.ts';
import { seedSymbols } from '../../../src/db/seed/symbols.seed.ts';
import { parseSymbolsCsv, SYMBOLS_FILE } from '../../../src/modules/symbols/symbols.import.ts';
import { drivers, useTestDatabase } from '../../helpers/database.ts';
import { createSymbol } from '../../helpers/factories.ts';

describe.each(drivers)('the seeded instruments on %s', (driver) => {
  const database = useTestDatabase(driver);

  it('are the rows of reference/symbols.csv, in the file’s order', async () => {
    await seedDemoData(database.handle.db);

    const { rows } = parseSymbolsCsv(readFileSync(SYMBOLS_FILE, 'utf8'));
    const seeded = await database.handle.db.select().from(symbols).orderBy(asc(symbols.id));
    expect(seeded.map((row) => row.symbol)).toEqual(rows.map((row) => row.symbol));
    expect(seeded.find((row) => row.symbol === 'NESN.SW')?.searchText).toBe('nesn.sw nestle s.a.');
  });

  it('are loaded only into an empty table: a second seed or a member’s own symbols stay as they are', async () => {
    const db = database.handle.db;
    expect(await seedSymbols(db)).toBeGreaterThanOrEqual(500);
    expect(await seedSymbols(db)).toBe(0);

    await db.delete(symbols);
    await createSymbol(db, { symbol: 'OWN' });
    expect(await seedSymbols(db)).toBe(0);
    expect((await db.select().from(symbols)).map((row) => row.symbol)).toEqual(['OWN']);
  });

  it('refuse a broken file and write nothing', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'tapetv-symbols-'));
    try {
      const file = path.join(folder, 'symbols.csv');
      await writeFile(file, 'symbol,name\nAAPL,Apple Inc.\n');

      await expect(seedSymbols(database.handle.db, file)).rejects.toThrow(/missing column/);
      expect(await database.handle.db.$count(symbols)).toBe(0);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
