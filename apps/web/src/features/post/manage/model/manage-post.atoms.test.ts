import { ApiError } from '@tapetv/api-client';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { viewerAtom } from '@/entities/session';
import { postFactory, userFactory } from '@/shared/lib/test';

const put = vi.fn();
const del = vi.fn();
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: {
    put: (...args: unknown[]) => put(...args),
    delete: (...args: unknown[]) => del(...args),
  },
}));
const toastError = vi.fn();
vi.mock('@tapetv/ui/toast-store', () => ({ toast: { error: toastError, success: vi.fn() } }));

const { postAtomFamily, postListAtomFamily, prependPostAtom, receivePushedPostAtom } = await import(
  '@/entities/post'
);
const { deletePostAtom, editPostAtom } = await import('./manage-post.atoms.ts');

const ME = 7;
const mine = (id: number, overrides: Partial<ReturnType<typeof postFactory>> = {}) =>
  postFactory({
    id,
    text: 'Long $NVDA',
    user: { ...postFactory({ id }).user, id: ME },
    ...overrides,
  });

function freshStore() {
  const store = createStore();
  store.set(viewerAtom, userFactory({ id: ME }));
  return store;
}

const refusal = (status: number, message: string, errors?: Record<string, string[]>) =>
  new ApiError(status, { code: 'X', message, ...(errors ? { errors } : {}) }, message);

beforeEach(() => {
  put.mockReset();
  del.mockReset();
  toastError.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('editing one’s own post', () => {
  it('replaces the stored post with what the server saved', async () => {
    const store = freshStore();
    store.set(prependPostAtom, 'feed', mine(5));
    put.mockResolvedValue({
      ...mine(5),
      text: 'Out of $NVDA',
      editedAt: '2026-11-22T08:00:00.000Z',
    });
    const result = await store.set(editPostAtom, 5, { text: 'Out of $NVDA' });
    expect(result).toEqual({ ok: true });
    expect(put).toHaveBeenCalledWith('/api/posts/{postId}', {
      path: { postId: 5 },
      body: { text: 'Out of $NVDA' },
    });
    expect(store.get(postAtomFamily(5))).toMatchObject({
      text: 'Out of $NVDA',
      editedAt: '2026-11-22T08:00:00.000Z',
    });
  });

  it('sends the new list of images with the text, and stores the post the server saved', async () => {
    const store = freshStore();
    const images = ['/uploads/a.webp', '/uploads/b.webp'];
    store.set(prependPostAtom, 'feed', mine(5, { images }));
    put.mockResolvedValue({ ...mine(5), images: ['/uploads/b.webp', '/uploads/c.webp'] });

    const edit = { text: 'Long $NVDA', images: ['/uploads/b.webp', '/uploads/c.webp'] };
    expect(await store.set(editPostAtom, 5, edit)).toEqual({ ok: true });

    expect(put).toHaveBeenCalledWith('/api/posts/{postId}', { path: { postId: 5 }, body: edit });
    expect(store.get(postAtomFamily(5))?.images).toEqual(['/uploads/b.webp', '/uploads/c.webp']);
  });

  it('leaves the post as it was and returns the server’s field error when refused', async () => {
    const store = freshStore();
    store.set(prependPostAtom, 'feed', mine(5));
    put.mockRejectedValue(
      refusal(422, 'The given data was invalid.', {
        text: ['Write something, add an image or a poll.'],
      }),
    );
    const result = await store.set(editPostAtom, 5, { text: '   ' });
    expect(result).toEqual({
      ok: false,
      message: 'The given data was invalid.',
      fieldErrors: { text: ['Write something, add an image or a poll.'] },
    });
    expect(store.get(postAtomFamily(5))?.text).toBe('Long $NVDA');
  });
});

describe('deleting one’s own post', () => {
  it('removes it from the store, the feed, the author’s profile list and its group list', async () => {
    const store = freshStore();
    const post = mine(5, { groupId: 3 });
    for (const key of ['feed', `profile:${ME}`, 'group:3'] as const) {
      store.set(prependPostAtom, key, mine(4));
      store.set(prependPostAtom, key, post);
    }
    del.mockResolvedValue({ success: true, message: 'Post deleted.' });
    expect(await store.set(deletePostAtom, 5)).toBe(true);
    expect(del).toHaveBeenCalledWith('/api/posts/{postId}', { path: { postId: 5 } });
    expect(store.get(postAtomFamily(5))).toBeNull();
    for (const key of ['feed', `profile:${ME}`, 'group:3'] as const) {
      expect(store.get(postListAtomFamily(key)).ids).toEqual([4]);
    }
  });

  it('drops a held pushed post too, and clears the "new posts" flag when none is left', async () => {
    const store = freshStore();
    store.set(prependPostAtom, 'feed', mine(4));
    store.set(receivePushedPostAtom, 'feed', mine(5));
    expect(store.get(postListAtomFamily('feed')).newPostAvailable).toBe(true);
    del.mockResolvedValue({ success: true, message: 'Post deleted.' });
    await store.set(deletePostAtom, 5);
    expect(store.get(postListAtomFamily('feed'))).toMatchObject({
      ids: [4],
      held: [],
      newPostAvailable: false,
    });
  });

  it('keeps everything, logs the refusal and says so in the catalogue’s words (spec point 8)', async () => {
    const store = freshStore();
    store.set(prependPostAtom, 'feed', mine(5));
    del.mockRejectedValue(refusal(403, 'Only the author can delete this post.'));
    expect(await store.set(deletePostAtom, 5)).toBe(false);
    expect(store.get(postAtomFamily(5))?.id).toBe(5);
    expect(store.get(postListAtomFamily('feed')).ids).toEqual([5]);
    expect(toastError).toHaveBeenCalledWith('The post could not be deleted. Please try again.', {
      wide: false,
    });
    expect(console.error).toHaveBeenCalledWith(
      'The post could not be deleted. Please try again.',
      expect.any(ApiError),
    );
  });
});
