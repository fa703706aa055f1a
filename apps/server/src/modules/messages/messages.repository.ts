import { and, desc, eq, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  conversationMembers,
  conversations,
  directMessages,
  users,
} from '../../db/schema/index.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof directMessages.$inferSelect;

/** A conversation as one of its members lists it. */
export interface ConversationListing {
  id: number;
  lastMessageAt: Date;
  other: { id: number; name: string; userName: string; avatar: string | null };
  lastReadMessageId: number;
  lastReadAt: Date | null;
  otherLastReadMessageId: number;
  newest: { id: number; text: string } | null;
  unreadCount: number;
}

const pair = (a: number, b: number) => (a < b ? [a, b] : [b, a]) as [number, number];

/** Direct conversations, their messages and each member's read marker: Drizzle queries only. */
export class MessagesRepository {
  constructor(private readonly db: Database) {}

  findConversation(id: number, tx: Executor = this.db) {
    return tx.query.conversations.findFirst({ where: eq(conversations.id, id) });
  }

  /** The pair's conversation, made if there is none (a concurrent start finds the same one). */
  async conversationOf(
    a: number,
    b: number,
    tx: Executor,
  ): Promise<{ conversation: ConversationRow; created: boolean }> {
    const [low, high] = pair(a, b);
    const [created] = await tx
      .insert(conversations)
      .values({ lowUserId: low, highUserId: high })
      .onConflictDoNothing()
      .returning();
    if (created) {
      await tx.insert(conversationMembers).values([
        { conversationId: created.id, userId: low },
        { conversationId: created.id, userId: high },
      ]);
      return { conversation: created, created: true };
    }
    const found = await tx.query.conversations.findFirst({
      where: and(eq(conversations.lowUserId, low), eq(conversations.highUserId, high)),
    });
    if (!found) throw new Error('conversation vanished between insert and select');
    return { conversation: found, created: false };
  }

  /** Holds the conversation's row: its messages and read markers change one at a time. */
  async lock(conversationId: number, tx: Executor) {
    await tx.execute(
      sql`select 1 from conversations where id = ${conversationId} for no key update`,
    );
  }

