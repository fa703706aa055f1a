import { Link } from 'react-router';
import { interviewAddress } from '../lib/interview-address.ts';
import { durationText, interviewDateText } from '../lib/interview-time.ts';
import type { InterviewSummary } from '../model/types.ts';
import { FictionalBadge } from './fictional-badge.tsx';
import styles from './interview-card.module.css';

export interface InterviewCardProps {
  interview: InterviewSummary;
  /** The member's time zone, for the publication day. */
  timeZone?: string;
  /** The search the list shows, kept in the interview's address so "Back" returns to it. */
  query?: string;
}

const chaptersText = (count: number) => `${count} chapter${count === 1 ? '' : 's'}`;

/**
 * An interview in the list: the company and its ticker, the title (a link that opens it), the
 * summary, who was interviewed, and the day, length, chapters and whether there is a video.
 */
export function InterviewCard({ interview, timeZone, query }: InterviewCardProps) {
  const titleId = `interview-${interview.slug}`;
  return (
    <article data-slot="interview-card" aria-labelledby={titleId} className={styles.card}>
      <p className={styles.company}>
        <span>{interview.company}</span>
        {interview.symbol && <span className={styles.ticker}>{interview.symbol}</span>}
        {interview.fictional && <FictionalBadge className={styles.badge} />}
      </p>
      <h2 id={titleId} className={styles.title}>
        <Link to={interviewAddress(interview.slug, { q: query })} className={styles.link}>
          {interview.title}
        </Link>
      </h2>
      <p className={styles.summary}>{interview.summary}</p>
      <p className={styles.people}>
        {interview.ceo_name}, {interview.ceo_title}
      </p>
      <p className={styles.meta}>
        <time dateTime={interview.published_at}>
          {interviewDateText(interview.published_at, timeZone)}
        </time>
        <span aria-hidden> · </span>
        <span>{durationText(interview.duration_seconds)}</span>
        <span aria-hidden> · </span>
        <span>{chaptersText(interview.chapter_count)}</span>
        <span aria-hidden> · </span>
        <span>{interview.has_video ? 'Video and transcript' : 'Transcript'}</span>
      </p>
    </article>
  );
}
