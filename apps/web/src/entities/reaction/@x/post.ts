/** What the post entity takes from reactions: the rules its derived atoms and live events apply. */
export {
  organizeReactions,
  userReactionOf,
  withCountsMoved,
  withoutReaction,
  withReaction,
} from '../lib/reaction-rules.ts';
export type { ReactionCountData, ReactionData } from '../model/types.ts';
