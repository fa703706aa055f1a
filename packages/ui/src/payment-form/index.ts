export type {
  CardBrand,
  CardDetails,
  CardField,
  CardFieldErrors,
  CardFormValues,
} from './card.ts';
export {
  CARD_BRAND_NAMES,
  CARD_ERRORS,
  cardBrand,
  digitsOnly,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  parseExpiry,
  readCard,
  validateCard,
} from './card.ts';
export type { PaymentFormProps, PaymentStatus, TestCard } from './payment-form.tsx';
export { PaymentForm } from './payment-form.tsx';
