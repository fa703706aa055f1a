import { formatRelativeTime } from '@tapetv/time-format/relative-time';
import { Avatar } from '@tapetv/ui/avatar';
import { Badge } from '@tapetv/ui/badge';
import { MessageText } from '@tapetv/ui/message-text';
import { ReactionIcon } from '@tapetv/ui/reaction-icon';
import { Skeleton, SkeletonText } from '@tapetv/ui/skeleton';
import { VisuallyHidden } from '@tapetv/ui/visually-hidden';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { paths } from '@/shared/config';
import { listedCashtagLinks } from '@/shared/ui/cashtag-link';
import { type HomePost, homeAtom, homeNowAtom } from '../model/home.atoms.ts';
import styles from './home-sections.module.css';

const SENTIMENTS = {
  bullish: { tone: 'up', text: '▲ Bullish' },
  bearish: { tone: 'down', text: '▼ Bearish' },
} as const;

/** Post cards drawn while the preview loads, at about their final height. */
const POST_PLACEHOLDERS = 3;

/** "Popular on TapeTV": the week's most engaging posts outside groups, read-only. */
export function HomePosts() {
  const { status, home } = useAtomValue(homeAtom);
  if (status === 'error' && !home) return null;
  return (
    <section
      className={styles.section}
      aria-labelledby="home-popular"
      aria-busy={home ? undefined : true}
    >
      <header className={styles.sectionHeader}>
        <h2 id="home-popular" className={styles.sectionTitle}>
          Popular on TapeTV
        </h2>
        <p className={styles.sectionNote}>What traders are discussing this week</p>
      </header>
      {home?.posts.length === 0 ? (
        <p className={styles.empty}>
          No posts this week yet. Be the first: create an account and share your call.
        </p>
      ) : (
        <ul className={styles.posts}>
          {home
            ? home.posts.map((post) => <PostPreview key={post.id} post={post} />)
            : Array.from({ length: POST_PLACEHOLDERS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <li key={index} className={styles.postCard}>
                  <Skeleton shape="block" width="50%" height="var(--size-avatar-md)" />
                  <SkeletonText lines={3} />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}

function PostPreview({ post }: { post: HomePost }) {
  const now = useAtomValue(homeNowAtom);
  const comments = post.comments_count;
  const named = new Set(post.symbols.map((symbol) => symbol.symbol));
  return (
    <li className={styles.postCard} aria-label={`Post by ${post.user.name}`}>
      <header className={styles.postHeader}>
        <Avatar src={post.user.avatar} name={post.user.name} size="md" decorative />
        <span className={styles.postAuthor}>
          <span className={styles.postName}>{post.user.name}</span>
          <span className={styles.postMeta}>
            @{post.user.userName} ·{' '}
            <time dateTime={post.createdAt}>
              {formatRelativeTime(new Date(post.createdAt), now)}
            </time>
          </span>
        </span>
        {post.sentiment && (
          <Badge tone={SENTIMENTS[post.sentiment].tone} className={styles.postSentiment}>
            {SENTIMENTS[post.sentiment].text}
          </Badge>
        )}
      </header>
      {post.text && (
        <p className={styles.postText}>
          <MessageText
            text={post.text}
            // A cashtag of a listed symbol leads to its page; others stay marked text.
            renderCashtag={listedCashtagLinks(named)}
          />
        </p>
      )}
      {post.has_media && <p className={styles.postMedia}>Includes images or a poll.</p>}
      <footer className={styles.postFooter}>
        <ul className={styles.reactionCounts} aria-label="Reactions">
          {post.reaction_counts.map((count) => (
            <li key={count.reaction_type_id} className={styles.reactionCount}>
              <ReactionIcon icon="" name={count.name} />
              <span>
                {count.count}
                <VisuallyHidden> {count.name}</VisuallyHidden>
              </span>
            </li>
          ))}
        </ul>
        <Link to={paths.post(post.id)} className={styles.postLink}>
          {comments === 0
            ? 'Read the post'
            : `Read ${comments} ${comments === 1 ? 'comment' : 'comments'}`}
        </Link>
      </footer>
    </li>
  );
}
