import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router';
import { authStatusAtom } from '@/entities/session';
import { type Access, loginUrl, paths, redirectTarget, sameSitePath } from '@/shared/config';

/**
 * The access rules of spec point 2, in one place:
 * - a visitor opening a member route goes to login, with the full target (path, query, hash) as `redirect`;
 * - a member opening `/` goes to /feed, and one opening login/register goes on to `redirect` or /feed
 *   (the sign-up link's page to its `next`, e.g. /checkout, as it does once it has signed them up);
 * - nothing is decided (and nothing protected renders) while the login status is being checked.
 */
export function AccessGate({ access, path }: { access: Access; path: string }) {
  const status = useAtomValue(authStatusAtom);
  const location = useLocation();
  if (status === 'checking') return null;
  if (access === 'member' && status === 'visitor') {
    return (
      <Navigate to={loginUrl(`${location.pathname}${location.search}${location.hash}`)} replace />
    );
  }
  if (status === 'member' && path === paths.home) return <Navigate to={paths.feed} replace />;
  if (status === 'member' && access === 'guest' && path !== '/reset-password') {
    const next = sameSitePath(new URLSearchParams(location.search).get('next'));
    return <Navigate to={next ?? redirectTarget(location.search)} replace />;
  }
  return <Outlet />;
}
