import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memberStore } from '@/entities/session';
import {
  commentFactory,
  deferred,
  postFactory,
  reactionFactory,
  reactionTypesFactory,
  userFactory,
} from '@/shared/lib/test';

const { get, post } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get, post },
}));

const { organizedReactionsAtomFamily, postAtomFamily, storePostsAtom, userReactionAtomFamily } =
  await import('@/entities/post');
const { commentsAtomFamily, EMPTY_COMMENTS } = await import('@/entities/comment');
const { reactionTypeListAtom, reactionTypesAtom } = await import('@/entities/reaction');
const { reactAtom, removeReactionAtom } = await import('./react.atoms.ts');

const ME = 7;

/** A member's store with the reaction types loaded (the optimistic change needs their icons). */
const freshStore = async () => {
  const store = memberStore(userFactory({ id: ME }));
  store.set(reactionTypesAtom, Promise.resolve(reactionTypesFactory()));
  store.get(reactionTypeListAtom);
  await store.get(reactionTypesAtom);
  await Promise.resolve();
  return store;
};

beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('reactions', () => {
  const seed = (store: Awaited<ReturnType<typeof freshStore>>) =>
    store.set(storePostsAtom, [
      postFactory({ id: 1, reactions: [reactionFactory(3, 1, { postId: 1 })] }),
    ]);

  it('adding replaces the member’s earlier reaction; the summary and own reaction follow', async () => {
    const store = await freshStore();
    seed(store);
    post
      .mockResolvedValueOnce(reactionFactory(ME, 1, { postId: 1 }))
      .mockResolvedValueOnce(reactionFactory(ME, 2, { postId: 1 }));
    await store.set(reactAtom, { postId: 1 }, 1);
    expect(store.get(organizedReactionsAtomFamily(1)).like?.count).toBe(2);
    expect(store.get(userReactionAtomFamily(1))).toBe(1);

    await store.set(reactAtom, { postId: 1 }, 2);
    const organized = store.get(organizedReactionsAtomFamily(1));
    expect(organized.like?.count).toBe(1);
    expect(organized.love).toEqual({
      count: 1,
      details: [
        {
          userId: ME,
          userName: `Member ${ME}`,
          userImage: '/photos/d-avatar.jpg',
          reactionImage: '❤️',
          reactionType: 'love',
        },
      ],
    });
    expect(store.get(userReactionAtomFamily(1))).toBe(2);
    expect(
      store.get(postAtomFamily(1))?.reactions.filter((reaction) => reaction.user_id === ME),
    ).toHaveLength(1);
  });

  it('moves the post’s counts, which count members the post does not list', async () => {
    const store = await freshStore();
    store.set(storePostsAtom, [
      postFactory({
        id: 1,
        reactions: [reactionFactory(3, 1, { postId: 1 })],
        reaction_counts: [{ reaction_type_id: 1, name: 'like', count: 250 }],
      }),
    ]);
    post
      .mockResolvedValueOnce(reactionFactory(ME, 1, { postId: 1 }))
      .mockResolvedValueOnce(reactionFactory(ME, 2, { postId: 1 }))
      .mockResolvedValueOnce({ success: true, message: 'ok' });
    await store.set(reactAtom, { postId: 1 }, 1);
    expect(store.get(organizedReactionsAtomFamily(1)).like?.count).toBe(251);
    await store.set(reactAtom, { postId: 1 }, 2);
    let organized = store.get(organizedReactionsAtomFamily(1));
    expect([organized.like?.count, organized.love?.count]).toEqual([250, 1]);
    await store.set(removeReactionAtom, { postId: 1 });
    organized = store.get(organizedReactionsAtomFamily(1));
    expect(organized.like?.count).toBe(250);
    expect(organized.love).toBeUndefined();
  });

  it('removing clears the member’s reaction', async () => {
    const store = await freshStore();
    store.set(storePostsAtom, [
      postFactory({ id: 1, reactions: [reactionFactory(ME, 3, { postId: 1 })] }),
    ]);
    post.mockResolvedValue({ success: true, message: 'ok' });
    await store.set(removeReactionAtom, { postId: 1 });
    expect(store.get(userReactionAtomFamily(1))).toBeNull();
    expect(store.get(organizedReactionsAtomFamily(1))).toEqual({});
  });

  it('a failed reaction leaves the state unchanged', async () => {
    const store = await freshStore();
    seed(store);
    const before = store.get(postAtomFamily(1));
    post.mockImplementation(async () => {
      throw new Error('offline');
    });
    expect(await store.set(reactAtom, { postId: 1 }, 2)).toBe(false);
    expect(store.get(postAtomFamily(1))).toEqual(before);
  });

  it('shows the reaction before the server answers, then takes the server’s', async () => {
    const store = await freshStore();
    seed(store);
    const call = deferred<ReturnType<typeof reactionFactory>>();
    post.mockReturnValueOnce(call.promise);
    const done = store.set(reactAtom, { postId: 1 }, 3);
    // In flight: the member's bullish is already counted and theirs.
    expect(store.get(userReactionAtomFamily(1))).toBe(3);
    expect(store.get(organizedReactionsAtomFamily(1)).bullish?.details[0]?.userId).toBe(ME);
    call.resolve({ ...reactionFactory(ME, 3, { postId: 1 }), id: 99 });
    expect(await done).toBe(true);
    const own = store.get(postAtomFamily(1))?.reactions.filter((item) => item.user_id === ME);
    expect(own?.map((item) => item.id)).toEqual([99]);
    const organized = store.get(organizedReactionsAtomFamily(1));
    expect([organized.like?.count, organized.bullish?.count]).toEqual([1, 1]);
  });

  it('a refused change puts back the earlier reaction, keeping others’ that arrived meanwhile', async () => {
    const store = await freshStore();
    store.set(storePostsAtom, [
      postFactory({
        id: 1,
        reactions: [reactionFactory(ME, 1, { postId: 1 })],
        reaction_counts: [{ reaction_type_id: 1, name: 'like', count: 40 }],
      }),
    ]);
    const call = deferred<never>();
    post.mockReturnValueOnce(call.promise);
    const done = store.set(reactAtom, { postId: 1 }, 2);
    expect(store.get(userReactionAtomFamily(1))).toBe(2);
    expect(store.get(organizedReactionsAtomFamily(1)).like?.count).toBe(39);
    // Another member's love arrives live while the call is in flight.
    store.set(postAtomFamily(1), (current) =>
      current
        ? { ...current, reactions: [...current.reactions, reactionFactory(3, 2, { postId: 1 })] }
        : current,
    );
    call.reject(new Error('offline'));
    expect(await done).toBe(false);
    expect(store.get(userReactionAtomFamily(1))).toBe(1);
    const organized = store.get(organizedReactionsAtomFamily(1));
    expect(organized.like?.count).toBe(40);
    expect(organized.love?.details.map((detail) => detail.userId)).toEqual([3]);
  });

  it('a refused removal puts the reaction back', async () => {
    const store = await freshStore();
    store.set(storePostsAtom, [
      postFactory({ id: 1, reactions: [reactionFactory(ME, 3, { postId: 1 })] }),
    ]);
    const call = deferred<never>();
    post.mockReturnValueOnce(call.promise);
    const done = store.set(removeReactionAtom, { postId: 1 });
    expect(store.get(userReactionAtomFamily(1))).toBeNull();
    call.reject(new Error('offline'));
    expect(await done).toBe(false);
    expect(store.get(userReactionAtomFamily(1))).toBe(3);
    expect(store.get(organizedReactionsAtomFamily(1)).bullish?.count).toBe(1);
  });

  it('reactions on comments follow the same one-per-member rule', async () => {
    const store = await freshStore();
    store.set(storePostsAtom, [postFactory({ id: 1, comments_count: 2 })]);
    store.set(commentsAtomFamily(1), {
      ...EMPTY_COMMENTS,
      fetched: true,
      visible: true,
      items: [
        commentFactory({
          id: 11,
          replies: [{ ...commentFactory({ id: 12, parent_id: 11 }), replies: [] }],
        }),
      ],
    });
    post
      .mockResolvedValueOnce(reactionFactory(ME, 1, { commentId: 12 }))
      .mockResolvedValueOnce(reactionFactory(ME, 3, { commentId: 12 }));
    await store.set(reactAtom, { postId: 1, commentId: 12 }, 1);
    await store.set(reactAtom, { postId: 1, commentId: 12 }, 3);
    const reply = store.get(commentsAtomFamily(1)).items[0]?.replies[0];
    expect(reply?.reactions.map((reaction) => reaction.reaction_type_id)).toEqual([3]);
  });
});
