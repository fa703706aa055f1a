import type { PostUpdateEvents } from '@tapetv/realtime';
import { atom } from 'jotai';
import {
  commentsAtomFamily,
  mapCommentReactions,
  withComment,
  withoutComment,
} from '@/entities/comment/@x/post';
import { withoutReaction, withReaction } from '@/entities/reaction/@x/post';
import { viewerAtom } from '@/entities/session/@x/post';
import { isPostHeld, postAtomFamily, updatePostAtom } from './post.atoms.ts';
import { forgetPostAtom } from './post-list.atoms.ts';

/** One pushed change to a post, as `private:posts.public` or a group's posts channel carry it. */
export type PostUpdate = {
  [E in keyof PostUpdateEvents]: { event: E; data: PostUpdateEvents[E] };
}[keyof PostUpdateEvents];

/**
 * Applies a change another member made (or this member, in another tab) to a post this page
 * holds. Events carry absolute state, so applying one twice changes nothing, and an event for a
 * post that is not held is ignored (nothing is created for it).
 */
export const applyPostUpdateAtom = atom(null, (get, set, update: PostUpdate) => {
  const postId =
    update.event === 'post-updated' || update.event === 'post-deleted'
      ? update.data.id
      : update.data.post_id;
  if (!isPostHeld(postId) || !get(postAtomFamily(postId))) return;
  const commentsAtom = commentsAtomFamily(postId);
  switch (update.event) {
    case 'reaction-changed': {
      const { comment_id, user_id, reaction, reaction_counts } = update.data;
      const change = (reactions: Parameters<typeof withReaction>[0]) =>
        reaction ? withReaction(reactions, reaction) : withoutReaction(reactions, user_id);
      if (comment_id === null) {
        set(updatePostAtom, postId, (post) => ({
          ...post,
          reactions: change(post.reactions),
          reaction_counts: reaction_counts ?? post.reaction_counts,
        }));
      } else {
        const comments = get(commentsAtom);
        set(commentsAtom, {
          ...comments,
          items: mapCommentReactions(comments.items, comment_id, change),
        });
      }
      return;
    }
    case 'poll-changed': {
      const { user_id, option_id, options } = update.data;
      const viewerId = get(viewerAtom)?.id ?? null;
      set(updatePostAtom, postId, (post) => {
        if (!post.poll || post.poll.id !== update.data.poll_id) return post;
        const votes = new Map(options.map((option) => [option.id, option.votes]));
        const user_votes = [
          ...post.poll.user_votes.filter((vote) => vote.user_id !== user_id),
          ...(option_id === null ? [] : [{ user_id, option_id }]),
        ];
        const userVoted = user_id === viewerId ? option_id !== null : post.poll.userVoted;
        const poll = {
          ...post.poll,
          options: post.poll.options.map((option) => ({
            ...option,
            votes: votes.get(option.id) ?? option.votes,
          })),
          user_votes,
          userVoted,
        };
        return { ...post, poll, user_votes, userVoted };
      });
      return;
    }
    case 'comment-saved': {
      const comments = get(commentsAtom);
      // Comments not fetched yet come with everything when the reader opens them.
      if (comments.fetched)
        set(commentsAtom, { ...comments, items: withComment(comments.items, update.data.comment) });
      set(updatePostAtom, postId, (post) => ({
        ...post,
        comments_count: update.data.comments_count,
      }));
      return;
    }
    case 'comment-deleted': {
      const comments = get(commentsAtom);
      if (comments.fetched)
        set(commentsAtom, { ...comments, items: withoutComment(comments.items, update.data.id) });
      set(updatePostAtom, postId, (post) => ({
        ...post,
        comments_count: update.data.comments_count,
      }));
      return;
    }
    case 'post-updated': {
      const { text, images, editedAt, sentiment, symbols } = update.data;
      set(updatePostAtom, postId, (post) => ({
        ...post,
        text,
        images,
        editedAt,
        sentiment,
        symbols,
      }));
      return;
    }
    case 'post-deleted':
      set(forgetPostAtom, postId);
      return;
  }
});
