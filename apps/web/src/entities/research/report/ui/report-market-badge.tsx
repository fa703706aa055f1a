import { Badge } from '@tapetv/ui/badge';
import { REPORT_MARKET_LABELS } from '../lib/report-filters.ts';
import type { ReportMarket } from '../model/types.ts';

/** A report's market as a small label: "Forex". */
export function ReportMarketBadge({ market }: { market: ReportMarket }) {
  return <Badge tone="neutral">{REPORT_MARKET_LABELS[market]}</Badge>;
}
