import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { Link, useLocation } from 'react-router';
import { paths } from '@/shared/config';
import { PageFrame } from '@/shared/ui/page-frame';

export function NotFoundPage() {
  const location = useLocation();
  return (
    <PageFrame title="Page not found">
      <EmptyState
        title="There is nothing at this address"
        description={`${location.pathname} does not exist on TapeTV. Check the address, or start again from the home page.`}
        action={
          <Button asChild>
            <Link to={paths.home}>Go to the home page</Link>
          </Button>
        }
      />
    </PageFrame>
  );
}
