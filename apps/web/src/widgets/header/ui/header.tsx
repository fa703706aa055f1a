import type { UserData } from '@tapetv/api-client';
import { Button } from '@tapetv/ui/button';
import { SearchIcon } from '@tapetv/ui/icons';
import type { MegaMenuItem } from '@tapetv/ui/mega-menu';
import { useSetAtom } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/shared/config';
import { requestPageFocusAtom } from '@/shared/lib/page-focus';
import { RouterLink } from '@/shared/ui/router-link';
import { DeferredMegaMenu } from './deferred-mega-menu.tsx';
import styles from './header.module.css';
import { HeaderSearch } from './header-search.tsx';

// The member's triggers (and the avatar) load once the session says "member": a visitor's first
// page carries none of them (issue 12).
const DeferredMemberMenus = lazy(() =>
  import('./deferred-member-menus.tsx').then((m) => ({ default: m.DeferredMemberMenus })),
);

export interface HeaderProps {
  viewer: UserData | null;
  menu: { items: MegaMenuItem[]; loading: boolean };
  onLogin: () => void;
}

/**
 * The site header (spec point 1): logo, mega-menu, search, and for members the followers,
 * messages and notifications dropdowns and the profile menu; visitors see Login and Register.
 * Below 768 px the menu and search collapse (the bottom bar's Menu opens the menu as a sheet).
 */
export function Header({ viewer, menu, onLogin }: HeaderProps) {
  const { key } = useLocation();
  const requestPageFocus = useSetAtom(requestPageFocusAtom);
  // Narrow screens: the search box takes a row of its own when the search button opens it.
  const [searchOpen, setSearchOpen] = useState(false);
  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <div className={styles.inner} data-search-open={searchOpen || undefined}>
        <Link
          to={viewer ? paths.feed : paths.home}
          className={styles.logo}
          aria-label="TapeTV home"
        >
          <svg viewBox="0 0 32 32" aria-hidden className={styles.logoMark}>
            <rect width="32" height="32" rx="6" className={styles.logoBg} />
            <path d="M6 22l6-7 5 4 9-10" className={styles.logoLine} />
          </svg>
          <span>TapeTV</span>
        </Link>
        <div className={styles.desktopOnly}>
          <DeferredMegaMenu
            items={menu.items}
            loading={menu.loading}
            linkComponent={RouterLink}
            onNavigate={() => requestPageFocus(key)}
          />
        </div>
        <div className={styles.searchSlot}>
          <HeaderSearch key={String(searchOpen)} autoFocus={searchOpen} />
        </div>
        <button
          type="button"
          className={`${styles.iconTrigger} ${styles.searchToggle}`}
          aria-label={searchOpen ? 'Close search' : 'Open search'}
          aria-expanded={searchOpen}
          onClick={() => setSearchOpen((shown) => !shown)}
        >
          <SearchIcon className={styles.triggerIcon} />
        </button>
        <div className={styles.actions}>
          {viewer ? (
            <Suspense fallback={null}>
              <DeferredMemberMenus viewer={viewer} />
            </Suspense>
          ) : (
            <>
              <Button variant="ghost" onClick={onLogin}>
                Login
              </Button>
              <Button asChild>
                <Link to={paths.register}>Register</Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
