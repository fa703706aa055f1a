import { ApiError } from '@tapetv/api-client';
import { atom, type Getter, type Setter } from 'jotai';
import { atomFamily } from 'jotai-family';
import { api, type FormFailure, formFailure } from '@/shared/api';
import {
  appendMembers,
  checkNewGroup,
  isGroupMember,
  normalizedNewGroup,
} from '../lib/group-rules.ts';
import type {
  GroupDetail,
  GroupEditInput,
  GroupJoinRequest,
  GroupMember,
  GroupRole,
  GroupSummary,
  NewGroupInput,
} from './types.ts';

/** The failure of a call in the product's words: the server's message, or "could not be reached". */
const failureText = (error: unknown) => formFailure(error).message;

// ---------------------------------------------------------------------------------------------
// The chat lists of /groups

export interface GroupListsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The viewer's groups, most recently active first (`GET /api/joined-chats`). */
  joined: GroupSummary[];
  /** Groups the viewer is not in (`GET /api/suggested-chats`). */
  suggested: GroupSummary[];
  error: string | null;
}

/** The viewer's joined and suggested groups (spec point 3 "Group chat lists"). */
export const groupListsAtom = atom<GroupListsState>({
  status: 'idle',
  joined: [],
  suggested: [],
  error: null,
});
groupListsAtom.debugLabel = 'groups:lists';

/** Loads both lists together; a failure keeps what was shown and says why. */
export const loadGroupListsAtom = atom(null, async (get, set) => {
  if (get(groupListsAtom).status === 'loading') return;
  set(groupListsAtom, { ...get(groupListsAtom), status: 'loading', error: null });
  try {
    const [joined, suggested] = await Promise.all([
      api.get('/api/joined-chats'),
      api.get('/api/suggested-chats'),
    ]);
    set(groupListsAtom, {
      status: 'ready',
      joined: joined.data,
      suggested: suggested.data,
      error: null,
    });
  } catch (error) {
    set(groupListsAtom, { ...get(groupListsAtom), status: 'error', error: failureText(error) });
  }
});

// ---------------------------------------------------------------------------------------------
// One group's header

export interface GroupState {
  status: 'idle' | 'loading' | 'ready' | 'missing' | 'error';
  /** The last answer; kept while a reload runs, so the page does not blank. */
  group: GroupDetail | null;
}

const IDLE_GROUP: GroupState = { status: 'idle', group: null };

/** Each group's header as the viewer last loaded it, by group id (the address's key). */
export const groupAtomFamily = atomFamily((groupId: number) => {
  const groupAtom = atom<GroupState>(IDLE_GROUP);
  groupAtom.debugLabel = `group:${groupId}`;
  return groupAtom;
});

/** Loads a group's header; an id no group has is `missing`, other failures `error`. */
export const loadGroupAtom = atom(null, async (get, set, groupId: number) => {
  const groupAtom = groupAtomFamily(groupId);
  set(groupAtom, { ...get(groupAtom), status: 'loading' });
  try {
    const group = await api.get('/api/groups/{groupId}', { path: { groupId } });
    set(groupAtom, { status: 'ready', group });
  } catch (error) {
    const missing = error instanceof ApiError && error.status === 404;
    set(groupAtom, { ...get(groupAtom), status: missing ? 'missing' : 'error' });
  }
});

const summaryOf = ({ cover_position: _position, can_edit: _canEdit, ...summary }: GroupDetail) =>
  summary satisfies GroupSummary;

/**
 * The server's new view of a group (after a join, a leave, an edit): its header, and its rows in
 * the chat lists. Joining moves it from the suggestions to the top of the joined list; leaving
 * takes it out of the joined list (it may come back as a suggestion on the next load).
 */
export const applyGroupAtom = atom(null, (get, set, group: GroupDetail) => {
  const groupAtom = groupAtomFamily(group.id);
  set(groupAtom, { ...get(groupAtom), group });
  const lists = get(groupListsAtom);
  if (lists.status === 'idle') return;
  const summary = summaryOf(group);
  const without = (rows: GroupSummary[]) => rows.filter((row) => row.id !== group.id);
  const replaced = (rows: GroupSummary[]) =>
    rows.map((row) => (row.id === group.id ? summary : row));
  const member = isGroupMember(group.role);
  const wasJoined = lists.joined.some((row) => row.id === group.id);
  set(groupListsAtom, {
    ...lists,
    joined: member
      ? wasJoined
        ? replaced(lists.joined)
        : [summary, ...lists.joined]
      : without(lists.joined),
    suggested: member ? without(lists.suggested) : replaced(lists.suggested),
  });
});

