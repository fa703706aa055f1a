import { atom } from 'jotai';
import { withoutVote, withVote } from '@/entities/poll';
import { updatePostAtom } from '@/entities/post';
import { viewerAtom } from '@/entities/session';
import { api } from '@/shared/api';
import { notify } from '@/shared/lib/notify';

/** Votes: the option gains one, the vote is recorded and the poll is marked voted. */
export const voteAtom = atom(
  null,
  async (_get, set, postId: number, pollId: number, optionId: number) => {
    try {
      const vote = await api.post('/api/add-vote', {
        body: { poll_id: pollId, option_id: optionId },
      });
      set(updatePostAtom, postId, (post) =>
        withVote(post, { user_id: vote.user_id, option_id: vote.option_id }),
      );
      return true;
    } catch (error) {
      notify('voteFailure', { error });
      return false;
    }
  },
);

/** Removes the vote: the option loses one, the record goes and the voted marker clears. */
export const removeVoteAtom = atom(null, async (get, set, postId: number, pollId: number) => {
  const viewerId = get(viewerAtom)?.id;
  if (viewerId === undefined) return false;
  try {
    await api.post('/api/remove-vote', { body: { poll_id: pollId } });
    set(updatePostAtom, postId, (post) => withoutVote(post, viewerId));
    return true;
  } catch (error) {
    notify('voteRemoveFailure', { error });
    return false;
  }
});
