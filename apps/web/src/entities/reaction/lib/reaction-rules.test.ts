import { describe, expect, it } from 'vitest';
import { reactionFactory } from '@/shared/lib/test';
import {
  organizeReactions,
  userReactionOf,
  withoutReaction,
  withReaction,
} from './reaction-rules.ts';

const on = { postId: 1 };

describe('organizeReactions (spec point 3 "organizedReactions")', () => {
  it('groups by type name with a count and who reacted, in arrival order', () => {
    const organized = organizeReactions([
      reactionFactory(4, 1, on),
      reactionFactory(5, 3, on),
      reactionFactory(6, 1, on),
    ]);
    expect(Object.keys(organized)).toEqual(['like', 'bullish']);
    expect(organized.like?.count).toBe(2);
    expect(organized.like?.details.map((detail) => detail.userId)).toEqual([4, 6]);
    expect(organized.bullish?.details[0]).toEqual({
      userId: 5,
      userName: 'Member 5',
      userImage: '/photos/d-avatar.jpg',
      reactionImage: '🐂',
      reactionType: 'bullish',
    });
  });

  it('is empty for no reactions', () => {
    expect(organizeReactions([])).toEqual({});
  });
});

describe('userReactionOf (spec point 3 "userReaction")', () => {
  const reactions = [reactionFactory(4, 1, on), reactionFactory(5, 2, on)];

  it('is the member’s reaction type id', () => {
    expect(userReactionOf(reactions, 5)).toBe(2);
  });

  it('is null for a member without a reaction, and for nobody logged in', () => {
    expect(userReactionOf(reactions, 9)).toBeNull();
    expect(userReactionOf(reactions, null)).toBeNull();
  });
});

describe('withReaction / withoutReaction (one reaction per member)', () => {
  it('adds a new member’s reaction at the end', () => {
    const next = withReaction([reactionFactory(4, 1, on)], reactionFactory(5, 3, on));
    expect(next.map((reaction) => [reaction.user_id, reaction.reaction_type_id])).toEqual([
      [4, 1],
      [5, 3],
    ]);
  });

  it('replaces the member’s earlier reaction instead of adding a second', () => {
    const next = withReaction(
      [reactionFactory(4, 1, on), reactionFactory(5, 1, on)],
      reactionFactory(4, 2, on),
    );
    expect(next.filter((reaction) => reaction.user_id === 4)).toHaveLength(1);
    expect(userReactionOf(next, 4)).toBe(2);
    expect(next).toHaveLength(2);
  });

  it('keeps at most one reaction per member whatever the order of changes', () => {
    let reactions = [reactionFactory(1, 1, on)];
    const changes: [number, 1 | 2 | 3][] = [
      [2, 3],
      [1, 2],
      [3, 1],
      [2, 1],
      [1, 3],
      [3, 3],
    ];
    for (const [user, type] of changes)
      reactions = withReaction(reactions, reactionFactory(user, type, on));
    expect(reactions.map((reaction) => reaction.user_id).sort()).toEqual([1, 2, 3]);
    expect([1, 2, 3].map((user) => userReactionOf(reactions, user))).toEqual([3, 1, 3]);
  });

  it('removing clears only that member’s reaction, and is a no-op for a member without one', () => {
    const reactions = [reactionFactory(4, 1, on), reactionFactory(5, 2, on)];
    expect(withoutReaction(reactions, 4).map((reaction) => reaction.user_id)).toEqual([5]);
    expect(withoutReaction(reactions, 9)).toEqual(reactions);
  });

  it('never changes the list it is given', () => {
    const reactions = Object.freeze([reactionFactory(4, 1, on)]);
    withReaction(reactions, reactionFactory(4, 2, on));
    withoutReaction(reactions, 4);
    expect(reactions[0]?.reaction_type_id).toBe(1);
  });
});
