import { Badge } from '@tapetv/ui/badge';
import { ANALYSIS_BIAS_LABELS, ANALYSIS_BIAS_SIGNS } from '../lib/analysis-format.ts';
import type { AnalysisBias } from '../model/types.ts';
import styles from './analysis-card.module.css';

/** The author's call as a small label with a sign and a colour: "▲ Bullish". */
export function AnalysisBiasBadge({ bias }: { bias: AnalysisBias }) {
  return (
    <Badge tone="neutral" data-bias={bias} className={styles.bias}>
      <span aria-hidden>{ANALYSIS_BIAS_SIGNS[bias]}</span> {ANALYSIS_BIAS_LABELS[bias]}
    </Badge>
  );
}