  /**
   * The member's conversations, most recent first (unread ones first with `unreadFirst`), each
   * with the other member, the newest message and the member's unread count; `search` matches the
   * other member's name or user name.
   */
  async listFor(
    userId: number,
    options: {
      search?: string;
      unreadFirst?: boolean;
      conversationId?: number;
      limit: number;
    },
    tx: Executor = this.db,
  ): Promise<ConversationListing[]> {
    const me = conversationMembers;
    const where: SQL[] = [eq(me.userId, userId)];
    if (options.conversationId !== undefined)
      where.push(eq(conversations.id, options.conversationId));
    if (options.search) {
      const like = `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const match = or(ilike(users.name, like), ilike(users.userName, like));
      if (match) where.push(match);
    }
    const unread = sql<number>`(select count(*)::int from ${directMessages} m
      where m.conversation_id = ${conversations.id} and m.id > ${me.lastReadMessageId}
        and m.sender_id <> ${userId})`;
    const rows = await tx
      .select({
        id: conversations.id,
        lastMessageAt: conversations.lastMessageAt,
        otherId: users.id,
        otherName: users.name,
        otherUserName: users.userName,
        otherAvatar: users.avatar,
        lastReadMessageId: me.lastReadMessageId,
        lastReadAt: me.lastReadAt,
        otherLastReadMessageId: sql<number>`(select o.last_read_message_id from ${conversationMembers} o
          where o.conversation_id = ${conversations.id} and o.user_id <> ${userId})`,
        newestId: sql<number | null>`(select m.id from ${directMessages} m
          where m.conversation_id = ${conversations.id} order by m.id desc limit 1)`,
        newestText: sql<string | null>`(select m.text from ${directMessages} m
          where m.conversation_id = ${conversations.id} order by m.id desc limit 1)`,
        unreadCount: unread,
      })
      .from(me)
      .innerJoin(conversations, eq(conversations.id, me.conversationId))
      .innerJoin(
        users,
        eq(
          users.id,
          sql`case when ${conversations.lowUserId} = ${userId} then ${conversations.highUserId} else ${conversations.lowUserId} end`,
        ),
      )
      .where(and(...where))
      .orderBy(
        ...(options.unreadFirst ? [sql`(${unread} > 0) desc`] : []),
        desc(conversations.lastMessageAt),
        desc(conversations.id),
      )
      .limit(options.limit);
    return rows.map((row) => ({
      id: row.id,
      lastMessageAt: row.lastMessageAt,
      other: {
        id: row.otherId,
        name: row.otherName,
        userName: row.otherUserName,
        avatar: row.otherAvatar,
      },
      lastReadMessageId: row.lastReadMessageId,
      lastReadAt: row.lastReadAt,
      otherLastReadMessageId: row.otherLastReadMessageId ?? 0,
      newest:
        row.newestId === null || row.newestText === null
          ? null
          : { id: row.newestId, text: row.newestText },
      unreadCount: row.unreadCount,
    }));
  }

  /** A page of a conversation's messages, newest first, before `before`. */
  page(conversationId: number, before: number | undefined, limit: number, tx: Executor = this.db) {
    const where: SQL[] = [eq(directMessages.conversationId, conversationId)];
    if (before !== undefined) where.push(lt(directMessages.id, before));
    return tx
      .select({
        message: directMessages,
        user: { id: users.id, name: users.name, avatar: users.avatar },
      })
      .from(directMessages)
      .innerJoin(users, eq(users.id, directMessages.senderId))
      .where(and(...where))
      .orderBy(desc(directMessages.id))
      .limit(limit);
  }

  async findMessage(id: number, tx: Executor = this.db) {
    const [row] = await tx
      .select({
        message: directMessages,
        user: { id: users.id, name: users.name, avatar: users.avatar },
      })
      .from(directMessages)
      .innerJoin(users, eq(users.id, directMessages.senderId))
      .where(eq(directMessages.id, id));
    return row;
  }

  async addMessage(
    conversationId: number,
    senderId: number,
    text: string,
    at: Date,
    tx: Executor,
  ): Promise<MessageRow> {
    const [row] = await tx
      .insert(directMessages)
      .values({ conversationId, senderId, text, createdAt: at })
      .returning();
    if (!row) throw new Error('insert into direct_messages returned no row');
    await tx
      .update(conversations)
      .set({
        lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${at.toISOString()}::timestamptz)`,
      })
      .where(eq(conversations.id, conversationId));
    // The sender has read their own conversation up to what they sent.
    await this.markRead(conversationId, senderId, row.id, at, tx);
    return row;
  }

  async editMessage(id: number, text: string, at: Date, tx: Executor) {
    await tx.update(directMessages).set({ text, editedAt: at }).where(eq(directMessages.id, id));
  }

  /** Deletes a message; the conversation's time is its newest remaining message's again. */
  async deleteMessage(id: number, conversationId: number, tx: Executor) {
    await tx.delete(directMessages).where(eq(directMessages.id, id));
    await tx
      .update(conversations)
      .set({
        lastMessageAt: sql`coalesce((select max(m.created_at) from ${directMessages} m
          where m.conversation_id = ${conversationId}), ${conversations.createdAt})`,
      })
      .where(eq(conversations.id, conversationId));
  }

  /** Moves the member's read marker forward to `messageId` (never back); true if it moved. */
  async markRead(
    conversationId: number,
    userId: number,
    messageId: number,
    at: Date,
    tx: Executor,
  ): Promise<boolean> {
    const moved = await tx
      .update(conversationMembers)
      .set({ lastReadMessageId: messageId, lastReadAt: at })
      .where(
        and(
          eq(conversationMembers.conversationId, conversationId),
          eq(conversationMembers.userId, userId),
          lt(conversationMembers.lastReadMessageId, messageId),
        ),
      )
      .returning({ id: conversationMembers.conversationId });
    return moved.length > 0;
  }

  async newestMessageId(conversationId: number, tx: Executor = this.db): Promise<number> {
    const [row] = await tx
      .select({ id: directMessages.id })
      .from(directMessages)
      .where(eq(directMessages.conversationId, conversationId))
      .orderBy(desc(directMessages.id))
      .limit(1);
    return row?.id ?? 0;
  }
}
