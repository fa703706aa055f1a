import type { Database } from '../../src/db/client.ts';
import { symbols } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { searchText } from '../../src/lib/search-text.ts';
import type { NewSymbolRow } from '../../src/modules/symbols/symbols.repository.ts';
import { type NewUser, UsersRepository } from '../../src/modules/users/users.repository.ts';

export const DEFAULT_PASSWORD = 'correct-horse-battery';

export type MemberAttributes = Omit<NewUser, 'passwordHash'> & { password: string };

let sequence = 0;
// scrypt costs about 0.1 s a hash by design; members sharing a password share one hash.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

/** Member attributes with unique names; pass only what the test is about. */
export function memberAttributes(overrides: Partial<MemberAttributes> = {}): MemberAttributes {
  sequence += 1;
  return {
    name: `Test Member ${sequence}`,
    userName: `member_${sequence}`,
    email: `member${sequence}@example.test`,
    password: DEFAULT_PASSWORD,
    ...overrides,
  };
}

/** Writes a member straight to the database (no HTTP) and returns the row with its password. */
export async function createMember(db: Database, overrides: Partial<MemberAttributes> = {}) {
  const { password, ...attributes } = memberAttributes(overrides);
  const row = await new UsersRepository(db).create({
    ...attributes,
    passwordHash: await hashOnce(password),
  });
  return { ...row, password };
}

let symbolSequence = 0;

/**
 * Writes a symbol straight to the database: a US technology stock unless the test says otherwise,
 * with a unique ticker (`TST1`, `TST2`, …) and its search text derived as the importer derives it.
 */
export async function createSymbol(db: Database, overrides: Partial<NewSymbolRow> = {}) {
  symbolSequence += 1;
  const row = {
    symbol: `TST${symbolSequence}`,
    name: `Test Company ${symbolSequence}`,
    country: 'US',
    exchange: 'NASDAQ',
    type: 'stocks' as const,
    region: 'us',
    sector: 'technology',
    currency: 'USD',
    referencePrice: 100,
    ...overrides,
  };
  const [created] = await db
    .insert(symbols)
    .values({ ...row, searchText: searchText(`${row.symbol} ${row.name}`) })
    .returning();
  if (!created) throw new Error('insert into symbols returned no row');
  return created;
}
