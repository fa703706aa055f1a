import { PostComposer } from '@/features/post/create';
import { PageFrame } from '@/shared/ui/page-frame';
import { PostList } from '@/widgets/posts';

/** The member's feed: their posts, the people they follow and their groups, live. */
export function FeedPage() {
  return (
    <PageFrame title="Feed">
      <PostComposer list="feed" />
      <PostList
        list="feed"
        emptyTitle="Your feed is empty"
        emptyText="Write your first post, follow traders or join a group, and their posts show up here."
      />
    </PageFrame>
  );
}
