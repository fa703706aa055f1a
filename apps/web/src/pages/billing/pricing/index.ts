export { PricingPage } from './ui/pricing-page.tsx';
