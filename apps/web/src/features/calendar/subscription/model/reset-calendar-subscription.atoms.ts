import { atom } from 'jotai';
import { api, type FormResult, formFailure } from '@/shared/api';
import { calendarSubscriptionAtom } from './calendar-subscription.atoms.ts';

/**
 * `POST /api/calendars/subscription/reset`: a new token, for a link that leaked. Feeds subscribed
 * with the old one stop working; the links shown change once the server answered.
 */
export const resetCalendarSubscriptionAtom = atom(null, async (_get, set): Promise<FormResult> => {
  try {
    const data = await api.post('/api/calendars/subscription/reset');
    set(calendarSubscriptionAtom, { status: 'ready', data, error: null });
    return { ok: true };
  } catch (error) {
    return formFailure(error);
  }
});
resetCalendarSubscriptionAtom.debugLabel = 'reset-calendar-subscription';
