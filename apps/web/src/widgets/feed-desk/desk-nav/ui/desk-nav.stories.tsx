import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  atAddress,
  fakeServer,
  loadStates,
  requestsTo,
  type SeenRequest,
} from '@/shared/lib/story';
import { groupFactory } from '@/shared/lib/test';
import { DESK_GROUPS_MAX, DeskNav } from './desk-nav.tsx';

const JOINED = Array.from({ length: DESK_GROUPS_MAX + 2 }, (_, i) =>
  groupFactory({
    id: i + 1,
    group_title:
      ['Options Lab', 'Crypto Desk', 'Dividend Growth', 'Swing Setups'][i] ?? `Group ${i + 1}`,
  }),
);

const seen: SeenRequest[] = [];
/** The joined groups call's state in each story. */
const call = loadStates();

const meta = {
  title: 'web/DeskNav',
  component: DeskNav,
  // The column's width on the desk; the router at the feed, so "Your feed" is the current page.
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>, atAddress('/feed')],
  beforeEach: () =>
    fakeServer(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/joined-chats') {
        return call.answer(
          () => Response.json({ data: JOINED }),
          () => Response.json({ data: [] }),
        );
      }
      if (method === 'GET' && url.pathname === '/api/suggested-chats') {
        return Response.json({ data: [] });
      }
      return undefined;
    }, seen),
} satisfies Meta<typeof DeskNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The member's places, the feed marked as the current page, then their first groups, each a link
 * to its page, and "All groups" for the rest.
 */
export const Default: Story = {
  beforeEach: () => {
    call.set('ready');
  },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Desk' }));
    await expect(nav.getByRole('link', { name: 'Your feed' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Markets' })).toHaveAttribute(
      'href',
      '/markets/stocks',
    );
    const groups = within(nav.getByRole('region', { name: 'Your groups' }));
    await waitFor(() => expect(groups.getAllByRole('listitem')).toHaveLength(DESK_GROUPS_MAX));
    await expect(groups.getByRole('link', { name: 'Options Lab' })).toHaveAttribute(
      'href',
      '/groups/1/Options-Lab',
    );
    await expect(groups.getByRole('link', { name: 'All groups' })).toHaveAttribute(
      'href',
      '/groups',
    );
    await expect(requestsTo(seen, '/api/joined-chats')).toHaveLength(1);
  },
};

export const NoGroups: Story = {
  beforeEach: () => {
    call.set('empty');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You are not in a group yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find a group' })).toHaveAttribute(
      'href',
      '/groups',
    );
  },
};

export const Loading: Story = {
  beforeEach: () => {
    call.set('pending');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Loading your groups')).toBeInTheDocument();
  },
};

/** A failed load says so; Try again loads the groups. */
export const Unavailable: Story = {
  beforeEach: () => {
    call.set('failing-then-ready');
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Your groups could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('link', { name: 'Options Lab' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  beforeEach: () => {
    call.set('ready');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Options Lab' })).toBeVisible();
  },
};
