import { formatRelativeTime } from '@tapetv/time-format/relative-time';
import { Avatar } from '@tapetv/ui/avatar';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PostData } from '../model/types.ts';
import styles from './post-body.module.css';
import { PostImages } from './post-images.tsx';

export interface PostBodyProps {
  post: PostData;
  now: Date;
  /** Controls at the end of the header (the author's post menu). */
  actions?: ReactNode;
  /** Shown instead of the text and images while the author edits the post. */
  editor?: ReactNode;
}

/** A post's author, time, text and images: what every post view shows the same way. */
export function PostBody({ post, now, actions, editor }: PostBodyProps) {
  const created = new Date(post.createdAt);
  return (
    <>
      <header className={styles.header}>
        <Link to={`/profile/${encodeURIComponent(post.user.userName)}`} className={styles.author}>
          <Avatar src={post.user.avatar} name={post.user.name} size="md" />
          <span className={styles.names}>
            <span className={styles.name}>{post.user.name}</span>
            <span className={styles.handle}>@{post.user.userName}</span>
          </span>
        </Link>
        <Link to={`/post/${post.id}`} className={styles.time}>
          <time dateTime={created.toISOString()} title={created.toLocaleString()}>
            {formatRelativeTime(created, now)}
          </time>
          {post.editedAt && <span className={styles.edited}> · edited</span>}
        </Link>
        {actions}
      </header>
      {editor ?? (
        <>
          {post.text && <p className={styles.text}>{post.text}</p>}
          <PostImages images={post.images} authorName={post.user.name} />
        </>
      )}
    </>
  );
}
