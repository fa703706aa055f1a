import type { ResponseBody } from '@tapetv/api-client';
import { atom } from 'jotai';
import { api, type FormResult, formFailure } from '@/shared/api';

/** `POST /api/calendars/subscription` (and its reset): the member's feed token and My week path. */
export type CalendarSubscription = ResponseBody<'/api/calendars/subscription', 'post'>;

export interface CalendarSubscriptionState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The member's feed token and My week feed path, once asked for; kept while a reset runs. */
  data: CalendarSubscription | null;
  error: string | null;
}

/**
 * The member's secret calendar-feed token. Asked for only when the member wants a feed (it works
 * as a password for their calendars, so none is made for a member who never subscribes), then
 * held for the visit: every Export link and the My week panel share it.
 */
export const calendarSubscriptionAtom = atom<CalendarSubscriptionState>({
  status: 'idle',
  data: null,
  error: null,
});
calendarSubscriptionAtom.debugLabel = 'calendar-subscription';

/**
 * `POST /api/calendars/subscription`: the member's token, made on the first call and the same
 * after. Asked once (again after a failure).
 */
export const getCalendarSubscriptionAtom = atom(null, async (get, set): Promise<FormResult> => {
  const state = get(calendarSubscriptionAtom);
  if (state.status === 'ready' || state.status === 'loading') return { ok: true };
  set(calendarSubscriptionAtom, { ...state, status: 'loading', error: null });
  try {
    const data = await api.post('/api/calendars/subscription');
    set(calendarSubscriptionAtom, { status: 'ready', data, error: null });
    return { ok: true };
  } catch (error) {
    const failure = formFailure(error);
    set(calendarSubscriptionAtom, { status: 'error', data: null, error: failure.message });
    return failure;
  }
});
getCalendarSubscriptionAtom.debugLabel = 'get-calendar-subscription';
