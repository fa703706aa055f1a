export type {
  CheckoutAttemptState,
  CheckoutStatus,
  PayInput,
  PayOutcome,
} from './model/checkout.atoms.ts';
export {
  checkoutAttemptAtom,
  leaveForPaymentAtom,
  payAtom,
  refreshViewerAtom,
  resetCheckoutAttemptAtom,
} from './model/checkout.atoms.ts';
export type { CheckoutPaymentProps } from './ui/checkout-payment.tsx';
export { CheckoutPayment } from './ui/checkout-payment.tsx';
