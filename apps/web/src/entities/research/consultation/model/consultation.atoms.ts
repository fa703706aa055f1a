import { atom } from 'jotai';
import { api, formFailure } from '@/shared/api';
import type { ConsultationBooking, PersonalAccess } from './types.ts';

const failureText = (error: unknown) => formFailure(error).message;

export type ConsultationLoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface PersonalAccessState {
  status: ConsultationLoadStatus;
  /** The last answer, kept shown while a reload (after a booking or a cancel) runs. */
  data: PersonalAccess | null;
  error: string | null;
}

/** The server's hosts and open slots for the viewer (one page shows them: no family needed). */
export const personalAccessAtom = atom<PersonalAccessState>({
  status: 'idle',
  data: null,
  error: null,
});
personalAccessAtom.debugLabel = 'personal-access';

export const loadPersonalAccessAtom = atom(null, async (get, set) => {
  set(personalAccessAtom, { ...get(personalAccessAtom), status: 'loading', error: null });
  try {
    const data = await api.get('/api/personalAccess');
    set(personalAccessAtom, { status: 'ready', data, error: null });
  } catch (error) {
    set(personalAccessAtom, {
      ...get(personalAccessAtom),
      status: 'error',
      error: failureText(error),
    });
  }
});
loadPersonalAccessAtom.debugLabel = 'load-personal-access';

export interface MyBookingsState {
  status: ConsultationLoadStatus;
  bookings: ConsultationBooking[] | null;
  error: string | null;
}

/** The viewer's sessions that have not ended, as the server last said ("My sessions"). */
export const myBookingsAtom = atom<MyBookingsState>({
  status: 'idle',
  bookings: null,
  error: null,
});
myBookingsAtom.debugLabel = 'personal-access-my-bookings';

export const loadMyBookingsAtom = atom(null, async (get, set) => {
  set(myBookingsAtom, { ...get(myBookingsAtom), status: 'loading', error: null });
  try {
    const { bookings } = await api.get('/api/personalAccess/bookings');
    set(myBookingsAtom, { status: 'ready', bookings, error: null });
  } catch (error) {
    set(myBookingsAtom, { ...get(myBookingsAtom), status: 'error', error: failureText(error) });
  }
});
loadMyBookingsAtom.debugLabel = 'load-personal-access-bookings';

/**
 * After a booking or a cancel (or a refusal saying a slot was taken): both lists again from the
 * server, which alone knows which slots are still open.
 */
export const refreshConsultationsAtom = atom(null, async (_get, set) => {
  await Promise.all([set(loadPersonalAccessAtom), set(loadMyBookingsAtom)]);
});
refreshConsultationsAtom.debugLabel = 'refresh-personal-access';
