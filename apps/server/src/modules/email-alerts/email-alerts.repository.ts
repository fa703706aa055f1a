import { and, asc, eq, gt, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  type EmailAlertList,
  earningsEvents,
  emailAlertDeliveries,
  emailAlertSubscriptions,
  reports,
  users,
  watchlistSymbols,
  watchlists,
} from '../../db/schema/index.ts';
import type { NewReport, UpcomingEarnings } from './email-alerts-mail.ts';

export type EmailAlertSubscriptionRow = typeof emailAlertSubscriptions.$inferSelect;
export type NewEmailAlertSubscription = typeof emailAlertSubscriptions.$inferInsert;

/** An active subscription with where its mail goes. */
export interface ActiveSubscription {
  id: number;
  userId: number;
  unsubscribeNonce: string;
  email: string;
  name: string;
}

/** Members' email-alert subscriptions and the alert mails queued for them. */
export class EmailAlertsRepository {
  constructor(private readonly db: Database) {}

  listByUser(userId: number, tx: Executor = this.db): Promise<EmailAlertSubscriptionRow[]> {
    return tx
      .select()
      .from(emailAlertSubscriptions)
      .where(eq(emailAlertSubscriptions.userId, userId));
  }

  /** Adds the row when the member has none for the list (two requests at once: one wins). */
  async insertIfAbsent(row: NewEmailAlertSubscription, tx: Executor = this.db): Promise<void> {
    await tx
      .insert(emailAlertSubscriptions)
      .values(row)
      .onConflictDoNothing({
        target: [emailAlertSubscriptions.userId, emailAlertSubscriptions.list],
      });
  }

  /** The member's row for a list, locked until the transaction ends. */
  async lockOne(
    userId: number,
    list: EmailAlertList,
    tx: Executor,
  ): Promise<EmailAlertSubscriptionRow | undefined> {
    const [row] = await tx
      .select()
      .from(emailAlertSubscriptions)
      .where(
        and(eq(emailAlertSubscriptions.userId, userId), eq(emailAlertSubscriptions.list, list)),
      )
      .for('update');
    return row;
  }

  async byConfirmHash(
    hash: string,
    tx: Executor = this.db,
  ): Promise<EmailAlertSubscriptionRow | undefined> {
    const [row] = await tx
      .select()
      .from(emailAlertSubscriptions)
      .where(eq(emailAlertSubscriptions.confirmTokenHash, hash))
      .for('update');
    return row;
  }

  async byUnsubscribeHash(
    hash: string,
    tx: Executor = this.db,
  ): Promise<EmailAlertSubscriptionRow | undefined> {
    const [row] = await tx
      .select()
      .from(emailAlertSubscriptions)
      .where(eq(emailAlertSubscriptions.unsubscribeTokenHash, hash));
    return row;
  }

  async update(
    id: number,
    values: Partial<NewEmailAlertSubscription>,
    tx: Executor = this.db,
  ): Promise<EmailAlertSubscriptionRow | undefined> {
    const [row] = await tx
      .update(emailAlertSubscriptions)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(emailAlertSubscriptions.id, id))
      .returning();
    return row;
  }

  /** Active subscriptions of a list with ids above `after`, in id order (a batch of a job). */
  activeBatch(
    list: EmailAlertList,
    after: number,
    limit: number,
    tx: Executor = this.db,
  ): Promise<ActiveSubscription[]> {
    return tx
      .select({
        id: emailAlertSubscriptions.id,
        userId: emailAlertSubscriptions.userId,
        unsubscribeNonce: emailAlertSubscriptions.unsubscribeNonce,
        email: users.email,
        name: users.name,
      })
      .from(emailAlertSubscriptions)
      .innerJoin(users, eq(users.id, emailAlertSubscriptions.userId))
      .where(
        and(
          eq(emailAlertSubscriptions.list, list),
          eq(emailAlertSubscriptions.status, 'active'),
          gt(emailAlertSubscriptions.id, after),
        ),
      )
      .orderBy(asc(emailAlertSubscriptions.id))
      .limit(limit);
  }

  /**
   * Records the mail of a subscription for a period; false when it was recorded already (the
   * unique key), in which case the caller queues nothing.
   */
  async recordDelivery(subscriptionId: number, periodKey: string, tx: Executor): Promise<boolean> {
    const inserted = await tx
      .insert(emailAlertDeliveries)
      .values({ subscriptionId, periodKey })
      .onConflictDoNothing()
      .returning({ id: emailAlertDeliveries.id });
    return inserted.length > 0;
  }

  /**
   * Earnings from `from` to `to` (days, inclusive) of the symbols in the member's watchlists,
   * each event once however many of their lists hold the symbol; sample rows only when asked.
   */
  async earningsForMember(
    userId: number,
    from: string,
    to: string,
    includeSample: boolean,
    tx: Executor = this.db,
  ): Promise<UpcomingEarnings[]> {
    const held = tx
      .selectDistinct({ symbolId: watchlistSymbols.symbolId })
      .from(watchlistSymbols)
      .innerJoin(watchlists, eq(watchlists.id, watchlistSymbols.watchlistId))
      .where(eq(watchlists.userId, userId));
    const rows = await tx
      .select({
        symbol: earningsEvents.symbol,
        company: earningsEvents.company,
        date: earningsEvents.date,
        time: earningsEvents.time,
        fiscalQuarter: earningsEvents.fiscalQuarter,
        epsForecast: earningsEvents.epsForecast,
        currency: earningsEvents.currency,
        source: earningsEvents.source,
      })
      .from(earningsEvents)
      .where(
        and(
          isNotNull(earningsEvents.symbolId),
          inArray(earningsEvents.symbolId, held),
          gte(earningsEvents.date, from),
          lte(earningsEvents.date, to),
          includeSample ? undefined : sql`${earningsEvents.source} <> 'sample'`,
        ),
      )
      .orderBy(asc(earningsEvents.date), asc(earningsEvents.symbol));
    return rows.map(({ source, ...row }) => ({ ...row, sample: source === 'sample' }));
  }

  async reportById(id: number, tx: Executor = this.db): Promise<NewReport | undefined> {
    const [row] = await tx
      .select({
        slug: reports.slug,
        title: reports.title,
        summary: reports.summary,
        author: reports.author,
        proOnly: reports.proOnly,
      })
      .from(reports)
      .where(eq(reports.id, id));
    return row;
  }
}
