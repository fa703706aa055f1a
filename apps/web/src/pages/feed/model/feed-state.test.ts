import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { viewerAtom } from '@/entities/session';
import { commentFactory, postFactory, reactionFactory, userFactory } from '@/shared/lib/test';

const get = vi.fn();
const post = vi.fn();
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get: (...args: unknown[]) => get(...args), post: (...args: unknown[]) => post(...args) },
}));
vi.mock('@tapetv/ui/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const {
  acceptNewPostsAtom,
  commentsAtomFamily,
  loadPostsAtom,
  organizedReactionsAtomFamily,
  postAtomFamily,
  postListAtomFamily,
  receiveNewestPageAtom,
  receivePushedPostAtom,
  storePostsAtom,
  userReactionAtomFamily,
  userVoteOptionIdAtomFamily,
} = await import('@/entities/post');
const { reactAtom, removeReactionAtom } = await import('@/features/react-to-post');
const { removeVoteAtom, voteAtom } = await import('@/features/vote-in-poll');
const { deleteCommentAtom, editCommentAtom, submitCommentAtom, toggleCommentsAtom } = await import(
  '@/features/comment-on-post'
);

const ME = 7;
const page = (...ids: number[]) => ({ data: { data: ids.map((id) => postFactory({ id })) } });
const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

function freshStore() {
  const store = createStore();
  store.set(viewerAtom, userFactory({ id: ME }));
  return store;
}

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('post list', () => {
  it('shows loading while a page loads and ignores a second fetch meanwhile', async () => {
    const store = freshStore();
    const answer = deferred<ReturnType<typeof page>>();
    get.mockReturnValue(answer.promise);
    const first = store.set(loadPostsAtom, 'feed');
    expect(store.get(postListAtomFamily('feed')).loading).toBe(true);
    await store.set(loadPostsAtom, 'feed', { older: true });
    expect(get).toHaveBeenCalledTimes(1);
    answer.resolve(page(30, 29, 28));
    await first;
    expect(store.get(postListAtomFamily('feed'))).toMatchObject({
      ids: [30, 29, 28],
      loading: false,
    });
  });

  it('appends older posts, asking with the last post id as the cursor', async () => {
    const store = freshStore();
    get.mockResolvedValueOnce(page(30, 29)).mockResolvedValueOnce(page(28, 27));
    await store.set(loadPostsAtom, 'feed');
    await store.set(loadPostsAtom, 'feed', { older: true });
    expect(get).toHaveBeenLastCalledWith('/api/user-feed', { query: { lastPostId: 29 } });
    expect(store.get(postListAtomFamily('feed')).ids).toEqual([30, 29, 28, 27]);
  });

  it('keeps the error message when a load fails', async () => {
    const store = freshStore();
    get.mockImplementation(async () => {
      throw new Error('The server is down.');
    });
    await store.set(loadPostsAtom, 'feed');
    expect(store.get(postListAtomFamily('feed'))).toMatchObject({
      loading: false,
      error: 'The server is down.',
      ids: [],
    });
  });

  it('holds a pushed post aside with the new-post flag, unless its id is already in the list', async () => {
    const store = freshStore();
    get.mockResolvedValueOnce(page(30, 29));
    await store.set(loadPostsAtom, 'feed');

    store.set(receivePushedPostAtom, 'feed', postFactory({ id: 29, text: 'again' }));
    expect(store.get(postListAtomFamily('feed')).newPostAvailable).toBe(false);

    store.set(receivePushedPostAtom, 'feed', postFactory({ id: 31 }));
    expect(store.get(postListAtomFamily('feed'))).toMatchObject({
      ids: [30, 29],
      held: [31],
      newPostAvailable: true,
    });
  });

  it('puts the held post on top and clears the flag when the reader accepts', async () => {
    const store = freshStore();
    get.mockResolvedValueOnce(page(30));
    await store.set(loadPostsAtom, 'feed');
    store.set(receivePushedPostAtom, 'feed', postFactory({ id: 31 }));
    store.set(acceptNewPostsAtom, 'feed');
    expect(store.get(postListAtomFamily('feed'))).toMatchObject({
      ids: [31, 30],
      held: [],
      newPostAvailable: false,
    });
  });
});

