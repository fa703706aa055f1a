import {
  CheckCircledIcon,
  CheckIcon,
  Cross2Icon,
  CrossCircledIcon,
  MinusCircledIcon,
} from '@radix-ui/react-icons';
import { Badge } from '@tapetv/ui/badge';
import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { Skeleton } from '@tapetv/ui/skeleton';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef } from 'react';
import { Link, useParams } from 'react-router';
import {
  attemptDateLabel,
  durationLabel,
  type ExamResult,
  examAttemptAtomFamily,
  examResultAtomFamily,
  hasAnswer,
  loadExamResultAtom,
  numericText,
  parseAttemptId,
  type ResultQuestion,
} from '@/entities/exam';
import { memberTimeZoneAtom } from '@/entities/session';
import { paths } from '@/shared/config';
import { usePageTitle } from '@/shared/lib/route-title';
import { PageFrame } from '@/shared/ui/page-frame';
import styles from './exam-result-page.module.css';

const TITLE = 'Exam Result';

function MoreLinks() {
  return (
    <span className={styles.links}>
      <Link to={paths.previousResults}>Previous results</Link>
      <Link to={paths.exams}>All exams</Link>
    </span>
  );
}

function NoSuchResult() {
  return (
    <EmptyState
      title="No such result"
      description="There is no result at this address for you: a result is shown only to the member who took the exam."
      action={<MoreLinks />}
    />
  );
}

/**
 * An exam's result (`/exam/result/{id}`, spec point 2): the score against the pass mark, the
 * right answers out of all, the time taken and who submitted (the member, or the server at the
 * deadline); then each question with the member's answer, the right one and why. Only the member
 * who took it sees it (anyone else gets "No such result"); an attempt still running links back.
 */
export function ExamResultPage() {
  const id = parseAttemptId(useParams().id);
  if (id === null)
    return (
      <PageFrame title={TITLE}>
        <NoSuchResult />
      </PageFrame>
    );
  return <ResultView key={id} id={id} />;
}

function ResultView({ id }: { id: string }) {
  const state = useAtomValue(examResultAtomFamily(id));
  const { attempt } = useAtomValue(examAttemptAtomFamily(id));
  const load = useSetAtom(loadExamResultAtom);
  const { result } = state;
  usePageTitle(result ? `${result.exam.title} · Result` : null);

  // A result just submitted is already here; a result never changes once it exists.
  const heldAtMount = useRef(state.status === 'ready');
  useEffect(() => {
    if (!heldAtMount.current) void load(id);
  }, [load, id]);

  if (result) return <ResultDetails result={result} />;
  return (
    <PageFrame title={TITLE}>
      {state.status === 'missing' ? (
        <NoSuchResult />
      ) : state.status === 'running' ? (
        <EmptyState
          title="This exam is still running"
          description="Its result comes once it is submitted, by you or by the server at its deadline."
          action={
            <span className={styles.links}>
              {attempt ? (
                <Link
                  to={paths.examQuestion(
                    attempt.exam.slug,
                    1,
                    Number(attempt.id),
                    attempt.exam.time_limit_seconds,
                  )}
                >
                  Back to the exam
                </Link>
              ) : (
                <Link to={paths.exams}>Back to the exams</Link>
              )}
            </span>
          }
        />
      ) : state.status === 'error' ? (
        <EmptyState
          tone="error"
          title="The result could not be loaded"
          description={state.error ?? undefined}
          action={
            <Button variant="secondary" onClick={() => void load(id)}>
              Try again
            </Button>
          }
        />
      ) : (
        <ResultSkeleton />
      )}
    </PageFrame>
  );
}

