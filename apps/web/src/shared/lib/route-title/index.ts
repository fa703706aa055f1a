export { NOT_FOUND_TITLE, routeTitleFor, useRouteTitle } from './route-title.ts';
