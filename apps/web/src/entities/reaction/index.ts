export {
  organizeReactions,
  userReactionOf,
  withCountsMoved,
  withoutReaction,
  withReaction,
} from './lib/reaction-rules.ts';
export { reactionTypeListAtom, reactionTypesAtom } from './model/reaction-types.atoms.ts';
export type {
  OrganizedReactions,
  ReactionCountData,
  ReactionData,
  ReactionDetail,
  ReactionTypeData,
} from './model/types.ts';
