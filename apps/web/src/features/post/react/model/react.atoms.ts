import { atom } from 'jotai';
import { commentsAtomFamily, mapCommentReactions } from '@/entities/comment';
import { updatePostAtom } from '@/entities/post';
import {
  type ReactionData,
  withCountsMoved,
  withoutReaction,
  withReaction,
} from '@/entities/reaction';
import { viewerAtom } from '@/entities/session';
import { api } from '@/shared/api';
import { notify } from '@/shared/lib/notify';

export type ReactionTarget = { postId: number } | { commentId: number; postId: number };

const body = (target: ReactionTarget) =>
  'commentId' in target ? { comment_id: target.commentId } : { post_id: target.postId };

/** The member's reaction among a post's, or null (a post always lists the viewer's own). */
const ownReaction = (reactions: readonly ReactionData[], viewerId: number | undefined) =>
  reactions.find((reaction) => reaction.user_id === viewerId) ?? null;

/** Adds or replaces the member's reaction; the state changes only once the server agrees. */
export const reactAtom = atom(
  null,
  async (get, set, target: ReactionTarget, reactionTypeId: number) => {
    try {
      const reaction = await api.post('/api/add-or-update-reaction', {
        body: { ...body(target), reaction_type_id: reactionTypeId },
      });
      if ('commentId' in target) {
        const commentsAtom = commentsAtomFamily(target.postId);
        set(commentsAtom, (state) => ({
          ...state,
          items: mapCommentReactions(state.items, target.commentId, (list) =>
            withReaction(list, reaction),
          ),
        }));
      } else {
        set(updatePostAtom, target.postId, (post) => ({
          ...post,
          reactions: withReaction(post.reactions, reaction),
          reaction_counts: withCountsMoved(
            post.reaction_counts,
            ownReaction(post.reactions, get(viewerAtom)?.id),
            reaction,
          ),
        }));
      }
      return true;
    } catch (error) {
      notify('reactionFailure', { error });
      return false;
    }
  },
);

/** Removes the member's reaction. */
export const removeReactionAtom = atom(null, async (get, set, target: ReactionTarget) => {
  const viewerId = get(viewerAtom)?.id;
  if (viewerId === undefined) return false;
  try {
    await api.post('/api/remove-reaction', { body: body(target) });
    if ('commentId' in target) {
      set(commentsAtomFamily(target.postId), (state) => ({
        ...state,
        items: mapCommentReactions(state.items, target.commentId, (list) =>
          withoutReaction(list, viewerId),
        ),
      }));
    } else {
      set(updatePostAtom, target.postId, (post) => ({
        ...post,
        reactions: withoutReaction(post.reactions, viewerId),
        reaction_counts: withCountsMoved(
          post.reaction_counts,
          ownReaction(post.reactions, viewerId),
          null,
        ),
      }));
    }
    return true;
  } catch (error) {
    notify('reactionRemoveFailure', { error });
    return false;
  }
});
