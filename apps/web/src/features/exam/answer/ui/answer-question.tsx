import { CheckIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { Spinner } from '@tapetv/ui/spinner';
import { TextField } from '@tapetv/ui/text-field';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import {
  type AnswerInput,
  type AttemptQuestion,
  answerSaveAtomFamily,
  answerSaveKey,
  numericText,
  parseNumericAnswer,
  questionHint,
} from '@/entities/exam';
import { retryAnswerAtom, saveAnswerAtom } from '../model/save-answer.atoms.ts';
import styles from './answer-question.module.css';

/** How long a typed number waits for the next keystroke before it is saved (or on leaving it). */
export const NUMERIC_SAVE_DELAY_MS = 700;

export interface AnswerQuestionProps {
  attemptId: string;
  question: AttemptQuestion;
}

/**
 * A question to answer, as its type asks: one of several (radios), all that apply (checkboxes),
 * true or false (two radios), or a number with its unit. Each choice is saved as it is made; a
 * typed number once typing pauses, or when the field is left. The line under it says whether the
 * answer is saved.
 */
export function AnswerQuestion({ attemptId, question }: AnswerQuestionProps) {
  const save = useSetAtom(saveAnswerAtom);
  const hintId = useId();
  const choose = (change: AnswerInput) => void save({ attemptId, questionId: question.id, change });
  return (
    <fieldset
      data-slot="answer-question"
      data-type={question.type}
      className={styles.fieldset}
      aria-describedby={hintId}
    >
      <legend className={styles.prompt}>{question.prompt}</legend>
      <p id={hintId} className={styles.hint}>
        {questionHint(question.type)}
      </p>
      {question.type === 'numeric' ? (
        <NumericAnswer question={question} onSave={choose} />
      ) : question.type === 'multiple' ? (
        <MultipleAnswer question={question} onSave={choose} />
      ) : (
        <SingleAnswer question={question} onSave={choose} />
      )}
      <div className={styles.footer}>
        <SaveStatus attemptId={attemptId} questionId={question.id} />
        {question.answered && question.type !== 'numeric' && (
          <Button variant="ghost" size="sm" onClick={() => choose({ option_ids: [] })}>
            Clear answer
          </Button>
        )}
      </div>
    </fieldset>
  );
}

interface AnswerProps {
  question: AttemptQuestion;
  onSave: (change: AnswerInput) => void;
}

/** One option: single choice and true/false. */
function SingleAnswer({ question, onSave }: AnswerProps) {
  const chosen = question.answer.option_ids[0] ?? null;
  return (
    <div className={styles.options} data-layout={question.type === 'true_false' ? 'row' : 'column'}>
      {question.options.map((option) => (
        <label key={option.id} className={styles.option}>
          <input
            type="radio"
            name={`answer-${question.id}`}
            value={option.id}
            checked={chosen === option.id}
            onChange={() => onSave({ option_ids: [option.id] })}
            className={styles.input}
          />
          <span>{option.text}</span>
        </label>
      ))}
    </div>
  );
}

/** Every option that applies. */
function MultipleAnswer({ question, onSave }: AnswerProps) {
  const chosen = new Set(question.answer.option_ids);
  const toggle = (id: string, on: boolean) => {
    // In the question's order, so the same choice is always the same answer.
    const next = question.options
      .map((option) => option.id)
      .filter((each) => (each === id ? on : chosen.has(each)));
    onSave({ option_ids: next });
  };
  return (
    <div className={styles.options} data-layout="column">
      {question.options.map((option) => (
        <label key={option.id} className={styles.option}>
          <input
            type="checkbox"
            name={`answer-${question.id}`}
            value={option.id}
            checked={chosen.has(option.id)}
            onChange={(event) => toggle(option.id, event.currentTarget.checked)}
            className={styles.input}
          />
          <span>{option.text}</span>
        </label>
      ))}
    </div>
  );
}

/**
 * A number (decimals allowed, a decimal comma too) with the question's unit. Saved once typing
 * pauses or the field is left, and when the question is left before that; a text that is not a
 * number says so and is not sent.
 */
function NumericAnswer({ question, onSave }: AnswerProps) {
  const [text, setText] = useState(() => numericText(question.answer.number));
  const [error, setError] = useState<string | null>(null);
  const sent = useRef(question.answer.number);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiting = useRef<number | null | undefined>(undefined);
  const onSaveRef = useRef(onSave);
  onSaveRef.current = onSave;

  const flush = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const value = waiting.current;
    waiting.current = undefined;
    if (value === undefined || value === sent.current) return;
    sent.current = value;
    onSaveRef.current({ number: value });
  };

  // Leaving the question (Next, the navigator) saves what was typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: flush reads refs only
  useEffect(() => flush, []);

  return (
    <div className={styles.number}>
      <TextField
        label={question.unit ? `Your answer, in ${question.unit}` : 'Your answer'}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={text}
        error={error}
        className={styles.numberField}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          const parsed = parseNumericAnswer(next);
          clearTimeout(timer.current);
          if (parsed.ok) {
            setError(null);
            waiting.current = parsed.value;
            timer.current = setTimeout(flush, NUMERIC_SAVE_DELAY_MS);
            return;
          }
          // Not a number (yet: "2," on the way to "2,5"): said once typing pauses.
          waiting.current = undefined;
          timer.current = setTimeout(() => setError(parsed.message), NUMERIC_SAVE_DELAY_MS);
        }}
        onBlur={(event) => {
          const parsed = parseNumericAnswer(event.currentTarget.value);
          if (!parsed.ok) {
            clearTimeout(timer.current);
            setError(parsed.message);
          }
          flush();
        }}
      />
      {question.unit && (
        <span aria-hidden className={styles.unit}>
          {question.unit}
        </span>
      )}
    </div>
  );
}

/** "Saving…", "Saved", or why not with Retry: read politely as it changes. */
function SaveStatus({ attemptId, questionId }: { attemptId: string; questionId: string }) {
  const state = useAtomValue(answerSaveAtomFamily(answerSaveKey(attemptId, questionId)));
  const retry = useSetAtom(retryAnswerAtom);
  return (
    <div
      role="status"
      data-slot="answer-save-status"
      data-status={state.status}
      className={styles.status}
    >
      {state.status === 'saving' && (
        <>
          <Spinner size="sm" decorative />
          Saving…
        </>
      )}
      {state.status === 'saved' && (
        <>
          <CheckIcon aria-hidden />
          Saved
        </>
      )}
      {state.status === 'error' && (
        <>
          <ExclamationTriangleIcon aria-hidden />
          <span>Not saved: {state.error}</span>
          <Button variant="secondary" size="sm" onClick={() => void retry(attemptId, questionId)}>
            Retry
          </Button>
        </>
      )}
    </div>
  );
}
