import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type FollowListState, followListAtomFamily } from '@/entities/profile';
import { viewerAtom } from '@/entities/session';
import { inColumn, withStore } from '@/shared/lib/story';
import { followUserFactory, userFactory } from '@/shared/lib/test';
import { FollowList } from './follow-list.tsx';

const VIEWER = 7;
const MEMBERS = [
  followUserFactory({
    id: 11,
    name: 'Ines Moreau',
    userName: 'ines_moreau',
    bio: 'Options writer focused on energy.',
  }),
  followUserFactory({
    id: 12,
    name: 'Liam Patel',
    userName: 'liam_patel',
    bio: 'Options writer focused on European banks.',
    isFollowing: true,
  }),
  followUserFactory({
    id: VIEWER,
    name: 'Dana Demo',
    userName: 'dana',
    bio: 'Long-term investor learning options.',
  }),
  followUserFactory({
    id: 13,
    name: 'Carlos Okafor-Featherstonehaugh',
    userName: 'carlos_okafor_featherstonehaugh_28',
    bio: 'Value investor focused on commodities, shipping, fertiliser and everything in between, with a very long bio that has to be cut.',
  }),
];

const withList = (state: Partial<FollowListState>) =>
  withStore((store) => {
    store.set(viewerAtom, userFactory({ id: VIEWER }));
    store.set(followListAtomFamily('followers:2'), {
      users: MEMBERS,
      total: MEMBERS.length,
      loading: false,
      error: null,
      exhausted: true,
      ...state,
    });
  });

const meta = {
  title: 'web/FollowList',
  component: FollowList,
  args: {
    listKey: 'followers:2',
    emptyTitle: 'No followers yet',
    emptyText: 'Nobody follows Sam Trader yet.',
  },
  decorators: [inColumn],
} satisfies Meta<typeof FollowList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Another member's followers: Follow or Unfollow beside each, "You" beside the viewer. */
export const Default: Story = {
  decorators: [withList({})],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ines Moreau' })).toHaveAttribute(
      'href',
      '/profile/ines_moreau',
    );
    await expect(canvas.getByRole('button', { name: 'Follow Ines Moreau' })).toHaveTextContent(
      'Follow',
    );
    await expect(canvas.getByRole('button', { name: 'Unfollow Liam Patel' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Dana Demo/ })).toBeNull();
    await expect(canvas.getByText('You')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** The viewer's own followers: the ones not followed are offered "Follow back". */
export const FollowBack: Story = {
  args: { viewerFollowers: true },
  decorators: [withList({ users: MEMBERS.filter((member) => member.id !== VIEWER) })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Follow Ines Moreau' })).toHaveTextContent(
      'Follow back',
    );
    await expect(canvas.getByRole('button', { name: 'Unfollow Liam Patel' })).toBeVisible();
  },
};

export const MoreToLoad: Story = {
  decorators: [withList({ total: 40, exhausted: false })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show more' })).toBeEnabled();
  },
};

export const LoadingMore: Story = {
  decorators: [withList({ total: 40, exhausted: false, loading: true })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show more' })).toBeDisabled();
  },
};

export const LoadError: Story = {
  decorators: [
    withList({ total: 40, exhausted: false, error: 'The server could not be reached.' }),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server could not be reached.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const Empty: Story = {
  decorators: [withList({ users: [], total: 0 })],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No followers yet')).toBeVisible();
  },
};

export const Dark: Story = { decorators: [withList({})], globals: { theme: 'dark' } };

export const Phone: Story = {
  decorators: [withList({})],
  globals: { viewport: { value: 'phone', isRotated: false } },
};
