/** What the post entity takes from reactions: the rules its derived atoms and live events apply. */
export {
  organizeReactions,
  userReactionOf,
  withoutReaction,
  withReaction,
} from '../lib/reaction-rules.ts';
export type { ReactionData } from '../model/types.ts';
