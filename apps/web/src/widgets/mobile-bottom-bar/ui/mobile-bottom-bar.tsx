import {
  FeedIcon,
  HomeIcon,
  MenuIcon,
  SchoolIcon,
  VideoIcon,
  WatchlistIcon,
} from '@tapetv/ui/icons';
import { useAtomValue } from 'jotai';
import { NavLink } from 'react-router';
import { signedInViewerAtom } from '@/entities/session';
import { paths } from '@/shared/config';
import styles from './mobile-bottom-bar.module.css';

const SECTIONS = [
  { to: paths.tradingSchool, label: 'Trading School', Icon: SchoolIcon },
  { to: paths.watchlist, label: 'Watchlists', Icon: WatchlistIcon },
  { to: paths.ceoInterviews, label: 'CEO Interviews', Icon: VideoIcon },
] as const;

/**
 * The phone navigation (below 768 px): spec point 2's Trading School, Watchlists, CEO Interviews
 * and Menu, after a way back to where one starts, the feed for a member and home for a visitor.
 */
export function MobileBottomBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const member = useAtomValue(signedInViewerAtom) !== null;
  const start = member
    ? { to: paths.feed, label: 'Feed', Icon: FeedIcon }
    : { to: paths.home, label: 'Home', Icon: HomeIcon };
  return (
    <nav className={styles.bar} aria-label="Sections" data-testid="mobile-bottom-bar">
      {[start, ...SECTIONS].map(({ to, label, Icon }) => (
        <NavLink key={to} to={to} end={to === start.to} className={styles.item}>
          <Icon className={styles.icon} />
          <span className={styles.label}>{label}</span>
        </NavLink>
      ))}
      <button type="button" className={styles.item} onClick={onOpenMenu}>
        <MenuIcon className={styles.icon} />
        <span className={styles.label}>Menu</span>
      </button>
    </nav>
  );
}
