import { ApiError } from '@tapetv/api-client';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { groupFactory, groupMemberFactory, joinRequestFactory } from '@/shared/lib/test';

const { get, post, put, del } = vi.hoisted(() => ({
  get: vi.fn(),
  post: vi.fn(),
  put: vi.fn(),
  del: vi.fn(),
}));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get, post, put, delete: del },
}));

const {
  approveJoinRequestAtom,
  createGroupAtom,
  declineJoinRequestAtom,
  groupAtomFamily,
  groupListsAtom,
  groupMembersAtomFamily,
  groupRequestsAtomFamily,
  joinGroupAtom,
  leaveGroupAtom,
  loadGroupAtom,
  loadGroupListsAtom,
  loadGroupMembersAtom,
  loadGroupRequestsAtom,
  loadMoreGroupMembersAtom,
  memberActionAtomFamily,
  membershipAtomFamily,
  patchGroupAtom,
  removeGroupMemberAtom,
  setGroupMemberRoleAtom,
  updateGroupAtom,
} = await import('./group.atoms.ts');

const options = groupFactory({
  id: 1,
  group_title: 'Options Club',
  role: 'member',
  members_count: 3,
});
const dividends = groupFactory({ id: 2, group_title: 'Dividends' });
const secret = groupFactory({ id: 3, group_title: 'Secret Desk', privacy: 'private' });

