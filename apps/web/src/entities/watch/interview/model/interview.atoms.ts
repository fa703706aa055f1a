import { ApiError } from '@tapetv/api-client';
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { api, formFailure } from '@/shared/api';
import type { Interview, InterviewList } from './types.ts';

const failureText = (error: unknown) => formFailure(error).message;

export type InterviewLoadStatus = 'idle' | 'loading' | 'ready' | 'missing' | 'error';

// ---------------------------------------------------------------------------------------------
// The list and its search (`GET /api/ceoInterviews?q=`).

export interface InterviewListState {
  status: Exclude<InterviewLoadStatus, 'missing'>;
  /** The last answer; a new search keeps it shown until its own answer comes. */
  list: InterviewList | null;
  error: string | null;
}

/** The interviews for the search last asked for (the page's URL holds the search itself). */
export const interviewListAtom = atom<InterviewListState>({
  status: 'idle',
  list: null,
  error: null,
});
interviewListAtom.debugLabel = 'interview-list';

/** The last search asked for, so a slower earlier answer cannot replace a newer one. */
const requestedQueryAtom = atom<string | null>(null);
requestedQueryAtom.debugLabel = 'interview-list-requested';

export const loadInterviewListAtom = atom(null, async (get, set, query: string) => {
  const q = query.trim();
  set(requestedQueryAtom, q);
  set(interviewListAtom, { ...get(interviewListAtom), status: 'loading', error: null });
  try {
    const list = await api.get('/api/ceoInterviews', { query: q ? { q } : {} });
    if (get(requestedQueryAtom) !== q) return;
    set(interviewListAtom, { status: 'ready', list, error: null });
  } catch (error) {
    if (get(requestedQueryAtom) !== q) return;
    set(interviewListAtom, {
      ...get(interviewListAtom),
      status: 'error',
      error: failureText(error),
    });
  }
});
loadInterviewListAtom.debugLabel = 'load-interview-list';

// ---------------------------------------------------------------------------------------------
// One interview (`GET /api/ceoInterviews/{slug}`).

export interface InterviewState {
  status: InterviewLoadStatus;
  interview: Interview | null;
  error: string | null;
}

/** An interview's server snapshot, keyed by its slug (unique): what `?interview=` opens. */
export const interviewAtomFamily = atomFamily((slug: string) => {
  const interviewAtom = atom<InterviewState>({ status: 'idle', interview: null, error: null });
  interviewAtom.debugLabel = `interview:${slug}`;
  return interviewAtom;
});

export const loadInterviewAtom = atom(null, async (get, set, slug: string) => {
  const interviewAtom = interviewAtomFamily(slug);
  set(interviewAtom, { ...get(interviewAtom), status: 'loading', error: null });
  try {
    const interview = await api.get('/api/ceoInterviews/{slug}', { path: { slug } });
    set(interviewAtom, { status: 'ready', interview, error: null });
  } catch (error) {
    const status = error instanceof ApiError ? error.status : null;
    set(interviewAtom, {
      ...get(interviewAtom),
      status: status === 404 || status === 422 ? 'missing' : 'error',
      error: failureText(error),
    });
  }
});
loadInterviewAtom.debugLabel = 'load-interview';