/** A change the viewer made that the server confirmed without sending the group (its images). */
export const patchGroupAtom = atom(
  null,
  (
    get,
    set,
    groupId: number,
    change: Partial<Pick<GroupDetail, 'avatar' | 'cover' | 'cover_position' | 'members_count'>>,
  ) => {
    const { group } = get(groupAtomFamily(groupId));
    if (group) set(applyGroupAtom, { ...group, ...change });
    else {
      const lists = get(groupListsAtom);
      const patch = (rows: GroupSummary[]) =>
        rows.map((row) => (row.id === groupId ? { ...row, ...change } : row));
      set(groupListsAtom, {
        ...lists,
        joined: patch(lists.joined),
        suggested: patch(lists.suggested),
      });
    }
  },
);

// ---------------------------------------------------------------------------------------------
// Joining and leaving

export interface GroupActionState {
  pending: boolean;
  /** Why the last attempt was refused, in the server's words (the owner cannot leave…). */
  error: string | null;
}

const IDLE_ACTION: GroupActionState = { pending: false, error: null };

/** The viewer's join or leave of a group on its way, or refused; by group id. */
export const membershipAtomFamily = atomFamily((groupId: number) => {
  const actionAtom = atom<GroupActionState>(IDLE_ACTION);
  actionAtom.debugLabel = `group:${groupId}:membership`;
  return actionAtom;
});

/** The group's member list starts again from its first page the next time it shows. */
const membersChanged = (set: Setter, groupId: number) =>
  set(groupMembersAtomFamily(groupId), IDLE_MEMBERS);

/**
 * Joins a group: a public one at once, a private one by a request its admins answer (the answer
 * says which). Nothing changes until the server agrees; a second call meanwhile is ignored.
 */
export const joinGroupAtom = atom(null, async (get, set, groupId: number) => {
  const actionAtom = membershipAtomFamily(groupId);
  if (get(actionAtom).pending) return null;
  set(actionAtom, { pending: true, error: null });
  try {
    const answer = await api.post('/api/groups/{groupId}/join', { path: { groupId } });
    set(applyGroupAtom, answer.group);
    if (answer.status === 'joined') membersChanged(set, groupId);
    set(actionAtom, IDLE_ACTION);
    return answer.status;
  } catch (error) {
    set(actionAtom, { pending: false, error: failureText(error) });
    return null;
  }
});

/**
 * Leaves a group, or withdraws the viewer's request to join it. The owner is refused (409) with
 * the server's message, which stays beside the button.
 */
export const leaveGroupAtom = atom(null, async (get, set, groupId: number) => {
  const actionAtom = membershipAtomFamily(groupId);
  if (get(actionAtom).pending) return false;
  set(actionAtom, { pending: true, error: null });
  try {
    const answer = await api.post('/api/groups/{groupId}/leave', { path: { groupId } });
    set(applyGroupAtom, answer.group);
    membersChanged(set, groupId);
    set(actionAtom, IDLE_ACTION);
    return true;
  } catch (error) {
    set(actionAtom, { pending: false, error: failureText(error) });
    return false;
  }
});

// ---------------------------------------------------------------------------------------------
// Creating and editing

export type CreateGroupResult = { ok: true; group: GroupDetail } | FormFailure;

/**
 * Creates a group with the viewer as its owner. The form's own check runs first; the server's
 * refusals come back per field (a taken name: 409 GROUP_NAME_TAKEN, beside the name). The new
 * group heads the joined list.
 */
export const createGroupAtom = atom(
  null,
  async (_get, set, input: NewGroupInput): Promise<CreateGroupResult> => {
    const errors = checkNewGroup(input);
    if (Object.keys(errors).length > 0)
      return {
        ok: false,
        message: 'Check the highlighted fields.',
        fieldErrors: Object.fromEntries(
          Object.entries(errors).map(([field, message]) => [field, [message]]),
        ),
      };
    try {
      const { group } = await api.post('/api/groups', { body: normalizedNewGroup(input) });
      set(applyGroupAtom, group);
      return { ok: true, group };
    } catch (error) {
      return formFailure(error);
    }
  },
);

