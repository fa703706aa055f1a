import { describe, expect, it } from 'vitest';
import { attemptQuestionFactory } from '@/shared/lib/test';
import {
  attemptProgress,
  NUMBER_EXPECTED,
  numericText,
  parseAttemptId,
  parseNumericAnswer,
  parseQuestionNumber,
  submitWarning,
} from './exam-rules.ts';

describe('parseQuestionNumber', () => {
  it('reads 1 to the number of questions, and nothing else', () => {
    expect(parseQuestionNumber('1', 10)).toBe(1);
    expect(parseQuestionNumber('10', 10)).toBe(10);
    for (const text of ['0', '11', '-1', '1.5', 'abc', '01', '', undefined])
      expect(parseQuestionNumber(text, 10)).toBeNull();
  });
});

describe('parseAttemptId', () => {
  it('reads a positive id the server accepts', () => {
    expect(parseAttemptId('41')).toBe('41');
    for (const text of ['0', '041', '12345678901', 'x', null])
      expect(parseAttemptId(text)).toBeNull();
  });
});

describe('parseNumericAnswer', () => {
  it('reads numbers with a decimal point or comma, and empty as no answer', () => {
    expect(parseNumericAnswer('10.016')).toEqual({ ok: true, value: 10.016 });
    expect(parseNumericAnswer(' 2,5 ')).toEqual({ ok: true, value: 2.5 });
    expect(parseNumericAnswer('-3')).toEqual({ ok: true, value: -3 });
    expect(parseNumericAnswer('\u22123')).toEqual({ ok: true, value: -3 });
    expect(parseNumericAnswer('.5')).toEqual({ ok: true, value: 0.5 });
    expect(parseNumericAnswer('6')).toEqual({ ok: true, value: 6 });
    expect(parseNumericAnswer('')).toEqual({ ok: true, value: null });
  });

  it('refuses what is not plainly a number, “1,000” among them (a thousand, or one?)', () => {
    for (const text of ['1,000', '1,000.5', '1e3', 'ten', '1.2.3', '$5', '5 USD'])
      expect(parseNumericAnswer(text)).toEqual({ ok: false, message: NUMBER_EXPECTED });
  });

  it('shows the server’s number back without float noise', () => {
    expect(numericText(10.016)).toBe('10.016');
    expect(numericText(0.1 + 0.2)).toBe('0.3');
    expect(numericText(6)).toBe('6');
    expect(numericText(null)).toBe('');
  });
});

describe('submitWarning', () => {
  const answered = { option_ids: ['a'], number: null };
  const questions = [
    attemptQuestionFactory({ id: 'a', number: 1, answer: answered }),
    attemptQuestionFactory({ id: 'b', number: 2, flagged: true }),
    attemptQuestionFactory({ id: 'c', number: 3, answer: answered, flagged: true }),
    attemptQuestionFactory({ id: 'd', number: 4 }),
  ];

  it('says how many are unanswered and flagged', () => {
    const progress = attemptProgress(questions);
    expect(progress).toEqual({ total: 4, answered: 2, unanswered: 2, flagged: 2 });
    expect(submitWarning(progress)).toBe(
      '2 questions are unanswered and 2 are flagged for review.',
    );
    expect(submitWarning({ total: 4, answered: 3, unanswered: 1, flagged: 0 })).toBe(
      '1 question is unanswered.',
    );
    expect(submitWarning({ total: 4, answered: 4, unanswered: 0, flagged: 1 })).toBe(
      '1 question is flagged for review.',
    );
    expect(submitWarning({ total: 4, answered: 4, unanswered: 0, flagged: 0 })).toBe(
      'All 4 questions are answered.',
    );
  });
});
