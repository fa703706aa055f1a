import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { loadMenuAtom, menuStateAtom } from '@/entities/menu';
import { authStatusAtom, loginPopupOpenAtom, viewerAtom } from '@/entities/session';
import { usePageFocusAfterNavigation } from '@/shared/lib/page-focus';
import { Header } from '@/widgets/header';
import { MobileBottomBar } from '@/widgets/mobile-bottom-bar';
import { DeferredTickerTape } from '@/widgets/ticker-tape';
import { useNavigationPending } from '../router/app-router.tsx';
import styles from './app-layout.module.css';
import { AppSplash } from './app-splash.tsx';
import { DeferredLoginPopup, DeferredMenuSheet, DeferredToaster } from './deferred-parts.tsx';
import { useDocumentTitle } from './use-document-title.ts';

// Members only: a visitor's first page carries none of it (issue 12).
const RealtimeBridge = lazy(() =>
  import('../realtime/realtime-bridge.tsx').then((m) => ({ default: m.RealtimeBridge })),
);

/**
 * The frame of every page: header, the page, the phone bottom bar, the login popup, the menu
 * sheet and the toasts. While the login status is being checked only the splash shows (the frame
 * and a loader), so no protected content (and no wrong header) can flash.
 */
export function AppLayout() {
  const status = useAtomValue(authStatusAtom);
  const viewer = useAtomValue(viewerAtom);
  const menu = useAtomValue(menuStateAtom);
  const loadMenu = useSetAtom(loadMenuAtom);
  const [loginOpen, setLoginOpen] = useAtom(loginPopupOpenAtom);
  const [menuSheetOpen, setMenuSheetOpen] = useState(false);
  const navigationPending = useNavigationPending();
  useDocumentTitle();
  usePageFocusAfterNavigation();

  useEffect(() => {
    void loadMenu();
  }, [loadMenu]);

  if (status === 'checking') return <AppSplash label="Checking your session" />;

  return (
    <div className={styles.shell}>
      {navigationPending && (
        <div className={styles.progress} role="progressbar" aria-label="Loading page" />
      )}
      <Header
        viewer={status === 'member' ? viewer : null}
        menu={{ items: menu.items, loading: menu.status === 'idle' || menu.status === 'loading' }}
        onLogin={() => setLoginOpen(true)}
      />
      {status === 'member' && <DeferredTickerTape />}
      <div className={styles.content}>
        <Outlet />
      </div>
      <MobileBottomBar onOpenMenu={() => setMenuSheetOpen(true)} />
      <DeferredMenuSheet open={menuSheetOpen} onOpenChange={setMenuSheetOpen} />
      <DeferredLoginPopup open={loginOpen} />
      <DeferredToaster />
      {status === 'member' && (
        <Suspense fallback={null}>
          <RealtimeBridge />
        </Suspense>
      )}
    </div>
  );
}
