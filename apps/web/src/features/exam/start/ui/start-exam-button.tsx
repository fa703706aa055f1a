import { PlayIcon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ExamSummary } from '@/entities/exam';
import { paths } from '@/shared/config';
import {
  startExamAtom,
  startExamErrorAtomFamily,
  startingExamAtomFamily,
} from '../model/start-exam.atoms.ts';
import styles from './start-exam-button.module.css';

/** The first question of an attempt, with the exam's limit in the address (shown only). */
const firstQuestion = (exam: ExamSummary, attemptId: string) =>
  paths.examQuestion(exam.slug, 1, Number(attemptId), exam.time_limit_seconds);

/**
 * An exam's next step: "Resume" while an attempt runs; "Start exam", which starts one and opens
 * its first question; or, with no attempts left, a disabled "Start exam" that says why. A refusal
 * (the server's 422 message) shows under it.
 */
export function StartExamButton({ exam }: { exam: ExamSummary }) {
  const starting = useAtomValue(startingExamAtomFamily(exam.slug));
  const error = useAtomValue(startExamErrorAtomFamily(exam.slug));
  const start = useSetAtom(startExamAtom);
  const navigate = useNavigate();
  const reasonId = useId();

  if (exam.open_attempt)
    return (
      // The button's icon props apply to a <button> only: a link carries its icon itself.
      <Button asChild variant="primary">
        <Link to={firstQuestion(exam, exam.open_attempt.id)} aria-label={`Resume ${exam.title}`}>
          <PlayIcon aria-hidden />
          Resume
        </Link>
      </Button>
    );

  const used = exam.attempts_left === 0;
  return (
    <div className={styles.root}>
      <Button
        variant="primary"
        loading={starting}
        disabled={used}
        aria-label={`Start exam: ${exam.title}`}
        aria-describedby={used ? reasonId : undefined}
        iconStart={<PlayIcon aria-hidden />}
        onClick={async () => {
          const attempt = await start(exam.slug);
          if (attempt) navigate(firstQuestion(exam, attempt.id));
        }}
      >
        Start exam
      </Button>
      {used && (
        <p id={reasonId} className={styles.reason}>
          No attempts left: you have used all {exam.max_attempts}.
        </p>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
