import { formatPrice, priceDigits } from '@tapetv/ui/market-format';
import type { AlertDirection, PriceAlert } from '../model/types.ts';

/** The form's choices in their order; a new alert watches for a rise unless told. */
export const ALERT_DIRECTIONS: readonly AlertDirection[] = ['above', 'below'];
export const DEFAULT_ALERT_DIRECTION: AlertDirection = 'above';

export const PRICE_ALERT_INVALID = 'The price must be a positive number.';

/**
 * The price field's starting text: the live price rounded to the decimals the symbol's prices
 * show (`priceDigits`), without grouping so a number input takes it; empty without a price.
 */
export function prefillAlertPrice(price: number | null | undefined): string {
  if (price === null || price === undefined || !Number.isFinite(price) || price <= 0) return '';
  return price.toFixed(priceDigits(price));
}

/** The typed price as a number, or null when it is not a positive number. */
export function parseAlertPrice(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const price = Number(trimmed);
  return Number.isFinite(price) && price > 0 ? price : null;
}

/** The message under the price field, or undefined when the server may judge it. */
export function checkAlertPrice(text: string): string | undefined {
  return parseAlertPrice(text) === null ? PRICE_ALERT_INVALID : undefined;
}

/** A level as the alert's texts write it: "190.00", "17,020.50", "0.1634". */
export const alertPriceText = (price: number) => formatPrice(price);

/** "Above 190.00". */
export const alertLevelText = (alert: Pick<PriceAlert, 'direction' | 'price'>) =>
  `${alert.direction === 'above' ? 'Above' : 'Below'} ${alertPriceText(alert.price)}`;

/** A date and time in the reader's zone ("Nov 25, 2026, 3:00 PM"); tests pass a zone. */
export function alertDateText(iso: string, timeZone?: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

export const isActiveAlert = (alert: PriceAlert) => alert.triggered_at === null;

export interface SymbolAlerts {
  /** Still watching, newest first. */
  active: PriceAlert[];
  /** Fired, the latest first. */
  triggered: PriceAlert[];
}

const newestFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/**
 * One symbol's alerts out of all the member's: the active ones (newest first), then the ones that
 * fired (latest first). Sorted here rather than trusted from the server's order, since a new alert
 * joins the list on the web.
 */
export function alertsOfSymbol(alerts: readonly PriceAlert[], symbolId: number): SymbolAlerts {
  const mine = alerts.filter((alert) => alert.symbol_id === symbolId);
  return {
    active: mine
      .filter(isActiveAlert)
      .sort((a, b) => newestFirst(a.created_at, b.created_at) || b.id - a.id),
    triggered: mine
      .filter((alert) => !isActiveAlert(alert))
      .sort((a, b) => newestFirst(a.triggered_at ?? '', b.triggered_at ?? '') || b.id - a.id),
  };
}
