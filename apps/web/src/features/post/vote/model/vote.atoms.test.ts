import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memberStore } from '@/entities/session';
import { pollFactory, postFactory, userFactory } from '@/shared/lib/test';

const { get, post } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get, post },
}));

const { postAtomFamily, storePostsAtom, userVoteOptionIdAtomFamily } = await import(
  '@/entities/post'
);
const { removeVoteAtom, voteAtom } = await import('./vote.atoms.ts');

const ME = 7;

const freshStore = () => memberStore(userFactory({ id: ME }));

beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('polls', () => {
  const pollPost = (overrides = {}) => postFactory({ id: 1, poll: pollFactory(overrides) });

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
