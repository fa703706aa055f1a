import { ApiError } from '@tapetv/api-client';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { examAttemptFactory, examResultFactory } from '@/shared/lib/test';

const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get },
}));

const {
  examAttemptAtomFamily,
  examClockAtom,
  examResultAtomFamily,
  loadExamAttemptAtom,
  loadExamResultAtom,
  RESULT_POLL_MS,
  RESULT_POLLS,
} = await import('./exam.atoms.ts');

const SERVER_NOW = Date.parse('2026-03-10T15:30:00.000Z');
const MINUTE = 60_000;

const running = () =>
  new ApiError(
    409,
    { code: 'ATTEMPT_RUNNING', message: 'This attempt is still running' },
    'This attempt is still running: its result comes when it is submitted',
  );

/** The server's attempt 41 at its clock `serverNow`, due at `deadline`. */
const attemptAt = (serverNow: number, deadline: number, status: 'open' | 'submitted' = 'open') =>
  examAttemptFactory({
    id: '41',
    server_now: new Date(serverNow).toISOString(),
    deadline_at: new Date(deadline).toISOString(),
    status,
  });

function storeAt(localNow: number) {
  const store = createStore();
  store.set(examClockAtom, { now: () => localNow });
  return store;
}

beforeEach(() => {
  vi.resetAllMocks();
});

describe('loadExamAttemptAtom', () => {
  it('keeps how far the server’s clock is from this one (a local clock 10 minutes fast)', async () => {
    const store = storeAt(SERVER_NOW + 10 * MINUTE);
    get.mockResolvedValueOnce(attemptAt(SERVER_NOW, SERVER_NOW + 10 * MINUTE));
    await store.set(loadExamAttemptAtom, '41');
    expect(store.get(examAttemptAtomFamily('41'))).toMatchObject({
      status: 'ready',
      offset: -10 * MINUTE,
    });
  });

  it('says missing for a 404 (another member’s attempt)', async () => {
    const store = storeAt(SERVER_NOW);
    get.mockRejectedValueOnce(
      new ApiError(404, { message: 'No exam attempt found' }, 'No exam attempt found'),
    );
    await store.set(loadExamAttemptAtom, '41');
    expect(store.get(examAttemptAtomFamily('41')).status).toBe('missing');
  });
});

describe('loadExamResultAtom', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a result', async () => {
    const store = storeAt(SERVER_NOW);
    const result = examResultFactory({ id: '41', correct: 8, total: 10 });
    get.mockResolvedValueOnce(result);
    await store.set(loadExamResultAtom, '41');
    expect(store.get(examResultAtomFamily('41'))).toEqual({ status: 'ready', result, error: null });
  });

  it('says “missing” to anyone but the owner (404)', async () => {
    const store = storeAt(SERVER_NOW);
    get.mockRejectedValueOnce(
      new ApiError(404, { message: 'No exam attempt found' }, 'No exam attempt found'),
    );
    await store.set(loadExamResultAtom, '41');
    expect(store.get(examResultAtomFamily('41')).status).toBe('missing');
  });

  it('says “running” for an attempt far from its deadline, with the attempt held for the link back', async () => {
    const store = storeAt(SERVER_NOW);
    get.mockImplementation(async (path: string) => {
      if (path.endsWith('/result')) throw running();
      return attemptAt(SERVER_NOW, SERVER_NOW + 5 * MINUTE);
    });
    await store.set(loadExamResultAtom, '41');
    expect(store.get(examResultAtomFamily('41')).status).toBe('running');
    expect(store.get(examAttemptAtomFamily('41')).attempt?.id).toBe('41');
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('asks again each second while the server submits an attempt at its deadline', async () => {
    vi.useFakeTimers();
    const store = storeAt(SERVER_NOW);
    const result = examResultFactory({ id: '41' });
    let refusals = 2;
    get.mockImplementation(async (path: string) => {
      if (path.endsWith('/result')) {
        if (refusals > 0) {
          refusals -= 1;
          throw running();
        }
        return result;
      }
      // The countdown here reached zero a moment before the server's clock did.
      return attemptAt(SERVER_NOW - 500, SERVER_NOW);
    });
    const done = store.set(loadExamResultAtom, '41');
    await vi.advanceTimersByTimeAsync(2 * RESULT_POLL_MS);
    await done;
    expect(store.get(examResultAtomFamily('41')).status).toBe('ready');
    expect(get.mock.calls.filter(([path]) => path.endsWith('/result'))).toHaveLength(3);
  });

  it('gives up after a few asks and says the attempt still runs', async () => {
    vi.useFakeTimers();
    const store = storeAt(SERVER_NOW);
    get.mockImplementation(async (path: string) => {
      if (path.endsWith('/result')) throw running();
      return attemptAt(SERVER_NOW, SERVER_NOW);
    });
    const done = store.set(loadExamResultAtom, '41');
    await vi.advanceTimersByTimeAsync((RESULT_POLLS + 1) * RESULT_POLL_MS);
    await done;
    expect(store.get(examResultAtomFamily('41')).status).toBe('running');
    expect(get.mock.calls.filter(([path]) => path.endsWith('/result'))).toHaveLength(
      RESULT_POLLS + 1,
    );
  });
});
