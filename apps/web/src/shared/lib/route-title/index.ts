export { NOT_FOUND_TITLE, routeTitleFor, usePageTitle, useRouteTitle } from './route-title.ts';
