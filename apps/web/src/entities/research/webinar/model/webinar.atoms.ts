import { ApiError } from '@tapetv/api-client';
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { api, formFailure } from '@/shared/api';
import type { Webinar, WebinarList, WebinarSummary } from './types.ts';

const failureText = (error: unknown) => formFailure(error).message;

export type WebinarLoadStatus = 'idle' | 'loading' | 'ready' | 'missing' | 'error';

// ---------------------------------------------------------------------------------------------
// The schedule (`GET /api/webinars`).

export interface WebinarListState {
  status: Exclude<WebinarLoadStatus, 'missing'>;
  /** The last answer; a reload keeps it shown until the new one comes. */
  list: WebinarList | null;
  error: string | null;
}

/** The schedule as the server last said it, seats included. */
export const webinarListAtom = atom<WebinarListState>({ status: 'idle', list: null, error: null });
webinarListAtom.debugLabel = 'webinar-list';

export const loadWebinarListAtom = atom(null, async (get, set) => {
  set(webinarListAtom, { ...get(webinarListAtom), status: 'loading', error: null });
  try {
    const list = await api.get('/api/webinars');
    set(webinarListAtom, { status: 'ready', list, error: null });
  } catch (error) {
    set(webinarListAtom, { ...get(webinarListAtom), status: 'error', error: failureText(error) });
  }
});
loadWebinarListAtom.debugLabel = 'load-webinar-list';

// ---------------------------------------------------------------------------------------------
// One webinar (`GET /api/webinars/{slug}`).

export interface WebinarState {
  status: WebinarLoadStatus;
  webinar: Webinar | null;
  error: string | null;
}

/**
 * A webinar's server snapshot with its description, keyed by its slug (unique, and what
 * `/webinar?webinar=` names): the details the page shows for the selected one.
 */
export const webinarAtomFamily = atomFamily((slug: string) => {
  const webinarAtom = atom<WebinarState>({ status: 'idle', webinar: null, error: null });
  webinarAtom.debugLabel = `webinar:${slug}`;
  return webinarAtom;
});

export const loadWebinarAtom = atom(null, async (get, set, slug: string) => {
  const webinarAtom = webinarAtomFamily(slug);
  set(webinarAtom, { ...get(webinarAtom), status: 'loading', error: null });
  try {
    const webinar = await api.get('/api/webinars/{slug}', { path: { slug } });
    set(webinarAtom, { status: 'ready', webinar, error: null });
  } catch (error) {
    const status = error instanceof ApiError ? error.status : null;
    set(webinarAtom, {
      ...get(webinarAtom),
      status: status === 404 ? 'missing' : 'error',
      error: failureText(error),
    });
  }
});
loadWebinarAtom.debugLabel = 'load-webinar';

/**
 * A webinar as it now is (the server's answer to a registration, or an optimistic guess and its
 * rollback), written into the schedule and into its details, wherever they are held.
 */
export const applyWebinarAtom = atom(null, (get, set, webinar: WebinarSummary) => {
  const state = get(webinarListAtom);
  if (state.list) {
    const replace = (list: readonly WebinarSummary[]) =>
      list.map((held) => (held.slug === webinar.slug ? webinar : held));
    set(webinarListAtom, {
      ...state,
      list: {
        ...state.list,
        upcoming: replace(state.list.upcoming),
        past: replace(state.list.past),
      },
    });
  }
  const details = webinarAtomFamily(webinar.slug);
  const held = get(details).webinar;
  if (held) set(details, { ...get(details), webinar: { ...held, ...webinar } });
});
applyWebinarAtom.debugLabel = 'apply-webinar';

/** The webinar `slug` as the page holds it: its details when loaded, else its line in the list. */
export const findWebinar = (
  list: WebinarList | null,
  details: Webinar | null,
  slug: string,
): WebinarSummary | null =>
  details ??
  list?.upcoming.find((webinar) => webinar.slug === slug) ??
  list?.past.find((webinar) => webinar.slug === slug) ??
  null;
