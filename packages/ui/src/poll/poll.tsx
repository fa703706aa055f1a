import { CheckCircledIcon } from '@radix-ui/react-icons';
import { VisuallyHidden } from 'radix-ui';
import { useId } from 'react';
import { Button } from '../button/button.tsx';
import { cx } from '../lib/cx.ts';
import { Spinner } from '../spinner/spinner.tsx';
import styles from './poll.module.css';

export type PollOptionId = number | string;

export interface PollOption {
  id: PollOptionId;
  /** The option's text. */
  text: string;
  /** Votes it has (spec point 3: `votes`). */
  votes: number;
}

export interface PollProps {
  /** The question, when the post does not already show it. */
  question?: string;
  options: PollOption[];
  /** The member's vote (the post's derived `userVoteOptionId`), or null. */
  value: PollOptionId | null;
  /** Vote for an option (POST /api/add-vote). */
  onVote: (optionId: PollOptionId) => void;
  /** Take the vote back (POST /api/remove-vote). */
  onRemoveVote: () => void;
  /** A vote or removal is in flight: everything waits, the option being voted shows a spinner. */
  pending?: boolean;
  /** Which option the in-flight vote is for. */
  pendingOptionId?: PollOptionId | null;
  /** Visitors and closed polls: results only. */
  disabled?: boolean;
  /** Shown when the last vote failed (spec point 8: state is unchanged). */
  error?: string | null;
  className?: string;
}

/** Whole-number percentages of the total; 0 for every option while nobody has voted. */
export function pollPercentages(options: PollOption[]): number[] {
  const total = options.reduce((sum, option) => sum + Math.max(0, option.votes), 0);
  return options.map((option) =>
    total === 0 ? 0 : Math.round((Math.max(0, option.votes) / total) * 100),
  );
}

const votesText = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'vote' : 'votes'}`;

/**
 * A poll: each option with its vote count and percentage. Before voting the options are buttons;
 * after, the member's choice is marked and "Remove vote" takes it back (one vote per poll).
 */
export function Poll({
  question,
  options,
  value,
  onVote,
  onRemoveVote,
  pending = false,
  pendingOptionId = null,
  disabled = false,
  error,
  className,
}: PollProps) {
  const questionId = useId();
  const percentages = pollPercentages(options);
  const total = options.reduce((sum, option) => sum + Math.max(0, option.votes), 0);
  const voted = value !== null;
  return (
    <fieldset
      data-slot="poll"
      data-voted={voted ? '' : undefined}
      aria-busy={pending || undefined}
      aria-describedby={`${questionId}-total`}
      className={cx(styles.poll, className)}
    >
      <legend className={question ? styles.question : styles.srOnly}>{question ?? 'Poll'}</legend>
      <ul className={styles.options}>
        {options.map((option, index) => {
          const percent = percentages[index] ?? 0;
          const chosen = option.id === value;
          const isPending = pending && pendingOptionId === option.id;
          const content = (
            <>
              <span
                data-slot="poll-bar"
                aria-hidden
                className={styles.bar}
                style={{ width: `${percent}%` }}
              />
              <span className={styles.label}>
                {chosen && <CheckCircledIcon aria-hidden className={styles.check} />}
                <span className={styles.text}>{option.text}</span>
                <VisuallyHidden.Root>, </VisuallyHidden.Root>
                {chosen && <span className={styles.yours}>Your vote</span>}
              </span>
              <span className={styles.figures}>
                {isPending && <Spinner size="sm" decorative />}
                <span className={styles.count}>{votesText(option.votes)}</span>
                <VisuallyHidden.Root>, </VisuallyHidden.Root>
                <span className={styles.percent}>{percent}%</span>
              </span>
            </>
          );
          return (
            <li key={option.id}>
              {voted || disabled ? (
                <div
                  data-slot="poll-option"
                  data-chosen={chosen ? '' : undefined}
                  className={cx(styles.option, chosen && styles.chosen)}
                >
                  {content}
                </div>
              ) : (
                <button
                  type="button"
                  data-slot="poll-option"
                  className={cx(styles.option, styles.votable)}
                  disabled={pending}
                  onClick={() => onVote(option.id)}
                >
                  {/* The name is the visible text after "Vote for" (WCAG 2.5.3, label in name). */}
                  <VisuallyHidden.Root>Vote for </VisuallyHidden.Root>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <div className={styles.footer}>
        <span id={`${questionId}-total`} className={styles.total}>
          {votesText(total)}
        </span>
        {voted && !disabled && (
          <Button size="sm" variant="ghost" loading={pending} onClick={onRemoveVote}>
            Remove vote
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
