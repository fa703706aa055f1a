import type { GroupsRepository, NewGroupMember } from '../../modules/groups/groups.repository.ts';
import type { Executor } from '../client.ts';
import { seededRandom } from './random.ts';

interface DemoGroup {
  name: string;
  title: string;
  /** Demo accounts (by user name) in the group; the first one owns it. */
  members: readonly string[];
}

/**
 * The demo groups. Dana and Sam share "options-lab" and "macro-watch", so two browser windows
 * logged in as them see each other in the same group chat.
 */
export const DEMO_GROUPS: readonly DemoGroup[] = [
  { name: 'options-lab', title: 'Options Lab', members: ['dana', 'sam'] },
  { name: 'momentum-traders', title: 'Momentum Traders', members: ['sam'] },
  { name: 'dividend-club', title: 'Dividend Club', members: ['dana'] },
  { name: 'macro-watch', title: 'Macro Watch', members: ['sam', 'dana'] },
  { name: 'crypto-desk', title: 'Crypto Desk', members: [] },
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
    DEMO_GROUPS.map(({ name, title }) => ({ name, title })),
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
  for (const [userName, userId] of [...members].sort(([a], [b]) => a.localeCompare(b))) {
    if (demoNames.has(userName)) continue;
    const count = random.int(1, 3);
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(random.int(0, created.length - 1));
    for (const index of [...chosen].sort((a, b) => a - b)) {
      const groupId = created[index]?.id;
      if (groupId !== undefined) rows.push({ groupId, userId, role: 'member' });
    }
  }
  await repository.addMembers(rows, tx);
}
