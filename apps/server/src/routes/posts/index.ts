import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { dataPage, sendJsonText } from '../../lib/json-text.ts';
import { currentUser } from '../../plugins/app/auth.ts';
import {
  BookmarkState,
  CastVote,
  Comment,
  CommentText,
  Cursor,
  NewPost,
  Post,
  PostEdit,
  PostPage,
  Reaction,
  ReactionPage,
  ReactionQuery,
  ReactionTargetBody,
  ReactionType,
} from '../../schemas/posts.ts';
import {
  ErrorResponse,
  memberErrors,
  memberOnly,
  rateLimitErrors,
  SuccessMessage,
  writeErrors,
} from '../schemas.ts';

const refusals = {
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  ...memberErrors,
  ...writeErrors,
};
const reads = { ...memberErrors, 403: ErrorResponse, 404: ErrorResponse };
const target = (body: { post_id: number } | { comment_id: number }) =>
  'post_id' in body ? { postId: body.post_id } : { commentId: body.comment_id };

/** Spec point 7 "Posts and reactions" and "Comments", plus creating, editing and deleting posts. */
const posts: FastifyPluginAsyncTypebox = async (app) => {
  const member = { onRequest: app.requireUser } as const;
  const schema = <T extends object>(operationId: string, rest: T) => ({
    tags: ['posts'],
    operationId,
    security: memberOnly,
    ...rest,
  });

  app.get(
    '/api/user-feed',
    {
      ...member,
      schema: schema('getUserFeed', { querystring: Cursor, response: { 200: PostPage, ...reads } }),
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        dataPage(await app.services.posts.feed(currentUser(request).id, request.query.lastPostId)),
      ),
  );

  app.get(
    '/api/popular-posts',
    {
      ...member,
      schema: schema('getPopularPosts', {
        summary:
          'Popular now: the most engaging posts of the last 7 days across the site (reactions, and comments counted twice), as the member may see them; one page',
        response: { 200: PostPage, ...reads },
      }),
    },
    async (request, reply) =>
      sendJsonText(reply, dataPage(await app.services.posts.popular(currentUser(request).id))),
  );

  app.get(
    '/api/user-profile/:userId',
    {
      ...member,
      schema: schema('getUserProfilePosts', {
        params: Type.Object({ userId: Type.Integer({ minimum: 1 }) }),
        querystring: Cursor,
        response: { 200: PostPage, ...reads },
      }),
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        dataPage(
          await app.services.posts.byAuthor(
            request.params.userId,
            currentUser(request).id,
            request.query.lastPostId,
          ),
        ),
      ),
  );

  app.get(
    '/api/user-group/:groupId',
    {
      ...member,
      schema: schema('getGroupPosts', {
        params: Type.Object({ groupId: Type.Integer({ minimum: 1 }) }),
        querystring: Cursor,
        response: { 200: PostPage, ...reads },
      }),
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        dataPage(
          await app.services.posts.byGroup(
            request.params.groupId,
            currentUser(request).id,
            request.query.lastPostId,
          ),
        ),
      ),
  );

  app.get(
    '/api/symbols/:symbolId/posts',
    {
      ...member,
      schema: schema('getSymbolPosts', {
        summary:
          'The posts whose $cashtags name a symbol, newest first, as the member may see them (outside groups, or in their groups)',
        params: Type.Object({ symbolId: Type.Integer({ minimum: 1 }) }),
        querystring: Cursor,
        response: { 200: PostPage, ...reads },
      }),
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        dataPage(
          await app.services.posts.bySymbol(
            request.params.symbolId,
            currentUser(request).id,
            request.query.lastPostId,
          ),
        ),
      ),
  );

  app.get(
    '/api/singlePost/:postId',
    {
      ...member,
      schema: schema('getSinglePost', {
        params: Type.Object({ postId: Type.Integer({ minimum: 1 }) }),
        response: { 200: Post, ...reads },
      }),
    },
    async (request) => app.services.posts.single(request.params.postId, currentUser(request).id),
  );

  app.get(
    '/api/bookmarks',
    {
      ...member,
      schema: schema('getBookmarks', {
        summary:
          'The posts the member saved, newest post first, that they may still read (a private group’s posts leave with its membership)',
        querystring: Cursor,
        response: { 200: PostPage, ...reads },
      }),
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        dataPage(await app.services.posts.saved(currentUser(request).id, request.query.lastPostId)),
      ),
  );

  const bookmarkParams = Type.Object({ postId: Type.Integer({ minimum: 1 }) });

  app.post(
    '/api/posts/:postId/bookmark',
    {
      ...member,
      schema: schema('bookmarkPost', {
        summary: 'Saves a post the member may read to their saved posts; saving twice is one save',
        params: bookmarkParams,
        response: { 200: BookmarkState, ...refusals },
      }),
    },
    async (request) => {
      const { postId } = request.params;
      await app.services.posts.bookmark(currentUser(request).id, postId);
      return { post_id: postId, bookmarked: true };
    },
  );

  app.delete(
    '/api/posts/:postId/bookmark',
    {
      ...member,
      schema: schema('unbookmarkPost', {
        summary: 'Takes a post out of the member’s saved posts (one not saved stays out)',
        params: bookmarkParams,
        response: { 200: BookmarkState, ...refusals },
      }),
    },
    async (request) => {
      const { postId } = request.params;
      await app.services.posts.unbookmark(currentUser(request).id, postId);
      return { post_id: postId, bookmarked: false };
    },
  );

  app.post(
    '/api/posts',
    {
      ...member,
      config: { rateLimit: 'post' },
      schema: schema('createPost', {
        body: NewPost,
        response: { 201: Post, ...refusals, ...rateLimitErrors },
      }),
    },
    async (request, reply) =>
      reply.code(201).send(await app.services.posts.create(currentUser(request).id, request.body)),
  );

  app.put(
    '/api/posts/:postId',
    {
      ...member,
      schema: schema('editPost', {
        params: Type.Object({ postId: Type.Integer({ minimum: 1 }) }),
        body: PostEdit,
        response: { 200: Post, ...refusals },
      }),
    },
    async (request) =>
      app.services.posts.edit(currentUser(request).id, request.params.postId, request.body),
  );

  app.delete(
    '/api/posts/:postId',
    {
      ...member,
      schema: schema('deletePost', {
        params: Type.Object({ postId: Type.Integer({ minimum: 1 }) }),
        response: { 200: SuccessMessage, ...refusals },
      }),
    },
    async (request) => {
      await app.services.posts.delete(currentUser(request).id, request.params.postId);
      return { success: true, message: 'Post deleted.' };
    },
  );

  app.get(
    '/api/reaction-types',
    {
      ...member,
      schema: schema('getReactionTypes', { response: { 200: Type.Array(ReactionType), ...reads } }),
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, max-age=300');
      return (await app.services.engagement.reactionTypes()).map(({ id, name, icon }) => ({
        id,
        name,
        icon,
      }));
    },
  );

  app.post(
    '/api/add-or-update-reaction',
    {
      ...member,
      schema: schema('addOrUpdateReaction', {
        body: ReactionTargetBody({ reaction_type_id: Type.Integer({ minimum: 1 }) }),
        response: { 200: Reaction, ...refusals },
      }),
    },
    async (request) => {
      const body = request.body as ({ post_id: number } | { comment_id: number }) & {
        reaction_type_id: number;
      };
      return app.services.engagement.react(
        currentUser(request),
        target(body),
        body.reaction_type_id,
      );
    },
  );

  app.post(
    '/api/remove-reaction',
    {
      ...member,
      schema: schema('removeReaction', {
        body: ReactionTargetBody(),
        response: { 200: SuccessMessage, ...refusals },
      }),
    },
    async (request) => {
      await app.services.engagement.unreact(currentUser(request), target(request.body));
      return { success: true, message: 'Reaction removed.' };
    },
  );

  app.post(
    '/api/add-vote',
    {
      ...member,
      schema: schema('addVote', {
        body: Type.Object({
          poll_id: Type.Integer({ minimum: 1 }),
          option_id: Type.Integer({ minimum: 1 }),
        }),
        response: {
          200: CastVote,
          ...refusals,
        },
      }),
    },
    async (request) =>
      app.services.engagement.vote(
        currentUser(request),
        request.body.poll_id,
        request.body.option_id,
      ),
  );

  app.post(
    '/api/remove-vote',
    {
      ...member,
      schema: schema('removeVote', {
        body: Type.Object({ poll_id: Type.Integer({ minimum: 1 }) }),
        response: { 200: SuccessMessage, ...refusals },
      }),
    },
    async (request) => {
      await app.services.engagement.unvote(currentUser(request), request.body.poll_id);
      return { success: true, message: 'Vote removed.' };
    },
  );

  app.get(
    '/api/posts/:postId/reactions',
    {
      ...member,
      schema: schema('getPostReactions', {
        description:
          'Every reaction of a post, oldest first, 50 at a time (a post lists only its counts and a few reactions of each type).',
        params: Type.Object({ postId: Type.Integer({ minimum: 1 }) }),
        querystring: ReactionQuery,
        response: { 200: ReactionPage, ...reads },
      }),
    },
    async (request) => ({
      data: {
        data: await app.services.engagement.reactions(
          currentUser(request).id,
          request.params.postId,
          {
            reactionTypeId: request.query.reaction_type_id,
            afterId: request.query.lastReactionId,
          },
        ),
      },
    }),
  );

  app.get(
    '/api/posts/:postId/comments',
    {
      ...member,
      schema: schema('getPostComments', {
        params: Type.Object({ postId: Type.Integer({ minimum: 1 }) }),
        response: { 200: Type.Array(Comment), ...reads },
      }),
    },
    async (request) =>
      app.services.engagement.comments(currentUser(request).id, request.params.postId),
  );

  app.post(
    '/api/submit-comment',
    {
      ...member,
      config: { rateLimit: 'comment' },
      schema: schema('submitComment', {
        body: Type.Object({
          post_id: Type.Integer({ minimum: 1 }),
          parent_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
          text: CommentText,
        }),
        response: { 200: Comment, ...refusals, ...rateLimitErrors },
      }),
    },
    async (request) => app.services.engagement.submit(currentUser(request), request.body),
  );

  app.post(
    '/api/edit-comment',
    {
      ...member,
      schema: schema('editComment', {
        body: Type.Object({
          id: Type.Integer({ minimum: 1 }),
          parent_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
          text: CommentText,
        }),
        response: { 200: Comment, ...refusals },
      }),
    },
    async (request) => app.services.engagement.edit(currentUser(request), request.body),
  );

  app.post(
    '/api/delete-comment',
    {
      ...member,
      schema: schema('deleteComment', {
        body: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: SuccessMessage, ...refusals },
      }),
    },
    async (request) => {
      await app.services.engagement.remove(currentUser(request), request.body.id);
      return { success: true, message: 'Comment deleted.' };
    },
  );
};

export default posts;
