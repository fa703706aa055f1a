import { randomInt } from 'node:crypto';
import type { ExamQuestion } from '../../db/schema/index.ts';

/** What a member answered to one question. */
export interface GivenAnswer {
  optionIds: readonly string[];
  number: number | null;
}

/**
 * Whether an answer is right. single and true/false: exactly the right option; multiple: every
 * right option and no other (all or nothing); numeric: within the tolerance either side.
 */
export function isCorrect(question: ExamQuestion, given: GivenAnswer | undefined): boolean {
  if (!given) return false;
  if (question.type === 'numeric') {
    if (given.number === null || !Number.isFinite(given.number) || question.answer === undefined)
      return false;
    // A little slack for binary fractions: 0.1 + 0.2 is within 0.3 ± 0.
    return Math.abs(given.number - question.answer) <= (question.tolerance ?? 0) + 1e-9;
  }
  const right = question.options.filter((option) => option.correct).map((option) => option.id);
  const chosen = new Set(given.optionIds);
  if (chosen.size !== right.length) return false;
  return right.every((id) => chosen.has(id));
}

/** The whole percent of `correct` out of `total`, rounded down (so 69.9 % does not pass 70). */
export const percentOf = (correct: number, total: number): number =>
  total === 0 ? 0 : Math.floor((correct * 100) / total);

export function scoreAttempt(
  questions: readonly ExamQuestion[],
  answers: ReadonlyMap<string, GivenAnswer>,
  passMark: number,
): { correct: number; total: number; score: number; passed: boolean } {
  const correct = questions.filter((question) =>
    isCorrect(question, answers.get(question.id)),
  ).length;
  const score = percentOf(correct, questions.length);
  return { correct, total: questions.length, score, passed: score >= passMark };
}

/** A fresh random order of `items` (Fisher–Yates with the system's secure random numbers). */
export function shuffled<T>(
  items: readonly T[],
  random: (below: number) => number = randomInt,
): T[] {
  const order = [...items];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    [order[i], order[j]] = [order[j] as T, order[i] as T];
  }
  return order;
}

/**
 * An attempt's order: the questions shuffled, and each choice question's options shuffled
 * (true/false keeps True, False: shuffling two words only confuses).
 */
export function drawOrder(
  questions: readonly ExamQuestion[],
  random?: (below: number) => number,
): { questionOrder: string[]; optionOrder: Record<string, string[]> } {
  const optionOrder: Record<string, string[]> = {};
  for (const question of questions) {
    if (question.type === 'single' || question.type === 'multiple')
      optionOrder[question.id] = shuffled(
        question.options.map((option) => option.id),
        random,
      );
  }
  return {
    questionOrder: shuffled(
      questions.map((question) => question.id),
      random,
    ),
    optionOrder,
  };
}