describe('after a real-time reconnect', () => {
  it('holds aside what was posted while disconnected, without duplicates', async () => {
    const store = freshStore();
    get.mockResolvedValueOnce(page(30, 29));
    await store.set(loadPostsAtom, 'feed');
    store.set(receivePushedPostAtom, 'feed', postFactory({ id: 31 }));

    // The newest page, as fetched after lost continuity (see use-post-live.test.tsx).
    store.set(receiveNewestPageAtom, 'feed', page(33, 32, 31, 30, 29).data.data);
    expect(store.get(postListAtomFamily('feed'))).toMatchObject({
      ids: [30, 29],
      held: [33, 32, 31],
      newPostAvailable: true,
    });

    store.set(acceptNewPostsAtom, 'feed');
    expect(store.get(postListAtomFamily('feed')).ids).toEqual([33, 32, 31, 30, 29]);
  });
});

describe('reactions', () => {
  const seed = (store: ReturnType<typeof freshStore>) =>
    store.set(storePostsAtom, [
      postFactory({ id: 1, reactions: [reactionFactory(3, 1, { postId: 1 })] }),
    ]);

  it('adding replaces the member’s earlier reaction; the summary and own reaction follow', async () => {
    const store = freshStore();
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

  it('removing clears the member’s reaction', async () => {
    const store = freshStore();
    store.set(storePostsAtom, [
      postFactory({ id: 1, reactions: [reactionFactory(ME, 3, { postId: 1 })] }),
    ]);
    post.mockResolvedValue({ success: true, message: 'ok' });
    await store.set(removeReactionAtom, { postId: 1 });
    expect(store.get(userReactionAtomFamily(1))).toBeNull();
    expect(store.get(organizedReactionsAtomFamily(1))).toEqual({});
  });

  it('a failed reaction leaves the state unchanged', async () => {
    const store = freshStore();
    seed(store);
    const before = store.get(postAtomFamily(1));
    post.mockImplementation(async () => {
      throw new Error('offline');
    });
    expect(await store.set(reactAtom, { postId: 1 }, 2)).toBe(false);
    expect(store.get(postAtomFamily(1))).toBe(before);
  });
});

describe('polls', () => {
  const pollPost = (overrides = {}) =>
    postFactory({
      id: 1,
      poll: {
        id: 5,
        closesAt: null,
        closed: false,
        options: [
          { id: 51, text: 'Up', votes: 2 },
          { id: 52, text: 'Down', votes: 1 },
        ],
        user_votes: [],
        userVoted: false,
        ...overrides,
      },
    });

  it('voting adds one to the option, records the vote and marks the poll voted', async () => {
    const store = freshStore();
    store.set(storePostsAtom, [pollPost()]);
    post.mockResolvedValue({ poll_id: 5, option_id: 52, user_id: ME });
    await store.set(voteAtom, 1, 5, 52);
    const after = store.get(postAtomFamily(1));
    expect(after?.poll?.options.map((option) => option.votes)).toEqual([2, 2]);
    expect(after?.poll?.user_votes).toEqual([{ user_id: ME, option_id: 52 }]);
    expect(after?.userVoted).toBe(true);
    expect(store.get(userVoteOptionIdAtomFamily(1))).toBe(52);
  });

  it('removing a vote subtracts one, deletes the record and clears the voted marker', async () => {
    const store = freshStore();
    store.set(storePostsAtom, [
      pollPost({ user_votes: [{ user_id: ME, option_id: 51 }], userVoted: true }),
    ]);
    post.mockResolvedValue({ success: true, message: 'ok' });
    await store.set(removeVoteAtom, 1, 5);
    const after = store.get(postAtomFamily(1));
    expect(after?.poll?.options.map((option) => option.votes)).toEqual([1, 1]);
    expect(after?.poll?.user_votes).toEqual([]);
    expect(after?.userVoted).toBe(false);
    expect(store.get(userVoteOptionIdAtomFamily(1))).toBeNull();
  });

  it('a failed vote leaves the state unchanged', async () => {
    const store = freshStore();
    store.set(storePostsAtom, [pollPost()]);
    const before = store.get(postAtomFamily(1));
    post.mockImplementation(async () => {
      throw new Error('closed');
    });
    await store.set(voteAtom, 1, 5, 51);
    expect(store.get(postAtomFamily(1))).toBe(before);
  });
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

  it('reactions on comments follow the same one-per-member rule', async () => {
    const store = freshStore();
    await opened(store);
    post
      .mockResolvedValueOnce(reactionFactory(ME, 1, { commentId: 12 }))
      .mockResolvedValueOnce(reactionFactory(ME, 3, { commentId: 12 }));
    await store.set(reactAtom, { postId: 1, commentId: 12 }, 1);
    await store.set(reactAtom, { postId: 1, commentId: 12 }, 3);
    const reply = store.get(commentsAtomFamily(1)).items[0]?.replies[0];
    expect(reply?.reactions.map((reaction) => reaction.reaction_type_id)).toEqual([3]);
  });
});
