import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import type { CommentData } from './types.ts';

export interface CommentsState {
  /** Fetched once: after that, showing and hiding only flips `visible`. */
  fetched: boolean;
  visible: boolean;
  loading: boolean;
  error: string | null;
  items: CommentData[];
}

export const EMPTY_COMMENTS: CommentsState = {
  fetched: false,
  visible: false,
  loading: false,
  error: null,
  items: [],
};

/** A post's comments and their show/hide flags, keyed by post id. */
export const commentsAtomFamily = atomFamily((postId: number) => {
  const commentsAtom = atom<CommentsState>(EMPTY_COMMENTS);
  commentsAtom.debugLabel = `comments:${postId}`;
  return commentsAtom;
});
