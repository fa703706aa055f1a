import { readFile } from 'node:fs/promises';
import {
  parseSymbolsCsv,
  SYMBOLS_FILE,
  SymbolsImportError,
  writeSymbols,
} from '../../modules/symbols/symbols.import.ts';
import { SymbolsRepository } from '../../modules/symbols/symbols.repository.ts';
import type { Database } from '../client.ts';

/**
 * Loads the instruments of `reference/symbols.csv` into an empty symbols table, in one transaction;
 * a table that has symbols (seeded before, or a member's own file) is left as it is.
 */
export async function seedSymbols(db: Database, file = SYMBOLS_FILE): Promise<number> {
  const repository = new SymbolsRepository(db);
  // Most starts find the table full: skip reading the file then.
  if ((await repository.count()) > 0) return 0;
  const { rows, errors } = parseSymbolsCsv(await readFile(file, 'utf8'));
  if (errors.length > 0) throw new SymbolsImportError(errors);
  return db.transaction(async (tx) => {
    // A second process starting at the same moment waits here, then sees the rows and skips.
    await tx.execute('lock table symbols in exclusive mode');
    if ((await repository.count(tx)) > 0) return 0;
    const { inserted } = await writeSymbols(rows, tx);
    return inserted;
  });
}