export type UpdateGroupResult = { ok: true; group: GroupDetail } | FormFailure;

/** Changes a group's title, description or privacy (its owner and admins). */
export const updateGroupAtom = atom(
  null,
  async (
    _get,
    set,
    { groupId, changes }: { groupId: number; changes: GroupEditInput },
  ): Promise<UpdateGroupResult> => {
    try {
      const group = await api.put('/api/groups/{groupId}', { path: { groupId }, body: changes });
      set(applyGroupAtom, group);
      return { ok: true, group };
    } catch (error) {
      return formFailure(error);
    }
  },
);

// ---------------------------------------------------------------------------------------------
// Members

export interface GroupMembersState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The owner, then admins, then members by when they joined. */
  members: GroupMember[];
  /** The last page loaded (from 1). */
  page: number;
  hasMore: boolean;
  /** How many members the group has. */
  total: number;
  loadingMore: boolean;
  error: string | null;
}

const IDLE_MEMBERS: GroupMembersState = {
  status: 'idle',
  members: [],
  page: 0,
  hasMore: false,
  total: 0,
  loadingMore: false,
  error: null,
};

/** A group's member list, 30 a page, by group id. */
export const groupMembersAtomFamily = atomFamily((groupId: number) => {
  const membersAtom = atom<GroupMembersState>(IDLE_MEMBERS);
  membersAtom.debugLabel = `group:${groupId}:members`;
  return membersAtom;
});

/** Loads the first page of a group's members (again); a failure keeps what was shown. */
export const loadGroupMembersAtom = atom(null, async (get, set, groupId: number) => {
  const membersAtom = groupMembersAtomFamily(groupId);
  set(membersAtom, { ...get(membersAtom), status: 'loading', error: null });
  try {
    const answer = await api.get('/api/groups/{groupId}/members', {
      path: { groupId },
      query: { page: 1 },
    });
    set(membersAtom, {
      status: 'ready',
      members: answer.data,
      page: answer.page,
      hasMore: answer.hasMore,
      total: answer.total,
      loadingMore: false,
      error: null,
    });
  } catch (error) {
    set(membersAtom, { ...get(membersAtom), status: 'error', error: failureText(error) });
  }
});

/** The next page, added after the last; ignored while one loads or at the end. */
export const loadMoreGroupMembersAtom = atom(null, async (get, set, groupId: number) => {
  const membersAtom = groupMembersAtomFamily(groupId);
  const state = get(membersAtom);
  if (state.status !== 'ready' || state.loadingMore || !state.hasMore) return;
  set(membersAtom, { ...state, loadingMore: true, error: null });
  try {
    const answer = await api.get('/api/groups/{groupId}/members', {
      path: { groupId },
      query: { page: state.page + 1 },
    });
    const current = get(membersAtom);
    set(membersAtom, {
      ...current,
      members: appendMembers(current.members, answer.data),
      page: answer.page,
      hasMore: answer.hasMore,
      total: answer.total,
      loadingMore: false,
    });
  } catch (error) {
    set(membersAtom, { ...get(membersAtom), loadingMore: false, error: failureText(error) });
  }
});

/** The group's member count moved by `by` (a member approved or removed). */
function countMoved(get: Getter, set: Setter, groupId: number, by: number) {
  const { group } = get(groupAtomFamily(groupId));
  if (group) set(patchGroupAtom, groupId, { members_count: Math.max(0, group.members_count + by) });
}

// ---------------------------------------------------------------------------------------------
// Join requests and the owner's and admins' say over members

export interface GroupRequestsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Oldest request first. */
  requests: GroupJoinRequest[];
  error: string | null;
}

/** The members asking to join a group (its owner and admins see them), by group id. */
export const groupRequestsAtomFamily = atomFamily((groupId: number) => {
  const requestsAtom = atom<GroupRequestsState>({ status: 'idle', requests: [], error: null });
  requestsAtom.debugLabel = `group:${groupId}:requests`;
  return requestsAtom;
});

