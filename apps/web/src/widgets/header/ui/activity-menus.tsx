import type { UserData } from '@tapetv/api-client';
import type { NotificationData } from '@tapetv/realtime';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@tapetv/ui/dropdown-menu';
import { EmptyState } from '@tapetv/ui/empty-state';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ComponentType, Fragment, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type Badge,
  groupNotifications,
  loadNotificationsAtom,
  type MessageItem,
  markAllReadAtom,
  markGroupReadAtom,
  markNotificationReadAtom,
  type NotificationGroup,
  notificationsAtom,
} from '@/entities/notification';
import { followMemberAtom, followPendingAtomFamily } from '@/features/profile/follow';
import { paths } from '@/shared/config';
import { nowAtom } from '@/shared/lib/time';
import { ConversationSummary } from '@/shared/ui/conversation-summary';
import { NotificationSummary, NotificationSummarySkeleton } from '@/shared/ui/notification-summary';
import { SoonBadge } from '@/shared/ui/soon-badge';
import styles from './header.module.css';
import {
  ACTIVITY_MENUS,
  badgeLabel,
  MENU_TRIGGER_ATTRIBUTE,
  TriggerIcon,
  triggerName,
} from './member-menu-triggers.tsx';

interface ActivityMenuProps {
  viewerId: number;
  label: string;
  Icon: ComponentType<{ 'aria-hidden'?: boolean; className?: string }>;
  badge: Badge;
  empty: string;
  seeAll: { label: string; to: string };
  items: readonly NotificationData[];
  /** Reactions, comments and votes about one post shown as one line, expanded on selecting it. */
  grouped?: boolean;
  /** The messages dropdown lists conversations instead of notifications. */
  conversations?: readonly MessageItem[];
  /** The followers menu offers "Follow back" under a follower the member does not follow. */
  followBack?: boolean;
  defaultOpen?: boolean;
}

/**
 * "Follow back" under a new follower: follows them (after the server agrees, as every follow)
 * and goes away; the menu stays open. Busy while the follow is on its way.
 */
function FollowBackItem({ follower }: { follower: NotificationData }) {
  const follow = useSetAtom(followMemberAtom);
  const pending = useAtomValue(followPendingAtomFamily(follower.user.id));
  return (
    <DropdownMenuItem
      className={styles.followBackItem}
      disabled={pending}
      aria-label={`Follow back ${follower.user.name}`}
      onSelect={(event) => {
        event.preventDefault();
        void follow(follower.user.id);
      }}
    >
      {pending ? 'Following…' : 'Follow back'}
    </DropdownMenuItem>
  );
}

/** Each notification a line of its own (the followers menu). */
const ungrouped = (items: readonly NotificationData[]): NotificationGroup[] =>
  items.map((item) => ({ key: `one:${item.id}`, items: [item], summary: item }));

/**
 * A header dropdown of the member's notifications of one badge, newest first: each opens what it
 * is about and is marked read (spec point 4: only once the server agrees); "Mark all read" when
 * some are unread; skeletons while the lists load, an error with a retry, an empty state.
 * Grouped, several reactions (comments, votes) to one post are one line ("Sam and 12 others
 * reacted…"); selecting it shows them below it, and opening any of them reads the whole group.
 */
