import type { ResponseBody } from '@tapetv/api-client';

/** A post as the server sends it (spec point 3 "Post"). */
export type PostData = ResponseBody<'/api/singlePost/{postId}', 'get'>;
export type PollData = NonNullable<PostData['poll']>;
export type ReactionData = PostData['reactions'][number];
/** A comment with its replies (one level deep), as GET /api/posts/{postId}/comments sends it. */
export type CommentData = ResponseBody<'/api/posts/{postId}/comments', 'get'>[number];
export type ReplyData = CommentData['replies'][number];
export type AnyComment = CommentData | ReplyData;
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
