import { BookmarkFilledIcon, CheckIcon } from '@radix-ui/react-icons';
import { Link } from 'react-router';
import { hasAnswer } from '../lib/exam-rules.ts';
import type { AttemptQuestion } from '../model/types.ts';
import styles from './question-navigator.module.css';

export interface QuestionNavigatorProps {
  questions: readonly AttemptQuestion[];
  /** The question shown (its number in the attempt). */
  current: number;
  /** The address of a question by its number. */
  hrefOf: (number: number) => string;
}

/** "Question 3, answered, flagged for review" — what a screen reader hears for each number. */
export function navigatorLabel(question: AttemptQuestion): string {
  const parts = [`Question ${question.number}`];
  parts.push(hasAnswer(question.answer) ? 'answered' : 'not answered');
  if (question.flagged) parts.push('flagged for review');
  return parts.join(', ');
}

/**
 * Every question of the attempt by number, each a link: answered ones filled, flagged ones with a
 * bookmark, the current one outlined and `aria-current`. Tab moves through them; each name says
 * its state in words, so nothing rests on colour.
 */
export function QuestionNavigator({ questions, current, hrefOf }: QuestionNavigatorProps) {
  return (
    <nav aria-label="Questions" data-slot="question-navigator" className={styles.root}>
      <ol className={styles.list}>
        {questions.map((question) => {
          const answered = hasAnswer(question.answer);
          return (
            <li key={question.id}>
              <Link
                to={hrefOf(question.number)}
                aria-label={navigatorLabel(question)}
                aria-current={question.number === current ? 'page' : undefined}
                data-answered={answered || undefined}
                data-flagged={question.flagged || undefined}
                className={styles.item}
              >
                {question.number}
                {question.flagged && <BookmarkFilledIcon aria-hidden className={styles.flag} />}
              </Link>
            </li>
          );
        })}
      </ol>
      <ul aria-hidden className={styles.key}>
        <li>
          <span className={styles.swatch} data-answered>
            <CheckIcon />
          </span>
          Answered
        </li>
        <li>
          <span className={styles.swatch} />
          Not answered
        </li>
        <li>
          <span className={styles.swatch}>
            <BookmarkFilledIcon className={styles.keyFlag} />
          </span>
          Flagged
        </li>
      </ul>
    </nav>
  );
}
