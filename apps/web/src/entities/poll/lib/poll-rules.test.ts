import { describe, expect, it } from 'vitest';
import { pollFactory, postFactory } from '@/shared/lib/test';
import { userVoteOptionOf, withoutVote, withVote } from './poll-rules.ts';

/** The poll with these votes cast on top of its starting counts (2 up, 1 down). */
const pollPost = (votes: { user_id: number; option_id: number }[] = []) => {
  const poll = pollFactory({ user_votes: votes });
  const options = poll.options.map((option) => ({
    ...option,
    votes: option.votes + votes.filter((vote) => vote.option_id === option.id).length,
  }));
  return postFactory({ id: 1, poll: { ...poll, options } });
};

const counts = (post: ReturnType<typeof pollPost>) =>
  post.poll?.options.map((option) => option.votes);

describe('userVoteOptionOf (spec point 3 "userVoteOptionId")', () => {
  it('is the option the member voted for', () => {
    expect(userVoteOptionOf(pollPost([{ user_id: 7, option_id: 52 }]), 7)).toBe(52);
  });

  it('is null without a vote, without a poll, or with nobody logged in', () => {
    expect(userVoteOptionOf(pollPost(), 7)).toBeNull();
    expect(userVoteOptionOf(postFactory({ id: 2 }), 7)).toBeNull();
    expect(userVoteOptionOf(pollPost([{ user_id: 7, option_id: 52 }]), null)).toBeNull();
  });
});

describe('withVote', () => {
  it('adds one to the option, records the vote and marks the poll and the post voted', () => {
    const next = withVote(pollPost(), { user_id: 7, option_id: 51 });
    expect(counts(next)).toEqual([3, 1]);
    expect(next.poll?.user_votes).toEqual([{ user_id: 7, option_id: 51 }]);
    expect(next.user_votes).toEqual([{ user_id: 7, option_id: 51 }]);
    expect(next.poll?.userVoted).toBe(true);
    expect(next.userVoted).toBe(true);
  });

  it('counts a vote once, even when a live event already brought it (regression: 2 votes for 1)', () => {
    const counted = pollPost([{ user_id: 7, option_id: 51 }]);
    expect(withVote(counted, { user_id: 7, option_id: 51 })).toBe(counted);
    const twice = withVote(withVote(pollPost(), { user_id: 7, option_id: 51 }), {
      user_id: 7,
      option_id: 51,
    });
    expect(counts(twice)).toEqual([3, 1]);
  });

  it('moves the member’s one vote when they vote for another option', () => {
    const next = withVote(pollPost([{ user_id: 7, option_id: 51 }]), { user_id: 7, option_id: 52 });
    expect(counts(next)).toEqual([2, 2]);
    expect(next.poll?.user_votes).toEqual([{ user_id: 7, option_id: 52 }]);
  });

  it('leaves a post without a poll as it is', () => {
    const plain = postFactory({ id: 2 });
    expect(withVote(plain, { user_id: 7, option_id: 51 })).toBe(plain);
  });
});

describe('withoutVote', () => {
  it('subtracts one, deletes the vote and clears the voted marker', () => {
    const next = withoutVote(pollPost([{ user_id: 7, option_id: 52 }]), 7);
    expect(counts(next)).toEqual([2, 1]);
    expect(next.poll?.user_votes).toEqual([]);
    expect(next.userVoted).toBe(false);
  });

  it('changes nothing for a member who has not voted', () => {
    const post = pollPost([{ user_id: 8, option_id: 51 }]);
    expect(withoutVote(post, 7)).toBe(post);
  });

  it('never counts below zero', () => {
    const post = pollPost([{ user_id: 7, option_id: 52 }]);
    const broken = {
      ...post,
      poll: post.poll && {
        ...post.poll,
        options: post.poll.options.map((option) => ({ ...option, votes: 0 })),
      },
    };
    expect(counts(withoutVote(broken, 7))).toEqual([0, 0]);
  });

  it('undoes withVote exactly', () => {
    const before = pollPost([{ user_id: 8, option_id: 51 }]);
    const after = withoutVote(withVote(before, { user_id: 7, option_id: 52 }), 7);
    expect(counts(after)).toEqual(counts(before));
    expect(after.poll?.user_votes).toEqual(before.poll?.user_votes);
  });
});
