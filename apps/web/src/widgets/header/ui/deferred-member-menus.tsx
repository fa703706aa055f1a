import type { UserData } from '@tapetv/api-client';
import { Avatar } from '@tapetv/ui/avatar';
import { BellIcon, ChatIcon } from '@tapetv/ui/icons';
import {
  type FocusEvent,
  type KeyboardEvent,
  lazy,
  type PointerEvent,
  Suspense,
  startTransition,
  useState,
} from 'react';
import { Link } from 'react-router';
import type { UnreadCounts } from '@/entities/notification';
import { paths } from '@/shared/config';
import styles from './header.module.css';
import {
  ACTIVITY_MENUS,
  MENU_TRIGGER_ATTRIBUTE,
  PROFILE_MENU_LABEL,
  TriggerIcon,
  triggerName,
} from './member-menu-triggers.tsx';

const loadMemberMenus = () => import('./member-menus.tsx');
const MemberMenus = lazy(() => loadMemberMenus().then((m) => ({ default: m.MemberMenus })));
const MemberNotifications = lazy(() => import('./member-notifications.tsx'));

const NOTHING_UNREAD: UnreadCounts = { follower: 0, message: 0, activity: 0 };

/**
 * The member's header dropdowns without their code in the first paint (issue 12: the menu,
 * popper and focus-trap code is ~20 kB gzip). Until it loads, each trigger is a plain button that
 * looks and is announced the same (a button with a menu, collapsed); pointing at or focusing one
 * loads the menus, and a menu opened before they arrive (pointer down, Enter, Space, Arrow Down,
 * or a screen reader's click) opens as soon as they do.
 */
export function DeferredMemberMenus({ viewer }: { viewer: UserData }) {
  // The badges, from the notifications code once it has loaded (just after the first paint).
  const [unread, setUnread] = useState(NOTHING_UNREAD);
  const phoneUnread = unread.activity + unread.follower;
  const [wanted, setWanted] = useState(false);
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [focusMenu, setFocusMenu] = useState<string | null>(null);

  // In a transition, so the placeholders (and the focus on one) stay until the menus are ready.
  const load = () => {
    void loadMemberMenus();
    startTransition(() => setWanted(true));
  };
  const open = (label: string) => {
    setOpenMenu((current) => current ?? label);
    load();
  };
  const triggerProps = (label: string) => ({
    type: 'button' as const,
    'aria-label': label,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    'data-state': 'closed',
    [MENU_TRIGGER_ATTRIBUTE]: label,
    onPointerEnter: load,
    onFocus: () => {
      setFocusMenu(label);
      load();
    },
    onBlur: (event: FocusEvent) => {
      if (event.relatedTarget) setFocusMenu(null);
    },
    onPointerDown: (event: PointerEvent) => {
      if (event.button === 0 && !event.ctrlKey) open(label);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
        event.preventDefault();
        setFocusMenu(label);
        open(label);
      }
    },
    onClick: () => open(label),
  });

  const placeholders = (
    <>
      <div className={styles.activity}>
        {ACTIVITY_MENUS.map(({ label, Icon, badge }) => (
          <button
            key={label}
            className={styles.iconTrigger}
            {...triggerProps(label)}
            aria-label={triggerName(label, unread[badge])}
          >
            <TriggerIcon Icon={Icon} unread={unread[badge]} />
          </button>
        ))}
      </div>
      <button className={styles.avatarButton} {...triggerProps(PROFILE_MENU_LABEL)}>
        <Avatar src={viewer.avatar} name={viewer.name} size="md" />
      </button>
    </>
  );
  return (
    <>
      {/* Notifications are received from the first paint, whether or not a menu was opened. */}
      <Suspense fallback={null}>
        <MemberNotifications viewerId={viewer.id} onUnread={setUnread} />
      </Suspense>
      {/* Phones have no room for the three dropdowns: links to the two screens instead. */}
      <Link
        to={paths.messages}
        className={`${styles.iconTrigger} ${styles.phoneOnly}`}
        aria-label={triggerName('Messages', unread.message)}
      >
        <TriggerIcon Icon={ChatIcon} unread={unread.message} />
      </Link>
      <Link
        to={paths.notifications}
        className={`${styles.iconTrigger} ${styles.phoneOnly}`}
        aria-label={triggerName('Notifications', phoneUnread)}
      >
        <TriggerIcon Icon={BellIcon} unread={phoneUnread} />
      </Link>
      <Suspense fallback={placeholders}>
        {wanted ? (
          <MemberMenus viewer={viewer} openMenu={openMenu} focusMenu={focusMenu} />
        ) : (
          placeholders
        )}
      </Suspense>
    </>
  );
}
