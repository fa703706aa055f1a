import { Avatar } from '@tapetv/ui/avatar';
import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link } from 'react-router';
import {
  type FollowListKey,
  type FollowUser,
  followListAtomFamily,
  loadMoreFollowsAtom,
} from '@/entities/profile';
import { viewerAtom } from '@/entities/session';
import { FollowButton } from '@/features/profile/follow';
import { paths } from '@/shared/config';
import { FormAlert } from '@/shared/ui/form-alert';
import styles from './follow-list.module.css';

function FollowRow({
  user,
  isViewer,
  followsViewer,
}: {
  user: FollowUser;
  isViewer: boolean;
  followsViewer: boolean;
}) {
  return (
    <li className={styles.row}>
      <Avatar src={user.avatar} name={user.name} decorative size="lg" />
      <div className={styles.who}>
        <Link to={paths.profile(user.userName)} className={styles.name}>
          {user.name}
        </Link>
        <span className={styles.handle}>@{user.userName}</span>
        {user.bio && <span className={styles.bio}>{user.bio}</span>}
      </div>
      {isViewer ? (
        <span className={styles.you}>You</span>
      ) : (
        <FollowButton
          size="sm"
          userId={user.id}
          name={user.name}
          isFollowing={user.isFollowing}
          followsViewer={followsViewer}
        />
      )}
    </li>
  );
}

/**
 * One side of a member's follows: each member with a link to their profile and a follow (or
 * follow-back) button, newest follow first, with "Show more" for the next page.
 */
export function FollowList({
  listKey,
  emptyTitle,
  emptyText,
  viewerFollowers = false,
}: {
  listKey: FollowListKey;
  emptyTitle: string;
  emptyText: string;
  /** The list is the viewer's own followers: the members not followed are offered "Follow back". */
  viewerFollowers?: boolean;
}) {
  const state = useAtomValue(followListAtomFamily(listKey));
  const viewerId = useAtomValue(viewerAtom)?.id;
  const loadMore = useSetAtom(loadMoreFollowsAtom);

  if (state.users.length === 0 && state.exhausted)
    return <EmptyState title={emptyTitle} description={emptyText} />;
  return (
    <div className={styles.wrap}>
      <ul className={styles.list}>
        {state.users.map((user) => (
          <FollowRow
            key={user.id}
            user={user}
            isViewer={user.id === viewerId}
            followsViewer={viewerFollowers}
          />
        ))}
      </ul>
      {state.error && <FormAlert tone="error">{state.error}</FormAlert>}
      {!state.exhausted && (
        <Button
          variant="secondary"
          loading={state.loading}
          onClick={() => void loadMore(listKey)}
          className={styles.more}
        >
          {state.error ? 'Try again' : 'Show more'}
        </Button>
      )}
    </div>
  );
}
