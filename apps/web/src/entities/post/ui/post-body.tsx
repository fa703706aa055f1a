import { formatRelativeTime } from '@tapetv/time-format/relative-time';
import { Avatar } from '@tapetv/ui/avatar';
import { MessageText } from '@tapetv/ui/message-text';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { listedCashtagLinks } from '@/shared/ui/cashtag-link';
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
  /** Under the text: the live prices of the symbols the post names. */
  quotes?: ReactNode;
}

const SENTIMENT_LABELS = { bullish: '▲ Bullish', bearish: '▼ Bearish' } as const;

/** A post's author, time, text and images: what every post view shows the same way. */
export function PostBody({ post, now, actions, editor, quotes }: PostBodyProps) {
  const created = new Date(post.createdAt);
  const named = new Set(post.symbols.map((symbol) => symbol.symbol));
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
          {post.sentiment && (
            <p className={styles.sentiment} data-sentiment={post.sentiment}>
              {SENTIMENT_LABELS[post.sentiment]}
            </p>
          )}
          {post.text && (
            <p className={styles.text}>
              <MessageText
                text={post.text}
                // A cashtag of a listed symbol leads to its page; others stay marked text.
                renderCashtag={listedCashtagLinks(named)}
              />
            </p>
          )}
          {quotes}
          <PostImages images={post.images} authorName={post.user.name} />
        </>
      )}
    </>
  );
}
