import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { groupMembers, groupMessages, groups } from '../schema/index.ts';
import { seededRandom } from './random.ts';

const MINUTE = 60_000;

interface ChatLine {
  /** 'dana' or 'sam', or another member of the group (picked by the seeded generator). */
  by: 'dana' | 'sam' | 'member';
  text: string;
  /** The line (by its position in the script) this one replies to. */
  replyTo?: number;
  /** Its author corrected it a few minutes after sending. */
  edited?: true;
}

/**
 * The demo chats: Dana and Sam share these groups (groups.seed.ts), so the live-chat tab opens on
 * a conversation with replies and an edit rather than an empty list.
 */
export const DEMO_CHATS: Readonly<Record<string, readonly ChatLine[]>> = {
  'options-lab': [
    { by: 'member', text: 'Morning all. IV crush on $NVDA after earnings was brutal.' },
    { by: 'sam', text: 'Sold the 140/150 call spread yesterday, closed it at 80% this morning.' },
    { by: 'dana', text: 'Nice. What delta do you usually sell the short leg at?', replyTo: 1 },
    { by: 'sam', text: 'Around 0.30 on weeklies, 0.20 when I go out a month.', replyTo: 2 },
    { by: 'member', text: 'Anyone rolling $SPY puts into December?' },
    {
      by: 'dana',
      text: 'Rolling my 560 puts down to 550, same expiry, for a small credit.',
      replyTo: 4,
      edited: true,
    },
    { by: 'member', text: 'Careful with early assignment on the ex-dividend date.' },
    { by: 'sam', text: 'Good call. $KO goes ex on Friday, I have short calls there.', replyTo: 6 },
    { by: 'dana', text: 'Writing a covered call on $AAPL 235 for next week. Thoughts?' },
    {
      by: 'member',
      text: 'Fine if you are happy to sell at 235. Premium looks thin though.',
      replyTo: 8,
    },
  ],
  'macro-watch': [
    { by: 'sam', text: 'CPI at 8:30 tomorrow. Consensus 0.2% m/m core.' },
    { by: 'member', text: 'Two-year yield is already pricing a cut in December.' },
    {
      by: 'dana',
      text: 'Does a hot print change that, or is the labour data what matters now?',
      replyTo: 1,
    },
    {
      by: 'member',
      text: 'Labour data. Payrolls have done the heavy lifting all year.',
      replyTo: 2,
    },
    { by: 'sam', text: 'Dollar index back above 106, which is not helping emerging markets.' },
    { by: 'dana', text: 'Watching $TLT for a bounce if the print is soft.' },
    { by: 'member', text: 'Oil is the wild card. Brent up 4% this week.', replyTo: 4 },
    { by: 'sam', text: 'Agreed. Energy names led the tape today.', replyTo: 6 },
  ],
};

/**
 * Writes the demo chats inside the seed's transaction: the scripts above, the anonymous lines by
 * members of each group picked by a seeded generator, spread over the three hours before `now`
 * (ids follow time, as for messages sent live). Each group's last activity is then its newest
 * message or post.
 */
export async function seedGroupChat(
  tx: Executor,
  members: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const random = seededRandom(20261125);
  const dana = members.get('dana');
  const sam = members.get('sam');
  if (dana === undefined || sam === undefined) throw new Error('demo members are missing');
  const demo = { dana, sam };
  const demoIds = [dana, sam];
  for (const [name, script] of Object.entries(DEMO_CHATS)) {
    const [group] = await tx.select({ id: groups.id }).from(groups).where(eq(groups.name, name));
    if (!group) throw new Error(`demo group ${name} is missing`);
    const others = await tx
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, group.id), notInArray(groupMembers.userId, demoIds)))
      .orderBy(asc(groupMembers.userId));
    if (others.length === 0) throw new Error(`demo group ${name} has no other members`);
    let time = now.getTime() - 3 * 60 * MINUTE;
    const ids: number[] = [];
    for (const line of script) {
      time += random.int(4, 16) * MINUTE;
      const userId = line.by === 'member' ? random.pick(others).userId : demo[line.by];
      const replyToId = line.replyTo === undefined ? null : ids[line.replyTo];
      if (replyToId === undefined) throw new Error(`${name}: a reply to a later line`);
      const createdAt = new Date(time);
      const [row] = await tx
        .insert(groupMessages)
        .values({
          groupId: group.id,
          userId,
          text: line.text,
          replyToId,
          createdAt,
          editedAt: line.edited ? new Date(createdAt.getTime() + 3 * MINUTE) : null,
        })
        .returning({ id: groupMessages.id });
      if (!row) throw new Error('insert into group_messages returned no row');
      ids.push(row.id);
    }
  }
  const chatGroups = tx
    .select({ id: groups.id })
    .from(groups)
    .where(inArray(groups.name, Object.keys(DEMO_CHATS)));
  await tx
    .update(groups)
    .set({
      lastActivityAt: sql`greatest(
        (select max(m.created_at) from group_messages m where m.group_id = ${groups.id}),
        (select max(p.created_at) from posts p where p.group_id = ${groups.id}))`,
    })
    .where(inArray(groups.id, chatGroups));
}
