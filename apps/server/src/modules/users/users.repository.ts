import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { type MutableNotificationKind, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Pick<
  typeof users.$inferInsert,
  'name' | 'userName' | 'email' | 'passwordHash'
> &
  Partial<Pick<typeof users.$inferInsert, 'avatar' | 'cover' | 'bio' | 'isPro' | 'createdAt'>>;
export type UserChanges = Partial<
  Pick<
    UserRow,
    | 'name'
    | 'userName'
    | 'email'
    | 'bio'
    | 'avatar'
    | 'cover'
    | 'coverPosition'
    | 'passwordHash'
    | 'timeZone'
  >
>;

const lower = (column: typeof users.email | typeof users.userName, value: string) =>
  sql`lower(${column}) = lower(${value})`;

export class UsersRepository {
  private readonly changeListeners: ((userId: number) => void)[] = [];
  constructor(private readonly db: Database) {}

  /**
   * Called with the member's id after each write to their row here (caches of the member, such
   * as the sessions the auth module keeps, forget it).
   */
  onChange(listener: (userId: number) => void): void {
    this.changeListeners.push(listener);
  }

  private changed(userId: number): void {
    for (const listener of this.changeListeners) listener(userId);
  }

  /**
   * Tells the caches of the member to forget them again, once the transaction that changed their
   * row has committed: the hook fired by the write inside it runs before the commit, so a request
   * in between may have cached the row as it was.
   */
  announceChange(userId: number): void {
    this.changed(userId);
  }

  async findById(id: number, tx: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async findByEmail(email: string, tx: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await tx.select().from(users).where(lower(users.email, email)).limit(1);
    return row;
  }

  async findByUserName(userName: string, tx: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await tx.select().from(users).where(lower(users.userName, userName)).limit(1);
    return row;
  }

  async isEmailTaken(email: string, exceptId?: number, tx: Executor = this.db): Promise<boolean> {
    const where =
      exceptId === undefined
        ? lower(users.email, email)
        : and(lower(users.email, email), ne(users.id, exceptId));
    return (await tx.$count(users, where)) > 0;
  }

  async isUserNameTaken(
    userName: string,
    exceptId?: number,
    tx: Executor = this.db,
  ): Promise<boolean> {
    const where =
      exceptId === undefined
        ? lower(users.userName, userName)
        : and(lower(users.userName, userName), ne(users.id, exceptId));
    return (await tx.$count(users, where)) > 0;
  }

  async create(user: NewUser, tx: Executor = this.db): Promise<UserRow> {
    const [row] = await tx.insert(users).values(user).returning();
    if (!row) throw new Error('insert into users returned no row');
    return row;
  }

  async createMany(rows: NewUser[], tx: Executor = this.db): Promise<void> {
    if (rows.length > 0) await tx.insert(users).values(rows);
  }

  async update(
    id: number,
    changes: UserChanges,
    tx: Executor = this.db,
  ): Promise<UserRow | undefined> {
    const [row] = await tx
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    this.changed(id);
    return row;
  }

  async updatePassword(id: number, passwordHash: string, tx: Executor = this.db): Promise<void> {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    this.changed(id);
  }

  /** Whether the member is pro: set with the subscription change that decides it (modules/billing). */
  async setPro(id: number, isPro: boolean, tx: Executor = this.db): Promise<void> {
    await tx.update(users).set({ isPro, updatedAt: new Date() }).where(eq(users.id, id));
    this.changed(id);
  }

  /** The notification kinds the member muted; empty for an unknown member. */
  async mutedNotifications(id: number, tx: Executor = this.db): Promise<MutableNotificationKind[]> {
    const [row] = await tx
      .select({ muted: users.mutedNotifications })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    return row?.muted ?? [];
  }

  async updateMutedNotifications(
    id: number,
    muted: readonly MutableNotificationKind[],
    tx: Executor = this.db,
  ): Promise<void> {
    await tx
      .update(users)
      .set({ mutedNotifications: [...muted], updatedAt: new Date() })
      .where(eq(users.id, id));
    this.changed(id);
  }

  async count(tx: Executor = this.db): Promise<number> {
    return tx.$count(users);
  }
}
