import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { type AlertDirection, priceAlerts, symbols, users } from '../../db/schema/index.ts';

export type PriceAlertRow = typeof priceAlerts.$inferSelect;

/** An alert with what showing or telling it needs: the symbol's ticker and name, the owner's mail. */
export type AlertWithSymbol = PriceAlertRow & {
  ticker: string;
  symbolName: string;
  currency: string;
};

const withSymbol = {
  id: priceAlerts.id,
  userId: priceAlerts.userId,
  symbolId: priceAlerts.symbolId,
  direction: priceAlerts.direction,
  price: priceAlerts.price,
  createdAt: priceAlerts.createdAt,
  triggeredAt: priceAlerts.triggeredAt,
  triggeredPrice: priceAlerts.triggeredPrice,
  ticker: symbols.symbol,
  symbolName: symbols.name,
  currency: symbols.currency,
};

/** Members' price alerts (issue 17 "Beyond the spec"). */
export class AlertsRepository {
  constructor(private readonly db: Database) {}

  /** A member's alerts: active first (newest first), then triggered (latest first). */
  listByUser(userId: number, tx: Executor = this.db): Promise<AlertWithSymbol[]> {
    return tx
      .select(withSymbol)
      .from(priceAlerts)
      .innerJoin(symbols, eq(symbols.id, priceAlerts.symbolId))
      .where(eq(priceAlerts.userId, userId))
      .orderBy(
        sql`${priceAlerts.triggeredAt} is null desc`,
        desc(sql`coalesce(${priceAlerts.triggeredAt}, ${priceAlerts.createdAt})`),
        desc(priceAlerts.id),
      );
  }

  async byId(id: number, tx: Executor = this.db): Promise<AlertWithSymbol | undefined> {
    const [row] = await tx
      .select(withSymbol)
      .from(priceAlerts)
      .innerJoin(symbols, eq(symbols.id, priceAlerts.symbolId))
      .where(eq(priceAlerts.id, id));
    return row;
  }

  /** Holds the member's user row until the transaction ends (their alert changes, one at a time). */
  async lockMember(userId: number, tx: Executor): Promise<void> {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for no key update`);
  }

  countActive(userId: number, tx: Executor = this.db): Promise<number> {
    return tx.$count(
      priceAlerts,
      and(eq(priceAlerts.userId, userId), isNull(priceAlerts.triggeredAt)),
    );
  }

  async insert(
    row: { userId: number; symbolId: number; direction: AlertDirection; price: number },
    tx: Executor = this.db,
  ): Promise<PriceAlertRow> {
    const [created] = await tx.insert(priceAlerts).values(row).returning();
    if (!created) throw new Error('insert into price_alerts returned no row');
    return created;
  }

  /** Deletes the member's alert; false when they have none with that id. */
  async deleteOwned(id: number, userId: number, tx: Executor = this.db): Promise<boolean> {
    const rows = await tx
      .delete(priceAlerts)
      .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)))
      .returning({ id: priceAlerts.id });
    return rows.length > 0;
  }

  /** Up to `limit` active alerts with ids above `afterId`, in id order, with the owner's mail. */
  activeBatch(afterId: number, limit: number, tx: Executor = this.db) {
    return tx
      .select({ ...withSymbol, email: users.email, userName: users.name })
      .from(priceAlerts)
      .innerJoin(symbols, eq(symbols.id, priceAlerts.symbolId))
      .innerJoin(users, eq(users.id, priceAlerts.userId))
      .where(and(isNull(priceAlerts.triggeredAt), gt(priceAlerts.id, afterId)))
      .orderBy(asc(priceAlerts.id))
      .limit(limit);
  }

  /**
   * Marks an active alert triggered at `price`; answers the row only to the one caller that
   * changed it (`… where triggered_at is null returning`): two evaluations racing fire it once.
   */
  async trigger(
    id: number,
    price: number,
    at: Date,
    tx: Executor = this.db,
  ): Promise<PriceAlertRow | undefined> {
    const [row] = await tx
      .update(priceAlerts)
      .set({ triggeredAt: at, triggeredPrice: price })
      .where(and(eq(priceAlerts.id, id), isNull(priceAlerts.triggeredAt)))
      .returning();
    return row;
  }
}
