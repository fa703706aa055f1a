import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExamQuestion } from '../../src/db/schema/index.ts';
import type { GivenAnswer } from '../../src/modules/school/exam-scoring.ts';
import {
  drawOrder,
  isCorrect,
  percentOf,
  scoreAttempt,
  shuffled,
} from '../../src/modules/school/exam-scoring.ts';

const choice = (type: 'single' | 'multiple', right: string[]): ExamQuestion => ({
  id: `${type}-q`,
  type,
  prompt: 'Which?',
  options: ['a', 'b', 'c', 'd'].map((id) => ({ id, text: id, correct: right.includes(id) })),
  explanation: 'Because.',
});
const trueFalse = (answer: boolean): ExamQuestion => ({
  id: 'tf',
  type: 'true_false',
  prompt: 'True?',
  options: [
    { id: 'true', text: 'True', correct: answer },
    { id: 'false', text: 'False', correct: !answer },
  ],
  explanation: 'Because.',
});
const numeric = (answer: number, tolerance?: number): ExamQuestion => ({
  id: 'n',
  type: 'numeric',
  prompt: 'How much?',
  options: [],
  answer,
  ...(tolerance === undefined ? {} : { tolerance }),
  explanation: 'Because.',
});
const picks = (...optionIds: string[]): GivenAnswer => ({ optionIds, number: null });
const num = (number: number | null): GivenAnswer => ({ optionIds: [], number });

describe('isCorrect', () => {
  it('single choice: exactly the right option', () => {
    const question = choice('single', ['b']);
    expect(isCorrect(question, picks('b'))).toBe(true);
    expect(isCorrect(question, picks('a'))).toBe(false);
    expect(isCorrect(question, picks('a', 'b'))).toBe(false);
    expect(isCorrect(question, picks())).toBe(false);
    expect(isCorrect(question, undefined)).toBe(false);
  });

  it('multiple choice: every right option and no other, in any order', () => {
    const question = choice('multiple', ['a', 'c']);
    expect(isCorrect(question, picks('c', 'a'))).toBe(true);
    expect(isCorrect(question, picks('a'))).toBe(false);
    expect(isCorrect(question, picks('a', 'c', 'd'))).toBe(false);
    expect(isCorrect(question, picks('a', 'a'))).toBe(false);
  });

  it('true/false: the right word', () => {
    expect(isCorrect(trueFalse(false), picks('false'))).toBe(true);
    expect(isCorrect(trueFalse(false), picks('true'))).toBe(false);
    expect(isCorrect(trueFalse(true), picks('true'))).toBe(true);
  });

  it('numeric: within the tolerance either side, exact without one', () => {
    const question = numeric(2.5, 0.05);
    expect(isCorrect(question, num(2.5))).toBe(true);
    expect(isCorrect(question, num(2.45))).toBe(true);
    expect(isCorrect(question, num(2.55))).toBe(true);
    expect(isCorrect(question, num(2.56))).toBe(false);
    expect(isCorrect(question, num(null))).toBe(false);
    expect(isCorrect(question, num(Number.NaN))).toBe(false);
    expect(isCorrect(numeric(0.3), num(0.1 + 0.2))).toBe(true);
    expect(isCorrect(numeric(100), num(100.01))).toBe(false);
  });

  it('numeric: any answer within the tolerance counts and any beyond it does not', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        (answer, tolerance, fraction) => {
          const question = numeric(answer, tolerance);
          expect(isCorrect(question, num(answer + tolerance * fraction * 0.999))).toBe(true);
          expect(
            isCorrect(question, num(answer + tolerance + 1e-3 + Math.abs(answer) * 1e-12)),
          ).toBe(false);
        },
      ),
    );
  });
});

describe('scoreAttempt', () => {
  const questions = [choice('single', ['a']), trueFalse(true), numeric(10)];
  it('counts right answers, rounds the percent down and compares it with the pass mark', () => {
    const answers = new Map([
      ['single-q', picks('a')],
      ['tf', picks('true')],
      ['n', num(11)],
    ]);
    // 2 of 3 is 66.67 %: 66, which does not pass 67.
    expect(scoreAttempt(questions, answers, 67)).toEqual({
      correct: 2,
      total: 3,
      score: 66,
      passed: false,
    });
    expect(scoreAttempt(questions, answers, 66).passed).toBe(true);
    expect(scoreAttempt(questions, new Map(), 1)).toEqual({
      correct: 0,
      total: 3,
      score: 0,
      passed: false,
    });
  });

  it('percentOf stays within 0–100 and never rounds up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.nat(), (total, raw) => {
        const correct = raw % (total + 1);
        const percent = percentOf(correct, total);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        expect(percent).toBeLessThanOrEqual((correct * 100) / total);
        expect(percent + 1).toBeGreaterThan((correct * 100) / total);
      }),
    );
  });
});

describe('shuffled and drawOrder', () => {
  it('a shuffle is a permutation of its input', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), (items) => {
        const order = shuffled(items);
        expect(order).toHaveLength(items.length);
        expect([...order].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });

  it('shuffles questions and choice options, keeping True before False', () => {
    const questions = [choice('single', ['a']), choice('multiple', ['b']), trueFalse(true)];
    // A "random" that always picks 0 reverses-rotates deterministically.
    const order = drawOrder(questions, () => 0);
    expect([...order.questionOrder].sort()).toEqual(['multiple-q', 'single-q', 'tf']);
    expect(order.questionOrder).not.toEqual(['single-q', 'multiple-q', 'tf']);
    expect(order.optionOrder['single-q']).toEqual(['b', 'c', 'd', 'a']);
    expect(Object.keys(order.optionOrder).sort()).toEqual(['multiple-q', 'single-q']);
  });
});
