import { matchRoutes, useLocation } from 'react-router';
import { ROUTES } from '@/shared/config';

/** The title of a path no route matches (the 404 page). */
export const NOT_FOUND_TITLE = 'Page Not Found';

const patterns = ROUTES.map((route) => ({ path: route.path, title: route.title }));

/** The route table's title for a path, ranked as the router ranks it; the 404 title otherwise. */
export function routeTitleFor(pathname: string): string {
  return matchRoutes(patterns, pathname)?.at(-1)?.route.title ?? NOT_FOUND_TITLE;
}

/** The title of the current location's route. */
export function useRouteTitle(): string {
  return routeTitleFor(useLocation().pathname);
}