/** A store with the lists loaded: Options Club joined; Dividends and Secret Desk suggested. */
async function storeWithLists() {
  const store = createStore();
  get.mockImplementation(async (path: string) =>
    path === '/api/joined-chats' ? { data: [options] } : { data: [dividends, secret] },
  );
  await store.set(loadGroupListsAtom);
  get.mockReset();
  return store;
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

beforeEach(() => {
  vi.resetAllMocks();
});

describe('the chat lists', () => {
  it('loads joined and suggested groups together', async () => {
    const store = await storeWithLists();
    expect(store.get(groupListsAtom)).toMatchObject({ status: 'ready', error: null });
    expect(ids(store.get(groupListsAtom).joined)).toEqual([1]);
    expect(ids(store.get(groupListsAtom).suggested)).toEqual([2, 3]);
  });

  it('a failure says why and keeps what was shown', async () => {
    const store = await storeWithLists();
    get.mockRejectedValue(new ApiError(500, { message: 'Server error' }, 'Server error'));
    await store.set(loadGroupListsAtom);
    expect(store.get(groupListsAtom)).toMatchObject({ status: 'error', error: 'Server error' });
    expect(ids(store.get(groupListsAtom).joined)).toEqual([1]);
  });
});

describe('one group', () => {
  it('loads its header; an unknown id is missing, another failure an error', async () => {
    const store = createStore();
    get.mockResolvedValueOnce(options);
    await store.set(loadGroupAtom, 1);
    expect(store.get(groupAtomFamily(1))).toEqual({ status: 'ready', group: options });
    expect(get).toHaveBeenCalledWith('/api/groups/{groupId}', { path: { groupId: 1 } });

    get.mockRejectedValueOnce(new ApiError(404, {}, 'This group does not exist.'));
    await store.set(loadGroupAtom, 9);
    expect(store.get(groupAtomFamily(9)).status).toBe('missing');

    get.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await store.set(loadGroupAtom, 1);
    expect(store.get(groupAtomFamily(1))).toEqual({ status: 'error', group: options });
  });
});

describe('joining and leaving', () => {
  it('joining a public group moves it to the top of the joined list and its header', async () => {
    const store = await storeWithLists();
    const joined = { ...dividends, role: 'member' as const, members_count: 2 };
    post.mockResolvedValueOnce({ success: true, message: 'ok', status: 'joined', group: joined });
    expect(await store.set(joinGroupAtom, 2)).toBe('joined');
    expect(post).toHaveBeenCalledWith('/api/groups/{groupId}/join', { path: { groupId: 2 } });
    expect(ids(store.get(groupListsAtom).joined)).toEqual([2, 1]);
    expect(ids(store.get(groupListsAtom).suggested)).toEqual([3]);
    expect(store.get(groupAtomFamily(2)).group?.role).toBe('member');
    expect(store.get(membershipAtomFamily(2))).toEqual({ pending: false, error: null });
  });

  it('asking to join a private group keeps it suggested, marked requested', async () => {
    const store = await storeWithLists();
    const asked = { ...secret, join_requested: true };
    post.mockResolvedValueOnce({ success: true, message: 'ok', status: 'requested', group: asked });
    expect(await store.set(joinGroupAtom, 3)).toBe('requested');
    expect(ids(store.get(groupListsAtom).joined)).toEqual([1]);
    expect(store.get(groupListsAtom).suggested.find((g) => g.id === 3)?.join_requested).toBe(true);
  });

  it('leaving takes the group out of the joined list', async () => {
    const store = await storeWithLists();
    post.mockResolvedValueOnce({
      success: true,
      message: 'ok',
      status: 'left',
      group: { ...options, role: null, members_count: 2 },
    });
    expect(await store.set(leaveGroupAtom, 1)).toBe(true);
    expect(store.get(groupListsAtom).joined).toEqual([]);
    expect(store.get(groupAtomFamily(1)).group?.role).toBeNull();
  });

  it('the owner’s refusal (409) stays beside the button, in the server’s words; nothing changes', async () => {
    const store = await storeWithLists();
    post.mockRejectedValueOnce(
      new ApiError(409, { code: 'OWNER_CANNOT_LEAVE' }, 'The owner cannot leave their group.'),
    );
    expect(await store.set(leaveGroupAtom, 1)).toBe(false);
    expect(store.get(membershipAtomFamily(1))).toEqual({
      pending: false,
      error: 'The owner cannot leave their group.',
    });
    expect(ids(store.get(groupListsAtom).joined)).toEqual([1]);
  });

  it('ignores a second join while one is on its way', async () => {
    const store = createStore();
    post.mockReturnValueOnce(new Promise(() => {}));
    void store.set(joinGroupAtom, 2);
    expect(store.get(membershipAtomFamily(2)).pending).toBe(true);
    expect(await store.set(joinGroupAtom, 2)).toBeNull();
    expect(post).toHaveBeenCalledTimes(1);
  });
});

describe('creating and editing', () => {
  const input = {
    name: ' Options-Club ',
    title: 'Options Club',
    description: '',
    privacy: 'public' as const,
  };

  it('refuses a bad name before any call, beside its field', async () => {
    const store = createStore();
    const result = await store.set(createGroupAtom, { ...input, name: 'x' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fieldErrors.name?.[0]).toMatch(/Lowercase letters/);
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the normalised group and puts it at the top of the joined list', async () => {
    const store = await storeWithLists();
    const created = groupFactory({
      id: 7,
      group_title: 'Options Club 2',
      role: 'owner',
      can_edit: true,
    });
    post.mockResolvedValueOnce({ success: true, message: 'Group created.', group: created });
    const result = await store.set(createGroupAtom, input);
    expect(result).toEqual({ ok: true, group: created });
    expect(post).toHaveBeenCalledWith('/api/groups', {
      body: { name: 'options-club', title: 'Options Club', description: '', privacy: 'public' },
    });
    expect(ids(store.get(groupListsAtom).joined)).toEqual([7, 1]);
  });

  it('a taken name (409 GROUP_NAME_TAKEN) comes back beside the name', async () => {
    const store = createStore();
    post.mockRejectedValueOnce(
      new ApiError(
        409,
        {
          code: 'GROUP_NAME_TAKEN',
          message: 'The group name has already been taken.',
          errors: { name: ['The group name has already been taken.'] },
        },
        'The group name has already been taken.',
      ),
    );
    const result = await store.set(createGroupAtom, input);
    expect(result).toEqual({
      ok: false,
      message: 'The group name has already been taken.',
      fieldErrors: { name: ['The group name has already been taken.'] },
    });
  });

  it('an edit shows the server’s header at once', async () => {
    const store = createStore();
    const edited = { ...options, group_title: 'Options Guild', description: 'Weekly calls' };
    put.mockResolvedValueOnce(edited);
    const result = await store.set(updateGroupAtom, {
      groupId: 1,
      changes: { title: 'Options Guild', description: 'Weekly calls' },
    });
    expect(result.ok).toBe(true);
    expect(put).toHaveBeenCalledWith('/api/groups/{groupId}', {
      path: { groupId: 1 },
      body: { title: 'Options Guild', description: 'Weekly calls' },
    });
    expect(store.get(groupAtomFamily(1)).group?.group_title).toBe('Options Guild');
  });

  it('an image change reaches the header and the list rows', async () => {
    const store = await storeWithLists();
    store.set(patchGroupAtom, 2, { avatar: '/uploads/a.webp' });
    expect(store.get(groupListsAtom).suggested[0]?.avatar).toBe('/uploads/a.webp');
    store.set(groupAtomFamily(1), { status: 'ready', group: options });
    store.set(patchGroupAtom, 1, { cover: '/uploads/c.webp', cover_position: 50 });
    expect(store.get(groupAtomFamily(1)).group?.cover).toBe('/uploads/c.webp');
    expect(store.get(groupListsAtom).joined[0]?.cover).toBe('/uploads/c.webp');
  });
});

describe('members', () => {
  const page = (from: number, count: number) =>
    Array.from({ length: count }, (_, index) => groupMemberFactory({ id: from + index }));

  it('loads page 1, then appends page 2 until there is no more', async () => {
    const store = createStore();
    get.mockResolvedValueOnce({ data: page(1, 30), page: 1, hasMore: true, total: 31 });
    await store.set(loadGroupMembersAtom, 1);
    expect(get).toHaveBeenCalledWith('/api/groups/{groupId}/members', {
      path: { groupId: 1 },
      query: { page: 1 },
    });
    get.mockResolvedValueOnce({ data: page(30, 2), page: 2, hasMore: false, total: 31 });
    await store.set(loadMoreGroupMembersAtom, 1);
    expect(get).toHaveBeenLastCalledWith('/api/groups/{groupId}/members', {
      path: { groupId: 1 },
      query: { page: 2 },
    });
    const state = store.get(groupMembersAtomFamily(1));
    // Member 30 came on both pages (someone joined meanwhile): shown once.
    expect(state.members).toHaveLength(31);
    expect(state).toMatchObject({ page: 2, hasMore: false, total: 31, loadingMore: false });
    await store.set(loadMoreGroupMembersAtom, 1);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('a failed page keeps the members shown and says why', async () => {
    const store = createStore();
    get.mockResolvedValueOnce({ data: page(1, 30), page: 1, hasMore: true, total: 40 });
    await store.set(loadGroupMembersAtom, 1);
    get.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await store.set(loadMoreGroupMembersAtom, 1);
    const state = store.get(groupMembersAtomFamily(1));
    expect(state.members).toHaveLength(30);
    expect(state.error).toMatch(/could not be reached/);
    expect(state.loadingMore).toBe(false);
  });
});

describe('join requests and managing members', () => {
  async function adminStore() {
    const store = createStore();
    store.set(groupAtomFamily(3), {
      status: 'ready',
      group: { ...secret, role: 'owner', members_count: 2 },
    });
    get.mockImplementation(async (path: string) =>
      path === '/api/groups/{groupId}/requests'
        ? { data: [joinRequestFactory({ id: 8 }), joinRequestFactory({ id: 9 })] }
        : {
            data: [groupMemberFactory({ id: 1, role: 'owner' }), groupMemberFactory({ id: 4 })],
            page: 1,
            hasMore: false,
            total: 2,
          },
    );
    await store.set(loadGroupRequestsAtom, 3);
    await store.set(loadGroupMembersAtom, 3);
    return store;
  }

  it('approving lets the member in at the end of the list and counts them', async () => {
    const store = await adminStore();
    post.mockResolvedValueOnce({
      success: true,
      message: 'ok',
      member: groupMemberFactory({ id: 8 }),
    });
    expect(await store.set(approveJoinRequestAtom, { groupId: 3, userId: 8 })).toBe(true);
    expect(post).toHaveBeenCalledWith('/api/groups/{groupId}/requests/{userId}/approve', {
      path: { groupId: 3, userId: 8 },
    });
    expect(store.get(groupRequestsAtomFamily(3)).requests.map((r) => r.user.id)).toEqual([9]);
    expect(store.get(groupMembersAtomFamily(3)).members.map((m) => m.user.id)).toEqual([1, 4, 8]);
    expect(store.get(groupMembersAtomFamily(3)).total).toBe(3);
    expect(store.get(groupAtomFamily(3)).group?.members_count).toBe(3);
  });

  it('declining drops the request; a refusal keeps it and says why', async () => {
    const store = await adminStore();
    del.mockRejectedValueOnce(new ApiError(404, {}, 'This join request does not exist.'));
    expect(await store.set(declineJoinRequestAtom, { groupId: 3, userId: 9 })).toBe(false);
    expect(store.get(memberActionAtomFamily('3:9')).error).toBe(
      'This join request does not exist.',
    );
    expect(store.get(groupRequestsAtomFamily(3)).requests).toHaveLength(2);
    del.mockResolvedValueOnce({ success: true, message: 'ok' });
    expect(await store.set(declineJoinRequestAtom, { groupId: 3, userId: 9 })).toBe(true);
    expect(del).toHaveBeenLastCalledWith('/api/groups/{groupId}/requests/{userId}', {
      path: { groupId: 3, userId: 9 },
    });
    expect(store.get(groupRequestsAtomFamily(3)).requests.map((r) => r.user.id)).toEqual([8]);
  });

  it('removing a member takes them off the list and the count', async () => {
    const store = await adminStore();
    del.mockResolvedValueOnce({ success: true, message: 'ok' });
    expect(await store.set(removeGroupMemberAtom, { groupId: 3, userId: 4 })).toBe(true);
    expect(del).toHaveBeenCalledWith('/api/groups/{groupId}/members/{userId}', {
      path: { groupId: 3, userId: 4 },
    });
    expect(store.get(groupMembersAtomFamily(3)).members.map((m) => m.user.id)).toEqual([1]);
    expect(store.get(groupAtomFamily(3)).group?.members_count).toBe(1);
  });

  it('a role change shows the member’s new role', async () => {
    const store = await adminStore();
    put.mockResolvedValueOnce({
      success: true,
      message: 'ok',
      member: groupMemberFactory({ id: 4, role: 'admin' }),
    });
    expect(await store.set(setGroupMemberRoleAtom, { groupId: 3, userId: 4, role: 'admin' })).toBe(
      true,
    );
    expect(put).toHaveBeenCalledWith('/api/groups/{groupId}/members/{userId}/role', {
      path: { groupId: 3, userId: 4 },
      body: { role: 'admin' },
    });
    expect(store.get(groupMembersAtomFamily(3)).members[1]?.role).toBe('admin');
  });
});
