import { ApiError } from '@tapetv/api-client';
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { api, formFailure } from '@/shared/api';
import type { Analysis, AnalysisList } from './types.ts';

const failureText = (error: unknown) => formFailure(error).message;

/** How a load went: `missing` is the server's 404 (no analysis with that slug). */
export type AnalysisLoadStatus = 'idle' | 'loading' | 'ready' | 'missing' | 'error';

// ---------------------------------------------------------------------------------------------
// The list (`GET /api/technicalAnalyses`).

export interface AnalysisListState {
  status: Exclude<AnalysisLoadStatus, 'missing'>;
  /** The last answer; a reload for another symbol keeps it shown until the new one comes. */
  list: AnalysisList | null;
  error: string | null;
}

/** The analyses for the symbol last asked for (the page's URL holds the symbol itself). */
export const analysisListAtom = atom<AnalysisListState>({
  status: 'idle',
  list: null,
  error: null,
});
analysisListAtom.debugLabel = 'analysis-list';

/** The last symbol asked for, so a slower earlier answer cannot replace a newer one. */
const requestedSymbolAtom = atom<string | null>(null);
requestedSymbolAtom.debugLabel = 'analysis-list-requested';

/** Loads the list, of one symbol's analyses when `symbol` is not empty. */
export const loadAnalysisListAtom = atom(null, async (get, set, symbol: string) => {
  set(requestedSymbolAtom, symbol);
  set(analysisListAtom, { ...get(analysisListAtom), status: 'loading', error: null });
  try {
    const list = await api.get('/api/technicalAnalyses', {
      query: symbol ? { symbol } : {},
    });
    if (get(requestedSymbolAtom) !== symbol) return;
    set(analysisListAtom, { status: 'ready', list, error: null });
  } catch (error) {
    if (get(requestedSymbolAtom) !== symbol) return;
    set(analysisListAtom, { ...get(analysisListAtom), status: 'error', error: failureText(error) });
  }
});
loadAnalysisListAtom.debugLabel = 'load-analysis-list';

// ---------------------------------------------------------------------------------------------
// One analysis (`GET /api/technicalAnalyses/{slug}`).

export interface AnalysisState {
  status: AnalysisLoadStatus;
  analysis: Analysis | null;
  error: string | null;
}

/**
 * An analysis's server snapshot, keyed by its slug (unique; the page's `?analysis=`). Its bars
 * are the stored ones at the time it was opened; opening it again reloads them.
 */
export const analysisAtomFamily = atomFamily((slug: string) => {
  const analysisAtom = atom<AnalysisState>({ status: 'idle', analysis: null, error: null });
  analysisAtom.debugLabel = `analysis:${slug}`;
  return analysisAtom;
});

export const loadAnalysisAtom = atom(null, async (get, set, slug: string) => {
  const analysisAtom = analysisAtomFamily(slug);
  set(analysisAtom, { ...get(analysisAtom), status: 'loading', error: null });
  try {
    const analysis = await api.get('/api/technicalAnalyses/{slug}', { path: { slug } });
    set(analysisAtom, { status: 'ready', analysis, error: null });
  } catch (error) {
    const status = error instanceof ApiError ? error.status : null;
    set(analysisAtom, {
      ...get(analysisAtom),
      status: status === 404 ? 'missing' : 'error',
      error: failureText(error),
    });
  }
});
loadAnalysisAtom.debugLabel = 'load-analysis';
