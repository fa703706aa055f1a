import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { commentsAtomFamily } from '@/entities/comment';
import {
  closePostViewAtom,
  openPostViewAtom,
  postAtomFamily,
  storePostsAtom,
  usePostUpdatesLive,
} from '@/entities/post';
import { toggleCommentsAtom } from '@/features/post/comment';
import { api } from '@/shared/api';
import { paths } from '@/shared/config';
import { PageFrame } from '@/shared/ui/page-frame';
import { PostCard, PostCardSkeleton } from '@/widgets/posts';

/** A post id as the address writes it: a positive whole number, else null (`/post/abc`). */
export function parsePostId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

function BackToFeed() {
  return (
    <Button asChild variant="secondary">
      <Link to={paths.feed}>Back to your feed</Link>
    </Button>
  );
}

function PostMissing() {
  return (
    <EmptyState
      title="This post does not exist"
      description="It may have been deleted, or it belongs to a group you are not in."
      action={<BackToFeed />}
    />
  );
}

/** A single post (no paging) with its comments open; an address that is no post id is not found. */
export function PostPage() {
  const postId = parsePostId(useParams().id);
  if (postId === null) {
    return (
      <PageFrame title="Post">
        <PostMissing />
      </PageFrame>
    );
  }
  return <PostView key={postId} postId={postId} />;
}

function PostView({ postId }: { postId: number }) {
  const navigate = useNavigate();
  const post = useAtomValue(postAtomFamily(postId));
  const comments = useAtomValue(commentsAtomFamily(postId));
  const store = useSetAtom(storePostsAtom);
  const toggleComments = useSetAtom(toggleCommentsAtom);
  const [status, setStatus] = useState<'loading' | 'ready' | 'missing' | 'error'>('loading');

  // The post is kept while this page shows it, and let go when it closes (unless a list holds it).
  const openView = useSetAtom(openPostViewAtom);
  const closeView = useSetAtom(closePostViewAtom);
  useEffect(() => {
    openView(postId);
    return () => closeView(postId);
  }, [postId, openView, closeView]);

  // Live: other members' reactions, votes, comments, edits and the post's deletion.
  const refresh = useCallback(
    async () => [await api.get('/api/singlePost/{postId}', { path: { postId } })],
    [postId],
  );
  usePostUpdatesLive(post?.groupId == null ? '' : String(post.groupId), refresh);

  useEffect(() => {
    let live = true;
    setStatus('loading');
    api
      .get('/api/singlePost/{postId}', { path: { postId } })
      .then((answer) => {
        if (!live) return;
        store([answer]);
        setStatus('ready');
      })
      .catch(
        (error: { status?: number }) =>
          // 404: no such post, or one the member may not see; 400: an id the server refuses.
          live && setStatus(error.status === 404 || error.status === 400 ? 'missing' : 'error'),
      );
    return () => {
      live = false;
    };
  }, [postId, store]);

  useEffect(() => {
    if (status === 'ready' && !comments.fetched && !comments.loading) void toggleComments(postId);
  }, [status, comments.fetched, comments.loading, toggleComments, postId]);

  return (
    <PageFrame title="Post">
      {status === 'loading' && !post && <PostCardSkeleton />}
      {status === 'missing' && <PostMissing />}
      {status === 'error' && (
        <EmptyState
          tone="error"
          title="The post could not be loaded"
          description="Check your connection and reload the page."
        />
      )}
      {status === 'ready' && !post && (
        <EmptyState
          title="This post was deleted"
          description="Its author deleted it while you were reading."
          action={<BackToFeed />}
        />
      )}
      {post && status !== 'missing' && (
        <PostCard postId={postId} onDeleted={() => void navigate(paths.feed, { replace: true })} />
      )}
    </PageFrame>
  );
}
