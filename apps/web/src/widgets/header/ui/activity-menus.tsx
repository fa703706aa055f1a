import { BellIcon, ChatBubbleIcon, PersonIcon } from '@radix-ui/react-icons';
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
import { paths } from '@/shared/config';
import { SoonBadge } from '@/shared/ui/soon-badge';
import { liveNotificationsAtom } from '../model/notifications.atoms.ts';
import { useNotificationsLive } from '../model/use-notifications-live.ts';
import styles from './header.module.css';

interface ActivityMenuProps {
  label: string;
  Icon: ComponentType<{ 'aria-hidden'?: boolean; className?: string }>;
  empty: string;
  seeAll: { label: string; to: string };
  /** What arrived live since the page loaded, newest first. */
  items?: readonly { id: number; title: string; url: string }[];
}

/**
 * A header dropdown of recent activity. The stored lists (followers, messages, notifications)
 * arrive with their own issues; until then each shows what arrived live since the page loaded
 * (notifications), or its empty state, and its see-all link.
 */
function ActivityMenu({ label, Icon, empty, seeAll, items = [] }: ActivityMenuProps) {
  const navigate = useNavigate();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={styles.iconTrigger} aria-label={label}>
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

export function ActivityMenus({ viewer }: { viewer: UserData }) {
  useNotificationsLive();
  const notifications = useAtomValue(liveNotificationsAtom);
  return (
    <>
      <ActivityMenu
        label="Followers"
        Icon={PersonIcon}
        empty="No new followers yet"
        seeAll={{ label: 'See all followers', to: `${paths.profile(viewer.userName)}/follow` }}
      />
      <ActivityMenu
        label="Messages"
        Icon={ChatBubbleIcon}
        empty="No messages yet"
        seeAll={{ label: 'See all messages', to: paths.messages }}
      />
      <ActivityMenu
        label="Notifications"
        Icon={BellIcon}
        empty="You are all caught up"
        items={notifications}
        seeAll={{ label: 'See all notifications', to: paths.notifications }}
      />
    </>
  );
}
