import { PlusIcon } from '@radix-ui/react-icons';
import { Button, type ButtonProps } from '@tapetv/ui/button';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  followMemberAtom,
  followPendingAtomFamily,
  unfollowMemberAtom,
} from '../model/follow.atoms.ts';

export interface FollowButtonProps {
  userId: number;
  /** The member's name, for the button's accessible name ("Follow Dana Demo"). */
  name: string;
  isFollowing: boolean;
  size?: ButtonProps['size'];
  /** The member follows the viewer: the button offers to "Follow back". */
  followsViewer?: boolean;
}

/**
 * Follow or Unfollow one member. The state it shows is the server's: it flips only once the call
 * succeeds, and the button waits (busy) meanwhile.
 */
export function FollowButton({
  userId,
  name,
  isFollowing,
  size = 'md',
  followsViewer = false,
}: FollowButtonProps) {
  const pending = useAtomValue(followPendingAtomFamily(userId));
  const follow = useSetAtom(followMemberAtom);
  const unfollow = useSetAtom(unfollowMemberAtom);
  return isFollowing ? (
    <Button
      size={size}
      variant="secondary"
      loading={pending}
      aria-label={`Unfollow ${name}`}
      onClick={() => void unfollow(userId)}
    >
      Unfollow
    </Button>
  ) : (
    <Button
      size={size}
      loading={pending}
      iconStart={<PlusIcon aria-hidden />}
      aria-label={`Follow ${name}`}
      onClick={() => void follow(userId)}
    >
      {followsViewer ? 'Follow back' : 'Follow'}
    </Button>
  );
}
