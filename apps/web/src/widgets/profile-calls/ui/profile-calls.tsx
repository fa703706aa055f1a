import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { callsAtomFamily, loadCallsAtom } from '@/entities/call';
import { CallsSkeleton, CallsView } from './calls-view.tsx';

export interface ProfileCallsProps {
  /** The profile's user name: whose calls. */
  userName: string;
  /** The member's display name, for the empty state and the table's caption. */
  memberName: string;
  isOwnProfile: boolean;
}

/**
 * "A member's calls" (issue 16, point 5): how their bullish and bearish posts on symbols did,
 * loaded when shown, with its loading, empty and error states.
 */
export function ProfileCalls({ userName, memberName, isOwnProfile }: ProfileCallsProps) {
  const { status, calls } = useAtomValue(callsAtomFamily(userName));
  const load = useSetAtom(loadCallsAtom);
  useEffect(() => {
    void load(userName);
  }, [load, userName]);

  if (!calls)
    return status === 'error' ? (
      <EmptyState
        tone="error"
        title="The calls could not be loaded"
        description="Check your connection and try again."
        action={
          <Button variant="secondary" onClick={() => void load(userName)}>
            Try again
          </Button>
        }
      />
    ) : (
      <CallsSkeleton />
    );
  if (calls.calls.length === 0)
    return (
      <EmptyState
        title="No calls yet"
        description={
          isOwnProfile
            ? 'Tag a post bullish or bearish and name a symbol with a $cashtag (such as $AAPL): that makes a call, and this shows how it did.'
            : `Tagging a post bullish or bearish with a $cashtag makes a call; ${memberName}’s will show here with how they did.`
        }
      />
    );
  return (
    <CallsView
      data={calls}
      caption={isOwnProfile ? 'Your newest calls' : `${memberName}’s newest calls`}
    />
  );
}
