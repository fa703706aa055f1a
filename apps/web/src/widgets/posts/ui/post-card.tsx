import { useAtomValue, useSetAtom } from 'jotai';
import { PostBody, postAtomFamily } from '@/entities/post';
import { PostComments } from '@/features/comment-on-post';
import { PostReactions, reactAtom, removeReactionAtom } from '@/features/react-to-post';
import { PostPoll } from '@/features/vote-in-poll';
import { nowAtom } from '@/shared/lib/time';
import styles from './post-card.module.css';

/** One post with its poll, reactions and comment thread. */
export function PostCard({ postId }: { postId: number }) {
  const post = useAtomValue(postAtomFamily(postId));
  const now = useAtomValue(nowAtom);
  const react = useSetAtom(reactAtom);
  const unreact = useSetAtom(removeReactionAtom);
  if (!post) return null;
  return (
    <article
      className={styles.card}
      aria-labelledby={`post-${postId}-author`}
      data-post-id={postId}
    >
      <span id={`post-${postId}-author`} className={styles.srOnly}>
        Post by {post.user.name}
      </span>
      <PostBody post={post} now={now} />
      <PostPoll postId={postId} />
      <PostReactions postId={postId} />
      <PostComments
        postId={postId}
        onReact={(commentId, typeId) => void react({ postId, commentId }, typeId)}
        onRemoveReaction={(commentId) => void unreact({ postId, commentId })}
      />
    </article>
  );
}

/** The shape of a post while it loads. */
export function PostCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden data-slot="post-skeleton">
      <div className={styles.skeletonHeader}>
        <span className={styles.skeletonAvatar} />
        <span className={styles.skeletonLine} />
      </div>
      <span className={styles.skeletonLine} />
      <span className={styles.skeletonLineShort} />
    </div>
  );
}