function ActivityMenu({
  viewerId,
  label,
  Icon,
  badge,
  empty,
  seeAll,
  items: notificationItems,
  grouped = false,
  conversations,
  followBack = false,
  defaultOpen = false,
}: ActivityMenuProps) {
  const items = conversations ?? notificationItems;
  const navigate = useNavigate();
  const { status, error, unread } = useAtomValue(notificationsAtom);
  const now = useAtomValue(nowAtom);
  const markRead = useSetAtom(markNotificationReadAtom);
  const markGroupRead = useSetAtom(markGroupReadAtom);
  const markAll = useSetAtom(markAllReadAtom);
  const reload = useSetAtom(loadNotificationsAtom);
  const count = unread[badge];
  const groups = useMemo(
    () => (grouped ? groupNotifications : ungrouped)(notificationItems),
    [grouped, notificationItems],
  );
  /** The keys of the groups shown expanded. */
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const open = (item: NotificationData) => {
    void markRead(item);
    navigate(item.url);
  };
  const openFromGroup = (group: NotificationGroup, item: NotificationData) => {
    void markGroupRead(group.items);
    navigate(item.url);
  };
  return (
    <DropdownMenu
      defaultOpen={defaultOpen}
      // Opened again, the menu shows every group folded, as the list it summarises.
      onOpenChange={(isOpen) => {
        if (!isOpen) setExpanded(new Set());
      }}
    >
      <DropdownMenuTrigger
        className={styles.iconTrigger}
        aria-label={triggerName(label, count)}
        {...{ [MENU_TRIGGER_ATTRIBUTE]: label }}
      >
        <TriggerIcon Icon={Icon} unread={count} />
      </DropdownMenuTrigger>
      <DropdownMenuContent width="wide" aria-busy={status === 'loading'}>
        <DropdownMenuLabel className={styles.activityMenuHeader}>
          {label}
          {count > 0 && <span>{badgeLabel(count)} unread</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup className={styles.activityList}>
          {/* Only items, groups and separators may sit in a menu: plain text here, no live regions. */}
          {items.length === 0 && (status === 'loading' || status === 'idle') && (
            <div className={styles.activityLoading}>
              <span className={styles.srOnly}>Loading {label}…</span>
              <NotificationSummarySkeleton />
              <NotificationSummarySkeleton />
              <NotificationSummarySkeleton />
            </div>
          )}
          {items.length === 0 && status === 'error' && (
            <p className={styles.activityError}>
              {label} could not be loaded. {error}
            </p>
          )}
          {items.length === 0 && status === 'error' && (
            <DropdownMenuItem
              onSelect={(event) => {
                event.preventDefault();
                void reload(viewerId);
              }}
            >
              Try again
            </DropdownMenuItem>
          )}
          {items.length === 0 && status === 'ready' && (
            <div className={styles.activityEmpty}>
              <EmptyState size="compact" title={empty} />
            </div>
          )}
          {conversations
            ? conversations.map((conversation) => (
                <DropdownMenuItem
                  key={conversation.id}
                  className={styles.activityItem}
                  onSelect={() => navigate(conversation.url)}
                >
                  <ConversationSummary conversation={conversation} now={now} />
                </DropdownMenuItem>
              ))
            : groups.map((group) => {
                const [item] = group.items;
                if (group.items.length === 1 && item)
                  return (
                    <Fragment key={group.key}>
                      <DropdownMenuItem className={styles.activityItem} onSelect={() => open(item)}>
                        <NotificationSummary notification={item} now={now} />
                      </DropdownMenuItem>
                      {followBack && item.kind === 'follower' && item.followed_back === false && (
                        <FollowBackItem follower={item} />
                      )}
                    </Fragment>
                  );
                const isExpanded = expanded.has(group.key);
                return (
                  <Fragment key={group.key}>
                    <DropdownMenuItem
                      className={styles.activityItem}
                      aria-expanded={isExpanded}
                      onSelect={(event) => {
                        // Expanding keeps the menu open; only opening a notification closes it.
                        event.preventDefault();
                        toggle(group.key);
                      }}
                    >
                      <NotificationSummary
                        notification={group.summary}
                        now={now}
                        count={group.items.length}
                        expanded={isExpanded}
                      />
                    </DropdownMenuItem>
                    {isExpanded &&
                      group.items.map((member) => (
                        <DropdownMenuItem
                          key={member.id}
                          className={styles.activityGroupItem}
                          onSelect={() => openFromGroup(group, member)}
                        >
                          <NotificationSummary notification={member} now={now} />
                        </DropdownMenuItem>
                      ))}
                  </Fragment>
                );
              })}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        {count > 0 && !conversations && (
          <DropdownMenuItem
            onSelect={(event) => {
              event.preventDefault();
              void markAll(badge);
            }}
          >
            Mark all read
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => navigate(seeAll.to)}>
          {seeAll.label}
          <SoonBadge to={seeAll.to} />
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function ActivityMenus({
  viewer,
  openMenu,
}: {
  viewer: UserData;
  /** The menu to show open when these mount (opened before their code had loaded). */
  openMenu?: string | null;
}) {
  const {
    activity,
    followers: newFollowers,
    messages: messageList,
  } = useAtomValue(notificationsAtom);
  const [followers, messages, notifications] = ACTIVITY_MENUS;
  return (
    <>
      <ActivityMenu
        {...followers}
        viewerId={viewer.id}
        defaultOpen={openMenu === followers.label}
        empty="No new followers yet"
        items={newFollowers}
        followBack
        seeAll={{ label: 'See all followers', to: paths.profileFollows(viewer.userName) }}
      />
      <ActivityMenu
        {...messages}
        viewerId={viewer.id}
        defaultOpen={openMenu === messages.label}
        empty="No messages yet"
        items={[]}
        conversations={messageList}
        seeAll={{ label: 'See all messages', to: paths.messages }}
      />
      <ActivityMenu
        {...notifications}
        viewerId={viewer.id}
        defaultOpen={openMenu === notifications.label}
        empty="You are all caught up"
        items={activity}
        grouped
        seeAll={{ label: 'See all notifications', to: paths.notifications }}
      />
    </>
  );
}
