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
import type { ComponentType } from 'react';
import { useNavigate } from 'react-router';
import {
  type Badge,
  loadNotificationsAtom,
  type MessageItem,
  markAllReadAtom,
  markNotificationReadAtom,
  notificationsAtom,
} from '@/entities/notification';
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
  /** The messages dropdown lists conversations instead of notifications. */
  conversations?: readonly MessageItem[];
  defaultOpen?: boolean;
}

/**
 * A header dropdown of the member's notifications of one badge, newest first: each opens what it
 * is about and is marked read (spec point 4: only once the server agrees); "Mark all read" when
 * some are unread; skeletons while the lists load, an error with a retry, an empty state.
 */
function ActivityMenu({
  viewerId,
  label,
  Icon,
  badge,
  empty,
  seeAll,
  items: notificationItems,
  conversations,
  defaultOpen = false,
}: ActivityMenuProps) {
  const items = conversations ?? notificationItems;
  const navigate = useNavigate();
  const { status, error, unread } = useAtomValue(notificationsAtom);
  const now = useAtomValue(nowAtom);
  const markRead = useSetAtom(markNotificationReadAtom);
  const markAll = useSetAtom(markAllReadAtom);
  const reload = useSetAtom(loadNotificationsAtom);
  const count = unread[badge];
  const open = (item: NotificationData) => {
    void markRead(item);
    navigate(item.url);
  };
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
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
            : notificationItems.map((item) => (
                <DropdownMenuItem
                  key={item.id}
                  className={styles.activityItem}
                  onSelect={() => open(item)}
                >
                  <NotificationSummary notification={item} now={now} />
                </DropdownMenuItem>
              ))}
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
        seeAll={{ label: 'See all notifications', to: paths.notifications }}
      />
    </>
  );
}
