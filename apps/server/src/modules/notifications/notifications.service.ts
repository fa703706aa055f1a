import { channelNames } from '@tapetv/realtime/channels';
import type { Database, Executor } from '../../db/client.ts';
import { MUTABLE_NOTIFICATION_KINDS, type MutableNotificationKind } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { NotificationView } from '../../schemas/events.ts';
import {
  NOTIFICATION_LIST_SIZE,
  NOTIFICATION_PAGE_SIZE,
  type NotificationFilter,
  type UnreadCountsView,
} from '../../schemas/notifications.ts';
import type { Broadcaster } from '../realtime/broadcaster.ts';
import { presentNotification } from '../users/notifications.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import {
  FILTER_KINDS,
  type NotificationsRepository,
  type NotificationWithActor,
} from './notifications.repository.ts';

/** Who a notification without a member behind it comes from. */
export const PRODUCT_ACTOR = { id: 0, name: 'TapeTV', avatar: null };

const present = (row: NotificationWithActor): NotificationView =>
  presentNotification(row, row.actor ?? PRODUCT_ACTOR, row.followedBack ?? undefined);

export interface NotificationSettings {
  muted: MutableNotificationKind[];
}

export interface MarkReadResult {
  ids: number[];
  read_at: string;
  unread: UnreadCountsView;
}

/**
 * A member's notifications (spec point 3 "Notification", point 4 "Notifications"): only their
 * owner reads them or marks them read. Read markers live on the server, so the header's badges
 * are counted here and stay right across reloads and tabs: every change of them is published on
 * the member's notifications channel (`notifications-read`), which their other tabs apply.
 */
export class NotificationsService {
  private readonly now: () => Date;
  constructor(
    private readonly deps: {
      db: Database;
      notifications: NotificationsRepository;
      users: Pick<UsersRepository, 'mutedNotifications' | 'updateMutedNotifications'>;
      broadcaster: Pick<Broadcaster, 'transaction'>;
      now?: () => Date;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  private own(viewer: UserRow, userId: number) {
    if (userId !== viewer.id) throw forbidden('You can only read your own notifications.');
  }

  /**
   * `GET /api/{userId}/notifications`: the newest of the lists but one, and the badges (the
   * route adds the sixth, `message`: the member's conversations, from the messages module).
   */
  async summary(viewer: UserRow, userId: number) {
    this.own(viewer, userId);
    const repo = this.deps.notifications;
    const newest = async (kind: NotificationView['kind']) =>
      (await repo.list(viewer.id, { kinds: [kind], limit: NOTIFICATION_LIST_SIZE })).map(present);
    const [
      follower,
      reaction,
      comment,
      pollVote,
      priceAlert,
      calendarReminder,
      webinarReminder,
      unread,
    ] = await Promise.all([
      newest('follower'),
      newest('reaction'),
      newest('comment'),
      newest('pollVote'),
      newest('priceAlert'),
      newest('calendarReminder'),
      newest('webinarReminder'),
      repo.unreadCounts(viewer.id),
    ]);
    return {
      follower,
      reaction,
      comment,
      pollVote,
      priceAlert,
      calendarReminder,
      webinarReminder,
      unread,
    };
  }

  /** A page of the member's notifications, newest first, of one badge's kinds or all. */
  async page(viewer: UserRow, query: { kind?: NotificationFilter; before?: number }) {
    const rows = await this.deps.notifications.list(viewer.id, {
      kinds: FILTER_KINDS[query.kind ?? 'all'],
      ...(query.before === undefined ? {} : { before: query.before }),
      limit: NOTIFICATION_PAGE_SIZE + 1,
    });
    const page = rows.slice(0, NOTIFICATION_PAGE_SIZE);
    return {
      data: page.map(present),
      nextBefore: rows.length > NOTIFICATION_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
    };
  }

  /** The notification kinds the member muted, in `MUTABLE_NOTIFICATION_KINDS` order. */
  async settings(viewer: UserRow): Promise<NotificationSettings> {
    return { muted: await this.deps.users.mutedNotifications(viewer.id) };
  }

  /**
   * Replaces the member's muted kinds (the route's schema allows only mutable ones, each once).
   * From now on none of those is written for them, so no event goes out and the badges keep
   * still; the notifications they already have stay as they are.
   */
  async updateSettings(
    viewer: UserRow,
    muted: readonly MutableNotificationKind[],
  ): Promise<NotificationSettings> {
    const ordered = MUTABLE_NOTIFICATION_KINDS.filter((kind) => muted.includes(kind));
    await this.deps.users.updateMutedNotifications(viewer.id, ordered);
    return { muted: ordered };
  }

  /** Marks one notification read (owner only); reading it again keeps the first time. */
  async markRead(viewer: UserRow, id: number): Promise<MarkReadResult> {
    return this.mark(viewer, { ids: [id] }, async (tx) => {
      const row = await this.deps.notifications.findById(id, tx);
      if (!row) throw notFound('This notification does not exist.');
      if (row.userId !== viewer.id) throw forbidden('You can only read your own notifications.');
      return row.readAt;
    });
  }

  /**
   * Marks the member's unread notifications among `ids` read (a group of them), or else every
   * unread one of one badge's kinds (or all).
   */
  markAllRead(
    viewer: UserRow,
    kind: NotificationFilter = 'all',
    ids?: readonly number[],
  ): Promise<MarkReadResult> {
    return this.mark(viewer, ids ? { ids } : { kinds: FILTER_KINDS[kind] });
  }

  /**
   * Marks notifications read and counts the badges after it, one change of a member's read
   * markers at a time (their user row is held, as a follow or unfollow of them holds it), so
   * each answer and event carries the counts as of its own commit. `check` runs first, inside.
   */
  private mark(
    viewer: UserRow,
    target: Parameters<NotificationsRepository['markRead']>[1],
    check?: (tx: Executor) => Promise<Date | null>,
  ): Promise<MarkReadResult> {
    const at = this.now();
    return this.deps.broadcaster.transaction(this.deps.db, async (tx, queue) => {
      await this.deps.notifications.lockMember(viewer.id, tx);
      const readBefore = check ? await check(tx) : null;
      const ids = await this.deps.notifications.markRead(viewer.id, target, at, tx);
      const unread = await this.deps.notifications.unreadCounts(viewer.id, tx);
      const result = { ids, read_at: at.toISOString(), unread };
      if (ids.length > 0)
        queue(channelNames.userNotifications(viewer.id), 'notifications-read', result);
      // One notification read again: the answer names it with the time it was first read.
      if (check && 'ids' in target)
        return { ...result, ids: [...target.ids], read_at: (readBefore ?? at).toISOString() };
      return result;
    });
  }
}
