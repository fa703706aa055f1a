export type { SymbolAlerts } from './lib/alert-rules.ts';
export {
  ALERT_DIRECTIONS,
  alertDateText,
  alertLevelText,
  alertPriceText,
  alertsOfSymbol,
  checkAlertPrice,
  DEFAULT_ALERT_DIRECTION,
  isActiveAlert,
  PRICE_ALERT_INVALID,
  parseAlertPrice,
  prefillAlertPrice,
} from './lib/alert-rules.ts';
export type { AlertsState } from './model/alert.atoms.ts';
export {
  alertsAtom,
  forgetAlertAtom,
  loadAlertsAtom,
  storeAlertAtom,
  symbolAlertsAtomFamily,
} from './model/alert.atoms.ts';
export type {
  AlertDirection,
  NewPriceAlertInput,
  PriceAlert,
  PriceAlertList,
} from './model/types.ts';
