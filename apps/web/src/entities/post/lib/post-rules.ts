import type {
  AnyComment,
  CommentData,
  OrganizedReactions,
  PostData,
  ReactionData,
  ReplyData,
} from '../model/types.ts';

/**
 * The state rules of spec point 4, as pure functions over the server's shapes. Atoms apply them
 * after a call succeeds, so a failed action leaves state unchanged.
 */

/** Reactions grouped by type name, with who reacted (spec point 3 "organizedReactions"). */
export function organizeReactions(reactions: readonly ReactionData[]): OrganizedReactions {
  const organized: OrganizedReactions = {};
  for (const reaction of reactions) {
    const name = reaction.reaction_type.name;
    const entry = organized[name] ?? { count: 0, details: [] };
    organized[name] = entry;
    entry.count += 1;
    entry.details.push({
      userId: reaction.user_id,
      userName: reaction.user.name,
      userImage: reaction.user.avatar,
      reactionImage: reaction.reaction_type.icon,
      reactionType: name,
    });
  }
  return organized;
}

/** The member's reaction type id, or null (spec point 3 "userReaction"). */
export function userReactionOf(
  reactions: readonly ReactionData[],
  userId: number | null,
): number | null {
  if (userId === null) return null;
  return reactions.find((reaction) => reaction.user_id === userId)?.reaction_type_id ?? null;
}

/** The option the member voted for, or null (spec point 3 "userVoteOptionId"). */
export function userVoteOptionOf(
  post: Pick<PostData, 'poll'>,
  userId: number | null,
): number | null {
  if (userId === null || !post.poll) return null;
  return post.poll.user_votes.find((vote) => vote.user_id === userId)?.option_id ?? null;
}

/** At most one reaction per member: adding or updating replaces their earlier one. */
export function withReaction(
  reactions: readonly ReactionData[],
  reaction: ReactionData,
): ReactionData[] {
  return [...reactions.filter((item) => item.user_id !== reaction.user_id), reaction];
}

/** Removing clears the member's reaction. */
export function withoutReaction(
  reactions: readonly ReactionData[],
  userId: number,
): ReactionData[] {
  return reactions.filter((item) => item.user_id !== userId);
}

/** Voting adds one to the option, records the member's vote and marks the poll voted. */
export function withVote(post: PostData, vote: { user_id: number; option_id: number }): PostData {
  if (!post.poll) return post;
  const user_votes = [
    ...post.poll.user_votes.filter((item) => item.user_id !== vote.user_id),
    vote,
  ];
  const poll = {
    ...post.poll,
    options: post.poll.options.map((option) =>
      option.id === vote.option_id ? { ...option, votes: option.votes + 1 } : option,
    ),
    user_votes,
    userVoted: true,
  };
  return { ...post, poll, user_votes, userVoted: true };
}

/** Removing a vote subtracts one, deletes the vote record and clears the voted marker. */
export function withoutVote(post: PostData, userId: number): PostData {
  if (!post.poll) return post;
  const vote = post.poll.user_votes.find((item) => item.user_id === userId);
  if (!vote) return post;
  const user_votes = post.poll.user_votes.filter((item) => item.user_id !== userId);
  const poll = {
    ...post.poll,
    options: post.poll.options.map((option) =>
      option.id === vote.option_id ? { ...option, votes: Math.max(0, option.votes - 1) } : option,
    ),
    user_votes,
    userVoted: false,
  };
  return { ...post, poll, user_votes, userVoted: false };
}

/**
 * Puts a comment in its place: a new comment on top, a new reply at the end of its parent's
 * replies; a comment or reply whose id is already there is replaced (that is how edits work).
 */
export function withComment(comments: readonly CommentData[], comment: AnyComment): CommentData[] {
  if (comment.parent_id === null) {
    const existing = comments.findIndex((item) => item.id === comment.id);
    const top: CommentData = {
      ...comment,
      replies: existing >= 0 ? (comments[existing]?.replies ?? []) : [],
    };
    if (existing >= 0) return comments.map((item, index) => (index === existing ? top : item));
    return [top, ...comments];
  }
  const reply: ReplyData = { ...comment, replies: [] };
  return comments.map((item) => {
    if (item.id !== comment.parent_id) return item;
    const at = item.replies.findIndex((existing) => existing.id === comment.id);
    const replies =
      at >= 0
        ? item.replies.map((existing, index) => (index === at ? reply : existing))
        : [...item.replies, reply];
    return { ...item, replies };
  });
}

/** Deleting removes the comment, or removes the reply from its parent. */
export function withoutComment(comments: readonly CommentData[], id: number): CommentData[] {
  return comments
    .filter((item) => item.id !== id)
    .map((item) =>
      item.replies.some((reply) => reply.id === id)
        ? { ...item, replies: item.replies.filter((reply) => reply.id !== id) }
        : item,
    );
}

/** Applies `change` to the reactions of the comment or reply with this id. */
export function mapCommentReactions(
  comments: readonly CommentData[],
  id: number,
  change: (reactions: ReactionData[]) => ReactionData[],
): CommentData[] {
  return comments.map((item) => {
    if (item.id === id) return { ...item, reactions: change(item.reactions) };
    if (!item.replies.some((reply) => reply.id === id)) return item;
    return {
      ...item,
      replies: item.replies.map((reply) =>
        reply.id === id ? { ...reply, reactions: change(reply.reactions) } : reply,
      ),
    };
  });
}

/** How many comments and replies a list holds. */
export const countComments = (comments: readonly CommentData[]) =>
  comments.reduce((sum, item) => sum + 1 + item.replies.length, 0);
