import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  loginThrottles,
  passwordResets,
  pendingRegistrations,
  sessions,
  users,
} from '../../db/schema/index.ts';
import type { UserRow } from '../users/users.repository.ts';

export type SessionRow = typeof sessions.$inferSelect;

export class SessionsRepository {
  constructor(private readonly db: Database) {}

  async create(row: typeof sessions.$inferInsert, tx: Executor = this.db): Promise<void> {
    await tx.insert(sessions).values(row);
  }

  /** The session and its member, when the session exists and has not expired. */
  async findActive(id: string, now: Date, tx: Executor = this.db) {
    const [row] = await tx
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
      .limit(1);
    return row as { session: SessionRow; user: UserRow } | undefined;
  }

  async extend(id: string, expiresAt: Date, now: Date, tx: Executor = this.db): Promise<void> {
    await tx.update(sessions).set({ expiresAt, lastSeenAt: now }).where(eq(sessions.id, id));
  }

  async delete(id: string, tx: Executor = this.db): Promise<void> {
    await tx.delete(sessions).where(eq(sessions.id, id));
  }

  async deleteForUser(userId: number, tx: Executor = this.db): Promise<void> {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  }

  /** Ends every session of the member but `keepId` (the one that changed the password). */
  async deleteOthersOfUser(userId: number, keepId: string, tx: Executor = this.db): Promise<void> {
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)));
  }

  async deleteExpired(now: Date, tx: Executor = this.db): Promise<void> {
    await tx.delete(sessions).where(lt(sessions.expiresAt, now));
  }
}

export class LoginThrottleRepository {
  constructor(private readonly db: Database) {}

  /** Attempts in the current window, or 0 when the window has passed. */
  async attempts(
    key: string,
    now: Date,
    tx: Executor = this.db,
  ): Promise<{ attempts: number; windowEndsAt: Date }> {
    const [row] = await tx
      .select()
      .from(loginThrottles)
      .where(eq(loginThrottles.key, key))
      .limit(1);
    if (!row || row.windowEndsAt <= now) return { attempts: 0, windowEndsAt: now };
    return { attempts: row.attempts, windowEndsAt: row.windowEndsAt };
  }

  /** Counts one failure atomically (one statement, so concurrent failures all count). */
  async hit(key: string, now: Date, windowMs: number, tx: Executor = this.db): Promise<void> {
    const windowEndsAt = new Date(now.getTime() + windowMs);
    await tx
      .insert(loginThrottles)
      .values({ key, attempts: 1, windowEndsAt })
      .onConflictDoUpdate({
        target: loginThrottles.key,
        set: {
          attempts: sql`case when ${loginThrottles.windowEndsAt} <= ${now.toISOString()} then 1 else ${loginThrottles.attempts} + 1 end`,
          windowEndsAt: sql`case when ${loginThrottles.windowEndsAt} <= ${now.toISOString()} then excluded.window_ends_at else ${loginThrottles.windowEndsAt} end`,
        },
      });
  }

  async clear(key: string, tx: Executor = this.db): Promise<void> {
    await tx.delete(loginThrottles).where(eq(loginThrottles.key, key));
  }
}

export class PasswordResetsRepository {
  constructor(private readonly db: Database) {}

  async create(row: typeof passwordResets.$inferInsert, tx: Executor = this.db): Promise<void> {
    await tx.insert(passwordResets).values(row);
  }

  /**
   * Marks an unused, unexpired reset as used and returns it, in one statement:
   * two requests racing with the same link cannot both succeed.
   */
  async consume(tokenHash: string, now: Date, tx: Executor = this.db) {
    const [row] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning();
    return row;
  }
}

export type PendingRegistrationRow = typeof pendingRegistrations.$inferSelect;

export class PendingRegistrationsRepository {
  constructor(private readonly db: Database) {}

  async create(
    row: typeof pendingRegistrations.$inferInsert,
    tx: Executor = this.db,
  ): Promise<void> {
    await tx.insert(pendingRegistrations).values(row);
  }

  /**
   * Deletes an unexpired sign-up by its token and returns it, in one statement: a link works once,
   * even when two requests race with it.
   */
  async consume(
    tokenHash: string,
    now: Date,
    tx: Executor = this.db,
  ): Promise<PendingRegistrationRow | undefined> {
    const [row] = await tx
      .delete(pendingRegistrations)
      .where(
        and(eq(pendingRegistrations.tokenHash, tokenHash), gt(pendingRegistrations.expiresAt, now)),
      )
      .returning();
    return row;
  }

  /** Forgets sign-ups whose link has expired. */
  /** Ends every session of the member but `keepId` (the one that changed the password). */
  async deleteOthersOfUser(userId: number, keepId: string, tx: Executor = this.db): Promise<void> {
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)));
  }

  async deleteExpired(now: Date, tx: Executor = this.db): Promise<void> {
    await tx.delete(pendingRegistrations).where(lt(pendingRegistrations.expiresAt, now));
  }
}
