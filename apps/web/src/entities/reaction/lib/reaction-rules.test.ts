import { describe, expect, it } from 'vitest';
import { reactionFactory } from '@/shared/lib/test';
import {
  organizeReactions,
  userReactionOf,
  withCountsMoved,
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

  it('takes a post’s counts from the server and its details from the reactions it lists', () => {
    const organized = organizeReactions(
      [reactionFactory(4, 1, on), reactionFactory(5, 2, on)],
      [
        { reaction_type_id: 1, name: 'like', count: 10_000 },
        { reaction_type_id: 2, name: 'love', count: 3 },
        { reaction_type_id: 3, name: 'bullish', count: 2 },
      ],
    );
    expect(organized.like?.count).toBe(10_000);
    expect(organized.like?.details.map((detail) => detail.userId)).toEqual([4]);
    expect(organized.love?.count).toBe(3);
    // A type whose reactors are not listed still shows its count.
    expect(organized.bullish).toEqual({ count: 2, details: [] });
  });

  it('never counts fewer than the reactions it lists', () => {
    const organized = organizeReactions(
      [reactionFactory(4, 1, on), reactionFactory(5, 1, on)],
      [{ reaction_type_id: 1, name: 'like', count: 1 }],
    );
    expect(organized.like?.count).toBe(2);
  });
});

describe('withCountsMoved (the member’s own change to a post’s counts)', () => {
  const counts = [
    { reaction_type_id: 1, name: 'like', count: 5 },
    { reaction_type_id: 2, name: 'love', count: 1 },
  ];

  it('moves one from the earlier type to the new one, adding a type not counted yet', () => {
    expect(withCountsMoved(counts, reactionFactory(4, 2, on), reactionFactory(4, 3, on))).toEqual([
      { reaction_type_id: 1, name: 'like', count: 5 },
      { reaction_type_id: 3, name: 'bullish', count: 1 },
    ]);
    expect(withCountsMoved(counts, null, reactionFactory(4, 1, on))[0]?.count).toBe(6);
  });

  it('removing takes one away; the same type again changes nothing', () => {
    expect(withCountsMoved(counts, reactionFactory(4, 1, on), null)[0]?.count).toBe(4);
    expect(withCountsMoved(counts, reactionFactory(4, 1, on), reactionFactory(4, 1, on))).toEqual(
      counts,
    );
    expect(withCountsMoved(counts, null, null)).toEqual(counts);
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
