import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router';
import { expect, waitFor, within } from 'storybook/test';
import { fakeServer, refusal, type SeenRequest, withStore } from '@/shared/lib/story';
import { groupFactory } from '@/shared/lib/test';
import { GroupsPage } from './groups-page.tsx';

/** Activity times relative to the real clock (the list reads it): "2 h ago" on every run. */
/**
 * Fixed moments, all more than a week before any run: the list labels them by date ("Mon, 02 Mar"),
 * which reads the same whenever the story runs (a time of today or "Yesterday" would not).
 */
const ON = (day: string) => `${day}T14:30:00.000Z`;

const JOINED = [
  groupFactory({
    id: 1,
    group_title: 'Options Club',
    group_name: 'options-club',
    description: 'Weekly option flow',
    role: 'member',
    members_count: 1284,
    last_activity_at: ON('2026-03-10'),
  }),
];
const SUGGESTED = [
  groupFactory({
    id: 2,
    group_title: 'Swing Desk',
    members_count: 40,
    last_activity_at: ON('2026-03-06'),
  }),
  groupFactory({
    id: 3,
    group_title: 'Secret Desk',
    privacy: 'private',
    members_count: 1,
    last_activity_at: ON('2026-02-18'),
  }),
];

type Server = 'lists' | 'empty' | 'pending' | 'failing-once';

const seen: SeenRequest[] = [];

/** The server of `parameters.server`: lists, none, never answering, or failing the first load. */
function answerGroups({ parameters }: { parameters: { server?: Server } }) {
  const server = parameters.server ?? 'lists';
  let failures = server === 'failing-once' ? 2 : 0;
  return fakeServer(({ method, url, body }) => {
    if (
      method === 'GET' &&
      (url.pathname === '/api/joined-chats' || url.pathname === '/api/suggested-chats')
    ) {
      if (server === 'pending') return new Promise<Response>(() => {});
      if (failures > 0) {
        failures -= 1;
        return refusal(500, 'The server had a problem.');
      }
      if (server === 'empty') return Response.json({ data: [] });
      return Response.json({ data: url.pathname === '/api/joined-chats' ? JOINED : SUGGESTED });
    }
    if (method === 'POST' && url.pathname === '/api/groups/2/join')
      return Response.json({
        success: true,
        message: 'You joined Swing Desk.',
        status: 'joined',
        group: { ...SUGGESTED[0], role: 'member', members_count: 41 },
      });
    if (method === 'POST' && url.pathname === '/api/groups') {
      const { name } = body as { name: string };
      if (name === 'options-club')
        return refusal(409, 'The group name has already been taken.', {
          code: 'GROUP_NAME_TAKEN',
          errors: { name: ['The group name has already been taken.'] },
        });
      return Response.json(
        {
          success: true,
          message: 'Group created.',
          group: groupFactory({
            id: 9,
            group_title: 'Options Club Two',
            role: 'owner',
            can_edit: true,
          }),
        },
        { status: 201 },
      );
    }
    return undefined;
  }, seen);
}

/** Where a row or a new group leads: a stand-in page that names the address. */
function OpenedGroup() {
  return <p>Opened {useLocation().pathname}</p>;
}

const meta = {
  title: 'web/GroupsPage',
  component: GroupsPage,
  decorators: [withStore(() => {})],
  beforeEach: answerGroups,
  render: () => (
    <Routes>
      <Route path="/groups/:groupId/:groupName" element={<OpenedGroup />} />
      <Route path="*" element={<GroupsPage />} />
    </Routes>
  ),
} satisfies Meta<typeof GroupsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member's groups, then suggestions with Join; each row links to its group. */
export const JoinedAndSuggested: Story = {
  play: async ({ canvas, userEvent }) => {
    const options = await canvas.findByRole('link', { name: /Options Club/ });
    await expect(options).toHaveAttribute('href', '/groups/1/Options-Club');
    await expect(options).toHaveTextContent('1,284 members · Public · Weekly option flow');
    const joined = canvas.getByRole('region', { name: 'Joined chats' });
    const suggested = canvas.getByRole('region', { name: 'Suggested chats' });
    await expect(within(joined).queryByRole('button', { name: /Join/ })).toBeNull();
    await expect(within(suggested).getByRole('button', { name: 'Join Secret Desk' })).toBeEnabled();

    await userEvent.click(within(suggested).getByRole('button', { name: 'Join Swing Desk' }));
    // Joined: the group moves to the top of the member's groups.
    await waitFor(() =>
      expect(
        within(joined)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([expect.stringContaining('Swing Desk'), expect.stringContaining('Options Club')]),
    );
    await expect(within(suggested).queryByRole('link', { name: /Swing Desk/ })).toBeNull();
  },
};

/** The search narrows both lists; a query nothing matches says so. */
export const Search: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('link', { name: /Options Club/ });
    const search = canvas.getByRole('searchbox', { name: 'Search groups' });
    await userEvent.type(search, 'desk');
    await expect(canvas.queryByRole('link', { name: /Options Club/ })).toBeNull();
    await expect(canvas.getByText('None of your groups match.')).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await userEvent.clear(search);
    await userEvent.type(search, 'crypto');
    await expect(canvas.getByText('No groups match “crypto”')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { server: 'pending' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading chats' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { server: 'empty' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No groups yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create group' })).toBeEnabled();
  },
};

/** A failed load says so; Try again loads the lists. */
export const LoadFailed: Story = {
  parameters: { server: 'failing-once' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Could not load your chats')).toBeVisible();
    await expect(canvas.getByText('The server had a problem.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('link', { name: /Options Club/ })).toBeVisible();
  },
};

/**
 * "Create group": a bad name is refused beside the field before any call; a taken one (409) beside
 * it too; a good one opens the new group.
 */
export const CreateGroup: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('link', { name: /Options Club/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Create group' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Create a group' });
    const form = within(dialog);
    const name = form.getByRole('textbox', { name: 'Group name' });
    await userEvent.type(name, 'Options Club');
    await userEvent.type(form.getByRole('textbox', { name: 'Title' }), 'Options Club Two');
    await userEvent.click(form.getByRole('radio', { name: /Private/ }));
    await userEvent.click(form.getByRole('button', { name: 'Create group' }));
    await expect(name).toHaveAccessibleDescription(/Lowercase letters, numbers and dashes/);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(seen.filter((r) => r.url.pathname === '/api/groups')).toHaveLength(0);

    await userEvent.clear(name);
    await userEvent.type(name, 'options-club');
    await userEvent.click(form.getByRole('button', { name: 'Create group' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('The group name has already been taken.'),
    );
    await expect(seen.find((r) => r.url.pathname === '/api/groups')?.body).toEqual({
      name: 'options-club',
      title: 'Options Club Two',
      description: '',
      privacy: 'private',
    });

    await userEvent.type(name, '-2');
    await userEvent.click(form.getByRole('button', { name: 'Create group' }));
    await expect(await canvas.findByText('Opened /groups/9/Options-Club-Two')).toBeVisible();
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: /Options Club/ });
    const search = canvas.getByRole('searchbox', { name: 'Search groups' }).getBoundingClientRect();
    const create = canvas.getByRole('button', { name: 'Create group' }).getBoundingClientRect();
    // The search has the whole line; Create group goes under it.
    await expect(create.top).toBeGreaterThanOrEqual(search.bottom);
  },
};
