export type {
  CreatePriceAlertInput,
  CreatePriceAlertResult,
} from './model/create-price-alert.atoms.ts';
export { createPriceAlertAtom } from './model/create-price-alert.atoms.ts';
export { removePriceAlertAtom } from './model/remove-price-alert.atoms.ts';
export type { PriceAlertFormProps } from './ui/price-alert-form.tsx';
export { PriceAlertForm } from './ui/price-alert-form.tsx';
export type { SymbolAlertListProps } from './ui/symbol-alert-list.tsx';
export { SymbolAlertList } from './ui/symbol-alert-list.tsx';
