import type { OrganizedReactions, ReactionData } from '../model/types.ts';

/**
 * The reaction rules of spec point 4, as pure functions over the server's shapes. Atoms apply them
 * after a call succeeds, so a failed action leaves state unchanged.
 */

/** Reactions grouped by type name, with who reacted (spec point 3 "organizedReactions"). */
export function organizeReactions(reactions: readonly ReactionData[]): OrganizedReactions {
  const organized: OrganizedReactions = {};
  for (const reaction of reactions) {
    const name = reaction.reaction_type.name;
    const entry = organized[name] ?? { count: 0, details: [] };
    organized[name] = entry;
    entry.count += 1;
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
