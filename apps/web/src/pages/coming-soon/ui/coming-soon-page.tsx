import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'react-router';
import { authStatusAtom } from '@/entities/session';
import { paths } from '@/shared/config';
import { useRouteTitle } from '@/shared/lib/route-title';
import { PageFrame } from '@/shared/ui/page-frame';

/** A section whose issue has not landed yet: its title and an honest empty state. */
export function ComingSoonPage() {
  const { pathname } = useLocation();
  const member = useAtomValue(authStatusAtom) === 'member';
  // Somewhere useful to go meanwhile: the feed for members (unless this is it), home for visitors.
  const next = member
    ? pathname === paths.feed
      ? null
      : { to: paths.feed, label: 'Go to your feed' }
    : { to: paths.home, label: 'Back to the home page' };
  const title = useRouteTitle();
  return (
    <PageFrame title={title}>
      <EmptyState
        title="This section is coming soon"
        description={`We are building ${title} right now. It will appear here as soon as it is ready.`}
        action={
          next && (
            <Button asChild variant="secondary">
              <Link to={next.to}>{next.label}</Link>
            </Button>
          )
        }
      />
    </PageFrame>
  );
}
