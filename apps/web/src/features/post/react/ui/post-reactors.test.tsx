import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memberStore } from '@/entities/session';
import { postFactory, reactionFactory, userFactory } from '@/shared/lib/test';

const get = vi.fn();
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get: (...args: unknown[]) => get(...args) },
}));

const { storePostsAtom } = await import('@/entities/post');
const { PostReactors } = await import('./post-reactors.tsx');

const on = { postId: 1 };
const page = (...userIds: number[]) => ({
  data: { data: userIds.map((id) => ({ ...reactionFactory(id, 1, on), id })) },
});

function renderReactors(post: ReturnType<typeof postFactory>) {
  const store = memberStore(userFactory({ id: 7 }));
  store.set(storePostsAtom, [post]);
  render(
    <Provider store={store}>
      <PostReactors postId={post.id} />
    </Provider>,
  );
  return userEvent.setup();
}

describe('every reaction of a post (ADR 0005)', () => {
  beforeEach(() => {
    get.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('is not offered when the post lists every reaction it has', () => {
    renderReactors(postFactory({ id: 1, reactions: [reactionFactory(3, 1, on)] }));
    expect(screen.queryByRole('button', { name: /reactions/ })).toBeNull();
  });

  it('lists every reaction a page at a time, asking for the reactions after the last one', async () => {
    const user = renderReactors(
      postFactory({
        id: 1,
        reactions: [reactionFactory(3, 1, on)],
        reaction_counts: [{ reaction_type_id: 1, name: 'like', count: 3 }],
      }),
    );
    get.mockResolvedValueOnce(page(3, 4)).mockResolvedValueOnce(page(5));
    await user.click(screen.getByRole('button', { name: 'All 3 reactions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reactions' });
    expect(await within(dialog).findByText('Member 4')).toBeTruthy();
    expect(get).toHaveBeenLastCalledWith('/api/posts/{postId}/reactions', {
      path: { postId: 1 },
      query: {},
    });

    await user.click(within(dialog).getByRole('button', { name: 'Show more' }));
    expect(await within(dialog).findByText('Member 5')).toBeTruthy();
    expect(get).toHaveBeenLastCalledWith('/api/posts/{postId}/reactions', {
      path: { postId: 1 },
      query: { lastReactionId: 4 },
    });
    // All three are here: nothing more to ask for.
    expect(within(dialog).queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
  });

  it('says when the list could not be loaded, and tries again', async () => {
    const user = renderReactors(
      postFactory({
        id: 1,
        reactions: [],
        reaction_counts: [{ reaction_type_id: 1, name: 'like', count: 2 }],
      }),
    );
    get.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(page(3, 4));
    await user.click(screen.getByRole('button', { name: 'All 2 reactions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reactions' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The reactions could not be loaded.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Member 4')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
