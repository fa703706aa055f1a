import { render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { viewerAtom } from '@/entities/session';
import { useRouteTitle } from '@/shared/lib/route-title';
import { groupFactory, userFactory } from '@/shared/lib/test';

const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get, post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));
// The tabs' widgets are other slices' work: here each only says it was given what it needs.
vi.mock('./group-discussion.tsx', () => ({
  GroupDiscussion: ({ groupId, canPost }: { groupId: number; canPost: boolean }) => (
    <p>
      Discussion of {groupId}, {canPost ? 'can post' : 'read only'}
    </p>
  ),
}));
vi.mock('@/widgets/group-chat', () => ({
  GroupLiveChat: (props: { groupId: number; viewerId: number; canModerate: boolean }) => (
    <p>
      Chat of {props.groupId} for {props.viewerId}, {props.canModerate ? 'moderator' : 'member'}
    </p>
  ),
}));

const { GroupPage } = await import('./group-page.tsx');

function Probe() {
  const location = useLocation();
  return (
    <>
      <output aria-label="where">{location.pathname}</output>
      <output aria-label="title">{useRouteTitle()}</output>
    </>
  );
}

function renderAt(url: string) {
  const store = createStore();
  store.set(viewerAtom, userFactory({ id: 7 }));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {['', '/live-chat', '/members'].map((tail) => (
            <Route key={tail} path={`/groups/:groupId/:groupName${tail}`} element={<GroupPage />} />
          ))}
        </Routes>
        <Probe />
      </MemoryRouter>
    </Provider>,
  );
}

const where = () => screen.getByRole('status', { name: 'where' }).textContent;

beforeEach(() => {
  vi.resetAllMocks();
});

describe('the group page', () => {
  it('a member sees the discussion by default, can post, and the tab title is the group’s', async () => {
    get.mockResolvedValue(groupFactory({ id: 4, group_title: 'Options Club', role: 'member' }));
    renderAt('/groups/4/Options-Club');
    expect(await screen.findByText('Discussion of 4, can post')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Discussion' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'Live chat' }).getAttribute('href')).toBe(
      '/groups/4/Options-Club/live-chat',
    );
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'title' }).textContent).toBe('Options Club'),
    );
  });

  it('an outdated title in the address moves to the right one, keeping the tab', async () => {
    get.mockResolvedValue(groupFactory({ id: 4, group_title: 'Options Guild', role: 'admin' }));
    renderAt('/groups/4/Options-Club/live-chat');
    expect(await screen.findByText('Chat of 4 for 7, moderator')).toBeTruthy();
    expect(where()).toBe('/groups/4/Options-Guild/live-chat');
  });

  it('a visitor of a public group reads the discussion; its chat asks them to join', async () => {
    get.mockResolvedValue(groupFactory({ id: 4, group_title: 'Options Club' }));
    renderAt('/groups/4/Options-Club');
    expect(await screen.findByText('Discussion of 4, read only')).toBeTruthy();
    renderAt('/groups/4/Options-Club/live-chat');
    expect(await screen.findByText('Join this group to chat')).toBeTruthy();
    expect(screen.queryByText(/Chat of 4/)).toBeNull();
  });

  it('a private group shows anyone not in it its header only, no tabs', async () => {
    get.mockResolvedValue(
      groupFactory({ id: 4, group_title: 'Secret Desk', privacy: 'private', join_requested: true }),
    );
    renderAt('/groups/4/Secret-Desk/members');
    expect(await screen.findByText('This group is private')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Secret Desk' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request sent' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Group sections' })).toBeNull();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('an unknown group says so', async () => {
    const { ApiError } = await import('@tapetv/api-client');
    get.mockRejectedValue(new ApiError(404, {}, 'This group does not exist.'));
    renderAt('/groups/99/Whatever');
    expect(await screen.findByText('This group does not exist')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all groups' }).getAttribute('href')).toBe(
      '/groups',
    );
  });
});
