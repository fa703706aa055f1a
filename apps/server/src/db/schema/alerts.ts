import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { symbols } from './markets.ts';
import { users } from './users.ts';

export const ALERT_DIRECTIONS = ['above', 'below'] as const;
export type AlertDirection = (typeof ALERT_DIRECTIONS)[number];

/**
 * A member's price alert: told once when the symbol's price reaches `price` from the side
 * `direction` names. Active while `triggered_at` is null; the evaluation job sets it, with the
 * price it saw, in the transaction that writes the notification (so it fires once).
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    symbolId: integer('symbol_id')
      .notNull()
      .references(() => symbols.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ALERT_DIRECTIONS }).notNull(),
    price: doublePrecision('price').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }),
    triggeredPrice: doublePrecision('triggered_price'),
  },
  (t) => [
    index('price_alerts_user_idx').on(t.userId, t.id),
    // The job reads only the active ones, in id order, a batch at a time.
    index('price_alerts_active_idx').on(t.id).where(sql`${t.triggeredAt} is null`),
    check('price_alerts_direction_known', sql`${t.direction} in ('above', 'below')`),
    check('price_alerts_price_positive', sql`${t.price} > 0`),
  ],
);
