export type { Access, RouteEntry, RoutePath } from './routes.ts';
export { loginUrl, paths, ROUTES, redirectTarget } from './routes.ts';
