import { atom } from 'jotai';
import { billingStatusAtom } from '@/entities/billing';
import { api, formFailure, type MessageResult } from '@/shared/api';

/**
 * Cancels at the period end (`cancel`) or takes that back (`resume`). Not optimistic: the
 * member's plan (`billingStatusAtom`) shows the new end or renewal date only once the server has
 * it.
 */
export const changeSubscriptionAtom = atom(
  null,
  async (get, set, change: 'cancel' | 'resume'): Promise<MessageResult> => {
    try {
      const subscription =
        change === 'cancel'
          ? await api.post('/api/billing/subscription/cancel')
          : await api.post('/api/billing/subscription/resume');
      const billing = get(billingStatusAtom).billing;
      set(billingStatusAtom, {
        status: 'ready',
        billing: { isPro: billing?.isPro ?? true, subscription },
        error: null,
      });
      return {
        ok: true,
        message:
          change === 'cancel'
            ? 'Your subscription will not renew.'
            : 'Your subscription will renew again.',
      };
    } catch (error) {
      return formFailure(error);
    }
  },
);
changeSubscriptionAtom.debugLabel = 'change-subscription';
