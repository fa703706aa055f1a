import { atom } from 'jotai';
import { refreshConsultationsAtom } from '@/entities/research/consultation';
import { api, type FormResult, formFailure } from '@/shared/api';

/**
 * Cancels one of the member's sessions (`DELETE /api/personalAccess/bookings/{id}`); the lists are
 * fetched again, so the freed slot shows as open.
 */
export const cancelSessionAtom = atom(null, async (_get, set, id: number): Promise<FormResult> => {
  try {
    await api.delete('/api/personalAccess/bookings/{id}', { path: { id } });
    await set(refreshConsultationsAtom);
    return { ok: true };
  } catch (error) {
    return formFailure(error);
  }
});
cancelSessionAtom.debugLabel = 'cancel-personal-access-session';
