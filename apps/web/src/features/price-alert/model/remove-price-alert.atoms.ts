import { atom } from 'jotai';
import { forgetAlertAtom } from '@/entities/alert';
import { api, type FormResult, formFailure } from '@/shared/api';
import { notify } from '@/shared/lib/notify';

/** Deletes one of the member's alerts (`DELETE /api/alerts/{id}`); it leaves the list once gone. */
export const removePriceAlertAtom = atom(
  null,
  async (_get, set, alertId: number): Promise<FormResult> => {
    try {
      await api.delete('/api/alerts/{id}', { path: { id: alertId } });
      set(forgetAlertAtom, alertId);
      notify('priceAlertRemoveSuccess');
      return { ok: true };
    } catch (error) {
      notify('priceAlertRemoveFailure', { error });
      return formFailure(error);
    }
  },
);
