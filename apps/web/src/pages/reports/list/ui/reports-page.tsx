import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { Skeleton, SkeletonText } from '@tapetv/ui/skeleton';
import { TextField } from '@tapetv/ui/text-field';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  loadReportListAtom,
  REPORT_MARKET_LABELS,
  REPORT_MARKETS,
  ReportCard,
  type ReportFilters,
  type ReportMarket,
  reportFiltersFrom,
  reportFiltersQuery,
  reportListAtom,
  reportRangeReversed,
} from '@/entities/research/report';
import { memberTimeZoneAtom } from '@/entities/session';
import { paths } from '@/shared/config';
import { PageFrame } from '@/shared/ui/page-frame';
import styles from './reports-page.module.css';

const TITLE = 'Specialized Reports';
const RANGE_REVERSED = 'The start date must be on or before the end date.';

/**
 * The channel's specialized reports (`/specialize-reports`, issue 20): cards newest first,
 * filtered by market and publication day (kept in the URL's query, so a filtered list can be
 * shared and survives a reload). Pro reports are locked for members without pro, with a way to
 * upgrade instead of opening them.
 */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => reportFiltersFrom(params), [params]);
  const load = useSetAtom(loadReportListAtom);
  const reversed = reportRangeReversed(filters);

  useEffect(() => {
    // A reversed range is said under the fields; the server would only refuse it.
    if (!reversed) void load(filters);
  }, [load, filters, reversed]);

  const change = (next: Partial<ReportFilters>) =>
    setParams(reportFiltersQuery({ ...filters, page: 1, ...next }), { replace: true });

  return (
    <PageFrame title={TITLE}>
      <p className={styles.intro}>
        Market commentary from the TapeTV research desk, newest first. Educational, not investment
        advice.
      </p>
      <Filters filters={filters} reversed={reversed} onChange={change} />
      {!reversed && <Results filters={filters} />}
    </PageFrame>
  );
}

function Results({ filters }: { filters: ReportFilters }) {
  const state = useAtomValue(reportListAtom);
  const load = useSetAtom(loadReportListAtom);
  const timeZone = useAtomValue(memberTimeZoneAtom);
  const { list } = state;
  const filtered = filters.market !== '' || filters.from !== '' || filters.to !== '';

  if (state.status === 'error')
    return (
      <EmptyState
        tone="error"
        title="The reports could not be loaded"
        description={state.error ?? undefined}
        action={
          <Button variant="secondary" onClick={() => void load(filters)}>
            Try again
          </Button>
        }
      />
    );
  if (!list) return <ReportsSkeleton />;
  if (list.reports.length === 0)
    return filtered ? (
      <EmptyState
        title="No reports match these filters"
        description="Try another market or a wider date range."
        action={
          <Button asChild variant="secondary">
            <Link to={paths.reports}>Clear the filters</Link>
          </Button>
        }
      />
    ) : (
      <EmptyState
        title="No reports yet"
        description="The research desk has not published a report. Come back soon."
      />
    );
  const pages = Math.max(1, Math.ceil(list.total / list.page_size));
  return (
    <>
      <ul
        className={styles.grid}
        aria-label="Reports"
        aria-busy={state.status === 'loading' || undefined}
      >
        {list.reports.map((report) => (
          <li key={report.slug} className={styles.cell}>
            <ReportCard report={report} timeZone={timeZone} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="Pages" className={styles.pager}>
          {list.page > 1 ? (
            <Link
              to={`?${reportFiltersQuery({ ...filters, page: list.page - 1 })}`}
              rel="prev"
              className={styles.link}
            >
              Newer reports
            </Link>
          ) : (
            <span />
          )}
          <span className={styles.pageText}>
            Page {list.page} of {pages}
          </span>
          {list.page < pages ? (
            <Link
              to={`?${reportFiltersQuery({ ...filters, page: list.page + 1 })}`}
              rel="next"
              className={styles.link}
            >
              Older reports
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  );
}

function Filters({
  filters,
  reversed,
  onChange,
}: {
  filters: ReportFilters;
  reversed: boolean;
  onChange: (next: Partial<ReportFilters>) => void;
}) {
  const marketId = useId();
  return (
    <search className={styles.filters} aria-label="Filter the reports">
      <div className={styles.field}>
        <label htmlFor={marketId} className={styles.label}>
          Market
        </label>
        <select
          id={marketId}
          value={filters.market}
          onChange={(event) => onChange({ market: event.target.value as ReportMarket | '' })}
          className={styles.select}
        >
          <option value="">All markets</option>
          {REPORT_MARKETS.map((market) => (
            <option key={market} value={market}>
              {REPORT_MARKET_LABELS[market]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="From"
        type="date"
        value={filters.from}
        max={filters.to || undefined}
        onChange={(event) => onChange({ from: event.target.value })}
        className={styles.field}
      />
      <TextField
        label="To"
        type="date"
        value={filters.to}
        min={filters.from || undefined}
        onChange={(event) => onChange({ to: event.target.value })}
        error={reversed ? RANGE_REVERSED : null}
        className={styles.field}
      />
    </search>
  );
}

function ReportsSkeleton() {
  return (
    <div role="status" aria-label="Loading the reports" className={styles.grid}>
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className={styles.skeletonCard}>
          <Skeleton width="25%" />
          <Skeleton width="80%" height="var(--font-size-5)" />
          <SkeletonText lines={2} />
          <Skeleton width="50%" />
        </div>
      ))}
    </div>
  );
}
