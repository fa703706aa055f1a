import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groupMembers, groupMessages, groups, users } from '../../../src/db/schema/index.ts';
import { DEMO_CHATS } from '../../../src/db/seed/group-chat.seed.ts';
import { seedDemoData } from '../../../src/db/seed/seed.ts';
import { drivers, queryRows, useTestDatabase } from '../../helpers/database.ts';

describe.each(drivers)('the demo group chats on %s', (driver) => {
  const database = useTestDatabase(driver);
  const now = new Date('2026-11-20T15:30:00Z');

  /** Every seeded message with its group and author names, oldest first. */
  async function chats() {
    return database.handle.db
      .select({
        id: groupMessages.id,
        group: groups.name,
        groupId: groupMessages.groupId,
        author: users.userName,
        userId: groupMessages.userId,
        text: groupMessages.text,
        replyToId: groupMessages.replyToId,
        createdAt: groupMessages.createdAt,
        editedAt: groupMessages.editedAt,
      })
      .from(groupMessages)
      .innerJoin(groups, eq(groups.id, groupMessages.groupId))
      .innerJoin(users, eq(users.id, groupMessages.userId))
      .orderBy(asc(groupMessages.id));
  }

  it('gives options-lab and macro-watch a chat by their members, with replies and one edit', async () => {
    await seedDemoData(database.handle.db, { now });
    const rows = await chats();

    expect(rows.map((row) => [row.group, row.text])).toEqual(
      Object.entries(DEMO_CHATS).flatMap(([group, script]) =>
        script.map((line) => [group, line.text]),
      ),
    );
    for (const group of ['options-lab', 'macro-watch']) {
      const authors = new Set(rows.filter((row) => row.group === group).map((row) => row.author));
      expect(authors).toContain('dana');
      expect(authors).toContain('sam');
      expect(authors.size, group).toBeGreaterThan(2);
    }
    const members = await database.handle.db.select().from(groupMembers);
    for (const row of rows)
      expect(
        members.some((member) => member.groupId === row.groupId && member.userId === row.userId),
        `${row.author} in ${row.group}`,
      ).toBe(true);

    // Replies quote an earlier message of the same chat.
    const byId = new Map(rows.map((row) => [row.id, row]));
    const replies = rows.filter((row) => row.replyToId !== null);
    expect(replies.length).toBeGreaterThanOrEqual(6);
    for (const reply of replies) {
      const quoted = byId.get(reply.replyToId ?? 0);
      expect(quoted?.groupId).toBe(reply.groupId);
      expect(quoted?.id).toBeLessThan(reply.id);
    }
    const edited = rows.filter((row) => row.editedAt !== null);
    expect(edited.map((row) => row.text)).toEqual([
      'Rolling my 560 puts down to 550, same expiry, for a small credit.',
    ]);

    // Ids follow time, all within the three hours before `now`; each chat's group shows it.
    const times = rows.map((row) => row.createdAt.getTime());
    for (const group of ['options-lab', 'macro-watch']) {
      const own = rows.filter((row) => row.group === group).map((row) => row.createdAt.getTime());
      expect(own).toEqual([...own].sort((a, b) => a - b));
      const [activity] = await database.handle.db
        .select({ at: groups.lastActivityAt })
        .from(groups)
        .where(eq(groups.name, group));
      const [newestPost] = await queryRows<{ at: string | Date | null }>(
        database.handle,
        sql`select max(p.created_at) as at from posts p
          join groups g on g.id = p.group_id where g.name = ${group}`,
      );
      const postTime = newestPost?.at ? new Date(newestPost.at).getTime() : 0;
      expect(activity?.at.getTime()).toBe(Math.max(...own, postTime));
    }
    expect(Math.min(...times)).toBeGreaterThan(now.getTime() - 3 * 3600_000);
    expect(Math.max(...times, ...edited.map((row) => row.editedAt?.getTime() ?? 0))).toBeLessThan(
      now.getTime(),
    );
  });

  it('writes the same chats on every run for the same moment', async () => {
    await seedDemoData(database.handle.db, { now });
    const first = await chats();
    const list = database.tables.map((table) => `"public"."${table}"`).join(', ');
    await database.handle.db.execute(sql.raw(`TRUNCATE ${list} RESTART IDENTITY CASCADE`));

    await seedDemoData(database.handle.db, { now });

    expect(await chats()).toEqual(first);
  });
});
