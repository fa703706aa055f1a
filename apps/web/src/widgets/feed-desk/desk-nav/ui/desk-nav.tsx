import { Avatar } from '@tapetv/ui/avatar';
import { Button } from '@tapetv/ui/button';
import { ChatIcon, FeedIcon, SchoolIcon, VideoIcon, WatchlistIcon } from '@tapetv/ui/icons';
import { CalendarIcon, ChartIcon } from '@tapetv/ui/section-icons';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useId } from 'react';
import { Link, NavLink } from 'react-router';
import { groupListsAtom, loadGroupListsAtom } from '@/entities/group';
import { paths } from '@/shared/config';
import styles from './desk-nav.module.css';

/** How many of the member's groups the column lists; "All groups" has the rest. */
export const DESK_GROUPS_MAX = 6;

const SHORTCUTS = [
  { to: paths.feed, label: 'Your feed', Icon: FeedIcon },
  { to: paths.groups, label: 'Groups', Icon: ChatIcon },
  { to: paths.watchlist, label: 'Watchlists', Icon: WatchlistIcon },
  { to: '/markets/stocks', label: 'Markets', Icon: ChartIcon },
  { to: '/economic-calendar', label: 'Economic calendar', Icon: CalendarIcon },
  { to: paths.tradingSchool, label: 'Trading School', Icon: SchoolIcon },
  { to: '/tapetv-live', label: 'TapeTV Live', Icon: VideoIcon },
] as const;

/**
 * The desk's left column on a wide screen (issue 21): where a member goes from the feed, and the
 * groups they are in, most recently active first, each a link to its page.
 */
export function DeskNav() {
  const groupsHeading = useId();
  return (
    <nav aria-label="Desk" className={styles.nav}>
      <ul className={styles.shortcuts}>
        {SHORTCUTS.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink to={to} end className={styles.shortcut}>
              <Icon className={styles.icon} />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
      <section aria-labelledby={groupsHeading} className={styles.groups}>
        <h2 id={groupsHeading} className={styles.heading}>
          Your groups
        </h2>
        <YourGroups />
      </section>
    </nav>
  );
}

function YourGroups() {
  const store = useStore();
  const { status, joined } = useAtomValue(groupListsAtom);
  const load = useSetAtom(loadGroupListsAtom);
  useEffect(() => {
    if (store.get(groupListsAtom).status === 'idle') void load();
  }, [store, load]);

  if (joined.length === 0 && (status === 'idle' || status === 'loading')) {
    return (
      <ul className={styles.list} aria-busy="true" aria-label="Loading your groups">
        {[0, 1, 2].map((key) => (
          <li key={key} className={styles.skeletonRow}>
            <span className={styles.avatarSkeleton} />
            <span className={styles.lineSkeleton} />
          </li>
        ))}
      </ul>
    );
  }
  if (joined.length === 0 && status === 'error') {
    return (
      <div className={styles.message}>
        <p>Your groups could not be loaded.</p>
        <Button size="sm" variant="secondary" onClick={() => void load()}>
          Try again
        </Button>
      </div>
    );
  }
  if (joined.length === 0) {
    return (
      <div className={styles.message}>
        <p>You are not in a group yet.</p>
        <Link to={paths.groups} className={styles.more}>
          Find a group
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className={styles.list}>
        {joined.slice(0, DESK_GROUPS_MAX).map((group) => (
          <li key={group.id}>
            <NavLink to={paths.group(group.id, group.group_title)} className={styles.group}>
              <Avatar src={group.avatar} name={group.group_title} decorative size="sm" />
              <span className={styles.groupName}>{group.group_title}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      <Link to={paths.groups} className={styles.more}>
        All groups
      </Link>
    </>
  );
}
