import { atom, type Getter, type Setter } from 'jotai';
import { commentsAtomFamily, mapCommentReactions } from '@/entities/comment';
import { postAtomFamily, updatePostAtom } from '@/entities/post';
import {
  type ReactionData,
  reactionTypeListAtom,
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

/** The member's reaction among a list, or null (a post always lists the viewer's own). */
const ownReaction = (reactions: readonly ReactionData[], viewerId: number) =>
  reactions.find((reaction) => reaction.user_id === viewerId) ?? null;

/** The member's current reaction on the target, or null. */
function currentOwn(get: Getter, target: ReactionTarget, viewerId: number): ReactionData | null {
  if (!('commentId' in target)) {
    return ownReaction(get(postAtomFamily(target.postId))?.reactions ?? [], viewerId);
  }
  for (const comment of get(commentsAtomFamily(target.postId)).items) {
    for (const item of [comment, ...comment.replies]) {
      if (item.id === target.commentId) return ownReaction(item.reactions, viewerId);
    }
  }
  return null;
}

/**
 * Sets the member's own reaction on the target to `next` (null: none), moving the post's counts
 * from whatever their reaction is at that moment. Only the member's own entry changes, so other
 * members' reactions that arrived live in between are kept.
 */
function setOwn(set: Setter, target: ReactionTarget, viewerId: number, next: ReactionData | null) {
  const change = (list: readonly ReactionData[]) =>
    next ? withReaction(list, next) : withoutReaction(list, viewerId);
  if ('commentId' in target) {
    set(commentsAtomFamily(target.postId), (state) => ({
      ...state,
      items: mapCommentReactions(state.items, target.commentId, change),
    }));
    return;
  }
  set(updatePostAtom, target.postId, (post) => ({
    ...post,
    reactions: change(post.reactions),
    reaction_counts: withCountsMoved(
      post.reaction_counts,
      ownReaction(post.reactions, viewerId),
      next,
    ),
  }));
}

/**
 * Adds or replaces the member's reaction. It shows at once (the summary and the member's own
 * reaction move before the server answers); the server's reaction then takes its place, and a
 * refusal puts back what was there, so a failed action leaves the state as it was (spec point 9).
 */
export const reactAtom = atom(
  null,
  async (get, set, target: ReactionTarget, reactionTypeId: number) => {
    const viewer = get(viewerAtom);
    if (!viewer) return false;
    const before = currentOwn(get, target, viewer.id);
    const type = get(reactionTypeListAtom).find((item) => item.id === reactionTypeId);
    if (type) {
      setOwn(set, target, viewer.id, {
        // Not a stored reaction yet: the server's, with its id, replaces it.
        id: -1,
        user_id: viewer.id,
        reaction_type_id: type.id,
        post_id: 'commentId' in target ? null : target.postId,
        comment_id: 'commentId' in target ? target.commentId : null,
        reaction_type: { name: type.name, icon: type.icon },
        user: {
          id: viewer.id,
          name: viewer.name,
          userName: viewer.userName,
          avatar: viewer.avatar,
        },
      });
    }
    try {
      const reaction = await api.post('/api/add-or-update-reaction', {
        body: { ...body(target), reaction_type_id: reactionTypeId },
      });
      setOwn(set, target, viewer.id, reaction);
      return true;
    } catch (error) {
      setOwn(set, target, viewer.id, before);
      notify('reactionFailure', { error });
      return false;
    }
  },
);

/** Removes the member's reaction: at once, put back if the server refuses. */
export const removeReactionAtom = atom(null, async (get, set, target: ReactionTarget) => {
  const viewerId = get(viewerAtom)?.id;
  if (viewerId === undefined) return false;
  const before = currentOwn(get, target, viewerId);
  setOwn(set, target, viewerId, null);
  try {
    await api.post('/api/remove-reaction', { body: body(target) });
    return true;
  } catch (error) {
    setOwn(set, target, viewerId, before);
    notify('reactionRemoveFailure', { error });
    return false;
  }
});
