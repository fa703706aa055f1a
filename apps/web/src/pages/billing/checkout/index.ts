export { CheckoutPage } from './ui/checkout-page.tsx';
