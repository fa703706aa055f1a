import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { personalAccessBookings, personalAccessHosts, users } from '../../db/schema/index.ts';

export type HostRow = typeof personalAccessHosts.$inferSelect;
export type BookingRow = typeof personalAccessBookings.$inferSelect;
export type NewBooking = typeof personalAccessBookings.$inferInsert;
/** A booking with the host it is with. */
export type BookingWithHost = BookingRow & { host: Pick<HostRow, 'slug' | 'name' | 'role'> };

export class PersonalAccessRepository {
  constructor(private readonly db: Database) {}

  /** The hosts taking sessions, in their order on the page. */
  activeHosts(tx: Executor = this.db): Promise<HostRow[]> {
    return tx
      .select()
      .from(personalAccessHosts)
      .where(eq(personalAccessHosts.active, true))
      .orderBy(asc(personalAccessHosts.position), asc(personalAccessHosts.id));
  }

  async hostBySlug(slug: string, tx: Executor = this.db): Promise<HostRow | undefined> {
    const [row] = await tx
      .select()
      .from(personalAccessHosts)
      .where(eq(personalAccessHosts.slug, slug))
      .limit(1);
    return row;
  }

  /** Starts (ms) of the sessions booked with these hosts after `after`, by host id. */
  async bookedStarts(
    hostIds: number[],
    after: Date,
    tx: Executor = this.db,
  ): Promise<Map<number, Set<number>>> {
    const booked = new Map<number, Set<number>>();
    if (hostIds.length === 0) return booked;
    const rows = await tx
      .select({ hostId: personalAccessBookings.hostId, startsAt: personalAccessBookings.startsAt })
      .from(personalAccessBookings)
      .where(
        and(
          inArray(personalAccessBookings.hostId, hostIds),
          gt(personalAccessBookings.endsAt, after),
        ),
      );
    for (const row of rows) {
      const starts = booked.get(row.hostId) ?? new Set<number>();
      starts.add(row.startsAt.getTime());
      booked.set(row.hostId, starts);
    }
    return booked;
  }

  /** A member's sessions that have not ended by `now`, earliest first. */
  upcomingOf(userId: number, now: Date, tx: Executor = this.db): Promise<BookingWithHost[]> {
    return tx
      .select({
        id: personalAccessBookings.id,
        hostId: personalAccessBookings.hostId,
        userId: personalAccessBookings.userId,
        startsAt: personalAccessBookings.startsAt,
        endsAt: personalAccessBookings.endsAt,
        topic: personalAccessBookings.topic,
        createdAt: personalAccessBookings.createdAt,
        host: {
          slug: personalAccessHosts.slug,
          name: personalAccessHosts.name,
          role: personalAccessHosts.role,
        },
      })
      .from(personalAccessBookings)
      .innerJoin(personalAccessHosts, eq(personalAccessHosts.id, personalAccessBookings.hostId))
      .where(and(eq(personalAccessBookings.userId, userId), gt(personalAccessBookings.endsAt, now)))
      .orderBy(asc(personalAccessBookings.startsAt), asc(personalAccessBookings.id));
  }

  /**
   * Locks the member's row until the transaction ends, so two bookings by one member run one
   * after the other and the upcoming-sessions limit holds under concurrent requests.
   */
  async lockMember(userId: number, tx: Executor): Promise<void> {
    await tx.execute(
      sql`select ${users.id} from ${users} where ${users.id} = ${userId} for update`,
    );
  }

  /** Inserts the booking unless its host's slot is taken; undefined when it was (ON CONFLICT). */
  async insert(booking: NewBooking, tx: Executor = this.db): Promise<BookingRow | undefined> {
    const [row] = await tx
      .insert(personalAccessBookings)
      .values(booking)
      .onConflictDoNothing({
        target: [personalAccessBookings.hostId, personalAccessBookings.startsAt],
      })
      .returning();
    return row;
  }

  /** Deletes the member's own booking; false when there is no such booking of theirs. */
  async deleteOwn(id: number, userId: number, tx: Executor = this.db): Promise<boolean> {
    const rows = await tx
      .delete(personalAccessBookings)
      .where(and(eq(personalAccessBookings.id, id), eq(personalAccessBookings.userId, userId)))
      .returning({ id: personalAccessBookings.id });
    return rows.length > 0;
  }
}
