import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fakeServer, refusal, type SeenRequest, withStore } from '@/shared/lib/story';
import { groupFactory } from '@/shared/lib/test';
import { GroupsToJoin } from './groups-to-join.tsx';

const SUGGESTED = [
  groupFactory({ id: 2, group_title: 'Options Lab', members_count: 42 }),
  groupFactory({ id: 3, group_title: 'Crypto Desk', privacy: 'private', members_count: 7 }),
];

const seen: SeenRequest[] = [];
let mode: 'ready' | 'pending' | 'failing' = 'ready';

const meta = {
  title: 'web/GroupsToJoin',
  component: GroupsToJoin,
  // A store of its own per story (the group lists load once per store), and a router.
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>, withStore(() => {})],
  beforeEach: () =>
    fakeServer(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/joined-chats') {
        if (mode === 'pending') return new Promise<Response>(() => {});
        if (mode === 'failing') return refusal(500, 'The server had a problem.');
        return Response.json({ data: [] });
      }
      if (method === 'GET' && url.pathname === '/api/suggested-chats')
        return Response.json({ data: SUGGESTED });
      if (method === 'POST' && url.pathname === '/api/groups/2/join')
        return Response.json({
          success: true,
          message: 'You joined Options Lab.',
          status: 'joined',
          group: { ...SUGGESTED[0], role: 'member', members_count: 43 },
        });
      if (method === 'POST' && url.pathname === '/api/groups/3/join')
        return Response.json({
          success: true,
          message: 'Your request to join Crypto Desk was sent.',
          status: 'requested',
          group: { ...SUGGESTED[1], join_requested: true },
        });
      return undefined;
    }, seen),
} satisfies Meta<typeof GroupsToJoin>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two suggestions: joining a public one keeps its row, now with Leave; a private one asks. */
export const Default: Story = {
  beforeEach: () => {
    mode = 'ready';
  },
  play: async ({ canvas, userEvent }) => {
    const card = within(canvas.getByRole('region', { name: 'Groups to join' }));
    await expect(await card.findByRole('link', { name: 'Options Lab' })).toHaveAttribute(
      'href',
      '/groups/2/Options-Lab',
    );
    await expect(card.getByText('42 members · Public')).toBeVisible();
    await expect(card.getByText('7 members · Private')).toBeVisible();

    await userEvent.click(card.getByRole('button', { name: 'Join Options Lab' }));
    await expect(await card.findByRole('button', { name: 'Leave Options Lab' })).toBeVisible();
    await expect(card.getByText('43 members · Public')).toBeVisible();

    await userEvent.click(card.getByRole('button', { name: 'Join Crypto Desk' }));
    await waitFor(() =>
      expect(
        card.getByRole('button', { name: 'Cancel your request to join Crypto Desk' }),
      ).toBeVisible(),
    );
    await expect(
      seen.filter((request) => request.method === 'POST').map((r) => r.url.pathname),
    ).toEqual(['/api/groups/2/join', '/api/groups/3/join']);
  },
};

export const Loading: Story = {
  beforeEach: () => {
    mode = 'pending';
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Loading groups' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadFailed: Story = {
  beforeEach: () => {
    mode = 'failing';
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Groups could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
