import { Avatar } from '@tapetv/ui/avatar';
import { Badge } from '@tapetv/ui/badge';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { loadSuggestionsAtom, suggestionsAtom } from '@/entities/profile';
import { FollowButton } from '@/features/profile/follow';
import { paths } from '@/shared/config';
import { SuggestionCard, SuggestionWho, suggestionNameClass } from '@/shared/ui/suggestion-card';

const followers = (count: number) =>
  `${count.toLocaleString('en')} ${count === 1 ? 'follower' : 'followers'}`;

/**
 * "Who to follow" (beyond the spec): traders the member does not follow yet, recently active
 * ones first, each with one-click Follow. Loaded once; following keeps the row (as Unfollow).
 */
export function WhoToFollow({ title = 'Who to follow' }: { title?: string }) {
  const { status, members } = useAtomValue(suggestionsAtom);
  const load = useSetAtom(loadSuggestionsAtom);
  useEffect(() => {
    if (status === 'idle') void load();
  }, [status, load]);

  return (
    <SuggestionCard
      title={title}
      status={status}
      items={members}
      onRetry={() => void load()}
      errorText="Suggestions could not be loaded."
      emptyText="You already follow everyone we would suggest."
      loadingLabel="Loading suggestions"
      renderRow={(member) => (
        <>
          <Avatar src={member.avatar} name={member.name} decorative size="md" />
          <SuggestionWho
            name={
              <>
                <Link to={paths.profile(member.userName)} className={suggestionNameClass}>
                  {member.name}
                </Link>
                {member.isPro && <Badge tone="accent">Pro</Badge>}
              </>
            }
            details={[`@${member.userName}`, followers(member.followersCount)]}
          />
          <FollowButton
            size="sm"
            userId={member.id}
            name={member.name}
            isFollowing={member.isFollowing}
          />
        </>
      )}
    />
  );
}
