import { and, asc, desc, eq, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  type GroupRole,
  groupJoinRequests,
  groupMembers,
  groups,
  users,
} from '../../db/schema/index.ts';

export type GroupRow = typeof groups.$inferSelect;
export type NewGroup = Pick<typeof groups.$inferInsert, 'name' | 'title' | 'avatar' | 'cover'> &
  Partial<Pick<typeof groups.$inferInsert, 'description' | 'privacy'>>;
export type GroupChanges = Partial<
  Pick<GroupRow, 'title' | 'description' | 'privacy' | 'avatar' | 'cover' | 'coverPosition'>
>;
export type NewGroupMember = Pick<typeof groupMembers.$inferInsert, 'groupId' | 'userId' | 'role'>;

/** A group with its member count and the viewer's standing in it: what every list shows. */
export interface GroupListing {
  group: GroupRow;
  membersCount: number;
  role: GroupRole | null;
  joinRequested: boolean;
}

/** A member as group lists show them. */
const memberColumns = {
  id: users.id,
  name: users.name,
  userName: users.userName,
  avatar: users.avatar,
};

/** Owner first, then admins, then members. */
const roleRank = sql`case ${groupMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`;

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

  /** Whether the member may read the group's discussion: it is public, or they belong to it. */
  async isReadableBy(groupId: number, userId: number, tx: Executor = this.db): Promise<boolean> {
    const [row] = await tx
      .select({ id: groups.id })
      .from(groups)
      .where(
        and(
          eq(groups.id, groupId),
          or(
            eq(groups.privacy, 'public'),
            sql`exists (select 1 from ${groupMembers} m where m.group_id = ${groups.id} and m.user_id = ${userId})`,
          ),
        ),
      )
      .limit(1);
    return row !== undefined;
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

  async findById(id: number, tx: Executor = this.db): Promise<GroupRow | undefined> {
    const [row] = await tx.select().from(groups).where(eq(groups.id, id)).limit(1);
    return row;
  }

  /**
   * Holds the group's row until the transaction ends: membership changes of one group (joins,
   * approvals, removals, role changes) happen one at a time, each seeing the roles the last left.
   */
  async lock(groupId: number, tx: Executor) {
    await tx.execute(sql`select 1 from groups where id = ${groupId} for no key update`);
  }

  async isNameTaken(name: string, tx: Executor = this.db): Promise<boolean> {
    return (await tx.$count(groups, sql`lower(${groups.name}) = lower(${name})`)) > 0;
  }

  async createMany(rows: NewGroup[], tx: Executor = this.db): Promise<GroupRow[]> {
    if (rows.length === 0) return [];
    return tx.insert(groups).values(rows).returning();
  }

  async update(id: number, changes: GroupChanges, tx: Executor = this.db) {
    if (Object.keys(changes).length === 0) return;
    await tx.update(groups).set(changes).where(eq(groups.id, id));
  }

  /** Moves the group's activity time forward to `at` (never back: writes may commit out of order). */
  async touch(groupId: number, at: Date, tx: Executor = this.db) {
    await tx
      .update(groups)
      .set({
        lastActivityAt: sql`greatest(${groups.lastActivityAt}, ${at.toISOString()}::timestamptz)`,
      })
      .where(eq(groups.id, groupId));
  }

  async addMembers(rows: NewGroupMember[], tx: Executor = this.db): Promise<void> {
    if (rows.length > 0) await tx.insert(groupMembers).values(rows).onConflictDoNothing();
  }

  /** Adds the member; false when they were in the group already. */
  async addMember(member: NewGroupMember, tx: Executor = this.db): Promise<boolean> {
    const added = await tx
      .insert(groupMembers)
      .values(member)
      .onConflictDoNothing()
      .returning({ userId: groupMembers.userId });
    return added.length > 0;
  }

  /** Removes the member; false when they were not in the group. */
  async removeMember(groupId: number, userId: number, tx: Executor = this.db): Promise<boolean> {
    const removed = await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
      .returning({ userId: groupMembers.userId });
    return removed.length > 0;
  }

  async setRole(groupId: number, userId: number, role: GroupRole, tx: Executor = this.db) {
    await tx
      .update(groupMembers)
      .set({ role })
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  }

  /** Records a request to join; asking twice keeps the first request (and its time). */
  async addJoinRequest(groupId: number, userId: number, tx: Executor = this.db) {
    await tx.insert(groupJoinRequests).values({ groupId, userId }).onConflictDoNothing();
  }

  /** Deletes the member's request to join; false when there was none. */
  async deleteJoinRequest(groupId: number, userId: number, tx: Executor = this.db) {
    const deleted = await tx
      .delete(groupJoinRequests)
      .where(and(eq(groupJoinRequests.groupId, groupId), eq(groupJoinRequests.userId, userId)))
      .returning({ userId: groupJoinRequests.userId });
    return deleted.length > 0;
  }

  /** The group's pending requests with their members, oldest first. */
  joinRequests(groupId: number, tx: Executor = this.db) {
    return tx
      .select({ user: memberColumns, requestedAt: groupJoinRequests.createdAt })
      .from(groupJoinRequests)
      .innerJoin(users, eq(users.id, groupJoinRequests.userId))
      .where(eq(groupJoinRequests.groupId, groupId))
      .orderBy(asc(groupJoinRequests.createdAt), asc(groupJoinRequests.userId));
  }

  membersCount(groupId: number, tx: Executor = this.db) {
    return tx.$count(groupMembers, eq(groupMembers.groupId, groupId));
  }

  /**
   * One page of the group's members: the owner, then admins, then members, each by when they
   * joined and then by id, so pages neither skip nor repeat anyone while membership stands still.
   */
  membersPage(groupId: number, offset: number, limit: number, tx: Executor = this.db) {
    return tx
      .select({ user: memberColumns, role: groupMembers.role, joinedAt: groupMembers.joinedAt })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(eq(groupMembers.groupId, groupId))
      .orderBy(roleRank, asc(groupMembers.joinedAt), asc(groupMembers.userId))
      .offset(offset)
      .limit(limit);
  }

  /** The member (with their role) if they are in the group. */
  async member(groupId: number, userId: number, tx: Executor = this.db) {
    const [row] = await tx
      .select({ user: memberColumns, role: groupMembers.role, joinedAt: groupMembers.joinedAt })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
      .limit(1);
    return row;
  }

  /** Groups as `viewerId` sees them in lists: with the member count and the viewer's standing. */
  private listings(
    viewerId: number,
    where: SQL | undefined,
    order: SQL[],
    limit: number | undefined,
    tx: Executor,
  ): Promise<GroupListing[]> {
    const membersCount = sql<number>`(select count(*) from ${groupMembers} c
      where c.group_id = ${groups.id})`.mapWith(Number);
    const query = tx
      .select({
        group: groups,
        membersCount,
        role: sql<GroupRole | null>`(select v.role from ${groupMembers} v
          where v.group_id = ${groups.id} and v.user_id = ${viewerId})`,
        joinRequested: sql<boolean>`exists (select 1 from ${groupJoinRequests} r
          where r.group_id = ${groups.id} and r.user_id = ${viewerId})`.mapWith(Boolean),
      })
      .from(groups)
      .where(where)
      .$dynamic();
    if (order.length > 0) query.orderBy(...order);
    if (limit !== undefined) query.limit(limit);
    return query;
  }

  /** One group as the viewer sees it in lists, or undefined. */
  async listing(groupId: number, viewerId: number, tx: Executor = this.db) {
    const [row] = await this.listings(viewerId, eq(groups.id, groupId), [], 1, tx);
    return row;
  }

  /**
   * The groups `userId` belongs to, as `viewerId` may see them: all of their own, or of another
   * member's the public ones and those the viewer shares. Most recently active first.
   */
  joinedBy(userId: number, viewerId: number, tx: Executor = this.db) {
    const shared =
      userId === viewerId
        ? undefined
        : or(eq(groups.privacy, 'public'), inArray(groups.id, this.groupIdsQuery(viewerId, tx)));
    return this.listings(
      viewerId,
      and(inArray(groups.id, this.groupIdsQuery(userId, tx)), shared),
      [desc(groups.lastActivityAt), desc(groups.id)],
      undefined,
      tx,
    );
  }

  /** Groups the viewer is not in: the most members first, then the newest. */
  suggestedFor(viewerId: number, limit: number, tx: Executor = this.db) {
    return this.listings(
      viewerId,
      notInArray(groups.id, this.groupIdsQuery(viewerId, tx)),
      [
        sql`(select count(*) from ${groupMembers} c where c.group_id = ${groups.id}) desc`,
        desc(groups.createdAt),
        desc(groups.id),
      ],
      limit,
      tx,
    );
  }
}
