export type { Access, BuiltPath, RouteEntry, RoutePath } from './routes.ts';
export { isBuiltUrl, loginUrl, paths, ROUTES, redirectTarget } from './routes.ts';
