import { and, asc, count, desc, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { liveChatMessages, liveShows } from '../../db/schema/live.ts';
import { users } from '../../db/schema/users.ts';

export type LiveShowRow = typeof liveShows.$inferSelect;

/** A live chat message with what it is shown with: its author (these columns only). */
export interface LiveMessageDetails {
  message: typeof liveChatMessages.$inferSelect;
  user: { id: number; name: string; userName: string; avatar: string | null };
}

const messageDetails = {
  message: liveChatMessages,
  user: { id: users.id, name: users.name, userName: users.userName, avatar: users.avatar },
};

/** The live show's programmes and chat: Drizzle queries only. */
export class LiveRepository {
  constructor(private readonly db: Database) {}

  async shows(tx: Executor = this.db): Promise<LiveShowRow[]> {
    return tx.select().from(liveShows).orderBy(asc(liveShows.slug));
  }

  /**
   * Up to `limit` messages older than `before` (all when absent), newest first: one backwards
   * range scan of the primary key, each row joined to its author by primary key.
   */
  async page(
    options: { before?: number; limit: number },
    tx: Executor = this.db,
  ): Promise<LiveMessageDetails[]> {
    const where: SQL[] = [];
    if (options.before !== undefined) where.push(lt(liveChatMessages.id, options.before));
    return tx
      .select(messageDetails)
      .from(liveChatMessages)
      .innerJoin(users, eq(users.id, liveChatMessages.userId))
      .where(and(...where))
      .orderBy(desc(liveChatMessages.id))
      .limit(options.limit);
  }

  async find(id: number, tx: Executor = this.db): Promise<LiveMessageDetails | undefined> {
    const [row] = await tx
      .select(messageDetails)
      .from(liveChatMessages)
      .innerJoin(users, eq(users.id, liveChatMessages.userId))
      .where(eq(liveChatMessages.id, id));
    return row;
  }

  /**
   * Holds the member's row until the transaction ends (as alerts and billing do), so two sends
   * at once by one member cannot both pass the rate limit.
   */
  async lockMember(userId: number, tx: Executor): Promise<void> {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for no key update`);
  }

  /** How many messages the member sent after `since` (index range scan on (user, time)). */
  async sentSince(userId: number, since: Date, tx: Executor = this.db): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(liveChatMessages)
      .where(and(eq(liveChatMessages.userId, userId), gt(liveChatMessages.createdAt, since)));
    return row?.n ?? 0;
  }

  async add(values: { userId: number; text: string; at: Date }, tx: Executor) {
    const [row] = await tx
      .insert(liveChatMessages)
      .values({ userId: values.userId, text: values.text, createdAt: values.at })
      .returning({ id: liveChatMessages.id });
    if (!row) throw new Error('insert into live_chat_messages returned no row');
    return row.id;
  }

  /** Deletes a message; false when there was none (another delete came first). */
  async remove(id: number, tx: Executor): Promise<boolean> {
    const rows = await tx
      .delete(liveChatMessages)
      .where(eq(liveChatMessages.id, id))
      .returning({ id: liveChatMessages.id });
    return rows.length > 0;
  }
}
