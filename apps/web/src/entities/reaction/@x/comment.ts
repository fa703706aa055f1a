/** What the comment entity takes from reactions: the shape of a reaction on a comment. */
export type { ReactionData } from '../model/types.ts';
