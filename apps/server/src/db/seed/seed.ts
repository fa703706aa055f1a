import { hashPassword } from '../../lib/password.ts';
import { GroupsRepository } from '../../modules/groups/groups.repository.ts';
import { type NewUser, UsersRepository } from '../../modules/users/users.repository.ts';
import { WatchlistsRepository } from '../../modules/watchlists/watchlists.repository.ts';
import type { Database } from '../client.ts';
import { users } from '../schema/index.ts';
import { seedCalendars } from './calendars.seed.ts';
import { seedGroupChat } from './group-chat.seed.ts';
import { seedGroups } from './groups.seed.ts';
import { seedMenu } from './menu.seed.ts';
import { seedNotifications } from './notifications.seed.ts';
import { seedPostSymbols } from './post-symbols.seed.ts';
import { SEEDED_POSTS, seedPosts } from './posts.seed.ts';
import { seededRandom } from './random.ts';
import { seedReactionTypes } from './reaction-types.seed.ts';
import { seedSymbols } from './symbols.seed.ts';
import { seedWatchlists, TEAM_ACCOUNT, TEAM_PASSWORD_HASH } from './watchlists.seed.ts';

/** The demo accounts the README names. */
export const DEMO_ACCOUNTS = [
  { name: 'Dana Demo', userName: 'dana', email: 'dana@tapetv.dev', password: 'TapeTV-demo-1' },
  { name: 'Sam Trader', userName: 'sam', email: 'sam@tapetv.dev', password: 'TapeTV-demo-2' },
] as const;

export const GENERATED_MEMBERS = 50;
/** How long ago the seeded members joined. */
export const SEEDED_MEMBERS_JOINED_DAYS_AGO = 120;
/** Every generated member shares this password, so any of them can be tried out too. */
export const GENERATED_MEMBER_PASSWORD = 'TapeTV-member';

const FIRST = [
  'Alex',
  'Priya',
  'Jonas',
  'Mei',
  'Carlos',
  'Aisha',
  'Liam',
  'Sofia',
  'Kenji',
  'Nora',
  'Omar',
  'Elena',
  'Ravi',
  'Hana',
  'Tomás',
  'Zara',
  'Felix',
  'Ines',
  'Kwame',
  'Lena',
];
const LAST = [
  'Bull',
  'Bear',
  'Chen',
  'Patel',
  'Okafor',
  'Novak',
  'Silva',
  'Kim',
  'Müller',
  'Rossi',
  'Haddad',
  'Sato',
  'Berg',
  'Diaz',
  'Moreau',
];
const STYLES = [
  'Swing trader',
  'Options writer',
  'Dividend investor',
  'Crypto scalper',
  'Value investor',
  'Macro watcher',
  'ETF builder',
  'Day trader',
];
const MARKETS = [
  'US tech',
  'European banks',
  'energy',
  'small caps',
  'BTC and ETH',
  'Asian indices',
  'commodities',
  'REITs',
];

/** The generated members: the same list on every machine. */
export function generatedMembers(passwordHash: string): NewUser[] {
  const random = seededRandom(20261122);
  const members: NewUser[] = [];
  for (let i = 1; i <= GENERATED_MEMBERS; i += 1) {
    const first = random.pick(FIRST);
    const last = random.pick(LAST);
    const userName = `${first}_${last}${i}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9_]/g, '');
    members.push({
      name: `${first} ${last}`,
      userName,
      email: `${userName}@members.tapetv.dev`,
      passwordHash,
      bio: `${random.pick(STYLES)} focused on ${random.pick(MARKETS)}.`,
      isPro: random.next() < 0.2,
    });
  }
  return members;
}

export interface SeedOptions {
  /** The moment the demo feed ends at (posts are spread over the 30 days before it). */
  now?: Date;
}

/**
 * Loads the demo data into an empty database, in one transaction: members, groups, follows, the
 * feed, and the watchlists (with the team account that owns the curated ideas). Returns undefined when the database already has members (it only ever seeds a fresh
 * one). The reference data (the menu, reaction types, the instruments of `reference/symbols.csv`) is
 * loaded into any database that lacks it.
 */
export async function seedDemoData(
  db: Database,
  options: SeedOptions = {},
): Promise<{ members: number; posts: number } | undefined> {
  // Reference data is loaded into any database that lacks it, demo members only into an empty one.
  await seedMenu(db);
  await seedReactionTypes(db);
  await seedSymbols(db);
  await seedCalendars(db, options.now ?? new Date());
  const repository = new UsersRepository(db);
  if ((await repository.count()) > 0) return undefined;
  // The seeded members are established ones: past a new account's first-day limits on posts.
  const createdAt = new Date(
    (options.now ?? new Date()).getTime() - SEEDED_MEMBERS_JOINED_DAYS_AGO * 86_400_000,
  );
  const demo = await Promise.all(
    DEMO_ACCOUNTS.map(async ({ password, ...account }) => ({
      ...account,
      createdAt,
      passwordHash: await hashPassword(password),
      bio:
        account.userName === 'dana'
          ? 'Demo member. Long-term investor learning options.'
          : 'Demo member. Momentum trader.',
    })),
  );
  const generated = generatedMembers(await hashPassword(GENERATED_MEMBER_PASSWORD)).map(
    (member) => ({ ...member, createdAt }),
  );
  await db.transaction(async (tx) => {
    // A second process starting at the same moment waits here, then sees the rows and skips.
    await tx.execute('lock table users in exclusive mode');
    if ((await tx.$count(users)) > 0) return;
    await repository.createMany([...demo, ...generated], tx);
    const created = await tx.select({ id: users.id, userName: users.userName }).from(users);
    const members = new Map(created.map((row) => [row.userName, row.id]));
    await seedGroups(tx, members, new GroupsRepository(db));
    const now = options.now ?? new Date();
    await seedPosts(tx, members, now);
    await seedPostSymbols(tx);
    await seedGroupChat(tx, members, now);
    const demoIds = DEMO_ACCOUNTS.map((account) => members.get(account.userName));
    await seedNotifications(
      tx,
      demoIds.filter((id) => id !== undefined),
      now,
    );
    // The team account comes last, after the seeded generators have drawn their members, so the
    // groups, follows and feed are the same as without it; it follows and posts nothing.
    const team = await repository.create(
      { ...TEAM_ACCOUNT, passwordHash: TEAM_PASSWORD_HASH, createdAt },
      tx,
    );
    members.set(team.userName, team.id);
    await seedWatchlists(tx, members, new WatchlistsRepository(db));
  });
  return { members: demo.length + generated.length + 1, posts: SEEDED_POSTS };
}
