import { describe, expect, it } from 'vitest';
import { guessBillingCountry } from './country.ts';

const COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'DE', name: 'Germany' },
];

describe('the billing country the checkout starts with', () => {
  it('is the region of the browser’s language when it is billed in', () => {
    expect(guessBillingCountry(COUNTRIES, ['en-GB'])).toBe('GB');
    expect(guessBillingCountry(COUNTRIES, ['de-DE', 'en-US'])).toBe('DE');
    // A language without a region stands for its usual one.
    expect(guessBillingCountry(COUNTRIES, ['de'])).toBe('DE');
  });

  it('tries the browser’s other languages, then falls back to the US', () => {
    expect(guessBillingCountry(COUNTRIES, ['fr-FR', 'en-GB'])).toBe('GB');
    expect(guessBillingCountry(COUNTRIES, ['fr-FR'])).toBe('US');
    expect(guessBillingCountry(COUNTRIES, ['not a language!'])).toBe('US');
    expect(guessBillingCountry(COUNTRIES, [])).toBe('US');
  });

  it('without the US among the countries, starts with the first one; with none, none', () => {
    expect(guessBillingCountry([{ code: 'DE', name: 'Germany' }], ['fr-FR'])).toBe('DE');
    expect(guessBillingCountry([], ['en-US'])).toBeNull();
  });
});
