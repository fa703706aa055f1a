import type { GroupsRepository, NewGroupMember } from '../../modules/groups/groups.repository.ts';
import type { Executor } from '../client.ts';
import type { GroupPrivacy } from '../schema/index.ts';
import { seededRandom } from './random.ts';

interface DemoGroup {
  name: string;
  title: string;
  description: string;
  privacy: GroupPrivacy;
  /**
   * Demo accounts (by user name) in the group; the first one owns it. A group with none is owned
   * by its first generated member (by user name).
   */
  members: readonly string[];
}

/**
 * The demo groups. Dana and Sam share "options-lab" and "macro-watch", so two browser windows
 * logged in as them see each other in the same group chat; "crypto-desk" is private and neither
 * is in it, so either can ask to join and see the request wait for its owner.
 */
export const DEMO_GROUPS: readonly DemoGroup[] = [
  {
    name: 'options-lab',
    title: 'Options Lab',
    description: 'Spreads, covered calls and the Greeks, one trade idea at a time.',
    privacy: 'public',
    members: ['dana', 'sam'],
  },
  {
    name: 'momentum-traders',
    title: 'Momentum Traders',
    description: 'Breakouts, relative strength and the discipline to cut losers early.',
    privacy: 'public',
    members: ['sam'],
  },
  {
    name: 'dividend-club',
    title: 'Dividend Club',
    description: 'Income investing: payout ratios, ex-dividend dates and compounding.',
    privacy: 'public',
    members: ['dana'],
  },
  {
    name: 'macro-watch',
    title: 'Macro Watch',
    description: 'Central banks, rates, inflation prints and what they mean for markets.',
    privacy: 'public',
    members: ['sam', 'dana'],
  },
  {
    name: 'crypto-desk',
    title: 'Crypto Desk',
    description: 'Bitcoin, Ethereum and on-chain data. Members only: ask to join.',
    privacy: 'private',
    members: [],
  },
];

/**
 * Creates the demo groups and their memberships: the demo accounts as listed, and each other
 * member in one to three groups chosen by a seeded generator (the same on every machine).
 * Runs inside the seed's transaction; `members` maps user names to ids.
 */
export async function seedGroups(
  tx: Executor,
  members: ReadonlyMap<string, number>,
  repository: GroupsRepository,
): Promise<void> {
  const created = await repository.createMany(
    DEMO_GROUPS.map(({ name, title, description, privacy }) => ({
      name,
      title,
      description,
      privacy,
    })),
    tx,
  );
  const random = seededRandom(20261123);
  const rows: NewGroupMember[] = [];
  const demoNames = new Set(DEMO_GROUPS.flatMap((group) => group.members));
  DEMO_GROUPS.forEach((group, index) => {
    const groupId = created[index]?.id;
    if (groupId === undefined) throw new Error(`group ${group.name} was not created`);
    group.members.forEach((userName, position) => {
      const userId = members.get(userName);
      if (userId === undefined) throw new Error(`demo member ${userName} is missing`);
      rows.push({ groupId, userId, role: position === 0 ? 'owner' : 'member' });
    });
  });
  const owned = new Set(rows.map((row) => row.groupId));
  for (const [userName, userId] of [...members].sort(([a], [b]) => a.localeCompare(b))) {
    if (demoNames.has(userName)) continue;
    const count = random.int(1, 3);
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(random.int(0, created.length - 1));
    for (const index of [...chosen].sort((a, b) => a - b)) {
      const groupId = created[index]?.id;
      if (groupId === undefined) continue;
      // Every group has its owner: one with no demo member gets its first generated one.
      rows.push({ groupId, userId, role: owned.has(groupId) ? 'member' : 'owner' });
      owned.add(groupId);
    }
  }
  await repository.addMembers(rows, tx);
}
