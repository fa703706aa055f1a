import { Link } from 'react-router';
import { analysisDateText } from '../lib/analysis-format.ts';
import type { AnalysisSummary } from '../model/types.ts';
import { AnalysisBiasBadge } from './analysis-bias-badge.tsx';
import styles from './analysis-card.module.css';

export interface AnalysisCardProps {
  analysis: AnalysisSummary;
  /** Where opening it goes (the page keeps the open analysis in its query). */
  to: string;
  /** Whether it is the analysis shown beside the list. */
  current?: boolean;
  /** The member's time zone, for the publication day. */
  timeZone?: string;
}

/** An analysis in the list: its symbol, the bias, the title (the link that opens it), the day. */
export function AnalysisCard({ analysis, to, current = false, timeZone }: AnalysisCardProps) {
  const titleId = `analysis-${analysis.slug}`;
  return (
    <article
      data-slot="analysis-card"
      data-current={current || undefined}
      aria-labelledby={titleId}
      className={styles.card}
    >
      <div className={styles.badges}>
        <span className={styles.symbol}>{analysis.symbol}</span>
        <AnalysisBiasBadge bias={analysis.bias} />
      </div>
      <h2 id={titleId} className={styles.title}>
        <Link to={to} aria-current={current ? 'true' : undefined} className={styles.link}>
          {analysis.title}
        </Link>
      </h2>
      <p className={styles.meta}>
        <time dateTime={analysis.published_at}>
          {analysisDateText(analysis.published_at, timeZone)}
        </time>
        <span aria-hidden> · </span>
        <span>{analysis.author}</span>
      </p>
    </article>
  );
}
