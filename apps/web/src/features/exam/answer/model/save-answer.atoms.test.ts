import { ApiError } from '@tapetv/api-client';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { attemptQuestionFactory, deferred, examAttemptFactory } from '@/shared/lib/test';

const { put } = vi.hoisted(() => ({ put: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { put },
}));

const { answerSaveAtomFamily, answerSaveKey, examAttemptAtomFamily, storeExamAttemptAtom } =
  await import('@/entities/exam');
const { retryAnswerAtom, saveAnswerAtom } = await import('./save-answer.atoms.ts');

const ATTEMPT = examAttemptFactory({
  id: '41',
  questions: [
    attemptQuestionFactory({ id: 'market-order', number: 1 }),
    attemptQuestionFactory({ id: 'spread-parts', number: 2, type: 'multiple' }),
  ],
});

/** What the server answers to a saved body (the answer as kept). */
const savedOf = (questionId: string, body: { option_ids?: string[]; flagged?: boolean }) => ({
  question_id: questionId,
  answer: { option_ids: body.option_ids ?? [], number: null },
  answered: (body.option_ids ?? []).length > 0,
  flagged: body.flagged ?? false,
  deadline_at: ATTEMPT.deadline_at,
  server_now: ATTEMPT.server_now,
});

function storeWithAttempt() {
  const store = createStore();
  store.set(storeExamAttemptAtom, ATTEMPT);
  return store;
}

const questionOf = (store: ReturnType<typeof createStore>, id: string) =>
  store.get(examAttemptAtomFamily('41')).attempt?.questions.find((question) => question.id === id);

const saveState = (store: ReturnType<typeof createStore>, id: string) =>
  store.get(answerSaveAtomFamily(answerSaveKey('41', id)));

beforeEach(() => {
  vi.resetAllMocks();
});

describe('saveAnswerAtom', () => {
  it('shows the choice at once, then saves it and says so', async () => {
    const store = storeWithAttempt();
    put.mockImplementation(async (_path, { path, body }) => savedOf(path.questionId, body));
    const done = store.set(saveAnswerAtom, {
      attemptId: '41',
      questionId: 'market-order',
      change: { option_ids: ['b'] },
    });
    expect(questionOf(store, 'market-order')).toMatchObject({
      answer: { option_ids: ['b'] },
      answered: true,
    });
    expect(saveState(store, 'market-order').status).toBe('saving');
    await done;
    expect(put).toHaveBeenCalledWith('/api/exam-attempts/{id}/answers/{questionId}', {
      path: { id: '41', questionId: 'market-order' },
      body: { option_ids: ['b'] },
    });
    expect(saveState(store, 'market-order')).toMatchObject({ status: 'saved', running: null });
  });

  it('sends one question’s changes one at a time, only the newest of those made meanwhile (the last write wins)', async () => {
    const store = storeWithAttempt();
    const first = deferred();
    put.mockImplementationOnce(() => first.promise);
    put.mockImplementation(async (_path, { path, body }) => savedOf(path.questionId, body));

    const save = (change: object) =>
      store.set(saveAnswerAtom, { attemptId: '41', questionId: 'market-order', change });
    const done = save({ option_ids: ['a'] });
    void save({ option_ids: ['b'] });
    void save({ flagged: true });
    void save({ option_ids: ['c'] });
    // Only the first is on its way; the screen shows the newest choice.
    expect(put).toHaveBeenCalledTimes(1);
    expect(questionOf(store, 'market-order')).toMatchObject({
      answer: { option_ids: ['c'] },
      flagged: true,
    });

    first.resolve(savedOf('market-order', { option_ids: ['a'] }));
    await done;
    expect(put.mock.calls.map(([, options]) => options.body)).toEqual([
      { option_ids: ['a'] },
      { option_ids: ['c'], flagged: true },
    ]);
    // The first answer did not flash back over the newer choice.
    expect(questionOf(store, 'market-order')).toMatchObject({
      answer: { option_ids: ['c'] },
      flagged: true,
    });
    expect(saveState(store, 'market-order').status).toBe('saved');
  });

  it('keeps questions apart: another question’s save does not wait', async () => {
    const store = storeWithAttempt();
    const first = deferred();
    put.mockImplementationOnce(() => first.promise);
    put.mockImplementation(async (_path, { path, body }) => savedOf(path.questionId, body));
    void store.set(saveAnswerAtom, {
      attemptId: '41',
      questionId: 'market-order',
      change: { option_ids: ['a'] },
    });
    await store.set(saveAnswerAtom, {
      attemptId: '41',
      questionId: 'spread-parts',
      change: { option_ids: ['a', 'c'] },
    });
    expect(put).toHaveBeenCalledTimes(2);
    expect(saveState(store, 'spread-parts').status).toBe('saved');
    expect(saveState(store, 'market-order').status).toBe('saving');
    first.resolve(savedOf('market-order', { option_ids: ['a'] }));
  });

  it('marks the attempt closed when the server refuses the answer as too late (409 ATTEMPT_CLOSED)', async () => {
    const store = storeWithAttempt();
    put.mockRejectedValue(
      new ApiError(
        409,
        { code: 'ATTEMPT_CLOSED', message: 'Time is up' },
        'Time is up: this attempt was submitted at its deadline',
      ),
    );
    await store.set(saveAnswerAtom, {
      attemptId: '41',
      questionId: 'market-order',
      change: { option_ids: ['a'] },
    });
    expect(store.get(examAttemptAtomFamily('41')).closed).toBe(true);
    // Nothing more is sent once it is closed.
    await store.set(saveAnswerAtom, {
      attemptId: '41',
      questionId: 'market-order',
      change: { option_ids: ['b'] },
    });
    expect(put).toHaveBeenCalledTimes(1);
  });

  it('says why a save failed, and Retry (or the next change) sends it again', async () => {
    const store = storeWithAttempt();
    put.mockRejectedValueOnce(
      new ApiError(500, { message: 'The server had a problem.' }, 'The server had a problem.'),
    );
    put.mockImplementation(async (_path, { path, body }) => savedOf(path.questionId, body));
    await store.set(saveAnswerAtom, {
      attemptId: '41',
      questionId: 'market-order',
      change: { option_ids: ['a'] },
    });
    expect(saveState(store, 'market-order')).toMatchObject({
      status: 'error',
      error: 'The server had a problem.',
    });
    expect(questionOf(store, 'market-order')?.answer.option_ids).toEqual(['a']);

    // A flag alone would lose the unsaved answer: the failed change goes with it.
    await store.set(saveAnswerAtom, {
      attemptId: '41',
      questionId: 'market-order',
      change: { flagged: true },
    });
    expect(put.mock.calls.at(-1)?.[1].body).toEqual({ option_ids: ['a'], flagged: true });
    expect(saveState(store, 'market-order').status).toBe('saved');

    // Nothing failed: Retry sends nothing.
    await store.set(retryAnswerAtom, '41', 'market-order');
    expect(put).toHaveBeenCalledTimes(2);
  });
});
