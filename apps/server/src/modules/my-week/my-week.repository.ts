import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  type CalendarEventKind,
  type CalendarSourceName,
  calendarFeedTokens,
  calendarReminders,
  dividendEvents,
  earningsEvents,
  economicEvents,
  ipoEvents,
  splitEvents,
  symbols,
  users,
  watchlistSymbols,
  watchlists,
} from '../../db/schema/index.ts';

export type CalendarReminderRow = typeof calendarReminders.$inferSelect;

export interface NewReminder {
  userId: number;
  eventKey: string;
  kind: CalendarEventKind;
  title: string;
  href: string;
  eventAt: Date;
  allDay: boolean;
  minutesBefore: number;
  remindAt: Date;
}

/** A symbol of a member's watchlists, with where it lists. */
export interface WatchedSymbol {
  id: number;
  symbol: string;
  country: string;
  exchange: string;
}

/**
 * My week's reads that the calendar modules do not have (a member's watched symbols, one event by
 * id), the members' calendar reminders and their feed tokens. Drizzle only; each call accepts a
 * transaction.
 */
export class MyWeekRepository {
  constructor(private readonly db: Database) {}

  /** The distinct symbols of all the member's watchlists, by ticker. */
  watchedSymbols(userId: number, tx: Executor = this.db): Promise<WatchedSymbol[]> {
    return tx
      .selectDistinct({
        id: symbols.id,
        symbol: symbols.symbol,
        country: symbols.country,
        exchange: symbols.exchange,
      })
      .from(watchlistSymbols)
      .innerJoin(watchlists, eq(watchlists.id, watchlistSymbols.watchlistId))
      .innerJoin(symbols, eq(symbols.id, watchlistSymbols.symbolId))
      .where(eq(watchlists.userId, userId))
      .orderBy(asc(symbols.symbol));
  }

  // --- One event by id (a reminder's event) ------------------------------------------------

  async economicById(id: number, sources: readonly CalendarSourceName[], tx: Executor = this.db) {
    const [row] = await tx
      .select()
      .from(economicEvents)
      .where(and(eq(economicEvents.id, id), inArray(economicEvents.source, [...sources])));
    return row;
  }

  async earningsById(id: number, sources: readonly CalendarSourceName[], tx: Executor = this.db) {
    const [row] = await tx
      .select()
      .from(earningsEvents)
      .where(and(eq(earningsEvents.id, id), inArray(earningsEvents.source, [...sources])));
    return row;
  }

  async dividendById(id: number, sources: readonly CalendarSourceName[], tx: Executor = this.db) {
    const [row] = await tx
      .select()
      .from(dividendEvents)
      .where(and(eq(dividendEvents.id, id), inArray(dividendEvents.source, [...sources])));
    return row;
  }

  async splitById(id: number, sources: readonly CalendarSourceName[], tx: Executor = this.db) {
    const [row] = await tx
      .select()
      .from(splitEvents)
      .where(and(eq(splitEvents.id, id), inArray(splitEvents.source, [...sources])));
    return row;
  }

  async ipoById(id: number, sources: readonly CalendarSourceName[], tx: Executor = this.db) {
    const [row] = await tx
      .select()
      .from(ipoEvents)
      .where(and(eq(ipoEvents.id, id), inArray(ipoEvents.source, [...sources])));
    return row;
  }

  // --- Reminders ---------------------------------------------------------------------------

  /** The member's reminders: upcoming first (soonest first), then sent ones (newest first). */
  listReminders(userId: number, limit: number, tx: Executor = this.db) {
    const t = calendarReminders;
    return tx
      .select()
      .from(t)
      .where(eq(t.userId, userId))
      .orderBy(
        sql`${t.sentAt} is null desc`,
        sql`case when ${t.sentAt} is null then ${t.remindAt} end asc`,
        sql`${t.sentAt} desc`,
        asc(t.id),
      )
      .limit(limit);
  }

  /** The member's reminders of these events (My week's items), any state. */
  remindersOf(userId: number, eventKeys: readonly string[], tx: Executor = this.db) {
    if (eventKeys.length === 0) return Promise.resolve([] as CalendarReminderRow[]);
    return tx
      .select()
      .from(calendarReminders)
      .where(
        and(
          eq(calendarReminders.userId, userId),
          inArray(calendarReminders.eventKey, [...eventKeys]),
        ),
      );
  }

