import { atom } from 'jotai';
import {
  type AlertDirection,
  alertPriceText,
  checkAlertPrice,
  type PriceAlert,
  parseAlertPrice,
  storeAlertAtom,
} from '@/entities/alert';
import { api, type FormFailure, formFailure } from '@/shared/api';
import { notify } from '@/shared/lib/notify';

export type CreatePriceAlertResult = { ok: true; alert: PriceAlert } | FormFailure;

export interface CreatePriceAlertInput {
  symbolId: number;
  direction: AlertDirection;
  /** As typed in the price field. */
  price: string;
}

/**
 * Sets an alert on a symbol (`POST /api/alerts`). The server refuses a level that is met already or
 * one over the member's limit (422, under the price field) and an unknown symbol (404); the list
 * changes only once it agreed.
 */
export const createPriceAlertAtom = atom(
  null,
  async (
    _get,
    set,
    { symbolId, direction, price }: CreatePriceAlertInput,
  ): Promise<CreatePriceAlertResult> => {
    const problem = checkAlertPrice(price);
    const level = parseAlertPrice(price);
    if (problem || level === null) {
      const message = problem ?? '';
      return { ok: false, message, fieldErrors: { price: [message] } };
    }
    try {
      const { alert } = await api.post('/api/alerts', {
        body: { symbol_id: symbolId, direction, price: level },
      });
      set(storeAlertAtom, alert);
      notify('priceAlertSetSuccess', {
        values: {
          symbol: alert.symbol,
          direction: alert.direction,
          price: alertPriceText(alert.price),
        },
      });
      return { ok: true, alert };
    } catch (error) {
      return formFailure(error);
    }
  },
);
