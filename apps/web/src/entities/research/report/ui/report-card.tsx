import { LockClosedIcon } from '@radix-ui/react-icons';
import { Badge } from '@tapetv/ui/badge';
import { Link } from 'react-router';
import { paths } from '@/shared/config';
import { readingTimeText, reportDateText } from '../lib/report-filters.ts';
import type { ReportSummary } from '../model/types.ts';
import styles from './report-card.module.css';
import { ReportMarketBadge } from './report-market-badge.tsx';

export interface ReportCardProps {
  report: ReportSummary;
  /** The member's time zone, for the publication day. */
  timeZone?: string;
}

/**
 * A report in the list: its market, Pro when it is for pro members, title, summary, day, author
 * and reading time. An open report's title links to it; a locked one (pro, the member without)
 * shows a lock and "Upgrade to Pro" to the plans instead.
 */
export function ReportCard({ report, timeZone }: ReportCardProps) {
  const titleId = `report-${report.slug}`;
  return (
    <article
      data-slot="report-card"
      data-locked={report.locked || undefined}
      aria-labelledby={titleId}
      className={styles.card}
    >
      <div className={styles.badges}>
        <ReportMarketBadge market={report.market} />
        {report.pro_only && <Badge tone="accent">Pro</Badge>}
      </div>
      <h2 id={titleId} className={styles.title}>
        {report.locked ? (
          <>
            <LockClosedIcon aria-hidden className={styles.lock} />
            <span>{report.title}</span>
          </>
        ) : (
          <Link to={paths.report(report.slug)} className={styles.link}>
            {report.title}
          </Link>
        )}
      </h2>
      <p className={styles.summary}>{report.summary}</p>
      <p className={styles.meta}>
        <time dateTime={report.published_at}>{reportDateText(report.published_at, timeZone)}</time>
        <span aria-hidden> · </span>
        <span>{report.author}</span>
        <span aria-hidden> · </span>
        <span>{readingTimeText(report.reading_minutes)}</span>
      </p>
      {report.locked && (
        <p className={styles.upgrade}>
          <span className={styles.lockedText}>For pro members.</span>{' '}
          <Link
            to={paths.pricing}
            aria-label={`Upgrade to Pro to open ${report.title}`}
            className={styles.link}
          >
            Upgrade to Pro
          </Link>
        </p>
      )}
    </article>
  );
}
