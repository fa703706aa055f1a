import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { Link } from 'react-router';
import { paths } from '@/shared/config';

/** A profile address nobody has (any more: user names can change). */
export function ProfileNotFound({ userName }: { userName: string }) {
  return (
    <EmptyState
      title="This member does not exist"
      description={`Nobody is called @${userName}. The name may have changed.`}
      action={
        <Button asChild variant="secondary">
          <Link to={paths.feed}>Back to your feed</Link>
        </Button>
      }
    />
  );
}

/** A profile that could not be loaded, with a retry. */
export function ProfileLoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <EmptyState
      tone="error"
      title={title}
      description="Check your connection and try again."
      action={
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
