import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { ROUTES } from '@/shared/config';

/** The title of a path no route matches (the 404 page). */
export const NOT_FOUND_TITLE = 'Page Not Found';

const patterns = ROUTES.map((route) => ({ path: route.path, title: route.title }));

/** The route table's title for a path, ranked as the router ranks it; the 404 title otherwise. */
export function routeTitleFor(pathname: string): string {
  return matchRoutes(patterns, pathname)?.at(-1)?.route.title ?? NOT_FOUND_TITLE;
}

/**
 * A page's own title in place of its route's (a group's title instead of "Group"), for the path
 * it was given on: once the location moves on, the route table's title holds again, even before
 * the page that set it unmounts.
 */
const pageTitleAtom = atom<{ pathname: string; title: string } | null>(null);
pageTitleAtom.debugLabel = 'page-title';

/** The title of the current location: its page's own (`usePageTitle`), else its route's. */
export function useRouteTitle(): string {
  const { pathname } = useLocation();
  const own = useAtomValue(pageTitleAtom);
  return own?.pathname === pathname ? own.title : routeTitleFor(pathname);
}

/** Names the current page by what it shows (`null`: not known yet, the route's title stays). */
export function usePageTitle(title: string | null): void {
  const { pathname } = useLocation();
  const setTitle = useSetAtom(pageTitleAtom);
  useEffect(() => {
    if (title === null) return;
    setTitle({ pathname, title });
    return () => setTitle((current) => (current?.pathname === pathname ? null : current));
  }, [setTitle, pathname, title]);
}