  /** Holds the member's user row until the transaction ends (their reminder changes, one at a time). */
  async lockMember(userId: number, tx: Executor): Promise<void> {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for no key update`);
  }

  /** The member's reminders not sent yet, but the one of `exceptEventKey` (about to be replaced). */
  countUpcoming(userId: number, exceptEventKey: string, tx: Executor = this.db): Promise<number> {
    const t = calendarReminders;
    return tx.$count(
      t,
      and(eq(t.userId, userId), isNull(t.sentAt), ne(t.eventKey, exceptEventKey)),
    );
  }

  /** Sets the member's reminder of an event, replacing (and re-arming) the one they had. */
  async upsertReminder(row: NewReminder, tx: Executor = this.db): Promise<CalendarReminderRow> {
    const [saved] = await tx
      .insert(calendarReminders)
      .values(row)
      .onConflictDoUpdate({
        target: [calendarReminders.userId, calendarReminders.eventKey],
        set: {
          kind: row.kind,
          title: row.title,
          href: row.href,
          eventAt: row.eventAt,
          allDay: row.allDay,
          minutesBefore: row.minutesBefore,
          remindAt: row.remindAt,
          sentAt: null,
        },
      })
      .returning();
    if (!saved) throw new Error('upsert into calendar_reminders returned no row');
    return saved;
  }

  /** Deletes the member's reminder; false when they have none with that id. */
  async deleteOwned(id: number, userId: number, tx: Executor = this.db): Promise<boolean> {
    const rows = await tx
      .delete(calendarReminders)
      .where(and(eq(calendarReminders.id, id), eq(calendarReminders.userId, userId)))
      .returning({ id: calendarReminders.id });
    return rows.length > 0;
  }

  /**
   * Marks a reminder sent, only if it is still due at `remindAt` and not sent: answers it (with
   * its owner's mail, name and zone) to the one caller that changed it. A job left from before a
   * reschedule, of a deleted reminder or one already sent gets nothing.
   */
  async markSent(id: number, remindAt: Date, tx: Executor) {
    const [sent] = await tx
      .update(calendarReminders)
      .set({ sentAt: sql`now()` })
      .where(
        and(
          eq(calendarReminders.id, id),
          isNull(calendarReminders.sentAt),
          eq(calendarReminders.remindAt, remindAt),
        ),
      )
      .returning();
    if (!sent) return undefined;
    const [owner] = await tx
      .select({ email: users.email, name: users.name, timeZone: users.timeZone })
      .from(users)
      .where(eq(users.id, sent.userId));
    return owner ? { ...sent, owner } : undefined;
  }

  // --- Feed tokens -------------------------------------------------------------------------

  async tokenOf(userId: number, tx: Executor = this.db): Promise<string | undefined> {
    const [row] = await tx
      .select({ token: calendarFeedTokens.token })
      .from(calendarFeedTokens)
      .where(eq(calendarFeedTokens.userId, userId));
    return row?.token;
  }

  /** Gives the member `token` unless they have one (two first calls racing keep one). */
  async insertToken(userId: number, token: string, tx: Executor = this.db): Promise<void> {
    await tx.insert(calendarFeedTokens).values({ userId, token }).onConflictDoNothing({
      target: calendarFeedTokens.userId,
    });
  }

  /** Replaces the member's token (the old one stops working at once). */
  async replaceToken(userId: number, token: string, tx: Executor = this.db): Promise<void> {
    await tx
      .insert(calendarFeedTokens)
      .values({ userId, token })
      .onConflictDoUpdate({
        target: calendarFeedTokens.userId,
        set: { token, createdAt: sql`now()` },
      });
  }

  /** The member a feed token stands for. */
  async memberOfToken(token: string, tx: Executor = this.db) {
    const [row] = await tx
      .select({ user: users })
      .from(calendarFeedTokens)
      .innerJoin(users, eq(users.id, calendarFeedTokens.userId))
      .where(eq(calendarFeedTokens.token, token));
    return row?.user;
  }
}
