import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { userVoteOptionOf } from '@/entities/poll/@x/post';
import { organizeReactions, userReactionOf } from '@/entities/reaction/@x/post';
import { viewerAtom } from '@/entities/session/@x/post';
import type { PostData } from './types.ts';

/**
 * The server's snapshot of each post, keyed by post id: one atom per post, shared by every list
 * and page that shows it, so a reaction in the feed shows on the post page too.
 */
export const postAtomFamily = atomFamily((id: number) => {
  const postAtom = atom<PostData | null>(null);
  postAtom.debugLabel = `post:${id}`;
  return postAtom;
});

/** Whether a post is held (its atom exists), asked without creating the atom. */
export function isPostHeld(id: number): boolean {
  for (const held of postAtomFamily.getParams()) if (held === id) return true;
  return false;
}

/** Derived, never stored: reactions grouped by type name (spec point 3 "organizedReactions"). */
export const organizedReactionsAtomFamily = atomFamily((id: number) =>
  atom((get) => {
    const post = get(postAtomFamily(id));
    return organizeReactions(post?.reactions ?? [], post?.reaction_counts ?? []);
  }),
);

/** Derived: the logged-in member's reaction type id on the post, or null. */
export const userReactionAtomFamily = atomFamily((id: number) =>
  atom((get) =>
    userReactionOf(get(postAtomFamily(id))?.reactions ?? [], get(viewerAtom)?.id ?? null),
  ),
);

/** Derived: the option the logged-in member voted for, or null. */
export const userVoteOptionIdAtomFamily = atomFamily((id: number) =>
  atom((get) => {
    const post = get(postAtomFamily(id));
    return post ? userVoteOptionOf(post, get(viewerAtom)?.id ?? null) : null;
  }),
);

/** Stores posts from an answer in their atoms (the newest snapshot wins). */
export const storePostsAtom = atom(null, (_get, set, posts: readonly PostData[]) => {
  for (const post of posts) set(postAtomFamily(post.id), post);
});

/** Changes one stored post; nothing happens for a post that is not loaded. */
export const updatePostAtom = atom(
  null,
  (get, set, id: number, change: (post: PostData) => PostData) => {
    const post = get(postAtomFamily(id));
    if (post) set(postAtomFamily(id), change(post));
  },
);

/** What can change about an author: their name, user name or avatar. */
export type AuthorChange = Partial<Pick<PostData['user'], 'name' | 'userName' | 'avatar'>>;

/**
 * A member changed their name, user name or avatar: every stored post of theirs shows it at once
 * (the posts on screen re-render; the next page from the server has it too).
 */
export const updateAuthorAtom = atom(null, (get, set, userId: number, change: AuthorChange) => {
  for (const id of postAtomFamily.getParams()) {
    const post = get(postAtomFamily(id));
    if (post?.user.id === userId)
      set(postAtomFamily(id), { ...post, user: { ...post.user, ...change } });
  }
});
