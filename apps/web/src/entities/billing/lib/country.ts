import type { BillingCountry } from '../model/types.ts';

/** Where a member is billed when the browser's language names no country we bill in. */
export const FALLBACK_BILLING_COUNTRY = 'US';

/**
 * The billing country to start the checkout with: the region of the browser's language
 * (`en-GB` → GB, `de-AT` → AT) when it is one of the countries billed in, else the US (if billed
 * in; else the first country). Only a starting point: the member picks theirs.
 */
export function guessBillingCountry(
  countries: readonly BillingCountry[],
  languages: readonly string[] = typeof navigator === 'undefined'
    ? []
    : [navigator.language, ...(navigator.languages ?? [])],
): string | null {
  const codes = new Set(countries.map((country) => country.code));
  for (const language of languages) {
    const region = regionOf(language);
    if (region && codes.has(region)) return region;
  }
  if (codes.has(FALLBACK_BILLING_COUNTRY)) return FALLBACK_BILLING_COUNTRY;
  return countries[0]?.code ?? null;
}

function regionOf(language: string): string | null {
  try {
    return new Intl.Locale(language).maximize().region ?? null;
  } catch {
    return null;
  }
}
