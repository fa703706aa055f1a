import { and, asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { type GroupRole, groupMembers, groups } from '../../db/schema/index.ts';

export type GroupRow = typeof groups.$inferSelect;
export type NewGroup = Pick<typeof groups.$inferInsert, 'name' | 'title' | 'avatar' | 'cover'>;
export type NewGroupMember = Pick<typeof groupMembers.$inferInsert, 'groupId' | 'userId' | 'role'>;

/** Groups and who belongs to them. The one place membership is asked about. */
export class GroupsRepository {
  constructor(private readonly db: Database) {}

  /** The ids of a member's groups, as a subquery for statements that filter by them. */
  groupIdsQuery(userId: number, tx: Executor = this.db) {
    return tx
      .select({ id: groupMembers.groupId })
      .from(groupMembers)
      .where(eq(groupMembers.userId, userId));
  }

  async isMember(groupId: number, userId: number, tx: Executor = this.db): Promise<boolean> {
    return (
      (await tx.$count(
        groupMembers,
        and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)),
      )) > 0
    );
  }

  /** The member's role in the group, or null when they do not belong to it. */
  async roleOf(groupId: number, userId: number, tx: Executor = this.db): Promise<GroupRole | null> {
    const [row] = await tx
      .select({ role: groupMembers.role })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
      .limit(1);
    return row?.role ?? null;
  }

  /** The ids of the groups a member belongs to, ascending. */
  async groupIdsOf(userId: number, tx: Executor = this.db): Promise<number[]> {
    const rows = await tx
      .select({ groupId: groupMembers.groupId })
      .from(groupMembers)
      .where(eq(groupMembers.userId, userId))
      .orderBy(asc(groupMembers.groupId));
    return rows.map((row) => row.groupId);
  }

  async createMany(rows: NewGroup[], tx: Executor = this.db): Promise<GroupRow[]> {
    if (rows.length === 0) return [];
    return tx.insert(groups).values(rows).returning();
  }

  async addMembers(rows: NewGroupMember[], tx: Executor = this.db): Promise<void> {
    if (rows.length > 0) await tx.insert(groupMembers).values(rows).onConflictDoNothing();
  }
}
