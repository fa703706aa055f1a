import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  billingEvents,
  orders,
  type PAYMENT_PROVIDERS,
  pricingPlans,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import type { PlanDefinition } from './plans.ts';

export type PlanRow = typeof pricingPlans.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'createdAt'>;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = Omit<typeof subscriptions.$inferInsert, 'id' | 'updatedAt'>;
export type SubscriptionChanges = Partial<
  Pick<
    SubscriptionRow,
    'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'endedAt' | 'providerSubscriptionId'
  >
>;
export type OrderChanges = Partial<
  Pick<OrderRow, 'status' | 'providerRef' | 'checkoutUrl' | 'subscriptionId' | 'paidAt'>
>;
type ProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The pro tier's queries: plans, orders, subscriptions and the webhook events handled. */
export class BillingRepository {
  constructor(private readonly db: Database) {}

  /**
   * Writes the catalogue by slug: new plans are added, known ones take the code's values (and a new
   * updated_at) when those differ.
   */
  async upsertPlans(plans: readonly PlanDefinition[], tx: Executor = this.db): Promise<void> {
    if (plans.length === 0) return;
    await tx
      .insert(pricingPlans)
      .values([...plans])
      .onConflictDoUpdate({
        target: pricingPlans.slug,
        set: {
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          tier: sql`excluded.tier`,
          monthlyPriceCents: sql`excluded.monthly_price_cents`,
          yearlyPriceCents: sql`excluded.yearly_price_cents`,
          currency: sql`excluded.currency`,
          features: sql`excluded.features`,
          highlighted: sql`excluded.highlighted`,
          position: sql`excluded.position`,
          updatedAt: sql`now()`,
        },
        // Only a plan the code changed is written: each process's start leaves the rest as is.
        setWhere: sql`(${pricingPlans.name}, ${pricingPlans.description}, ${pricingPlans.tier}, ${pricingPlans.monthlyPriceCents}, ${pricingPlans.yearlyPriceCents}, ${pricingPlans.currency}, ${pricingPlans.features}, ${pricingPlans.highlighted}, ${pricingPlans.position}) is distinct from (excluded.name, excluded.description, excluded.tier, excluded.monthly_price_cents, excluded.yearly_price_cents, excluded.currency, excluded.features, excluded.highlighted, excluded.position)`,
      });
  }

  plans(tx: Executor = this.db): Promise<PlanRow[]> {
    return tx.select().from(pricingPlans).orderBy(asc(pricingPlans.position), asc(pricingPlans.id));
  }

  async plan(id: number, tx: Executor = this.db): Promise<PlanRow | undefined> {
    const [row] = await tx.select().from(pricingPlans).where(eq(pricingPlans.id, id));
    return row;
  }

  /** Serializes a member's checkouts and subscription changes (the lock ends with `tx`). */
  async lockMember(userId: number, tx: Executor): Promise<void> {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for no key update`);
  }

  async order(id: number, tx: Executor = this.db): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id));
    return row;
  }

  async lockOrder(id: number, tx: Executor): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    return row;
  }

  async orderByKey(
    userId: number,
    idempotencyKey: string,
    tx: Executor = this.db,
  ): Promise<OrderRow | undefined> {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
    return row;
  }

  /** Inserts an order; undefined when the member already has one with its idempotency key. */
  async insertOrder(order: NewOrder, tx: Executor = this.db): Promise<OrderRow | undefined> {
    const [row] = await tx
      .insert(orders)
      .values(order)
      .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
      .returning();
    return row;
  }

  async updateOrder(id: number, changes: OrderChanges, tx: Executor = this.db): Promise<void> {
    await tx.update(orders).set(changes).where(eq(orders.id, id));
  }

  /** The paid order that started a subscription: the amounts its renewals repeat. */
  async firstOrderOf(subscriptionId: number, tx: Executor = this.db) {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.subscriptionId, subscriptionId), eq(orders.status, 'paid')))
      .orderBy(asc(orders.id))
      .limit(1);
    return row;
  }

  async subscription(id: number, tx: Executor = this.db): Promise<SubscriptionRow | undefined> {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id));
    return row;
  }

  async lockSubscription(id: number, tx: Executor): Promise<SubscriptionRow | undefined> {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, id))
      .for('update');
    return row;
  }

  async byProviderRef(
    provider: ProviderName,
    providerSubscriptionId: string,
    tx: Executor = this.db,
  ): Promise<SubscriptionRow | undefined> {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.provider, provider),
          eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
        ),
      );
    return row;
  }

  /** The member's subscription that is paid up at `now` (the newest if several), if any. */
  async currentOf(
    userId: number,
    now: Date,
    tx: Executor = this.db,
  ): Promise<SubscriptionRow | undefined> {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          eq(subscriptions.status, 'active'),
          gt(subscriptions.currentPeriodEnd, now),
        ),
      )
      .orderBy(desc(subscriptions.startedAt), desc(subscriptions.id))
      .limit(1);
    return row;
  }

  /** The member's newest subscription, whatever its status. */
  async newestOf(userId: number, tx: Executor = this.db): Promise<SubscriptionRow | undefined> {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.startedAt), desc(subscriptions.id))
      .limit(1);
    return row;
  }

  /** Whether the member has an active subscription besides `exceptId`. */
  async hasOtherActive(userId: number, exceptId: number, tx: Executor = this.db) {
    const count = await tx.$count(
      subscriptions,
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        ne(subscriptions.id, exceptId),
      ),
    );
    return count > 0;
  }

  async insertSubscription(
    subscription: NewSubscription,
    tx: Executor = this.db,
  ): Promise<SubscriptionRow> {
    const [row] = await tx.insert(subscriptions).values(subscription).returning();
    if (!row) throw new Error('insert into subscriptions returned no row');
    return row;
  }

  async updateSubscription(
    id: number,
    changes: SubscriptionChanges,
    tx: Executor = this.db,
  ): Promise<SubscriptionRow> {
    const [row] = await tx
      .update(subscriptions)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(subscriptions.id, id))
      .returning();
    if (!row) throw new Error(`subscription ${id} is gone`);
    return row;
  }

  /**
   * Records a webhook event as handled; false when it was already (the same event delivered
   * again). A second delivery running alongside waits here for the first's transaction.
   */
  async recordEvent(
    event: { provider: ProviderName; eventId: string; type: string },
    tx: Executor,
  ): Promise<boolean> {
    const rows = await tx
      .insert(billingEvents)
      .values(event)
      .onConflictDoNothing({ target: [billingEvents.provider, billingEvents.eventId] })
      .returning({ id: billingEvents.id });
    return rows.length > 0;
  }
}
