import { DashboardIcon, HamburgerMenuIcon, ListBulletIcon, VideoIcon } from '@radix-ui/react-icons';
import { NavLink } from 'react-router';
import { isBuiltUrl, paths } from '@/shared/config';
import styles from './mobile-bottom-bar.module.css';

const LINKS = [
  { to: paths.tradingSchool, label: 'Trading School', Icon: DashboardIcon },
  { to: paths.watchlist, label: 'Watchlists', Icon: ListBulletIcon },
  { to: paths.ceoInterviews, label: 'CEO Interviews', Icon: VideoIcon },
] as const;

/**
 * The phone navigation of spec point 2 (below 768 px): three sections and the menu. A section not
 * built yet carries a "Soon" mark.
 */
export function MobileBottomBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  return (
    <nav className={styles.bar} aria-label="Sections" data-testid="mobile-bottom-bar">
      {LINKS.map(({ to, label, Icon }) => (
        <NavLink key={to} to={to} className={styles.item}>
          <Icon aria-hidden className={styles.icon} />
          <span>{label}</span>
          {!isBuiltUrl(to) && <span className={styles.soon}>Soon</span>}
        </NavLink>
      ))}
      <button type="button" className={styles.item} onClick={onOpenMenu}>
        <HamburgerMenuIcon aria-hidden className={styles.icon} />
        <span>Menu</span>
      </button>
    </nav>
  );
}
