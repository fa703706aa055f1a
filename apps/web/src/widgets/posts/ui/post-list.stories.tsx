import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EMPTY_LIST, postListAtomFamily, reactionTypesAtom, storePostsAtom } from '@/entities/post';
import { viewerAtom } from '@/entities/session';
import { StoryColumn, withStore } from '@/shared/lib/story';
import { postFactory, userFactory } from '@/shared/lib/test';
import { PostList } from './post-list.tsx';

const posts = Array.from({ length: 12 }, (_, index) =>
  postFactory({
    id: 100 - index,
    text: `Market note ${100 - index}: watching the open.`,
    createdAt: new Date().toISOString(),
  }),
);

/** A list already loaded (the story must not fetch): `exhausted` stops paging. */
const withList = (state: Partial<typeof EMPTY_LIST>, stored = posts) =>
  withStore((store) => {
    store.set(viewerAtom, userFactory({ id: 7 }));
    store.set(reactionTypesAtom, Promise.resolve([]));
    store.set(storePostsAtom, stored);
    store.set(postListAtomFamily('feed'), {
      ...EMPTY_LIST,
      exhausted: true,
      loading: true,
      ...state,
    });
  });

const meta = {
  title: 'web/PostList',
  component: PostList,
  args: {
    list: 'feed',
    emptyTitle: 'Your feed is empty',
    emptyText: 'Follow traders or join a group.',
  },
  decorators: [
    (Story) => (
      <StoryColumn>
        <Story />
      </StoryColumn>
    ),
  ],
} satisfies Meta<typeof PostList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [withList({ ids: posts.map((post) => post.id), loading: false })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Market note 100: watching the open.')).toBeVisible();
    // Virtualised: only the posts near the viewport are in the page.
    await expect(canvas.getAllByRole('article').length).toBeLessThan(posts.length);
  },
};

export const Loading: Story = {
  decorators: [withList({ ids: [], loading: true, exhausted: false })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading posts' })).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [withList({ ids: [], loading: false, exhausted: true }, [])],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your feed is empty')).toBeVisible();
  },
};

export const LoadError: Story = {
  decorators: [
    withList(
      { ids: [], loading: false, exhausted: false, error: 'The server is unreachable.' },
      [],
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The posts could not be loaded')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const NewPostsWaiting: Story = {
  decorators: [
    withList(
      {
        ids: posts.slice(1).map((post) => post.id),
        held: [100],
        newPostAvailable: true,
        loading: false,
      },
      posts,
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByText('Market note 100: watching the open.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'New post' }));
    await expect(await canvas.findByText('Market note 100: watching the open.')).toBeVisible();
  },
};
