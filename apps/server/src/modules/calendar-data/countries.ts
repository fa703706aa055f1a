/**
 * The economies the calendars know, with the currency their releases move: the G20, the euro
 * area (`EU`) and its larger members, and the other markets TapeTV lists symbols of. A release of
 * another country (Finnhub reports a few more) is left out; a file naming one is refused.
 */
export const CALENDAR_COUNTRIES = [
  { code: 'US', name: 'United States', currency: 'USD' },
  { code: 'EU', name: 'Euro area', currency: 'EUR' },
  { code: 'GB', name: 'United Kingdom', currency: 'GBP' },
  { code: 'JP', name: 'Japan', currency: 'JPY' },
  { code: 'CN', name: 'China', currency: 'CNY' },
  { code: 'DE', name: 'Germany', currency: 'EUR' },
  { code: 'FR', name: 'France', currency: 'EUR' },
  { code: 'IT', name: 'Italy', currency: 'EUR' },
  { code: 'ES', name: 'Spain', currency: 'EUR' },
  { code: 'NL', name: 'Netherlands', currency: 'EUR' },
  { code: 'BE', name: 'Belgium', currency: 'EUR' },
  { code: 'AT', name: 'Austria', currency: 'EUR' },
  { code: 'IE', name: 'Ireland', currency: 'EUR' },
  { code: 'PT', name: 'Portugal', currency: 'EUR' },
  { code: 'FI', name: 'Finland', currency: 'EUR' },
  { code: 'GR', name: 'Greece', currency: 'EUR' },
  { code: 'CH', name: 'Switzerland', currency: 'CHF' },
  { code: 'SE', name: 'Sweden', currency: 'SEK' },
  { code: 'NO', name: 'Norway', currency: 'NOK' },
  { code: 'DK', name: 'Denmark', currency: 'DKK' },
  { code: 'PL', name: 'Poland', currency: 'PLN' },
  { code: 'CA', name: 'Canada', currency: 'CAD' },
  { code: 'AU', name: 'Australia', currency: 'AUD' },
  { code: 'NZ', name: 'New Zealand', currency: 'NZD' },
  { code: 'HK', name: 'Hong Kong', currency: 'HKD' },
  { code: 'SG', name: 'Singapore', currency: 'SGD' },
  { code: 'KR', name: 'South Korea', currency: 'KRW' },
  { code: 'TW', name: 'Taiwan', currency: 'TWD' },
  { code: 'IN', name: 'India', currency: 'INR' },
  { code: 'ID', name: 'Indonesia', currency: 'IDR' },
  { code: 'BR', name: 'Brazil', currency: 'BRL' },
  { code: 'MX', name: 'Mexico', currency: 'MXN' },
  { code: 'AR', name: 'Argentina', currency: 'ARS' },
  { code: 'ZA', name: 'South Africa', currency: 'ZAR' },
  { code: 'TR', name: 'Türkiye', currency: 'TRY' },
  { code: 'SA', name: 'Saudi Arabia', currency: 'SAR' },
  { code: 'RU', name: 'Russia', currency: 'RUB' },
] as const;

export type CalendarCountry = (typeof CALENDAR_COUNTRIES)[number]['code'];

export const COUNTRY_CODES: readonly CalendarCountry[] = CALENDAR_COUNTRIES.map(
  (country) => country.code,
);

const byCode = new Map<string, (typeof CALENDAR_COUNTRIES)[number]>(
  CALENDAR_COUNTRIES.map((country) => [country.code, country]),
);

export const isCalendarCountry = (code: string): code is CalendarCountry => byCode.has(code);
export const countryName = (code: string): string => byCode.get(code)?.name ?? code;
export const countryCurrency = (code: string): string | null => byCode.get(code)?.currency ?? null;
