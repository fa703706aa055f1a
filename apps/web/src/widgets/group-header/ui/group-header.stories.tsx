import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useAtomValue } from 'jotai';
import { expect, waitFor } from 'storybook/test';
import { type GroupDetail, groupAtomFamily } from '@/entities/group';
import { viewerAtom } from '@/entities/session';
import { fakeServer, inColumn, refusal, type SeenRequest, withStore } from '@/shared/lib/story';
import { groupFactory, userFactory } from '@/shared/lib/test';
import { GroupHeader, GroupHeaderSkeleton } from './group-header.tsx';

/** Images drawn as SVG data URLs: stories never touch the network. */
const COVER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300"><rect width="1200" height="300" fill="hsl(250 35% 18%)"/><polyline points="0,200 200,230 400,150 600,170 800,90 1000,120 1200,40" fill="none" stroke="hsl(40 90% 60%)" stroke-width="8"/></svg>',
)}`;
const AVATAR = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="hsl(200 60% 40%)"/><text x="48" y="62" font-size="40" text-anchor="middle" fill="white" font-family="sans-serif">OC</text></svg>',
)}`;

const options = groupFactory({
  id: 5,
  group_title: 'Options Club',
  group_name: 'options-club',
  description: 'Weekly option flow, earnings straddles and everything with a Greek letter.',
  cover: COVER,
  avatar: AVATAR,
  members_count: 1284,
  role: 'member',
});

const admin = { ...options, role: 'owner' as const, can_edit: true };
const privateGroup = {
  ...options,
  privacy: 'private' as const,
  role: null,
  group_title: 'Secret Desk',
  group_name: 'secret-desk',
};

/** What the fake server was asked in the story last rendered. */
const seen: SeenRequest[] = [];

/** The group's calls, answered as the server would for `parameters.server` ('refuse' or not). */
function answerGroupCalls({ parameters }: { parameters: { server?: 'refuse' } }) {
  return fakeServer(({ method, url }) => {
    if (parameters.server === 'refuse')
      return url.pathname === '/api/groups/5/leave'
        ? refusal(409, 'The owner cannot leave their group.')
        : refusal(403, 'This action is not alowed');
    if (method === 'POST' && url.pathname === '/api/removeGroupCover')
      return Response.json({ cover_photo: '/photos/d-cover.jpg', message: 'ok' });
    if (method === 'POST' && url.pathname === '/api/groups/5/join')
      return Response.json({
        success: true,
        message: 'Your request to join Secret Desk was sent to its admins.',
        status: 'requested',
        group: { ...privateGroup, join_requested: true },
      });
    return undefined;
  }, seen);
}

/** The story's group in the store, which the header reads (so a join or an upload shows). */
const withGroup: Decorator = (Story, context) =>
  withStore((store) => {
    store.set(viewerAtom, userFactory({ id: 7 }));
    const group = context.args.group as GroupDetail;
    store.set(groupAtomFamily(group.id), { status: 'ready', group });
  })(Story, context);

function HeaderFromStore({ groupId }: { groupId: number }) {
  const { group } = useAtomValue(groupAtomFamily(groupId));
  return group ? <GroupHeader group={group} /> : null;
}

const meta = {
  title: 'web/GroupHeader',
  component: GroupHeader,
  args: { group: options },
  decorators: [inColumn, withGroup],
  beforeEach: answerGroupCalls,
  render: (args) => <HeaderFromStore groupId={args.group.id} />,
} satisfies Meta<typeof GroupHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member: the facts, Leave, and no edit controls. */
export const Member: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Options Club' })).toBeVisible();
    await expect(canvas.getByText('options-club')).toBeVisible();
    await expect(canvas.getByText(/Weekly option flow/)).toBeVisible();
    await expect(canvas.getByText('Public group')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '1,284 members' })).toHaveAttribute(
      'href',
      '/groups/5/Options-Club/members',
    );
    await expect(canvas.getByText('You are a member')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Leave Options Club' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Change cover' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Change group photo' })).toBeNull();
  },
};

