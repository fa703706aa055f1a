import type { OrganizedReactions, ReactionCountData, ReactionData } from '../model/types.ts';

/**
 * The reaction rules of spec point 4, as pure functions over the server's shapes. Atoms apply them
 * after a call succeeds, so a failed action leaves state unchanged.
 */

/**
 * Reactions grouped by type name, with who reacted (spec point 3 "organizedReactions"). A post
 * lists only the first few reactions of each type and sends its `counts` (ADR 0005): the counts
 * are the post's, the details the members it lists. Without counts (a comment, which lists every
 * reaction) each type counts the reactions listed.
 */
export function organizeReactions(
  reactions: readonly ReactionData[],
  counts?: readonly ReactionCountData[],
): OrganizedReactions {
  const organized: OrganizedReactions = {};
  for (const { name, count } of counts ?? []) organized[name] = { count, details: [] };
  for (const reaction of reactions) {
    const name = reaction.reaction_type.name;
    const entry = organized[name] ?? { count: 0, details: [] };
    organized[name] = entry;
    // A listed reaction is counted, even by counts that have not caught up with it yet.
    entry.count = counts ? Math.max(entry.count, entry.details.length + 1) : entry.count + 1;
    entry.details.push({
      userId: reaction.user_id,
      userName: reaction.user.name,
      userImage: reaction.user.avatar,
      reactionImage: reaction.reaction_type.icon,
      reactionType: name,
    });
  }
  return organized;
}

/** The member's reaction type id, or null (spec point 3 "userReaction"). */
export function userReactionOf(
  reactions: readonly ReactionData[],
  userId: number | null,
): number | null {
  if (userId === null) return null;
  return reactions.find((reaction) => reaction.user_id === userId)?.reaction_type_id ?? null;
}

/** At most one reaction per member: adding or updating replaces their earlier one. */
export function withReaction(
  reactions: readonly ReactionData[],
  reaction: ReactionData,
): ReactionData[] {
  return [...reactions.filter((item) => item.user_id !== reaction.user_id), reaction];
}

/** Removing clears the member's reaction. */
export function withoutReaction(
  reactions: readonly ReactionData[],
  userId: number,
): ReactionData[] {
  return reactions.filter((item) => item.user_id !== userId);
}

/**
 * A post's counts after the member's own change, from `previous` (their reaction before, or null)
 * to `next` (after, or null): the counts the server will publish, without waiting for them.
 */
export function withCountsMoved(
  counts: readonly ReactionCountData[],
  previous: ReactionData | null,
  next: ReactionData | null,
): ReactionCountData[] {
  if (previous?.reaction_type_id === next?.reaction_type_id) return [...counts];
  const moved = counts
    .map((entry) =>
      entry.reaction_type_id === previous?.reaction_type_id
        ? { ...entry, count: entry.count - 1 }
        : entry,
    )
    .filter((entry) => entry.count > 0);
  if (!next) return moved;
  const added = moved.find((entry) => entry.reaction_type_id === next.reaction_type_id);
  if (!added)
    return [
      ...moved,
      { reaction_type_id: next.reaction_type_id, name: next.reaction_type.name, count: 1 },
    ];
  return moved.map((entry) => (entry === added ? { ...entry, count: entry.count + 1 } : entry));
}
