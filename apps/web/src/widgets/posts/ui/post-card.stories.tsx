import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type PostData, reactionTypesAtom, storePostsAtom } from '@/entities/post';
import { viewerAtom } from '@/entities/session';
import { StoryColumn, withStore } from '@/shared/lib/story';
import { postFactory, reactionFactory, userFactory } from '@/shared/lib/test';
import { PostCard } from './post-card.tsx';

const TYPES = [
  { id: 1, name: 'like', icon: '👍' },
  { id: 2, name: 'love', icon: '❤️' },
  { id: 3, name: 'bullish', icon: '🐂' },
];
const now = new Date();
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

const withPost = (post: PostData) =>
  withStore((store) => {
    store.set(viewerAtom, userFactory({ id: 7 }));
    store.set(reactionTypesAtom, Promise.resolve(TYPES));
    store.set(storePostsAtom, [post]);
  });

const meta = {
  title: 'web/PostCard',
  component: PostCard,
  args: { postId: 1 },
  decorators: [
    (Story) => (
      <StoryColumn>
        <Story />
      </StoryColumn>
    ),
  ],
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [
    withPost(
      postFactory({
        id: 1,
        text: 'Trimmed $NVDA into the close. Still long, just less.',
        createdAt: minutesAgo(12),
        comments_count: 3,
        reactions: [
          reactionFactory(3, 1, { postId: 1 }),
          reactionFactory(4, 3, { postId: 1 }),
          reactionFactory(5, 3, { postId: 1 }),
        ],
      }),
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12 mins ago')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^bullish: 2/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Show comments/ })).toHaveTextContent('3');
  },
};

export const WithPoll: Story = {
  decorators: [
    withPost(
      postFactory({
        id: 1,
        text: 'Where does BTC close the year?',
        createdAt: minutesAgo(90),
        poll: {
          id: 5,
          closesAt: null,
          closed: false,
          options: [
            { id: 51, text: 'Above 150k', votes: 12 },
            { id: 52, text: 'Below 150k', votes: 30 },
          ],
          user_votes: [{ user_id: 7, option_id: 52 }],
          userVoted: true,
        },
        userVoted: true,
        user_votes: [{ user_id: 7, option_id: 52 }],
      }),
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('71%')).toBeVisible();
  },
};

export const LongText: Story = {
  decorators: [
    withPost(
      postFactory({
        id: 1,
        createdAt: minutesAgo(60 * 30),
        text: 'Macro thread. '.repeat(60),
      }),
    ),
  ],
};

export const MyReaction: Story = {
  decorators: [
    withPost(
      postFactory({
        id: 1,
        createdAt: minutesAgo(2),
        reactions: [reactionFactory(7, 2, { postId: 1 })],
      }),
    ),
  ],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Your reaction: love. Change reaction' }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  ...Default,
  globals: { theme: 'dark' },
};
