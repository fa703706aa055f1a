import { Poll } from '@tapetv/ui/poll';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { postAtomFamily, userVoteOptionIdAtomFamily } from '@/entities/post';
import { removeVoteAtom, voteAtom } from '../model/vote.atoms.ts';

/** The post's poll with the member's vote; closed polls show results only. */
export function PostPoll({ postId }: { postId: number }) {
  const post = useAtomValue(postAtomFamily(postId));
  const chosen = useAtomValue(userVoteOptionIdAtomFamily(postId));
  const vote = useSetAtom(voteAtom);
  const removeVote = useSetAtom(removeVoteAtom);
  const [pendingOptionId, setPendingOptionId] = useState<number | null>(null);
  const poll = post?.poll;
  if (!poll) return null;
  return (
    <Poll
      options={poll.options}
      value={chosen}
      disabled={poll.closed}
      pending={pendingOptionId !== null}
      pendingOptionId={pendingOptionId}
      onVote={async (optionId) => {
        setPendingOptionId(Number(optionId));
        await vote(postId, poll.id, Number(optionId));
        setPendingOptionId(null);
      }}
      onRemoveVote={async () => {
        setPendingOptionId(chosen);
        await removeVote(postId, poll.id);
        setPendingOptionId(null);
      }}
    />
  );
}
