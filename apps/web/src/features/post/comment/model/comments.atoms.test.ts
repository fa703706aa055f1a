import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memberStore } from '@/entities/session';
import { commentFactory, postFactory, userFactory } from '@/shared/lib/test';

const { get, post } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get, post },
}));

const { commentsAtomFamily, withComment } = await import('@/entities/comment');
const { postAtomFamily, storePostsAtom, updatePostAtom } = await import('@/entities/post');
const { deleteCommentAtom, editCommentAtom, submitCommentAtom, toggleCommentsAtom } = await import(
  './comments.atoms.ts'
);

const ME = 7;

const freshStore = () => memberStore(userFactory({ id: ME }));

beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('comments', () => {
  async function opened(store: ReturnType<typeof freshStore>) {
    store.set(storePostsAtom, [postFactory({ id: 1, comments_count: 2 })]);
    get.mockResolvedValueOnce([
      commentFactory({
        id: 11,
        replies: [{ ...commentFactory({ id: 12, parent_id: 11 }), replies: [] }],
      }),
    ]);
    await store.set(toggleCommentsAtom, 1);
  }

  it('showing comments the first time fetches them and marks them fetched and visible; later toggles flip', async () => {
    const store = freshStore();
    await opened(store);
    expect(store.get(commentsAtomFamily(1))).toMatchObject({ fetched: true, visible: true });
    expect(get).toHaveBeenCalledWith('/api/posts/{postId}/comments', { path: { postId: 1 } });
    await store.set(toggleCommentsAtom, 1);
    expect(store.get(commentsAtomFamily(1)).visible).toBe(false);
    await store.set(toggleCommentsAtom, 1);
    expect(store.get(commentsAtomFamily(1)).visible).toBe(true);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('a new comment goes to the top; a new reply to the end of its parent’s replies', async () => {
    const store = freshStore();
    await opened(store);
    post
      .mockResolvedValueOnce(commentFactory({ id: 13 }))
      .mockResolvedValueOnce({ ...commentFactory({ id: 14, parent_id: 11 }), replies: [] });
    await store.set(submitCommentAtom, 1, 'top');
    await store.set(submitCommentAtom, 1, 'reply', 11);
    const items = store.get(commentsAtomFamily(1)).items;
    expect(items.map((item) => item.id)).toEqual([13, 11]);
    expect(items[1]?.replies.map((reply) => reply.id)).toEqual([12, 14]);
    expect(store.get(postAtomFamily(1))?.comments_count).toBe(4);
  });

  it('a comment or reply with an existing id is replaced (edits)', async () => {
    const store = freshStore();
    await opened(store);
    post
      .mockResolvedValueOnce(commentFactory({ id: 11, text: 'edited comment' }))
      .mockResolvedValueOnce({
        ...commentFactory({ id: 12, parent_id: 11, text: 'edited reply' }),
        replies: [],
      });
    await store.set(editCommentAtom, 1, 11, 'edited comment');
    await store.set(editCommentAtom, 1, 12, 'edited reply');
    const [comment] = store.get(commentsAtomFamily(1)).items;
    expect(comment?.text).toBe('edited comment');
    expect(comment?.replies.map((reply) => reply.text)).toEqual(['edited reply']);
  });

  it('deleting removes a reply from its parent, or the comment', async () => {
    const store = freshStore();
    await opened(store);
    post.mockResolvedValue({ success: true, message: 'ok' });
    await store.set(deleteCommentAtom, 1, 12);
    expect(store.get(commentsAtomFamily(1)).items[0]?.replies).toEqual([]);
    await store.set(deleteCommentAtom, 1, 11);
    expect(store.get(commentsAtomFamily(1)).items).toEqual([]);
    expect(store.get(postAtomFamily(1))?.comments_count).toBe(0);
  });

  it('a failed comment leaves the state unchanged', async () => {
    const store = freshStore();
    await opened(store);
    const before = store.get(commentsAtomFamily(1));
    post.mockImplementation(async () => {
      throw new Error('offline');
    });
    await store.set(submitCommentAtom, 1, 'lost');
    expect(store.get(commentsAtomFamily(1))).toBe(before);
  });

  it('counts a comment once when its live event arrived before the answer', async () => {
    const store = freshStore();
    await opened(store);
    const reply = { ...commentFactory({ id: 15, parent_id: 11 }), replies: [] };
    // The live event already put the reply in and set the count (absolute) to 3.
    store.set(commentsAtomFamily(1), {
      ...store.get(commentsAtomFamily(1)),
      items: withComment(store.get(commentsAtomFamily(1)).items, reply),
    });
    store.set(updatePostAtom, 1, (current) => ({ ...current, comments_count: 3 }));
    post.mockResolvedValue(reply);
    await store.set(submitCommentAtom, 1, 'Comment 15', 11);
    expect(store.get(postAtomFamily(1))?.comments_count).toBe(3);
    expect(store.get(commentsAtomFamily(1)).items[0]?.replies.map((item) => item.id)).toEqual([
      12, 15,
    ]);
  });
});
