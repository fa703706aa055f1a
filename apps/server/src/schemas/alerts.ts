import { type Static, Type } from 'typebox';
import { ALERT_DIRECTIONS } from '../db/schema/index.ts';

/** How many active (not yet triggered) price alerts a member may keep; 422 beyond. */
export const PRICE_ALERTS_MAX = 50;
/** The highest alert price accepted (a typo guard, far above any listing's price). */
export const PRICE_ALERT_PRICE_MAX = 10_000_000;

export const AlertDirection = Type.Enum(ALERT_DIRECTIONS, {
  description: 'above: tell me when the price reaches this level or more; below: or less',
});

export const AlertPrice = Type.Number({
  exclusiveMinimum: 0,
  maximum: PRICE_ALERT_PRICE_MAX,
  description: `The level, in the symbol’s currency: more than 0, at most ${PRICE_ALERT_PRICE_MAX}`,
});

/** `POST /api/alerts`. */
export const NewPriceAlert = Type.Object({
  symbol_id: Type.Integer({ minimum: 1 }),
  direction: AlertDirection,
  price: AlertPrice,
});
export type NewPriceAlertBody = Static<typeof NewPriceAlert>;

/** A member's price alert; active while `triggered_at` is null. */
export const PriceAlert = Type.Object({
  id: Type.Integer(),
  symbol_id: Type.Integer(),
  symbol: Type.String({ description: 'The ticker: AAPL, SAP.DE, BTC' }),
  name: Type.String({ description: 'The company’s, asset’s, fund’s or index’s name' }),
  currency: Type.String(),
  direction: AlertDirection,
  price: Type.Number(),
  created_at: Type.String({ format: 'date-time' }),
  triggered_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  triggered_price: Type.Union([Type.Number(), Type.Null()], {
    description: 'The price seen when the alert fired; null while it is active',
  }),
});
export type PriceAlertView = Static<typeof PriceAlert>;

/** `GET /api/alerts`: active alerts first (newest first), then the triggered ones (latest first). */
export const PriceAlertList = Type.Object({
  data: Type.Array(PriceAlert),
  max_active: Type.Integer({ description: 'How many active alerts a member may keep' }),
});

/** `POST /api/alerts` answer. */
export const PriceAlertDone = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  alert: PriceAlert,
});
