import { CheckCircledIcon, CounterClockwiseClockIcon } from '@radix-ui/react-icons';
import { Badge } from '@tapetv/ui/badge';
import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { Skeleton } from '@tapetv/ui/skeleton';
import { VisuallyHidden } from '@tapetv/ui/visually-hidden';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import {
  attemptTimeLabel,
  durationLabel,
  type ExamSummary,
  examsAtom,
  levelLabel,
  loadExamsAtom,
} from '@/entities/exam';
import { memberTimeZoneAtom } from '@/entities/session';
import { StartExamButton } from '@/features/exam/start';
import { paths } from '@/shared/config';
import { usePageTitle } from '@/shared/lib/route-title';
import { PageFrame } from '@/shared/ui/page-frame';
import styles from './exams-page.module.css';

const TITLE = 'Exams';

/**
 * The trading school's exams (`/exams`, spec point 2): each with its course, questions, time
 * limit, pass mark, the member's attempts left and best score, and Start (or Resume while an
 * attempt runs). The deadline is the server's: an attempt runs on while the member is away.
 */
export function ExamsPage() {
  usePageTitle(TITLE);
  const state = useAtomValue(examsAtom);
  const load = useSetAtom(loadExamsAtom);

  useEffect(() => {
    void load();
  }, [load]);

  const retry = (
    <Button variant="secondary" onClick={() => void load()}>
      Try again
    </Button>
  );

  return (
    <PageFrame title={TITLE}>
      <div className={styles.toolbar}>
        <p className={styles.intro}>
          Timed exams on the trading school’s courses. Once started, an exam’s clock runs on the
          server until its deadline, even if you leave the page.
        </p>
        <Button asChild variant="secondary">
          <Link to={paths.previousResults}>
            <CounterClockwiseClockIcon aria-hidden />
            Previous results
          </Link>
        </Button>
      </div>
      {state.status === 'error' && state.exams && (
        <p role="alert" className={styles.stale}>
          The exams could not be refreshed: {state.error} {retry}
        </p>
      )}
      {!state.exams ? (
        state.status === 'error' ? (
          <EmptyState
            tone="error"
            title="The exams could not be loaded"
            description={state.error ?? undefined}
            action={retry}
          />
        ) : (
          <ExamsSkeleton />
        )
      ) : state.exams.length === 0 ? (
        <EmptyState
          title="No exams yet"
          description="Exams come with the trading school’s courses; read a course while they are prepared."
          action={<Link to={paths.tradingSchool}>Go to the trading school</Link>}
        />
      ) : (
        <ul className={styles.list}>
          {state.exams.map((exam) => (
            <li key={exam.slug}>
              <ExamCard exam={exam} />
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}

function ExamCard({ exam }: { exam: ExamSummary }) {
  const titleId = useId();
  const timeZone = useAtomValue(memberTimeZoneAtom);
  return (
    <article aria-labelledby={titleId} data-slot="exam-card" className={styles.card}>
      <div className={styles.cardHeader}>
        <h2 id={titleId} className={styles.cardTitle}>
          {exam.title}
        </h2>
        {exam.passed && (
          <Badge tone="success">
            <CheckCircledIcon aria-hidden />
            Passed
          </Badge>
        )}
      </div>
      <p className={styles.course}>
        Course: <Link to={paths.course(exam.course.slug)}>{exam.course.title}</Link>
        <span aria-hidden> · </span>
        <VisuallyHidden>, </VisuallyHidden>
        {levelLabel(exam.course.level)}
      </p>
      <p className={styles.description}>{exam.description}</p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Questions</dt>
          <dd>{exam.question_count}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Time limit</dt>
          <dd>{durationLabel(exam.time_limit_seconds)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Pass mark</dt>
          <dd>{exam.pass_mark}%</dd>
        </div>
        <div className={styles.fact}>
          <dt>Attempts left</dt>
          <dd>
            {exam.attempts_left} of {exam.max_attempts}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>Best score</dt>
          <dd>
            {exam.best_score === null ? (
              <>
                <span aria-hidden>—</span>
                <VisuallyHidden>none yet</VisuallyHidden>
              </>
            ) : (
              `${exam.best_score}%`
            )}
          </dd>
        </div>
      </dl>
      {exam.open_attempt && (
        <p className={styles.running}>
          An attempt is running: it is submitted automatically at{' '}
          {attemptTimeLabel(exam.open_attempt.deadline_at, timeZone)}.
        </p>
      )}
      <div className={styles.actions}>
        <StartExamButton exam={exam} />
      </div>
    </article>
  );
}

/** Cards shaped like the exams while they load. */
function ExamsSkeleton() {
  return (
    <div role="status" aria-label="Loading the exams" className={styles.list}>
      {Array.from({ length: 3 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never move
        <div key={index} className={styles.card}>
          <Skeleton width="12rem" height="var(--font-size-6)" />
          <Skeleton width="16rem" />
          <Skeleton width="100%" />
          <div className={styles.facts}>
            {Array.from({ length: 5 }, (_, fact) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never move
              <Skeleton key={fact} shape="block" height="var(--size-control-lg)" />
            ))}
          </div>
          <Skeleton shape="block" width="8rem" height="var(--size-control)" />
        </div>
      ))}
    </div>
  );
}