function ResultDetails({ result }: { result: ExamResult }) {
  const timeZone = useAtomValue(memberTimeZoneAtom);
  const answersId = useId();
  const { exam, passed } = result;
  return (
    <PageFrame title={`${exam.title}: result`}>
      <section aria-label="Score" className={styles.summary} data-passed={passed}>
        <div className={styles.scoreLine}>
          <p className={styles.score}>
            <span className={styles.scoreValue}>{result.score}%</span>
            <Badge tone={passed ? 'success' : 'danger'} className={styles.verdictBadge}>
              {passed ? <CheckCircledIcon aria-hidden /> : <CrossCircledIcon aria-hidden />}
              {passed ? 'Passed' : 'Failed'}
            </Badge>
          </p>
          <p className={styles.verdict}>
            {passed
              ? `You passed: ${result.score}% against a pass mark of ${exam.pass_mark}%.`
              : `Not passed: ${result.score}% against a pass mark of ${exam.pass_mark}%.`}
          </p>
        </div>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>Correct</dt>
            <dd>
              {result.correct} of {result.total}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>Pass mark</dt>
            <dd>{exam.pass_mark}%</dd>
          </div>
          <div className={styles.fact}>
            <dt>Time taken</dt>
            <dd>{durationLabel(result.time_taken_seconds)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Submitted</dt>
            <dd>
              {attemptDateLabel(result.submitted_at, timeZone)}
              <span className={styles.by}>
                {result.submitted_by === 'member' ? 'by you' : 'automatically at the deadline'}
              </span>
            </dd>
          </div>
        </dl>
        <p className={styles.links}>
          <Link to={paths.previousResults}>Previous results</Link>
          <Link to={paths.exams}>All exams</Link>
          <Link to={paths.course(exam.course.slug)}>Course: {exam.course.title}</Link>
        </p>
      </section>
      <section aria-labelledby={answersId} className={styles.answers}>
        <h2 id={answersId} className={styles.answersHeading}>
          Answers
        </h2>
        <ol className={styles.questions}>
          {result.questions.map((question) => (
            <li key={question.id}>
              <ResultQuestionCard question={question} />
            </li>
          ))}
        </ol>
      </section>
    </PageFrame>
  );
}

const VERDICTS = {
  correct: { text: 'Correct', icon: <CheckCircledIcon aria-hidden /> },
  incorrect: { text: 'Incorrect', icon: <CrossCircledIcon aria-hidden /> },
  unanswered: { text: 'Not answered', icon: <MinusCircledIcon aria-hidden /> },
} as const;

function ResultQuestionCard({ question }: { question: ResultQuestion }) {
  const headingId = useId();
  const verdict = question.is_correct
    ? 'correct'
    : hasAnswer(question.answer)
      ? 'incorrect'
      : 'unanswered';
  const unit = question.unit ? ` ${question.unit}` : '';
  return (
    <article aria-labelledby={headingId} data-verdict={verdict} className={styles.card}>
      <div className={styles.cardHead}>
        <h3 id={headingId} className={styles.cardHeading}>
          Question {question.number}
        </h3>
        <span className={styles.cardVerdict} data-verdict={verdict}>
          {VERDICTS[verdict].icon}
          {VERDICTS[verdict].text}
        </span>
      </div>
      <p className={styles.prompt}>{question.prompt}</p>
      {question.type === 'numeric' ? (
        <dl className={styles.numbers}>
          <div>
            <dt>Your answer</dt>
            <dd>
              {question.answer.number === null
                ? 'Not answered'
                : `${numericText(question.answer.number)}${unit}`}
            </dd>
          </div>
          <div>
            <dt>Correct answer</dt>
            <dd className={styles.right}>
              {numericText(question.correct_number)}
              {unit}
              {question.tolerance ? ` (± ${numericText(question.tolerance)})` : ''}
            </dd>
          </div>
        </dl>
      ) : (
        <ul className={styles.options}>
          {question.options.map((option) => (
            <li
              key={option.id}
              className={styles.option}
              data-correct={option.correct || undefined}
              data-chosen={option.chosen || undefined}
            >
              <span aria-hidden className={styles.mark}>
                {option.correct ? <CheckIcon /> : option.chosen ? <Cross2Icon /> : null}
              </span>
              <span className={styles.optionText}>{option.text}</span>
              <span className={styles.tags}>
                {option.chosen && <Badge tone="accent">Your answer</Badge>}
                {option.correct && <Badge tone="success">Correct answer</Badge>}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.explanation}>
        <strong>Why: </strong>
        {question.explanation}
      </p>
    </article>
  );
}

/** The score card and questions, shaped like the result, while it loads. */
function ResultSkeleton() {
  return (
    <div role="status" aria-label="Loading the result" className={styles.answers}>
      <div className={styles.summary}>
        <Skeleton width="8rem" height="var(--font-size-8)" />
        <div className={styles.facts}>
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never move
            <Skeleton key={index} shape="block" height="var(--size-control-lg)" />
          ))}
        </div>
      </div>
      {Array.from({ length: 3 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never move
        <Skeleton key={index} shape="block" height="calc(var(--size-control-lg) * 3)" />
      ))}
    </div>
  );
}
