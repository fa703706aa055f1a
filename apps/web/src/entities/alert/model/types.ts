import type { RequestBody, ResponseBody } from '@tapetv/api-client';

/** `GET /api/alerts`: the member's alerts (active first, newest first) and how many may be active. */
export type PriceAlertList = ResponseBody<'/api/alerts', 'get'>;

/** A member's price alert; active while `triggered_at` is null. */
export type PriceAlert = PriceAlertList['data'][number];

/** above: the price reaches the level or more; below: the level or less. */
export type AlertDirection = PriceAlert['direction'];

/** `POST /api/alerts`. */
export type NewPriceAlertInput = RequestBody<'/api/alerts', 'post'>;
