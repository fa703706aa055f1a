import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { PostBody, postAtomFamily } from '@/entities/post';
import { BookmarkPostButton } from '@/features/post/bookmark';
import { PostComments, PostCommentsToggle } from '@/features/post/comment';
import { PostEditor, PostOwnerMenu } from '@/features/post/manage';
import { PostReactions, reactAtom, removeReactionAtom } from '@/features/post/react';
import { SharePostButton } from '@/features/post/share';
import { PostPoll } from '@/features/post/vote';
import { nowAtom } from '@/shared/lib/time';
import styles from './post-card.module.css';

export interface PostCardProps {
  postId: number;
  /** The author deleted the post (e.g. leave its own page). */
  onDeleted?: () => void;
}

// Price chips load with the first post that names a symbol, not with the feed's first paint.
const SymbolPriceChips = lazy(() =>
  import('@/entities/symbol').then((m) => ({ default: m.SymbolPriceChips })),
);

/**
 * One post with its poll, its author's edit/delete menu, one action row (react, the reactions'
 * counts, comments, share, save) and the comment thread the row's count opens.
 */
export function PostCard({ postId, onDeleted }: PostCardProps) {
  const post = useAtomValue(postAtomFamily(postId));
  const [editing, setEditing] = useState(false);
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
      <PostBody
        post={post}
        now={now}
        actions={
          <PostOwnerMenu
            postId={postId}
            onEdit={() => setEditing(true)}
            editing={editing}
            {...(onDeleted ? { onDeleted } : {})}
          />
        }
        editor={editing ? <PostEditor postId={postId} onDone={() => setEditing(false)} /> : null}
        quotes={
          post.symbols.length > 0 && (
            // The row keeps its height while the chips' code loads, so the post does not jump.
            <Suspense fallback={<div className={styles.quotesPlaceholder} aria-hidden />}>
              <SymbolPriceChips
                symbols={post.symbols}
                label={`Prices named in ${post.user.name}’s post`}
              />
            </Suspense>
          )
        }
      />
      <PostPoll postId={postId} />
      <div className={styles.actions}>
        <PostReactions postId={postId} />
        <div className={styles.actionsEnd}>
          <PostCommentsToggle postId={postId} />
          <span className={styles.iconsOnPhone}>
            <SharePostButton postId={postId} authorName={post.user.name} />
            <BookmarkPostButton postId={postId} />
          </span>
        </div>
      </div>
      <PostComments
        postId={postId}
        toggleOutside
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
      <span className={styles.skeletonActions} />
    </div>
  );
}
