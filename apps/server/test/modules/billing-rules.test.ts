import { describe, expect, it } from 'vitest';
import {
  formatDay,
  nextPeriodEnd,
  periodEndFrom,
} from '../../src/modules/billing/billing.service.ts';
import {
  cardDigits,
  luhnValid,
  TestPaymentProvider,
} from '../../src/modules/billing/providers/test-provider.ts';
import {
  BILLING_COUNTRIES,
  TAX_RULES,
  taxCents,
  taxRuleOf,
} from '../../src/modules/billing/tax.ts';

const at = (iso: string) => new Date(iso);

describe('tax', () => {
  it('rounds half up to the cent in integers', () => {
    expect(taxCents(24900, 2000)).toBe(4980);
    expect(taxCents(24900, 2550)).toBe(6350); // 6349.5
    expect(taxCents(2499, 2550)).toBe(637); // 637.245
    expect(taxCents(2499, 810)).toBe(202); // 202.419
    expect(taxCents(2499, 1000)).toBe(250); // 249.9
    expect(taxCents(1, 5000)).toBe(1); // 0.5
    expect(taxCents(1, 4999)).toBe(0); // 0.4999
    expect(taxCents(0, 2300)).toBe(0);
  });

  it('knows the countries of the issue, with their labels, and no other', () => {
    expect(
      ['US', 'GB', 'DE', 'FR', 'NL', 'IE', 'ES', 'IT', 'JP', 'AU', 'CA', 'IN', 'SG', 'CH'].map(
        (code) => [code, taxRuleOf(code)?.label, taxRuleOf(code)?.basisPoints],
      ),
    ).toEqual([
      ['US', 'No tax', 0],
      ['GB', 'VAT 20%', 2000],
      ['DE', 'VAT 19%', 1900],
      ['FR', 'VAT 20%', 2000],
      ['NL', 'VAT 21%', 2100],
      ['IE', 'VAT 23%', 2300],
      ['ES', 'VAT 21%', 2100],
      ['IT', 'VAT 22%', 2200],
      ['JP', 'Consumption tax 10%', 1000],
      ['AU', 'GST 10%', 1000],
      ['CA', 'GST 5%', 500],
      ['IN', 'GST 18%', 1800],
      ['SG', 'GST 9%', 900],
      ['CH', 'VAT 8.1%', 810],
    ]);
    expect(taxRuleOf('ZZ')).toBeUndefined();
    expect(taxRuleOf('gb')).toBeUndefined();
    expect(BILLING_COUNTRIES).toHaveLength(TAX_RULES.length);
  });
});

describe('billing periods', () => {
  it('ends a calendar month or year later, clamped to the last day of a shorter month', () => {
    expect(periodEndFrom(at('2027-01-31T10:00:00Z'), 'monthly')).toEqual(
      at('2027-02-28T10:00:00Z'),
    );
    expect(periodEndFrom(at('2028-01-31T23:30:00Z'), 'monthly')).toEqual(
      at('2028-02-29T23:30:00Z'),
    );
    expect(periodEndFrom(at('2026-03-10T15:00:00Z'), 'monthly')).toEqual(
      at('2026-04-10T15:00:00Z'),
    );
    expect(periodEndFrom(at('2028-02-29T12:00:00Z'), 'yearly')).toEqual(at('2029-02-28T12:00:00Z'));
    expect(periodEndFrom(at('2026-03-10T15:00:00Z'), 'yearly')).toEqual(at('2027-03-10T15:00:00Z'));
  });

  it('counts renewals from the start, so a clamp does not stick', () => {
    const start = at('2027-01-31T10:00:00Z');
    expect(nextPeriodEnd(start, 'monthly', at('2027-02-28T10:00:00Z'))).toEqual(
      at('2027-03-31T10:00:00Z'),
    );
    expect(nextPeriodEnd(start, 'monthly', at('2027-03-31T10:00:00Z'))).toEqual(
      at('2027-04-30T10:00:00Z'),
    );
    expect(nextPeriodEnd(at('2028-02-29T12:00:00Z'), 'yearly', at('2029-02-28T12:00:00Z'))).toEqual(
      at('2030-02-28T12:00:00Z'),
    );
  });

  it('writes a day as a member reads it, in UTC', () => {
    expect(formatDay(at('2026-04-10T23:30:00Z'))).toBe('10 April 2026');
  });
});

describe('the test provider', () => {
  const provider = new TestPaymentProvider();
  const now = at('2026-03-10T15:00:00Z');
  const card = {
    name: 'Dana Trader',
    number: '4242 4242 4242 4242',
    expMonth: 3,
    expYear: 26,
    cvc: '123',
  };

  it('checks card numbers with Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4000000000009995')).toBe(true);
    expect(luhnValid('42424242')).toBe(false);
    expect(luhnValid('4242a24242424242')).toBe(false);
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
  });

  it('takes a card until the end of its expiry month', () => {
    expect(provider.checkCard(card, now)).toBeNull();
    expect(provider.checkCard({ ...card, expYear: 2026 }, now)).toBeNull();
    expect(provider.checkCard(card, at('2026-04-01T00:00:00Z'))).toEqual({
      'card.expiry': ['This card has expired.'],
    });
    expect(provider.checkCard({ ...card, expMonth: 0 }, now)).toEqual({
      'card.expiry': ['Enter the expiry as MM/YY.'],
    });
    expect(provider.checkCard({ ...card, expYear: 326 }, now)).toEqual({
      'card.expiry': ['Enter the expiry as MM/YY.'],
    });
  });

  it('pays with its two succeeding cards and declines with the others, keeping only last four digits', () => {
    const charge = (number: string) => provider.charge({ card: { ...card, number } });
    expect(charge('4242 4242 4242 4242')).toMatchObject({ status: 'paid', cardLast4: '4242' });
    expect(charge('5555555555554444')).toMatchObject({ status: 'paid', cardLast4: '4444' });
    expect(charge('4000000000000002')).toEqual({
      status: 'declined',
      cardLast4: '0002',
      message: 'Your card was declined. You have not been charged.',
    });
    expect(charge('4000000000009995')).toEqual({
      status: 'declined',
      cardLast4: '9995',
      message: 'Your card has insufficient funds. You have not been charged.',
    });
    expect(charge('4111111111111111')).toEqual({
      status: 'declined',
      cardLast4: '1111',
      message: 'The test provider only accepts its test cards.',
    });
  });
});
