export { CheckoutThankYouPage } from './ui/checkout-thank-you-page.tsx';
