import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  closePostViewAtom,
  commentsAtomFamily,
  openPostViewAtom,
  postAtomFamily,
  storePostsAtom,
  usePostUpdatesLive,
} from '@/entities/post';
import { toggleCommentsAtom } from '@/features/comment-on-post';
import { api } from '@/shared/api';
import { paths } from '@/shared/config';
import { PageFrame } from '@/shared/ui/page-frame';
import { PostCard, PostCardSkeleton } from '@/widgets/posts';

/** A single post (no paging) with its comments open. */
export function PostPage() {
  const postId = Number(useParams().id);
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
          live && setStatus(error.status === 404 ? 'missing' : 'error'),
      );
    return () => {
      live = false;
    };
  }, [postId, store]);

  useEffect(() => {
    if (status === 'ready' && !comments.fetched && !comments.loading) void toggleComments(postId);
  }, [status, comments.fetched, comments.loading, toggleComments, postId]);

  const backToFeed = (
    <Button asChild variant="secondary">
      <Link to={paths.feed}>Back to your feed</Link>
    </Button>
  );
  return (
    <PageFrame title="Post">
      {status === 'loading' && !post && <PostCardSkeleton />}
      {status === 'missing' && (
        <EmptyState
          title="This post does not exist"
          description="It may have been deleted, or it belongs to a group you are not in."
          action={backToFeed}
        />
      )}
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
          action={backToFeed}
        />
      )}
      {post && status !== 'missing' && (
        <PostCard postId={postId} onDeleted={() => void navigate(paths.feed, { replace: true })} />
      )}
    </PageFrame>
  );
}
