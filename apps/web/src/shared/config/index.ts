export { ROUTE_EXAMPLES } from './route-examples.ts';
export type { Access, BuiltPath, RouteEntry, RoutePath } from './routes.ts';
export {
  groupSlug,
  isBuiltUrl,
  loginUrl,
  paths,
  ROUTES,
  redirectTarget,
  sameSitePath,
} from './routes.ts';
