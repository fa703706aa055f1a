import { ApiError } from '@tapetv/api-client';
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { api, formFailure } from '@/shared/api';
import type { Report, ReportFilters, ReportList, ReportSummary } from './types.ts';

const failureText = (error: unknown) => formFailure(error).message;

/**
 * How a load went: `missing` is the server's 404; `locked` its 403 PRO_ONLY (a pro report for a
 * member without pro).
 */
export type ReportLoadStatus = 'idle' | 'loading' | 'ready' | 'locked' | 'missing' | 'error';

// ---------------------------------------------------------------------------------------------
// The list (`GET /api/reports`).

export interface ReportListState {
  status: Exclude<ReportLoadStatus, 'locked' | 'missing'>;
  /** The last answer; a reload with other filters keeps it shown until the new one comes. */
  list: ReportList | null;
  error: string | null;
}

/** The reports for the filters last asked for (the page's URL holds the filters themselves). */
export const reportListAtom = atom<ReportListState>({ status: 'idle', list: null, error: null });
reportListAtom.debugLabel = 'report-list';

/** The last filters asked for, so a slower earlier answer cannot replace a newer one. */
const requestedFiltersAtom = atom<string | null>(null);
requestedFiltersAtom.debugLabel = 'report-list-requested';

export const loadReportListAtom = atom(null, async (get, set, filters: ReportFilters) => {
  const key = JSON.stringify(filters);
  set(requestedFiltersAtom, key);
  set(reportListAtom, { ...get(reportListAtom), status: 'loading', error: null });
  try {
    const list = await api.get('/api/reports', {
      query: {
        ...(filters.market ? { market: filters.market } : {}),
        ...(filters.from ? { from: filters.from } : {}),
        ...(filters.to ? { to: filters.to } : {}),
        ...(filters.page > 1 ? { page: filters.page } : {}),
      },
    });
    if (get(requestedFiltersAtom) !== key) return;
    set(reportListAtom, { status: 'ready', list, error: null });
  } catch (error) {
    if (get(requestedFiltersAtom) !== key) return;
    set(reportListAtom, { ...get(reportListAtom), status: 'error', error: failureText(error) });
  }
});
loadReportListAtom.debugLabel = 'load-report-list';

// ---------------------------------------------------------------------------------------------
// One report (`GET /api/reports/{slug}`).

export interface ReportState {
  status: ReportLoadStatus;
  report: Report | null;
  /** A locked report's title and summary, which the server's 403 carries for the preview. */
  preview: ReportSummary | null;
  /** The server's words for a refusal (the upgrade message when locked). */
  error: string | null;
}

/** A report's server snapshot, keyed by its slug (unique): what `/single-report?slug=` shows. */
export const reportAtomFamily = atomFamily((slug: string) => {
  const reportAtom = atom<ReportState>({
    status: 'idle',
    report: null,
    preview: null,
    error: null,
  });
  reportAtom.debugLabel = `report:${slug}`;
  return reportAtom;
});

const previewOf = (body: unknown): ReportSummary | null => {
  const report = (body as { report?: unknown } | null)?.report;
  return report && typeof report === 'object' ? (report as ReportSummary) : null;
};

export const loadReportAtom = atom(null, async (get, set, slug: string) => {
  const reportAtom = reportAtomFamily(slug);
  set(reportAtom, { ...get(reportAtom), status: 'loading', error: null });
  try {
    const report = await api.get('/api/reports/{slug}', { path: { slug } });
    set(reportAtom, { status: 'ready', report, preview: null, error: null });
  } catch (error) {
    const status = error instanceof ApiError ? error.status : null;
    if (status === 403 && error instanceof ApiError)
      set(reportAtom, {
        status: 'locked',
        report: null,
        preview: previewOf(error.body),
        error: failureText(error),
      });
    else
      set(reportAtom, {
        ...get(reportAtom),
        status: status === 404 ? 'missing' : 'error',
        error: failureText(error),
      });
  }
});
loadReportAtom.debugLabel = 'load-report';
