import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { groupAtomFamily } from '@/entities/group';
import { fakeServer, inColumn, type SeenRequest, withStore } from '@/shared/lib/story';
import { groupFactory, groupMemberFactory, joinRequestFactory } from '@/shared/lib/test';
import { GroupMembers } from './group-members.tsx';

const OWNER = 1;
const MEMBERS = [
  groupMemberFactory({ id: OWNER, role: 'owner' }),
  groupMemberFactory({ id: 2, role: 'admin' }),
  groupMemberFactory({ id: 3 }),
  groupMemberFactory({ id: 4 }),
];
/** A second page: the group has 31 members; the first page shows 30 of them. */
const FIRST_PAGE = [
  ...MEMBERS,
  ...Array.from({ length: 26 }, (_, index) => groupMemberFactory({ id: 10 + index })),
];

const seen: SeenRequest[] = [];

type Server = 'small' | 'paged' | 'failing';

/** The members (and requests) of group 5 as `parameters.server` says. */
function answerMembers({ parameters }: { parameters: { server?: Server } }) {
  const server = parameters.server ?? 'small';
  return fakeServer(({ method, url }) => {
    const path = url.pathname;
    if (method === 'GET' && path === '/api/groups/5/members') {
      if (server === 'failing')
        return Response.json({ code: 'X', message: 'The server had a problem.' }, { status: 500 });
      if (server === 'paged')
        return Response.json(
          url.searchParams.get('page') === '2'
            ? { data: [groupMemberFactory({ id: 99 })], page: 2, hasMore: false, total: 31 }
            : { data: FIRST_PAGE, page: 1, hasMore: true, total: 31 },
        );
      return Response.json({ data: MEMBERS, page: 1, hasMore: false, total: 4 });
    }
    if (method === 'GET' && path === '/api/groups/5/requests')
      return Response.json({
        data: [joinRequestFactory({ id: 8 }), joinRequestFactory({ id: 9 })],
      });
    if (method === 'POST' && path === '/api/groups/5/requests/8/approve')
      return Response.json({ success: true, message: 'ok', member: groupMemberFactory({ id: 8 }) });
    if (method === 'DELETE' && path === '/api/groups/5/requests/9')
      return Response.json({ success: true, message: 'ok' });
    if (method === 'PUT' && path === '/api/groups/5/members/3/role')
      return Response.json({
        success: true,
        message: 'ok',
        member: groupMemberFactory({ id: 3, role: 'admin' }),
      });
    if (method === 'DELETE' && path === '/api/groups/5/members/4')
      return Response.json({ success: true, message: 'ok' });
    return undefined;
  }, seen);
}

/** The viewer's role in group 5 (`parameters.role`), as the group's header says. */
const withGroup: Decorator = (Story, context) =>
  withStore((store) => {
    const role = (context.parameters.role as 'owner' | 'admin' | 'member' | undefined) ?? 'member';
    store.set(groupAtomFamily(5), {
      status: 'ready',
      group: groupFactory({ id: 5, role, can_edit: role !== 'member', members_count: 4 }),
    });
  })(Story, context);

const meta = {
  title: 'web/GroupMembers',
  component: GroupMembers,
  args: { groupId: 5, canManage: false, viewerId: 3, online: new Set([2, 4]) },
  decorators: [inColumn, withGroup],
  beforeEach: answerMembers,
} satisfies Meta<typeof GroupMembers>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (list: HTMLElement, name: string) => {
  const row = within(list)
    .getByRole('link', { name: new RegExp(`^${name}[ @(]`) })
    .closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

/** A member's view: roles and who is online, no actions and no requests. */
export const MembersWithRoles: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Members' });
    await expect(canvas.getByRole('heading', { name: 'Members 4' })).toBeVisible();
    await expect(rowOf(list, 'Member 1').getByText('Owner')).toBeVisible();
    await expect(rowOf(list, 'Member 2').getByText('Admin')).toBeVisible();
    await expect(
      rowOf(list, 'Member 3').getByText('Member', { selector: '[data-slot="badge"], span' }),
    ).toBeVisible();
    // Online: a dot on the avatar, and "(online)" in the link's name for screen readers.
    await expect(within(list).getByRole('link', { name: /^Member 2 \(online\)/ })).toBeVisible();
    await expect(within(list).getByRole('link', { name: /^Member 3 @/ })).toBeVisible();
    await expect(list.querySelectorAll('[data-slot="online-dot"]')).toHaveLength(2);
    await expect(within(list).getByRole('link', { name: /^Member 4/ })).toHaveAttribute(
      'href',
      '/profile/member_4',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(seen.map((r) => r.url.pathname)).toEqual(['/api/groups/5/members']);
  },
};

/** An admin: the join requests (approve lets the member in at the end), and Remove for members. */
export const AdminWithRequests: Story = {
  args: { canManage: true, viewerId: 2 },
  parameters: { role: 'admin' },
  play: async ({ canvas, userEvent }) => {
    const requests = await canvas.findByRole('region', { name: 'Join requests 2' });
    await userEvent.click(within(requests).getByRole('button', { name: 'Approve Member 8' }));
    const list = canvas.getByRole('list', { name: 'Members' });
    await waitFor(() =>
      expect(within(list).getByRole('link', { name: /^Member 8/ })).toBeVisible(),
    );
    await expect(canvas.getByRole('heading', { name: 'Members 5' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Decline Member 9' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: /Join requests/ })).toBeNull());

    // An admin removes members, not the owner or other admins, and changes no roles.
    await expect(rowOf(list, 'Member 1').queryByRole('button')).toBeNull();
    await expect(rowOf(list, 'Member 2').queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Make/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Member 4' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(within(list).queryByRole('link', { name: /^Member 4/ })).toBeNull());
    await expect(
      seen.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url.pathname}`),
    ).toEqual([
      'POST /api/groups/5/requests/8/approve',
      'DELETE /api/groups/5/requests/9',
      'DELETE /api/groups/5/members/4',
    ]);
  },
};

/** The owner also makes members admins (and admins members again) and removes admins. */
export const OwnerActions: Story = {
  args: { canManage: true, viewerId: OWNER },
  parameters: { role: 'owner' },
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Members' });
    await expect(canvas.getByRole('button', { name: 'Make Member 2 a member' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Remove Member 2' })).toBeEnabled();
    await expect(rowOf(list, 'Member 1').queryByRole('button')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Make Member 3 an admin' }));
    await waitFor(() => expect(rowOf(list, 'Member 3').getByText('Admin')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Make Member 3 a member' })).toBeEnabled();
  },
};

/** 31 members: the first 30, then "Load more members" brings the last. */
export const LoadMore: Story = {
  parameters: { server: 'paged' },
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Members' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(30);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more members' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(31));
    await expect(canvas.queryByRole('button', { name: 'Load more members' })).toBeNull();
    await expect(seen.map((r) => r.url.searchParams.get('page'))).toEqual(['1', '2']);
  },
};

export const LoadFailed: Story = {
  parameters: { server: 'failing' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The members could not be loaded')).toBeVisible();
    await expect(canvas.getByText('The server had a problem.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const Phone: Story = {
  ...OwnerActions,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
