/**
 * Tax by billing country: the rate in basis points (1/100 of a percent, so 8.1 % is 810 and the
 * arithmetic stays in integers) and the label the order summary shows. A country not listed is
 * one TapeTV does not bill in yet.
 */
export interface TaxRule {
  code: string;
  name: string;
  label: string;
  basisPoints: number;
}

const rule = (code: string, name: string, label: string, basisPoints: number): TaxRule => ({
  code,
  name,
  label,
  basisPoints,
});

export const TAX_RULES: readonly TaxRule[] = [
  rule('US', 'United States', 'No tax', 0),
  rule('GB', 'United Kingdom', 'VAT 20%', 2000),
  rule('DE', 'Germany', 'VAT 19%', 1900),
  rule('FR', 'France', 'VAT 20%', 2000),
  rule('NL', 'Netherlands', 'VAT 21%', 2100),
  rule('IE', 'Ireland', 'VAT 23%', 2300),
  rule('ES', 'Spain', 'VAT 21%', 2100),
  rule('IT', 'Italy', 'VAT 22%', 2200),
  rule('BE', 'Belgium', 'VAT 21%', 2100),
  rule('AT', 'Austria', 'VAT 20%', 2000),
  rule('PT', 'Portugal', 'VAT 23%', 2300),
  rule('SE', 'Sweden', 'VAT 25%', 2500),
  rule('DK', 'Denmark', 'VAT 25%', 2500),
  rule('FI', 'Finland', 'VAT 25.5%', 2550),
  rule('NO', 'Norway', 'VAT 25%', 2500),
  rule('CH', 'Switzerland', 'VAT 8.1%', 810),
  rule('JP', 'Japan', 'Consumption tax 10%', 1000),
  rule('AU', 'Australia', 'GST 10%', 1000),
  rule('NZ', 'New Zealand', 'GST 15%', 1500),
  rule('CA', 'Canada', 'GST 5%', 500),
  rule('IN', 'India', 'GST 18%', 1800),
  rule('SG', 'Singapore', 'GST 9%', 900),
];

const BY_CODE = new Map(TAX_RULES.map((each) => [each.code, each]));

export const taxRuleOf = (country: string): TaxRule | undefined => BY_CODE.get(country);

/** The countries a member can be billed in, by name. */
export const BILLING_COUNTRIES = [...TAX_RULES]
  .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  .map(({ code, name }) => ({ code, name }));

/**
 * The tax on `subtotalCents` at `basisPoints`, rounded half up to the cent, in integers only:
 * 24 900 at 25.5 % is 6 349.5 cents, so 6 350.
 */
export function taxCents(subtotalCents: number, basisPoints: number): number {
  return Math.floor((subtotalCents * basisPoints + 5000) / 10_000);
}
