import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../plugins/app/auth.ts';
import {
  GROUP_MEMBERS_PAGE_SIZE,
  GroupDetail,
  GroupEdit,
  GroupJoinRequest,
  GroupMember,
  GroupSummary,
  NewGroup,
  SUGGESTED_GROUPS_SIZE,
} from '../../schemas/groups.ts';
import { ErrorResponse, memberErrors, memberOnly, writeErrors } from '../schemas.ts';

const OneGroup = Type.Object({ groupId: Type.Integer({ minimum: 1 }) });
const GroupAndMember = Type.Object({
  groupId: Type.Integer({ minimum: 1 }),
  userId: Type.Integer({ minimum: 1 }),
});
const GroupList = Type.Object({ data: Type.Array(GroupSummary) });
const Done = Type.Object({ success: Type.Boolean(), message: Type.String() });
const MemberDone = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  member: GroupMember,
});
const reads = { 403: ErrorResponse, 404: ErrorResponse, ...memberErrors };
const refusals = { ...reads, 409: ErrorResponse, ...writeErrors };

/**
 * Groups (spec points 1, 2 and 7 "Chat, follow, …": suggested and joined chats; the spec names no
 * other group calls, so these follow its conventions: member-only, CSRF on writes, refusals with a
 * message to show). The chat itself is routes/group-chat; a group's posts are routes/posts
 * (`GET /api/user-group/{groupId}`); its images are routes/uploads.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const member = { onRequest: app.requireUser } as const;
  const schema = <T extends object>(operationId: string, summary: string, rest: T) => ({
    tags: ['groups'],
    operationId,
    summary,
    security: memberOnly,
    ...rest,
  });

  app.get(
    '/api/joined-chats',
    {
      ...member,
      schema: schema(
        'getJoinedChats',
        'The member’s groups, or another member’s as the member may see them; most recently active first',
        {
          querystring: Type.Object({
            userName: Type.Optional(
              Type.String({
                minLength: 1,
                maxLength: 200,
                description:
                  'Whose groups: a private group of theirs is listed only when the member is in it too',
              }),
            ),
          }),
          response: { 200: GroupList, 404: ErrorResponse, ...memberErrors },
        },
      ),
    },
    async (request) => ({
      data: await app.services.groups.joined(currentUser(request), request.query.userName),
    }),
  );

  app.get(
    '/api/suggested-chats',
    {
      ...member,
      schema: schema(
        'getSuggestedChats',
        `Up to ${SUGGESTED_GROUPS_SIZE} groups the member is not in: the most members first, then the newest`,
        { response: { 200: GroupList, ...memberErrors } },
      ),
    },
    async (request) => ({ data: await app.services.groups.suggested(currentUser(request)) }),
  );

  app.post(
    '/api/groups',
    {
      ...member,
      schema: schema('createGroup', 'Creates a group; the member becomes its owner', {
        body: NewGroup,
        response: {
          201: Type.Object({ success: Type.Boolean(), message: Type.String(), group: GroupDetail }),
          409: ErrorResponse,
          ...memberErrors,
          ...writeErrors,
        },
      }),
    },
    async (request, reply) => {
      const group = await app.services.groups.create(currentUser(request), request.body);
      return reply.code(201).send({ success: true, message: 'Group created.', group });
    },
  );

  app.get(
    '/api/groups/:groupId',
    {
      ...member,
      schema: schema(
        'getGroup',
        'A group’s header, with the member’s standing in it (any member may see a private group’s)',
        { params: OneGroup, response: { 200: GroupDetail, ...reads } },
      ),
    },
    async (request) => app.services.groups.detail(currentUser(request), request.params.groupId),
  );

  app.put(
    '/api/groups/:groupId',
    {
      ...member,
      schema: schema('updateGroup', 'Changes the fields given (the owner and admins only)', {
        params: OneGroup,
        body: GroupEdit,
        response: { 200: GroupDetail, ...refusals },
      }),
    },
    async (request) =>
      app.services.groups.update(currentUser(request), request.params.groupId, request.body),
  );

  app.post(
    '/api/groups/:groupId/join',
    {
      ...member,
      schema: schema(
        'joinGroup',
        'Joins a public group at once; asks a private group’s admins (asking again is fine)',
        {
          params: OneGroup,
          response: {
            200: Type.Object({
              success: Type.Boolean(),
              message: Type.String(),
              status: Type.Enum(['joined', 'requested']),
              group: GroupDetail,
            }),
            ...refusals,
          },
        },
      ),
    },
    async (request) => app.services.groups.join(currentUser(request), request.params.groupId),
  );

  app.post(
    '/api/groups/:groupId/leave',
    {
      ...member,
      schema: schema(
        'leaveGroup',
        'Leaves the group, or cancels the member’s request to join it; the owner cannot leave (409)',
        {
          params: OneGroup,
          response: {
            200: Type.Object({
              success: Type.Boolean(),
              message: Type.String(),
              status: Type.Literal('left'),
              group: GroupDetail,
            }),
            ...refusals,
          },
        },
      ),
    },
    async (request) => app.services.groups.leave(currentUser(request), request.params.groupId),
  );

  app.get(
    '/api/groups/:groupId/requests',
    {
      ...member,
      schema: schema(
        'getGroupJoinRequests',
        'The members asking to join, oldest request first (the owner and admins only)',
        {
          params: OneGroup,
          response: { 200: Type.Object({ data: Type.Array(GroupJoinRequest) }), ...reads },
        },
      ),
    },
    async (request) => ({
      data: await app.services.groups.requests(currentUser(request), request.params.groupId),
    }),
  );

  app.post(
    '/api/groups/:groupId/requests/:userId/approve',
    {
      ...member,
      schema: schema('approveGroupJoinRequest', 'Lets the member in (the owner and admins only)', {
        params: GroupAndMember,
        response: { 200: MemberDone, ...refusals },
      }),
    },
    async (request) =>
      app.services.groups.approve(
        currentUser(request),
        request.params.groupId,
        request.params.userId,
      ),
  );

  app.delete(
    '/api/groups/:groupId/requests/:userId',
    {
      ...member,
      schema: schema(
        'declineGroupJoinRequest',
        'Declines the member’s request to join (the owner and admins only)',
        { params: GroupAndMember, response: { 200: Done, ...refusals } },
      ),
    },
    async (request) =>
      app.services.groups.decline(
        currentUser(request),
        request.params.groupId,
        request.params.userId,
      ),
  );

  app.get(
    '/api/groups/:groupId/members',
    {
      ...member,
      schema: schema(
        'getGroupMembers',
        `A group’s members, ${GROUP_MEMBERS_PAGE_SIZE} a page: the owner, then admins, then members by when they joined (a private group’s for its members only)`,
        {
          params: OneGroup,
          querystring: Type.Object({
            page: Type.Optional(Type.Integer({ minimum: 1, description: 'From 1 (the default)' })),
          }),
          response: {
            200: Type.Object({
              data: Type.Array(GroupMember),
              page: Type.Integer(),
              hasMore: Type.Boolean(),
              total: Type.Integer({ description: 'How many members the group has' }),
            }),
            ...reads,
          },
        },
      ),
    },
    async (request) =>
      app.services.groups.members(
        currentUser(request),
        request.params.groupId,
        request.query.page ?? 1,
      ),
  );

  app.delete(
    '/api/groups/:groupId/members/:userId',
    {
      ...member,
      schema: schema(
        'removeGroupMember',
        'Removes a member: the owner and admins remove members, only the owner an admin, nobody the owner; leaving oneself is leaveGroup',
        { params: GroupAndMember, response: { 200: Done, ...refusals } },
      ),
    },
    async (request) =>
      app.services.groups.removeMember(
        currentUser(request),
        request.params.groupId,
        request.params.userId,
      ),
  );

  app.put(
    '/api/groups/:groupId/members/:userId/role',
    {
      ...member,
      schema: schema(
        'setGroupMemberRole',
        'Makes a member an admin, or an admin a member (the owner only)',
        {
          params: GroupAndMember,
          body: Type.Object({ role: Type.Enum(['admin', 'member']) }),
          response: { 200: MemberDone, ...refusals },
        },
      ),
    },
    async (request) =>
      app.services.groups.setRole(
        currentUser(request),
        request.params.groupId,
        request.params.userId,
        request.body.role,
      ),
  );
};

export default routes;
