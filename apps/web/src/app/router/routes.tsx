import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { matchRoutes, Route, Routes, useLocation } from 'react-router';
import { ROUTES, type RoutePath } from '@/shared/config';
import { markPageShown } from '@/shared/lib/after-first-content';
import { AppLayout } from '../layouts/app-layout.tsx';
import { AppSplash } from '../layouts/app-splash.tsx';
import { RouteErrorBoundary } from '../layouts/route-error.tsx';
import { AccessGate } from './access-gate.tsx';
import { notFoundLoader, pageLoaderFor } from './page-loaders.ts';

const lazyPage = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((module) => ({ default: module.Component })));

/** Each page its own chunk, made once per route. */
const PAGES = new Map(
  ROUTES.map((entry) => [entry.path, lazyPage(pageLoaderFor(entry.path as RoutePath))]),
);
const NotFoundPage = lazyPage(notFoundLoader);

/**
 * Starts loading the code of the page a URL opens, at start-up, beside the login check: the page
 * renders only once the check is done, and without this its chunk would wait for it (the data
 * router's route `lazy` did the same). `React.lazy` later gets the same module.
 */
export function preloadPageFor(pathname: string): void {
  const match = matchRoutes([...ROUTES], pathname)?.at(-1);
  void (match ? pageLoaderFor(match.route.path as RoutePath) : notFoundLoader)().catch(() => {
    // The error boundary reports it when the page renders.
  });
}

/** Rendered beside each page: it commits with the page (never while the page's code loads). */
function PageShown() {
  useEffect(markPageShown, []);
  return null;
}

/**
 * The route table of spec point 2: every route behind its access gate, each page its own chunk.
 * While the first page's code loads the splash shows (the frame and a loader); later navigations keep the current
 * page (with the frame's progress bar) until the next one is ready. A page that fails to load or
 * throws shows the error page, until the next navigation.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<AppSplash label="Loading TapeTV" />}>
        <Routes>
          <Route element={<AppLayout />}>
            {ROUTES.map((entry) => {
              const Page = PAGES.get(entry.path) ?? NotFoundPage;
              return (
                <Route
                  key={entry.path}
                  path={entry.path}
                  element={<AccessGate access={entry.access} path={entry.path} />}
                >
                  <Route
                    index
                    element={
                      <>
                        <Page />
                        <PageShown />
                      </>
                    }
                  />
                </Route>
              );
            })}
            <Route
              path="*"
              element={
                <>
                  <NotFoundPage />
                  <PageShown />
                </>
              }
            />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
