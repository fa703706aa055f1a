import { ArrowLeftIcon, ArrowRightIcon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { Skeleton } from '@tapetv/ui/skeleton';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  type AttemptQuestion,
  attemptProgress,
  durationLabel,
  type ExamAttempt,
  ExamTimer,
  examAttemptAtomFamily,
  loadExamAttemptAtom,
  parseAttemptId,
  parseQuestionNumber,
  parseTimeLimit,
  QuestionNavigator,
} from '@/entities/exam';
import { AnswerQuestion, FlagQuestionButton } from '@/features/exam/answer';
import { SubmitExamButton } from '@/features/exam/submit';
import { paths } from '@/shared/config';
import { usePageTitle } from '@/shared/lib/route-title';
import { PageFrame } from '@/shared/ui/page-frame';
import styles from './exam-question-page.module.css';

const TITLE = 'Exam';

function BackToExams() {
  return <Link to={paths.exams}>All exams</Link>;
}

/**
 * A question of a running exam (`/exam/{examName}/question/{n}?examId={attempt}&timeLimit={s}`,
 * spec point 2): `n` is the question's place in the attempt's shuffled order. The countdown runs
 * to the server's deadline; each answer and review flag is saved as it is chosen; the navigator
 * and Previous/Next move between questions; Submit asks first. When the attempt is over (the
 * countdown reached zero, the server refused an answer as too late, or it was submitted) the
 * result opens. `timeLimit` is only shown ("10 min exam"): the clock is the server's.
 */
export function ExamQuestionPage() {
  const { examName = '', questionId } = useParams();
  const [search] = useSearchParams();
  const attemptId = parseAttemptId(search.get('examId'));
  if (attemptId === null)
    return (
      <PageFrame title={TITLE}>
        <EmptyState
          title="No such exam attempt"
          description="The address names no attempt. Start or resume an exam from the list."
          action={<BackToExams />}
        />
      </PageFrame>
    );
  return (
    <AttemptView
      key={attemptId}
      attemptId={attemptId}
      examName={examName}
      questionText={questionId}
      timeLimit={parseTimeLimit(search.get('timeLimit'))}
    />
  );
}

interface AttemptViewProps {
  attemptId: string;
  examName: string;
  questionText: string | undefined;
  /** From the address, shown only. */
  timeLimit: number | null;
}

function AttemptView({ attemptId, examName, questionText, timeLimit }: AttemptViewProps) {
  const state = useAtomValue(examAttemptAtomFamily(attemptId));
  const load = useSetAtom(loadExamAttemptAtom);
  const navigate = useNavigate();
  const { attempt } = state;
  const number = attempt ? parseQuestionNumber(questionText, attempt.questions.length) : null;
  const question = number === null ? undefined : attempt?.questions[number - 1];
  const over = state.closed || attempt?.status === 'submitted';
  const resultPath = paths.examResult(Number(attemptId));

  usePageTitle(
    attempt && question
      ? `Question ${question.number} of ${attempt.questions.length} · ${attempt.exam.title}`
      : null,
  );

  useEffect(() => {
    void load(attemptId);
  }, [load, attemptId]);

  // Over: its result (the server submitted it at the deadline, or another tab did).
  useEffect(() => {
    if (over) navigate(resultPath, { replace: true });
  }, [over, navigate, resultPath]);

  // A number outside the attempt: its first question; another exam's name: this exam's.
  const canonical =
    attempt && !over && (number === null || examName !== attempt.exam.slug)
      ? questionPath(attempt, number ?? 1, timeLimit)
      : null;
  useEffect(() => {
    if (canonical) navigate(canonical, { replace: true });
  }, [canonical, navigate]);

  if (!attempt)
    return (
      <PageFrame title={TITLE}>
        {state.status === 'missing' ? (
          <EmptyState
            title="No such exam attempt"
            description="It may belong to another member, or the address is wrong."
            action={<BackToExams />}
          />
        ) : state.status === 'error' ? (
          <EmptyState
            tone="error"
            title="The exam could not be loaded"
            description={`${state.error ?? ''} Your answers so far are saved, and the clock runs on the server meanwhile.`}
            action={
              <Button variant="secondary" onClick={() => void load(attemptId)}>
                Try again
              </Button>
            }
          />
        ) : (
          <QuestionSkeleton />
        )}
      </PageFrame>
    );

  if (over || !question)
    return (
      <PageFrame title={attempt.exam.title}>
        <QuestionSkeleton />
      </PageFrame>
    );

  return (
    <QuestionView
      attempt={attempt}
      question={question}
      offset={state.offset}
      timeLimit={timeLimit}
      onOver={() => navigate(resultPath, { replace: true })}
    />
  );
}

