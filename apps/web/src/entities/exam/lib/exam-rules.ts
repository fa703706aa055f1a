import type { AttemptQuestion, ExamAnswer, QuestionType } from '../model/types.ts';

/** An attempt's id from the address (`?examId=`, `/exam/result/{id}`): digits, or null. */
export function parseAttemptId(text: string | null | undefined): string | null {
  return text && /^[1-9]\d{0,9}$/.test(text) ? text : null;
}

/**
 * A question's number from the address (`/exam/{exam}/question/{n}`): its place in the attempt's
 * shuffled order, 1 to `count`; null for anything else (the page goes to question 1).
 */
export function parseQuestionNumber(text: string | null | undefined, count: number): number | null {
  if (!text || !/^[1-9]\d{0,5}$/.test(text)) return null;
  const number = Number(text);
  return number <= count ? number : null;
}

/** The time limit from the address (`?timeLimit=`, seconds), shown only; null when not a number. */
export function parseTimeLimit(text: string | null | undefined): number | null {
  if (!text || !/^[1-9]\d{0,6}$/.test(text)) return null;
  return Number(text);
}

/** An answer counts when it names an option or a number (as the server decides `answered`). */
export function hasAnswer(answer: ExamAnswer): boolean {
  return answer.option_ids.length > 0 || answer.number !== null;
}

export interface AttemptProgress {
  total: number;
  answered: number;
  unanswered: number;
  flagged: number;
}

/** How far the member is: answered, unanswered and flagged questions (the submit dialog says it). */
export function attemptProgress(questions: readonly AttemptQuestion[]): AttemptProgress {
  const answered = questions.filter((question) => hasAnswer(question.answer)).length;
  return {
    total: questions.length,
    answered,
    unanswered: questions.length - answered,
    flagged: questions.filter((question) => question.flagged).length,
  };
}

const count = (value: number, word: string) => `${value} ${word}${value === 1 ? '' : 's'}`;

/**
 * What the submit dialog says before the member confirms: "2 questions are unanswered and 1 is
 * flagged for review." or "All 10 questions are answered."
 */
export function submitWarning({ total, unanswered, flagged }: AttemptProgress): string {
  const parts: string[] = [];
  if (unanswered > 0)
    parts.push(`${count(unanswered, 'question')} ${unanswered === 1 ? 'is' : 'are'} unanswered`);
  if (flagged > 0) {
    const subject = parts.length > 0 ? String(flagged) : count(flagged, 'question');
    parts.push(`${subject} ${flagged === 1 ? 'is' : 'are'} flagged for review`);
  }
  if (parts.length === 0)
    return total === 1 ? 'The question is answered.' : `All ${total} questions are answered.`;
  return `${parts.join(' and ')}.`;
}

/** How a question type asks, under its prompt. */
export function questionHint(type: QuestionType): string {
  switch (type) {
    case 'single':
      return 'Choose one answer.';
    case 'multiple':
      return 'Choose all that apply.';
    case 'true_false':
      return 'True or false?';
    case 'numeric':
      return 'Enter a number; decimals are allowed.';
  }
}

/** The result of reading a numeric answer as typed. */
export type NumericInput = { ok: true; value: number | null } | { ok: false; message: string };

export const NUMBER_EXPECTED = 'Enter a number, like 10.5 (no thousands separators).';

/**
 * A numeric answer as typed: "" clears it (null); "10.016", "-2", ".5" and "2,5" (a decimal
 * comma) are numbers. Anything else is refused with a message: "1e3", "ten", "1,000.5", and
 * "1,000" too, which could be a thousand or one and is never silently read as either.
 */
export function parseNumericAnswer(text: string): NumericInput {
  const trimmed = text.trim().replace(/^\u2212/, '-');
  if (trimmed === '') return { ok: true, value: null };
  const decimalPoint = /^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed);
  const decimalComma = /^[-+]?\d*,\d+$/.test(trimmed) && !/,\d{3}$/.test(trimmed);
  if (!decimalPoint && !decimalComma) return { ok: false, message: NUMBER_EXPECTED };
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? { ok: true, value } : { ok: false, message: NUMBER_EXPECTED };
}

/** A numeric answer as the field shows it again (the server's number, no exponent). */
export function numericText(value: number | null): string {
  if (value === null) return '';
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(12)));
}

function dateFormat(options: Intl.DateTimeFormatOptions, timeZone?: string, locale?: string) {
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone });
  } catch {
    // An unknown zone name (an old setting): the browser's own zone.
    return new Intl.DateTimeFormat(locale, options);
  }
}

/** When an attempt was made, in the member's locale and zone: "Nov 27, 2026, 10:42 AM" (en-US). */
export function attemptDateLabel(iso: string, timeZone?: string, locale?: string): string {
  return dateFormat({ dateStyle: 'medium', timeStyle: 'short' }, timeZone, locale).format(
    Date.parse(iso),
  );
}

/** A time of day in the member's locale and zone: "10:42 AM" (en-US). */
export function attemptTimeLabel(iso: string, timeZone?: string, locale?: string): string {
  return dateFormat({ timeStyle: 'short' }, timeZone, locale).format(Date.parse(iso));
}

/** A course's level as a label: "Beginner". */
export function levelLabel(level: string): string {
  return level.charAt(0).toUpperCase() + level.slice(1);
}
