import { Avatar } from '@tapetv/ui/avatar';
import { Badge } from '@tapetv/ui/badge';
import { Button } from '@tapetv/ui/button';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { loadSuggestionsAtom, suggestionsAtom } from '@/entities/profile';
import { FollowButton } from '@/features/profile/follow';
import { paths } from '@/shared/config';
import styles from './who-to-follow.module.css';

const followers = (count: number) =>
  `${count.toLocaleString('en')} ${count === 1 ? 'follower' : 'followers'}`;

/**
 * "Who to follow" (beyond the spec): traders the member does not follow yet, recently active
 * ones first, each with one-click Follow. Loaded once; following keeps the row (as Unfollow).
 */
export function WhoToFollow({ title = 'Who to follow' }: { title?: string }) {
  const { status, members } = useAtomValue(suggestionsAtom);
  const load = useSetAtom(loadSuggestionsAtom);
  const headingId = useId();
  useEffect(() => {
    if (status === 'idle') void load();
  }, [status, load]);

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {members.length === 0 && (status === 'loading' || status === 'idle') && (
        <ul className={styles.list} aria-busy="true" aria-label="Loading suggestions">
          {[0, 1, 2].map((key) => (
            <li key={key} className={styles.row}>
              <span className={styles.avatarSkeleton} />
              <span className={styles.lineSkeleton} />
            </li>
          ))}
        </ul>
      )}
      {members.length === 0 && status === 'error' && (
        <div className={styles.message}>
          <p>Suggestions could not be loaded.</p>
          <Button size="sm" variant="secondary" onClick={() => void load()}>
            Try again
          </Button>
        </div>
      )}
      {members.length === 0 && status === 'ready' && (
        <p className={styles.message}>You already follow everyone we would suggest.</p>
      )}
      {members.length > 0 && (
        <ul className={styles.list}>
          {members.map((member) => (
            <li key={member.id} className={styles.row}>
              <Avatar src={member.avatar} name="" size="md" />
              <div className={styles.who}>
                <span className={styles.nameLine}>
                  <Link to={paths.profile(member.userName)} className={styles.name}>
                    {member.name}
                  </Link>
                  {member.isPro && <Badge tone="accent">Pro</Badge>}
                </span>
                <span className={styles.meta}>@{member.userName}</span>
                <span className={styles.meta}>{followers(member.followersCount)}</span>
              </div>
              <FollowButton
                size="sm"
                userId={member.id}
                name={member.name}
                isFollowing={member.isFollowing}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