/** A question's address, keeping the time limit the address had (the attempt's otherwise). */
function questionPath(attempt: ExamAttempt, number: number, timeLimit: number | null) {
  return paths.examQuestion(
    attempt.exam.slug,
    number,
    Number(attempt.id),
    timeLimit ?? attempt.exam.time_limit_seconds,
  );
}

interface QuestionViewProps {
  attempt: ExamAttempt;
  question: AttemptQuestion;
  offset: number;
  timeLimit: number | null;
  onOver: () => void;
}

function QuestionView({ attempt, question, offset, timeLimit, onOver }: QuestionViewProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(question.number);
  const count = attempt.questions.length;
  const progress = attemptProgress(attempt.questions);
  const hrefOf = (number: number) => questionPath(attempt, number, timeLimit);

  // Moving to another question puts the reader at its heading, as a new page would.
  useEffect(() => {
    if (shown.current === question.number) return;
    shown.current = question.number;
    headingRef.current?.focus();
  }, [question.number]);

  return (
    <PageFrame title={attempt.exam.title}>
      <div className={styles.bar}>
        <p className={styles.meta}>
          <span>{durationLabel(timeLimit ?? attempt.exam.time_limit_seconds)} exam</span>
          <span aria-hidden> · </span>
          <span>Pass mark {attempt.exam.pass_mark}%</span>
          <span aria-hidden> · </span>
          <Link to={paths.course(attempt.exam.course.slug)}>{attempt.exam.course.title}</Link>
        </p>
        <ExamTimer deadlineAt={attempt.deadline_at} offset={offset} onExpire={onOver} />
      </div>
      <div className={styles.layout}>
        <section aria-labelledby={headingId} className={styles.question}>
          <div className={styles.questionHead}>
            <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
              Question {question.number} of {count}
            </h2>
            <FlagQuestionButton attemptId={attempt.id} question={question} />
          </div>
          <AnswerQuestion key={question.id} attemptId={attempt.id} question={question} />
          <div className={styles.pager}>
            <PagerLink
              to={question.number > 1 ? hrefOf(question.number - 1) : null}
              direction="previous"
            />
            <PagerLink
              to={question.number < count ? hrefOf(question.number + 1) : null}
              direction="next"
            />
          </div>
        </section>
        <aside aria-label="Your progress" className={styles.side}>
          <p className={styles.progress}>
            {progress.answered} of {progress.total} answered
            {progress.flagged > 0 && `, ${progress.flagged} flagged`}
          </p>
          <QuestionNavigator
            questions={attempt.questions}
            current={question.number}
            hrefOf={hrefOf}
          />
          <SubmitExamButton attemptId={attempt.id} progress={progress} onSubmitted={onOver} />
        </aside>
      </div>
    </PageFrame>
  );
}

/** Previous or Next: a link, or a disabled button at either end. */
function PagerLink({ to, direction }: { to: string | null; direction: 'previous' | 'next' }) {
  const previous = direction === 'previous';
  const label = previous ? 'Previous' : 'Next';
  if (!to)
    return (
      <Button
        variant="secondary"
        disabled
        iconStart={previous ? <ArrowLeftIcon aria-hidden /> : undefined}
        iconEnd={previous ? undefined : <ArrowRightIcon aria-hidden />}
      >
        {label}
      </Button>
    );
  // The button's icon props apply to a <button> only: the link carries its arrow itself.
  return (
    <Button asChild variant="secondary">
      <Link to={to}>
        {previous && <ArrowLeftIcon aria-hidden />}
        {label}
        {!previous && <ArrowRightIcon aria-hidden />}
      </Link>
    </Button>
  );
}

/** The question's layout while the attempt loads (or while the page moves on). */
function QuestionSkeleton() {
  return (
    <div role="status" aria-label="Loading the exam" className={styles.layout}>
      <div className={styles.question}>
        <Skeleton width="10rem" height="var(--font-size-6)" />
        <Skeleton width="100%" />
        <Skeleton width="70%" />
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never move
          <Skeleton key={index} shape="block" height="var(--size-control-lg)" />
        ))}
      </div>
      <div className={styles.side}>
        <Skeleton shape="block" height="calc(var(--size-control) * 2)" />
        <Skeleton shape="block" width="8rem" height="var(--size-control)" />
      </div>
    </div>
  );
}
