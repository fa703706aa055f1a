import type { ResponseBody } from '@tapetv/api-client';

/** A comment with its replies (one level deep), as GET /api/posts/{postId}/comments sends it. */
export type CommentData = ResponseBody<'/api/posts/{postId}/comments', 'get'>[number];
export type ReplyData = CommentData['replies'][number];
export type AnyComment = CommentData | ReplyData;