export const loadGroupRequestsAtom = atom(null, async (get, set, groupId: number) => {
  const requestsAtom = groupRequestsAtomFamily(groupId);
  set(requestsAtom, { ...get(requestsAtom), status: 'loading', error: null });
  try {
    const { data } = await api.get('/api/groups/{groupId}/requests', { path: { groupId } });
    set(requestsAtom, { status: 'ready', requests: data, error: null });
  } catch (error) {
    set(requestsAtom, { ...get(requestsAtom), status: 'error', error: failureText(error) });
  }
});

export type MemberKey = `${number}:${number}`;

/** An answer to a request, a removal or a role change on its way, by `groupId:userId`. */
export const memberActionAtomFamily = atomFamily((key: MemberKey) => {
  const actionAtom = atom<GroupActionState>(IDLE_ACTION);
  actionAtom.debugLabel = `group-member:${key}:action`;
  return actionAtom;
});

type MemberRef = { groupId: number; userId: number };

/** Runs one action on a member: pending meanwhile (a second is ignored), the server's refusal kept. */
async function onMember(
  get: Getter,
  set: Setter,
  { groupId, userId }: MemberRef,
  call: () => Promise<void>,
) {
  const actionAtom = memberActionAtomFamily(`${groupId}:${userId}`);
  if (get(actionAtom).pending) return false;
  set(actionAtom, { pending: true, error: null });
  try {
    await call();
    set(actionAtom, IDLE_ACTION);
    return true;
  } catch (error) {
    set(actionAtom, { pending: false, error: failureText(error) });
    return false;
  }
}

const withoutRequest = (get: Getter, set: Setter, { groupId, userId }: MemberRef) => {
  const requestsAtom = groupRequestsAtomFamily(groupId);
  const state = get(requestsAtom);
  set(requestsAtom, {
    ...state,
    requests: state.requests.filter((request) => request.user.id !== userId),
  });
};

/**
 * Lets a member in: the request goes, the member joins the end of the list when every page is
 * shown (members are listed by when they joined), and the group counts one more.
 */
export const approveJoinRequestAtom = atom(null, (get, set, ref: MemberRef) =>
  onMember(get, set, ref, async () => {
    const { member } = await api.post('/api/groups/{groupId}/requests/{userId}/approve', {
      path: ref,
    });
    withoutRequest(get, set, ref);
    const membersAtom = groupMembersAtomFamily(ref.groupId);
    const state = get(membersAtom);
    if (state.status === 'ready')
      set(membersAtom, {
        ...state,
        members: state.hasMore ? state.members : appendMembers(state.members, [member]),
        total: state.total + 1,
      });
    countMoved(get, set, ref.groupId, 1);
  }),
);

/** Declines a request: it goes from the list. */
export const declineJoinRequestAtom = atom(null, (get, set, ref: MemberRef) =>
  onMember(get, set, ref, async () => {
    await api.delete('/api/groups/{groupId}/requests/{userId}', { path: ref });
    withoutRequest(get, set, ref);
  }),
);

/** Removes a member from the group (see `canRemoveMember` for who may). */
export const removeGroupMemberAtom = atom(null, (get, set, ref: MemberRef) =>
  onMember(get, set, ref, async () => {
    await api.delete('/api/groups/{groupId}/members/{userId}', { path: ref });
    const membersAtom = groupMembersAtomFamily(ref.groupId);
    const state = get(membersAtom);
    set(membersAtom, {
      ...state,
      members: state.members.filter((member) => member.user.id !== ref.userId),
      total: Math.max(0, state.total - 1),
    });
    countMoved(get, set, ref.groupId, -1);
  }),
);

/** Makes a member an admin, or an admin a member again (the owner only). */
export const setGroupMemberRoleAtom = atom(
  null,
  (get, set, { role, ...ref }: MemberRef & { role: Exclude<GroupRole, 'owner'> }) =>
    onMember(get, set, ref, async () => {
      const { member } = await api.put('/api/groups/{groupId}/members/{userId}/role', {
        path: ref,
        body: { role },
      });
      const membersAtom = groupMembersAtomFamily(ref.groupId);
      const state = get(membersAtom);
      set(membersAtom, {
        ...state,
        members: state.members.map((row) => (row.user.id === ref.userId ? member : row)),
      });
    }),
);
