import type { PaymentsConfig } from '../../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { StripePaymentProvider } from './stripe-provider.ts';
import { TestPaymentProvider } from './test-provider.ts';

/** The provider PAYMENT_PROVIDER names (config.ts checked its settings at start). */
export function createPaymentProvider(config: PaymentsConfig): PaymentProvider {
  if (config.provider === 'stripe')
    return new StripePaymentProvider({
      secretKey: config.stripeSecretKey,
      webhookSecret: config.stripeWebhookSecret,
    });
  return new TestPaymentProvider();
}
