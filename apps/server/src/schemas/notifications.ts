import { type Static, Type } from 'typebox';
import { MUTABLE_NOTIFICATION_KINDS } from '../db/schema/index.ts';
import { Notification, UnreadCounts } from './events.ts';
import { MessageItem } from './messages.ts';

/** How many notifications each list of `GET /api/{userId}/notifications` holds (the newest). */
export const NOTIFICATION_LIST_SIZE = 20;
/** How many notifications a page of `GET /api/notifications` holds. */
export const NOTIFICATION_PAGE_SIZE = 30;

export type UnreadCountsView = Static<typeof UnreadCounts>;

/** The lists `GET /api/notifications?kind=` filters by: one per header dropdown, or all. */
export const NOTIFICATION_FILTERS = ['all', 'activity', 'follower', 'message'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

const List = (what: string) =>
  Type.Array(Notification, { description: `${what}; the newest ${NOTIFICATION_LIST_SIZE}` });

/** Spec point 3 "Notification": the five lists (and fired price alerts), and the header's unread counts. */
export const NotificationsResponse = Type.Object({
  message: Type.Array(MessageItem, {
    description: `The member’s conversations (spec point 3 "Message item"), most recent first; the newest ${NOTIFICATION_LIST_SIZE}`,
  }),
  follower: List('Follower notifications (spec point 3 "Follower notification")'),
  reaction: List('Reactions to the member’s posts'),
  comment: List('Comments on the member’s posts'),
  pollVote: List('Votes in the member’s polls'),
  priceAlert: List('The member’s price alerts that fired'),
  calendarReminder: Type.Optional(List('The member’s calendar reminders that fired')),
  webinarReminder: Type.Optional(List('The member’s webinar reminders that fired')),
  unread: UnreadCounts,
});

/** A page of the full list (the notifications screen), newest first. */
export const NotificationsPage = Type.Object({
  data: Type.Array(Notification),
  nextBefore: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Pass as `before` for the next (older) page; null after the last page',
  }),
});

/** What a mark-read call answers: the changed read markers and the badges after them. */
export const MarkReadResponse = Type.Object({
  ids: Type.Array(Type.Integer(), {
    description: 'The notifications now read (already read ones too)',
  }),
  read_at: Type.String({ format: 'date-time' }),
  unread: UnreadCounts,
});

/**
 * The kinds a member muted: while muted, none of that kind is written for them (and no event goes
 * out, so the badges keep still). Direct messages are conversations and cannot be muted.
 */
const MutedKinds = Type.Array(Type.Enum(MUTABLE_NOTIFICATION_KINDS), {
  uniqueItems: true,
  maxItems: MUTABLE_NOTIFICATION_KINDS.length,
  description: `Muted kinds, each at most once, among ${MUTABLE_NOTIFICATION_KINDS.join(', ')}`,
});

/** `GET` and `PUT /api/notifications/settings`: the member's notification settings. */
export const NotificationSettings = Type.Object({ muted: MutedKinds });

/** What saving the settings answers: the settings as saved. */
export const NotificationSettingsSaved = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  muted: MutedKinds,
});
