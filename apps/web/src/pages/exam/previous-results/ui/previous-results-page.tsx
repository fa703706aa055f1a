import { CheckCircledIcon, CrossCircledIcon } from '@radix-ui/react-icons';
import { Badge } from '@tapetv/ui/badge';
import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { Skeleton } from '@tapetv/ui/skeleton';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useId } from 'react';
import { Link } from 'react-router';
import {
  attemptDateLabel,
  loadPreviousResultsAtom,
  type PreviousResult,
  previousResultsAtom,
} from '@/entities/exam';
import { memberTimeZoneAtom } from '@/entities/session';
import { paths } from '@/shared/config';
import { usePageTitle } from '@/shared/lib/route-title';
import { PageFrame } from '@/shared/ui/page-frame';
import styles from './previous-results-page.module.css';

// lightweight-charts loads with the chart, not with the page's frame.
const ScoreChart = lazy(() =>
  import('@tapetv/ui/score-chart').then((m) => ({ default: m.ScoreChart })),
);

const TITLE = 'Previous Results';
const CHART_HEIGHT = 240;

/** The scores oldest first, as the chart draws them (the list is newest first). */
const chartPoints = (attempts: readonly PreviousResult[]) =>
  [...attempts]
    .reverse()
    .map((attempt) => ({ time: Date.parse(attempt.submitted_at) / 1000, value: attempt.score }));

/** The pass mark every charted exam shares, or null when they differ. */
function sharedPassMark(attempts: readonly PreviousResult[]): number | null {
  const marks = new Set(attempts.map((attempt) => attempt.pass_mark));
  return marks.size === 1 ? ([...marks][0] ?? null) : null;
}

/**
 * The member's submitted exams (`/previous-results`, spec point 2): their scores over time on a
 * chart with the pass mark, and a table of every attempt (exam, date in the member's zone, score,
 * passed or failed, and its result).
 */
export function PreviousResultsPage() {
  usePageTitle(TITLE);
  const state = useAtomValue(previousResultsAtom);
  const load = useSetAtom(loadPreviousResultsAtom);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <PageFrame title={TITLE}>
      <div className={styles.toolbar}>
        <p className={styles.intro}>Every exam you submitted, newest first.</p>
        <Button asChild variant="secondary">
          <Link to={paths.exams}>All exams</Link>
        </Button>
      </div>
      {!state.attempts ? (
        state.status === 'error' ? (
          <EmptyState
            tone="error"
            title="Your results could not be loaded"
            description={state.error ?? undefined}
            action={
              <Button variant="secondary" onClick={() => void load()}>
                Try again
              </Button>
            }
          />
        ) : (
          <ResultsSkeleton />
        )
      ) : state.attempts.length === 0 ? (
        <EmptyState
          title="No results yet"
          description="Submit an exam and its score shows here, with your progress over time."
          action={<Link to={paths.exams}>Take an exam</Link>}
        />
      ) : (
        <Results attempts={state.attempts} />
      )}
    </PageFrame>
  );
}

function Results({ attempts }: { attempts: PreviousResult[] }) {
  const chartId = useId();
  const tableId = useId();
  const timeZone = useAtomValue(memberTimeZoneAtom);
  const passMark = sharedPassMark(attempts);
  return (
    <>
      <section aria-labelledby={chartId} className={styles.section}>
        <h2 id={chartId} className={styles.heading}>
          Progress
        </h2>
        <Suspense fallback={<Skeleton shape="block" height={`${CHART_HEIGHT}px`} />}>
          <ScoreChart
            label="Your exam scores"
            points={chartPoints(attempts)}
            passMark={passMark}
            height={CHART_HEIGHT}
          />
        </Suspense>
        {passMark === null && (
          <p className={styles.note}>
            Your exams have different pass marks: see each in the table.
          </p>
        )}
      </section>
      <section aria-labelledby={tableId} className={styles.section}>
        <h2 id={tableId} className={styles.heading}>
          Attempts
        </h2>
        <table className={styles.table}>
          <caption className={styles.srOnly}>Your submitted exams, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Exam</th>
              <th scope="col" className={styles.dateCell}>
                Date
              </th>
              <th scope="col" className={styles.number}>
                Score
              </th>
              <th scope="col">Result</th>
              <th scope="col">
                <span className={styles.srOnly}>Details</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {attempts.map((attempt) => {
              const date = attemptDateLabel(attempt.submitted_at, timeZone);
              return (
                <tr key={attempt.id} data-passed={attempt.passed}>
                  <th scope="row" className={styles.exam}>
                    {attempt.exam.title}
                    <span aria-hidden className={styles.dateInline}>
                      {date}
                    </span>
                  </th>
                  <td className={styles.dateCell}>{date}</td>
                  <td className={styles.number}>
                    {attempt.score}%
                    <span className={styles.correct}>
                      {attempt.correct}/{attempt.total}
                    </span>
                  </td>
                  <td>
                    <Badge tone={attempt.passed ? 'success' : 'danger'}>
                      {attempt.passed ? (
                        <CheckCircledIcon aria-hidden />
                      ) : (
                        <CrossCircledIcon aria-hidden />
                      )}
                      {attempt.passed ? 'Passed' : 'Failed'}
                    </Badge>
                  </td>
                  <td className={styles.action}>
                    <Link
                      to={paths.examResult(Number(attempt.id))}
                      aria-label={`View result of ${attempt.exam.title}, ${date}`}
                    >
                      View result
                    </Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </>
  );
}

/** A chart and rows shaped like the results while they load. */
function ResultsSkeleton() {
  return (
    <div role="status" aria-label="Loading your results" className={styles.section}>
      <Skeleton shape="block" height={`${CHART_HEIGHT}px`} />
      {Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows that never move
        <Skeleton key={index} shape="block" height="var(--size-control-lg)" />
      ))}
    </div>
  );
}
