import { and, asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { users, webinarRegistrations, webinars } from '../../db/schema/index.ts';

export type WebinarRow = typeof webinars.$inferSelect;
export type RegistrationRow = typeof webinarRegistrations.$inferSelect;

/** A webinar without its body, with its registrant count and whether the viewer holds a seat. */
export type WebinarHead = Omit<WebinarRow, 'bodyHtml'> & {
  registrantCount: number;
  registered: boolean;
};

const { bodyHtml: _body, ...headColumns } = getTableColumns(webinars);

/**
 * The count and the viewer's flag in the list's own statement (no query per webinar): the
 * registrations of a webinar are read through the unique (webinar_id, user_id) index. Written
 * with qualified names: Drizzle leaves a one-table query's columns unqualified, and an
 * unqualified `id` inside the subquery would be the registration's.
 */
const seats = (viewerId: number) => ({
  registrantCount: sql<number>`(select count(*)::int from webinar_registrations r
    where r.webinar_id = "webinars"."id")`,
  registered: sql<boolean>`exists (select 1 from webinar_registrations r
    where r.webinar_id = "webinars"."id" and r.user_id = ${viewerId})`,
});

/** What the reminder job reads about a registration: the seat, its webinar and its member. */
export interface RegistrationForReminder {
  registration: RegistrationRow;
  webinar: WebinarRow;
  member: { id: number; name: string; email: string; timeZone: string | null };
}

export class WebinarsRepository {
  constructor(private readonly db: Database) {}

  /** Every webinar, soonest first, as `viewerId` sees it. */
  async listFor(viewerId: number, tx: Executor = this.db): Promise<WebinarHead[]> {
    return tx
      .select({ ...headColumns, ...seats(viewerId) })
      .from(webinars)
      .orderBy(asc(webinars.startsAt), asc(webinars.id));
  }

  /** One webinar with its body, as `viewerId` sees it. */
  async findBySlug(
    slug: string,
    viewerId: number,
    tx: Executor = this.db,
  ): Promise<(WebinarRow & WebinarHead) | undefined> {
    const [row] = await tx
      .select({ ...getTableColumns(webinars), ...seats(viewerId) })
      .from(webinars)
      .where(eq(webinars.slug, slug))
      .limit(1);
    return row;
  }

  /** A seat for the member; undefined when they hold one already (nothing changes then). */
  async insertRegistration(
    webinarId: number,
    userId: number,
    tx: Executor = this.db,
  ): Promise<RegistrationRow | undefined> {
    const [row] = await tx
      .insert(webinarRegistrations)
      .values({ webinarId, userId })
      .onConflictDoNothing({
        target: [webinarRegistrations.webinarId, webinarRegistrations.userId],
      })
      .returning();
    return row;
  }

  /** Gives up the member's seat; false when they held none. */
  async deleteRegistration(
    webinarId: number,
    userId: number,
    tx: Executor = this.db,
  ): Promise<boolean> {
    const rows = await tx
      .delete(webinarRegistrations)
      .where(
        and(eq(webinarRegistrations.webinarId, webinarId), eq(webinarRegistrations.userId, userId)),
      )
      .returning({ id: webinarRegistrations.id });
    return rows.length > 0;
  }

  /**
   * The registration with its webinar and member, its row held until the transaction ends (a
   * job run twice at once reminds once); undefined when the seat was given up.
   */
  async registrationForReminder(
    registrationId: number,
    tx: Executor,
  ): Promise<RegistrationForReminder | undefined> {
    const [row] = await tx
      .select({
        registration: getTableColumns(webinarRegistrations),
        webinar: getTableColumns(webinars),
        member: {
          id: users.id,
          name: users.name,
          email: users.email,
          timeZone: users.timeZone,
        },
      })
      .from(webinarRegistrations)
      .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinarId))
      .innerJoin(users, eq(users.id, webinarRegistrations.userId))
      .where(eq(webinarRegistrations.id, registrationId))
      .for('update', { of: webinarRegistrations })
      .limit(1);
    return row;
  }

  /** Marks the reminder sent; false when it had been already. */
  async markReminded(registrationId: number, at: Date, tx: Executor): Promise<boolean> {
    const rows = await tx
      .update(webinarRegistrations)
      .set({ remindedAt: at })
      .where(
        and(eq(webinarRegistrations.id, registrationId), isNull(webinarRegistrations.remindedAt)),
      )
      .returning({ id: webinarRegistrations.id });
    return rows.length > 0;
  }
}
