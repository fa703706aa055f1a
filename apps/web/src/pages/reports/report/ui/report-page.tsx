import { DownloadIcon, LockClosedIcon } from '@radix-ui/react-icons';
import { Badge } from '@tapetv/ui/badge';
import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { Skeleton, SkeletonText } from '@tapetv/ui/skeleton';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import {
  loadReportAtom,
  loadReportListAtom,
  type Report,
  ReportMarketBadge,
  type ReportSummary,
  readingTimeText,
  reportAtomFamily,
  reportDateText,
  reportListAtom,
} from '@/entities/research/report';
// The report's body is blocks exactly as a lesson's (the server renders both from Markdown).
import { LessonBlocks } from '@/entities/school';
import { memberTimeZoneAtom } from '@/entities/session';
import { paths } from '@/shared/config';
import { usePageTitle } from '@/shared/lib/route-title';
import { PageFrame } from '@/shared/ui/page-frame';
import styles from './report-page.module.css';

/** The title of the page's frame until the report has loaded. */
const TITLE = 'Report';
/** Said when the server's 403 has no message of its own. */
const UPGRADE_MESSAGE = 'This is for pro members. Upgrade to Pro to open it.';

/**
 * One specialized report (`/single-report?slug=<slug>`, issue 20): its text and charts, the
 * disclaimer and a PDF download. A pro report for a member without pro shows its title and
 * summary with the upgrade message and a link to the plans instead.
 */
export function ReportPage() {
  const [params] = useSearchParams();
  const slug = params.get('slug') ?? '';
  return slug ? <ReportView key={slug} slug={slug} /> : <LatestReport />;
}

/**
 * `/single-report` with no report named (the menu's "Single Report"): the newest report the
 * member can open, or the newest of all when every one is for pro members.
 */
function LatestReport() {
  const state = useAtomValue(reportListAtom);
  const load = useSetAtom(loadReportListAtom);
  useEffect(() => {
    void load({ market: '', from: '', to: '', page: 1 });
  }, [load]);
  const reports = state.status === 'ready' ? (state.list?.reports ?? []) : null;
  if (reports === null)
    return state.status === 'error' ? (
      <PageFrame title={TITLE}>
        <EmptyState
          tone="error"
          title="The reports could not be loaded"
          description={state.error ?? undefined}
          action={
            <Button
              variant="secondary"
              onClick={() => void load({ market: '', from: '', to: '', page: 1 })}
            >
              Try again
            </Button>
          }
        />
      </PageFrame>
    ) : (
      <PageFrame title={TITLE}>
        <ReportSkeleton />
      </PageFrame>
    );
  const latest = reports.find((report) => !report.locked) ?? reports[0];
  return latest ? <Navigate replace to={paths.report(latest.slug)} /> : <NoSuchReport />;
}

function ReportView({ slug }: { slug: string }) {
  const state = useAtomValue(reportAtomFamily(slug));
  const load = useSetAtom(loadReportAtom);
  usePageTitle(state.report?.title ?? state.preview?.title ?? null);

  useEffect(() => {
    void load(slug);
  }, [load, slug]);

  if (state.status === 'missing') return <NoSuchReport />;
  if (state.status === 'locked')
    return <LockedReport preview={state.preview} message={state.error ?? UPGRADE_MESSAGE} />;
  if (!state.report && state.status === 'error')
    return (
      <PageFrame title={TITLE}>
        <EmptyState
          tone="error"
          title="The report could not be loaded"
          description={state.error ?? undefined}
          action={
            <Button variant="secondary" onClick={() => void load(slug)}>
              Try again
            </Button>
          }
        />
      </PageFrame>
    );
  if (!state.report)
    return (
      <PageFrame title={TITLE}>
        <ReportSkeleton />
      </PageFrame>
    );
  return <ReportDetails report={state.report} />;
}

function ReportHeader({ report }: { report: ReportSummary }) {
  const timeZone = useAtomValue(memberTimeZoneAtom);
  return (
    <header className={styles.header}>
      <nav aria-label="Breadcrumb">
        <Link to={paths.reports} className={styles.link}>
          Specialized Reports
        </Link>
      </nav>
      <div className={styles.badges}>
        <ReportMarketBadge market={report.market} />
        {report.pro_only && <Badge tone="accent">Pro</Badge>}
      </div>
      <h1 className={styles.title}>{report.title}</h1>
      <p className={styles.meta}>
        <time dateTime={report.published_at}>{reportDateText(report.published_at, timeZone)}</time>
        <span aria-hidden> · </span>
        <span>{report.author}</span>
        <span aria-hidden> · </span>
        <span>{readingTimeText(report.reading_minutes)}</span>
        {report.symbols.length > 0 && (
          <>
            <span aria-hidden> · </span>
            <span className={styles.symbols}>{report.symbols.join(', ')}</span>
          </>
        )}
      </p>
    </header>
  );
}

function ReportDetails({ report }: { report: Report }) {
  return (
    <PageFrame title={report.title} header={<ReportHeader report={report} />}>
      <p className={styles.summary}>{report.summary}</p>
      <div className={styles.actions}>
        <Button asChild variant="secondary">
          {/* A plain link: the browser downloads the server's PDF with the session cookie. */}
          <a href={report.pdf_url} download>
            <DownloadIcon aria-hidden /> Download PDF
          </a>
        </Button>
      </div>
      <LessonBlocks blocks={report.blocks} />
      <p className={styles.disclaimer}>{report.disclaimer}</p>
    </PageFrame>
  );
}

function LockedReport({ preview, message }: { preview: ReportSummary | null; message: string }) {
  const locked = (
    <section aria-labelledby="report-locked" className={styles.locked}>
      <LockClosedIcon aria-hidden className={styles.lockIcon} />
      <h2 id="report-locked" className={styles.lockedHeading}>
        For pro members
      </h2>
      <p className={styles.lockedText}>{message}</p>
      <Button asChild>
        <Link to={paths.pricing}>Upgrade to Pro</Link>
      </Button>
    </section>
  );
  if (!preview) return <PageFrame title={TITLE}>{locked}</PageFrame>;
  return (
    <PageFrame title={preview.title} header={<ReportHeader report={preview} />}>
      <p className={styles.summary}>{preview.summary}</p>
      {locked}
    </PageFrame>
  );
}

function NoSuchReport() {
  return (
    <PageFrame title={TITLE}>
      <EmptyState
        title="No such report"
        description="There is no report at this address. It may have been renamed or removed."
        action={
          <Button asChild variant="secondary">
            <Link to={paths.reports}>All reports</Link>
          </Button>
        }
      />
    </PageFrame>
  );
}

function ReportSkeleton() {
  return (
    <div role="status" aria-label="Loading the report" className={styles.skeleton}>
      <Skeleton width="20%" />
      <Skeleton width="70%" height="var(--font-size-8)" />
      <Skeleton width="40%" />
      <SkeletonText lines={5} />
      <Skeleton shape="block" height="16rem" />
      <SkeletonText lines={4} />
    </div>
  );
}
