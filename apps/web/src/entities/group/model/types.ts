import type { RequestBody, ResponseBody } from '@tapetv/api-client';

/** A group as the chat lists show it (spec point 3 "Group chat lists"), with the viewer's standing. */
export type GroupSummary = ResponseBody<'/api/suggested-chats', 'get'>['data'][number];

/** A group's header: the summary with its cover position and whether the viewer may edit it. */
export type GroupDetail = ResponseBody<'/api/groups/{groupId}', 'get'>;

/** One row of a group's member list. */
export type GroupMember = ResponseBody<'/api/groups/{groupId}/members', 'get'>['data'][number];

/** A member waiting for an admin to let them into a private group. */
export type GroupJoinRequest = ResponseBody<
  '/api/groups/{groupId}/requests',
  'get'
>['data'][number];

export type GroupRole = GroupMember['role'];
export type GroupPrivacy = GroupSummary['privacy'];

/** What "Create group" sends (`POST /api/groups`). */
export type NewGroupInput = RequestBody<'/api/groups', 'post'>;

/** What editing the header sends (`PUT /api/groups/{groupId}`): only the fields given change. */
export type GroupEditInput = RequestBody<'/api/groups/{groupId}', 'put'>;
