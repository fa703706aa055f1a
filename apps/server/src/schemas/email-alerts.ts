import { type Static, Type } from 'typebox';
import { EMAIL_ALERT_LISTS } from '../db/schema/index.ts';

/**
 * Email alerts (issue 20): a member's subscriptions to three mailing lists, each turned on with a
 * double opt-in (a mailed confirmation link) and off from the page or any alert mail's one-click
 * unsubscribe link.
 */

/** How long a confirmation link works. */
export const CONFIRM_LINK_HOURS = 48;
/** How long after a confirmation mail another may be asked for. */
export const RESEND_WAIT_SECONDS = 60;

export const EmailAlertListName = Type.Enum(EMAIL_ALERT_LISTS, {
  description:
    'daily_wrap: the market wrap after the US close; watchlist_earnings: earnings of the watchlists’ symbols in the next 7 days; new_reports: each new specialized report',
});
export type EmailAlertListNameView = Static<typeof EmailAlertListName>;

export const EmailAlertState = Type.Enum(['off', 'pending', 'active'], {
  description: 'off, pending (waiting for the mailed link to be opened), or active',
});
export type EmailAlertStateView = Static<typeof EmailAlertState>;

export const EmailAlert = Type.Object({
  list: EmailAlertListName,
  title: Type.String(),
  description: Type.String(),
  schedule: Type.String({ description: 'When its mail goes out, in words' }),
  status: EmailAlertState,
  resend_available_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'Pending: when another confirmation mail may be asked for; otherwise null',
  }),
});
export type EmailAlertView = Static<typeof EmailAlert>;

/** `GET /api/emailAlerts`. */
export const EmailAlerts = Type.Object({
  email: Type.String({ description: 'Where the alerts go: the member’s address' }),
  lists: Type.Array(EmailAlert),
});
export type EmailAlertsView = Static<typeof EmailAlerts>;

export const EmailAlertParams = Type.Object({ list: EmailAlertListName });

export const ConfirmEmailAlertBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
});

/** What a confirmation or an unsubscribe changed. */
export const EmailAlertChange = Type.Object({
  list: EmailAlertListName,
  title: Type.String(),
  status: EmailAlertState,
  message: Type.String(),
});
export type EmailAlertChangeView = Static<typeof EmailAlertChange>;

export const UnsubscribeParams = Type.Object({
  // Not narrowed further: a mangled link gets the page that says so, not a validation error.
  token: Type.String({ minLength: 1, maxLength: 200 }),
});
