import type { UserData } from '@tapetv/api-client';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@tapetv/ui/dropdown-menu';
import { EmptyState } from '@tapetv/ui/empty-state';
import { useAtomValue } from 'jotai';
import type { ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { liveFollowersAtom, liveNotificationsAtom } from '@/entities/notification';
import { paths } from '@/shared/config';
import { SoonBadge } from '@/shared/ui/soon-badge';
import styles from './header.module.css';
import { ACTIVITY_MENUS, MENU_TRIGGER_ATTRIBUTE } from './member-menu-triggers.tsx';

interface ActivityMenuProps {
  label: string;
  Icon: ComponentType<{ 'aria-hidden'?: boolean; className?: string }>;
  empty: string;
  seeAll: { label: string; to: string };
  /** What arrived live since the page loaded, newest first. */
  items?: readonly { id: number; title: string; url: string }[];
  defaultOpen?: boolean;
}

/**
 * A header dropdown of recent activity. The stored lists (followers, messages, notifications)
 * arrive with their own issues; until then each shows what arrived live since the page loaded
 * (new followers, notifications), or its empty state, and its see-all link.
 */
function ActivityMenu({
  label,
  Icon,
  empty,
  seeAll,
  items = [],
  defaultOpen = false,
}: ActivityMenuProps) {
  const navigate = useNavigate();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger
        className={styles.iconTrigger}
        aria-label={label}
        {...{ [MENU_TRIGGER_ATTRIBUTE]: label }}
      >
        <Icon aria-hidden className={styles.triggerIcon} />
      </DropdownMenuTrigger>
      <DropdownMenuContent width="wide">
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {items.length === 0 ? (
          <div className={styles.activityEmpty}>
            <EmptyState size="compact" title={empty} />
          </div>
        ) : (
          items.map((item) => (
            <DropdownMenuItem key={item.id} onSelect={() => navigate(item.url)}>
              {item.title}
            </DropdownMenuItem>
          ))
        )}
        <DropdownMenuSeparator />
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
  const notifications = useAtomValue(liveNotificationsAtom);
  const newFollowers = useAtomValue(liveFollowersAtom);
  const [followers, messages, notificationsMenu] = ACTIVITY_MENUS;
  return (
    <>
      <ActivityMenu
        {...followers}
        defaultOpen={openMenu === followers.label}
        empty="No new followers yet"
        items={newFollowers}
        seeAll={{ label: 'See all followers', to: paths.profileFollows(viewer.userName) }}
      />
      <ActivityMenu
        {...messages}
        defaultOpen={openMenu === messages.label}
        empty="No messages yet"
        seeAll={{ label: 'See all messages', to: paths.messages }}
      />
      <ActivityMenu
        {...notificationsMenu}
        defaultOpen={openMenu === notificationsMenu.label}
        empty="You are all caught up"
        items={notifications}
        seeAll={{ label: 'See all notifications', to: paths.notifications }}
      />
    </>
  );
}