/** Its owner: cover and photo controls as on their own profile; no Leave (the owner cannot). */
export const Admin: Story = {
  args: { group: admin },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('You own this group')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change group photo' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Reposition' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: /Leave/ })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove cover' }));
    const cover = canvas.getByRole('img', { name: 'Options Club cover' });
    await waitFor(() => expect(cover).toHaveAttribute('src', '/photos/d-cover.jpg'));
    await expect(seen.map((r) => [r.method, r.url.pathname, r.body])).toEqual([
      ['POST', '/api/removeGroupCover', { group_id: 5 }],
    ]);
    // The default cover cannot be removed or moved, only changed.
    await expect(canvas.queryByRole('button', { name: 'Remove cover' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Change cover' })).toBeEnabled();
  },
};

/** Repositioning the group's cover works as the profile's: a slider, then Cancel puts it back. */
export const AdminRepositioning: Story = {
  args: { group: { ...admin, cover_position: 30 } },
  play: async ({ canvas, userEvent }) => {
    const cover = canvas.getByRole('img', { name: 'Options Club cover' });
    await expect(cover).toHaveStyle({ objectPosition: '50% 30%' });
    await userEvent.click(canvas.getByRole('button', { name: 'Reposition' }));
    await waitFor(() =>
      expect(canvas.getByRole('slider', { name: 'Cover position' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(cover).toHaveStyle({ objectPosition: '50% 32%' });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(cover).toHaveStyle({ objectPosition: '50% 30%' });
  },
};

/**
 * An upload the server refuses (403 for anyone but its owner and admins) keeps the old cover and
 * says why, in the server's words.
 */
export const AdminUploadRefused: Story = {
  args: { group: admin },
  parameters: { server: 'refuse' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(
      input,
      new File([new Uint8Array([1, 2, 3])], 'c.png', { type: 'image/png' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Cover photo: This action is not alowed',
    );
    await expect(seen[0]?.url.pathname).toBe('/api/uploadGroupCover');
    await expect(seen[0]?.body).toMatchObject({ group_id: '5' });
    await expect(canvas.getByRole('img', { name: 'Options Club cover' })).toHaveAttribute(
      'src',
      COVER,
    );
  },
};

/**
 * A member who is not in a private group: Join asks its admins, and the button becomes "Request
 * sent" (with a way to withdraw it). The member count is not a link: the list is members-only.
 */
export const PrivateVisitor: Story = {
  args: { group: privateGroup },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Private group')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /members/ })).toBeNull();
    await expect(canvas.getByText('1,284 members')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Join Secret Desk' }));
    await expect(await canvas.findByRole('button', { name: 'Request sent' })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Cancel your request to join Secret Desk' }),
    ).toBeEnabled();
    await expect(seen.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'POST /api/groups/5/join',
    ]);
  },
};

export const RequestSent: Story = {
  args: { group: { ...privateGroup, join_requested: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Request sent' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /^Join/ })).toBeNull();
  },
};

/** A refusal stays beside the button, in the server's words. */
export const LeaveRefused: Story = {
  args: { group: { ...options, role: 'admin', can_edit: true } },
  parameters: { server: 'refuse' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Leave Options Club' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The owner cannot leave their group.',
    );
    await expect(canvas.getByRole('button', { name: 'Leave Options Club' })).toBeEnabled();
  },
};

/** A group that never set images gets the defaults. */
export const DefaultImages: Story = {
  args: { group: groupFactory({ id: 5, group_title: 'Fresh Group', role: 'member' }) },
  play: async ({ canvas, canvasElement }) => {
    const cover = canvas.getByRole('img', { name: 'Fresh Group cover' });
    await expect(cover).toHaveAttribute('src', '/photos/d-cover.jpg');
    await waitFor(() => expect((cover as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    // No avatar of its own: the group's initials, not the default silhouette.
    await expect(canvasElement.querySelector('[data-slot="avatar-initials"]')).toHaveAttribute(
      'data-initials',
      'FG',
    );
  },
};

export const Loading: Story = {
  render: () => <GroupHeaderSkeleton />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the group' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** On a phone the owner's cover buttons stay inside the banner and Leave wraps under the title. */
export const AdminPhone: Story = {
  args: { group: admin },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('img', { name: 'Options Club cover' }).getBoundingClientRect();
    for (const name of ['Change cover', 'Reposition', 'Remove cover']) {
      const button = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(button.left).toBeGreaterThanOrEqual(banner.left);
      await expect(button.right).toBeLessThanOrEqual(banner.right);
    }
  },
};
