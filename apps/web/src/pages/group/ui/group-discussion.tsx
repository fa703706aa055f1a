import { PostComposer } from '@/features/post/create';
import { PostList } from '@/widgets/posts';
import styles from './group-discussion.module.css';

/**
 * A group's discussion (its default tab): the group's posts, newest first and live (a new post
 * waits behind the "new posts" pill), and for its members a composer that posts into the group.
 * A reader who has not joined a public group reads along and is told how to take part.
 */
export function GroupDiscussion({ groupId, canPost }: { groupId: number; canPost: boolean }) {
  const list = `group:${groupId}` as const;
  return (
    <section className={styles.discussion} aria-label="Discussion">
      {canPost ? (
        <PostComposer list={list} groupId={groupId} />
      ) : (
        <p className={styles.readOnly}>Join this group to take part in its discussion.</p>
      )}
      <PostList
        key={list}
        list={list}
        emptyTitle="No posts in this group yet"
        emptyText={
          canPost
            ? 'Start the discussion: what is on your watchlist today?'
            : 'Posts in this group show up here.'
        }
      />
    </section>
  );
}
