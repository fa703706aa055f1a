import { Avatar } from '@tapetv/ui/avatar';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  type GroupSummary,
  groupListsAtom,
  loadGroupListsAtom,
  membersLabel,
} from '@/entities/group';
import { MembershipButton } from '@/features/group/membership';
import { paths } from '@/shared/config';
import { SuggestionCard, SuggestionWho, suggestionNameClass } from '@/shared/ui/suggestion-card';

/**
 * Groups to join (the welcome step's second half): the first few suggested groups, each with
 * one-click Join (a private group's is a request). A group joined here keeps its row (now with
 * Leave), although the lists move it from the suggested to the joined ones.
 */
export function GroupsToJoin({
  title = 'Groups to join',
  limit = 4,
}: {
  title?: string;
  limit?: number;
}) {
  const lists = useAtomValue(groupListsAtom);
  const load = useSetAtom(loadGroupListsAtom);
  useEffect(() => {
    if (lists.status === 'idle') void load();
  }, [lists.status, load]);

  // The rows are the suggestions of the first answer; their state follows the lists.
  const [shownIds, setShownIds] = useState<readonly number[] | null>(null);
  if (shownIds === null && lists.status === 'ready')
    setShownIds(lists.suggested.slice(0, limit).map((group) => group.id));
  const byId = new Map([...lists.suggested, ...lists.joined].map((group) => [group.id, group]));
  const groups = (shownIds ?? []).flatMap((id) => byId.get(id) ?? []);

  return (
    <SuggestionCard<GroupSummary>
      title={title}
      status={shownIds === null && lists.status === 'ready' ? 'loading' : lists.status}
      items={groups}
      onRetry={() => void load()}
      errorText="Groups could not be loaded."
      emptyText="You are in every group we would suggest."
      loadingLabel="Loading groups"
      renderRow={(group) => (
        <>
          <Avatar src={group.avatar} name={group.group_title} size="md" />
          <SuggestionWho
            name={
              <Link to={paths.group(group.id, group.group_title)} className={suggestionNameClass}>
                {group.group_title}
              </Link>
            }
            details={[
              `${membersLabel(group.members_count)} · ${group.privacy === 'public' ? 'Public' : 'Private'}`,
            ]}
          />
          <MembershipButton group={group} size="sm" />
        </>
      )}
    />
  );
}
