import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

describe('payment provider configuration', () => {
  let dataDir: string;
  const load = (overrides: NodeJS.ProcessEnv = {}) =>
    loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SESSION_SECRET: 's'.repeat(32),
      ...overrides,
    });
  const refusal = (overrides: NodeJS.ProcessEnv): unknown => {
    try {
      load(overrides);
    } catch (error) {
      return error;
    }
    throw new Error(`loadConfig accepted ${JSON.stringify(overrides)}`);
  };

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tapetv-billing-config-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('uses the local test provider by default', () => {
    expect(load().payments).toEqual({ provider: 'test' });
    expect(load({ PAYMENT_PROVIDER: 'TEST' }).payments).toEqual({ provider: 'test' });
  });

  it('uses Stripe with its secret key and webhook secret', () => {
    expect(
      load({
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: ' sk_test_51abc ',
        STRIPE_WEBHOOK_SECRET: 'whsec_123',
      }).payments,
    ).toEqual({
      provider: 'stripe',
      stripeSecretKey: 'sk_test_51abc',
      stripeWebhookSecret: 'whsec_123',
    });
  });

  it('refuses to start with Stripe half set up, or an unknown provider, saying what is missing', () => {
    const noKey = refusal({ PAYMENT_PROVIDER: 'stripe', STRIPE_WEBHOOK_SECRET: 'whsec_123' });
    expect(noKey).toBeInstanceOf(ConfigError);
    expect((noKey as Error).message).toMatch(/STRIPE_SECRET_KEY/);
    const publishable = refusal({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'pk_test_51abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
    });
    expect((publishable as Error).message).toMatch(/STRIPE_SECRET_KEY/);
    const noSecret = refusal({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_51abc' });
    expect((noSecret as Error).message).toMatch(/STRIPE_WEBHOOK_SECRET/);
    const unknown = refusal({ PAYMENT_PROVIDER: 'paypal' });
    expect((unknown as Error).message).toBe(
      'PAYMENT_PROVIDER must be one of test, stripe, got "paypal"',
    );
  });
});
