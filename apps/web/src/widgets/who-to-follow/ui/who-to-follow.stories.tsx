import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type SuggestionsState, suggestionsAtom } from '@/entities/profile';
import { viewerAtom } from '@/entities/session';
import { withStore } from '@/shared/lib/story';
import { userFactory } from '@/shared/lib/test';
import { WhoToFollow } from './who-to-follow.tsx';

const member = (id: number, name: string, userName: string, followersCount: number, bio = '') => ({
  id,
  name,
  userName,
  avatar: '/photos/d-avatar.jpg',
  bio,
  isPro: false,
  followersCount,
  isFollowing: false,
});

const MEMBERS = [
  {
    ...member(11, 'Ines Moreau', 'ines_moreau', 1284, 'Options writer focused on energy.'),
    isPro: true,
  },
  member(12, 'Liam Patel', 'liam_patel', 310, 'Options writer focused on European banks.'),
  {
    ...member(13, 'Carlos Okafor-Featherstonehaugh', 'carlos_okafor_featherstonehaugh', 1),
    isFollowing: true,
  },
];

const withSuggestions = (state: SuggestionsState) =>
  withStore((store) => {
    store.set(viewerAtom, userFactory({ id: 7 }));
    store.set(suggestionsAtom, state);
  });

const meta = {
  title: 'web/WhoToFollow',
  component: WhoToFollow,
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof WhoToFollow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [withSuggestions({ status: 'ready', members: MEMBERS })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Who to follow' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ines Moreau' })).toHaveAttribute(
      'href',
      '/profile/ines_moreau',
    );
    await expect(canvas.getByText('1,284 followers')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Follow Ines Moreau' })).toBeEnabled();
    // A member followed from here stays listed, with Unfollow.
    await expect(
      canvas.getByRole('button', { name: 'Unfollow Carlos Okafor-Featherstonehaugh' }),
    ).toBeVisible();
  },
};

/** On an empty feed, with its own title. */
export const OnAnEmptyFeed: Story = {
  args: { title: 'Start by following a few traders' },
  decorators: [withSuggestions({ status: 'ready', members: MEMBERS.slice(0, 2) })],
};

export const Loading: Story = {
  decorators: [withSuggestions({ status: 'loading', members: [] })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Loading suggestions' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadError: Story = {
  decorators: [withSuggestions({ status: 'error', members: [] })],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Suggestions could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const NobodyLeft: Story = {
  decorators: [withSuggestions({ status: 'ready', members: [] })],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You already follow everyone we would suggest.')).toBeVisible();
  },
};

export const Dark: Story = {
  decorators: [withSuggestions({ status: 'ready', members: MEMBERS })],
  globals: { theme: 'dark' },
};
