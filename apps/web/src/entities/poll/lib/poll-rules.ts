import type { PollHolder, VoteData } from '../model/types.ts';

/**
 * The poll rules of spec point 4, as pure functions over the server's shapes. Atoms apply them
 * after a call succeeds, so a failed vote leaves state unchanged.
 */

/** The option the member voted for, or null (spec point 3 "userVoteOptionId"). */
export function userVoteOptionOf(
  post: Pick<PollHolder, 'poll'>,
  userId: number | null,
): number | null {
  if (userId === null || !post.poll) return null;
  return post.poll.user_votes.find((vote) => vote.user_id === userId)?.option_id ?? null;
}

/**
 * Voting adds one to the option, records the member's vote and marks the poll voted. A vote that
 * is already counted (a live event about it arrived before the call's answer) is not counted
 * again, and a vote for another option moves the member's one vote there.
 */
export function withVote<P extends PollHolder>(post: P, vote: VoteData): P {
  if (!post.poll) return post;
  const previous = post.poll.user_votes.find((item) => item.user_id === vote.user_id);
  if (previous?.option_id === vote.option_id) return post;
  const user_votes = [
    ...post.poll.user_votes.filter((item) => item.user_id !== vote.user_id),
    vote,
  ];
  const poll = {
    ...post.poll,
    options: post.poll.options.map((option) => {
      if (option.id === vote.option_id) return { ...option, votes: option.votes + 1 };
      if (option.id === previous?.option_id)
        return { ...option, votes: Math.max(0, option.votes - 1) };
      return option;
    }),
    user_votes,
    userVoted: true,
  };
  return { ...post, poll, user_votes, userVoted: true };
}

/** Removing a vote subtracts one, deletes the vote record and clears the voted marker. */
export function withoutVote<P extends PollHolder>(post: P, userId: number): P {
  if (!post.poll) return post;
  const vote = post.poll.user_votes.find((item) => item.user_id === userId);
  if (!vote) return post;
  const user_votes = post.poll.user_votes.filter((item) => item.user_id !== userId);
  const poll = {
    ...post.poll,
    options: post.poll.options.map((option) =>
      option.id === vote.option_id ? { ...option, votes: Math.max(0, option.votes - 1) } : option,
    ),
    user_votes,
    userVoted: false,
  };
  return { ...post, poll, user_votes, userVoted: false };
}
