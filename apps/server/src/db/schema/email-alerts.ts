import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The mailing lists a member can subscribe to on `/email-alerts` (issue 20): the daily market
 * wrap, the coming earnings of their watchlists' symbols, and each new specialized report.
 */
export const EMAIL_ALERT_LISTS = ['daily_wrap', 'watchlist_earnings', 'new_reports'] as const;
export type EmailAlertList = (typeof EMAIL_ALERT_LISTS)[number];

/**
 * Double opt-in: `pending` until the member opens the mailed confirmation link, then `active`;
 * `unsubscribed` after the page's switch or a mail's one-click link (a row is never deleted, so
 * its unsubscribe links keep answering).
 */
export const EMAIL_ALERT_STATUSES = ['pending', 'active', 'unsubscribed'] as const;
export type EmailAlertStatus = (typeof EMAIL_ALERT_STATUSES)[number];

/**
 * A member's subscription to one list. Only hashes of the links' tokens are stored: the confirm
 * token is random and mailed once; the unsubscribe token is derived from `unsubscribe_nonce`
 * under the server secret (it is written into every alert mail, so it must be made again), and
 * its hash is what a one-click request is looked up by.
 */
export const emailAlertSubscriptions = pgTable(
  'email_alert_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list', { enum: EMAIL_ALERT_LISTS }).notNull(),
    status: text('status', { enum: EMAIL_ALERT_STATUSES }).notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    /** When the last confirmation mail was queued: re-sending waits a little after it. */
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    unsubscribeNonce: text('unsubscribe_nonce').notNull(),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_alert_subscriptions_user_list_idx').on(t.userId, t.list),
    uniqueIndex('email_alert_subscriptions_confirm_idx').on(t.confirmTokenHash),
    uniqueIndex('email_alert_subscriptions_unsubscribe_idx').on(t.unsubscribeTokenHash),
    // The jobs read a list's active subscriptions in id order, a batch at a time.
    index('email_alert_subscriptions_active_idx')
      .on(t.list, t.id)
      .where(sql`${t.status} = 'active'`),
    check(
      'email_alert_subscriptions_list_known',
      sql`${t.list} in ('daily_wrap', 'watchlist_earnings', 'new_reports')`,
    ),
    check(
      'email_alert_subscriptions_status_known',
      sql`${t.status} in ('pending', 'active', 'unsubscribed')`,
    ),
  ],
);

/**
 * One alert mail queued for a subscription and a period (`wrap:2026-01-06`,
 * `earnings:2026-01-06`, `report:42`): the unique key is what keeps a job that runs twice (a
 * retry, two processes, a restart) from mailing twice; the row and the mail's job commit together.
 */
export const emailAlertDeliveries = pgTable(
  'email_alert_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => emailAlertSubscriptions.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_alert_deliveries_subscription_period_idx').on(t.subscriptionId, t.periodKey),
  ],
);
