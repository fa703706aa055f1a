import type { ContractSchema, ResponseBody } from '@tapetv/api-client';

/** One member's reaction on a post or comment, as the server sends it (spec point 3). */
export type ReactionData = ContractSchema<'Post'>['reactions'][number];
/** How many members reacted to a post with one type. */
export type ReactionCountData = ContractSchema<'Post'>['reaction_counts'][number];
export type ReactionTypeData = ResponseBody<'/api/reaction-types', 'get'>[number];

/** One entry of `organizedReactions` (spec point 3). */
export interface ReactionDetail {
  userId: number;
  userName: string;
  userImage: string;
  reactionImage: string;
  reactionType: string;
}

/** Keyed by reaction type name: a count and who reacted. */
export type OrganizedReactions = Record<string, { count: number; details: ReactionDetail[] }>;
