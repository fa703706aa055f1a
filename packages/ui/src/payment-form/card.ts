/**
 * Pure card helpers for the local test payment provider's form (issue 20): formatting as typed,
 * the Luhn check, expiry parsing and the form's client-side validation. The server checks the
 * card again; these only spare the member a round trip for an obvious typo.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'unknown';

export type CardField = 'name' | 'number' | 'expiry' | 'cvc';

/** One message per field that needs fixing; a field that is fine has no key. */
export type CardFieldErrors = Partial<Record<CardField, string>>;

/** What the member typed, as shown in the fields (the number with spaces, the expiry as MM/YY). */
export interface CardFormValues {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

/** The card as the checkout sends it: the shape of the server's `CardInput`. */
export interface CardDetails {
  name: string;
  /** Digits only. */
  number: string;
  /** 1–12. */
  expMonth: number;
  /** Four digits, e.g. 2030. */
  expYear: number;
  cvc: string;
}

/** The exact texts the issue asks for; tests and stories assert them. */
export const CARD_ERRORS = {
  name: 'Enter the name on the card.',
  number: 'Enter a valid card number.',
  expiryFormat: 'Enter the expiry as MM/YY.',
  expired: 'This card has expired.',
  cvc: 'Enter the 3 or 4 digit security code.',
} as const;

/** ISO/IEC 7812 card numbers run from 12 (some Maestro) to 19 digits. */
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;

export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  unknown: 'Card',
};

/** Drops everything but the digits 0–9 (spaces, dashes, a pasted "4242-4242…"). */
export function digitsOnly(input: string): string {
  return input.replace(/\D/g, '');
}

/**
 * The Luhn (mod 10) checksum every card number carries in its last digit. `digits` must be
 * digits only and not empty; the length is `validateCard`'s concern, not this function's.
 */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  // From the right, every second digit is doubled (and 9 taken off when that passes 9).
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The number as shown while typing: digits in groups of 4, at most 19 digits. */
export function formatCardNumber(input: string): string {
  const digits = digitsOnly(input).slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The expiry as shown while typing: up to four digits, with the slash added once the year
 * starts. "12" stays "12" (so backspacing over the slash works), "123" becomes "12/3".
 */
export function formatExpiry(input: string): string {
  const digits = digitsOnly(input).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * Reads "MM/YY" (spaces around the slash allowed) into a month and a four-digit year, or answers
 * the error text. A card is good through the last day of its expiry month, so the current month
 * is accepted and only earlier ones are refused; "now" is read in local time, the member's month.
 */
export function parseExpiry(input: string, now: Date): { month: number; year: number } | string {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.trim());
  if (!match) return CARD_ERRORS.expiryFormat;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return CARD_ERRORS.expiryFormat;
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (year * 12 + (month - 1) < thisMonth) return CARD_ERRORS.expired;
  return { month, year };
}

/** The card network, from the number's first digits (the IIN ranges of each network). */
export function cardBrand(digits: string): CardBrand {
  const number = digitsOnly(digits);
  if (/^4/.test(number)) return 'visa';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^5[1-5]/.test(number)) return 'mastercard';
  // Mastercard's 2-series: 2221–2720.
  const prefix = Number(number.slice(0, 4));
  if (number.length >= 4 && prefix >= 2221 && prefix <= 2720) return 'mastercard';
  return 'unknown';
}

/** The form's client-side check: an empty record when the card can be sent. */
export function validateCard(values: CardFormValues, now: Date): CardFieldErrors {
  const errors: CardFieldErrors = {};
  if (values.name.trim() === '') errors.name = CARD_ERRORS.name;
  const number = digitsOnly(values.number);
  if (
    number.length < CARD_NUMBER_MIN_DIGITS ||
    number.length > CARD_NUMBER_MAX_DIGITS ||
    !luhnValid(number)
  ) {
    errors.number = CARD_ERRORS.number;
  }
  const expiry = parseExpiry(values.expiry, now);
  if (typeof expiry === 'string') errors.expiry = expiry;
  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = CARD_ERRORS.cvc;
  return errors;
}

/**
 * The card to send, or the field errors that stop it: `validateCard` and the conversion to the
 * server's shape in one step, so the form never sends a card it has not checked.
 */
export function readCard(
  values: CardFormValues,
  now: Date,
): { card: CardDetails; errors?: undefined } | { card?: undefined; errors: CardFieldErrors } {
  const errors = validateCard(values, now);
  const expiry = parseExpiry(values.expiry, now);
  if (Object.keys(errors).length > 0 || typeof expiry === 'string') return { errors };
  return {
    card: {
      name: values.name.trim(),
      number: digitsOnly(values.number),
      expMonth: expiry.month,
      expYear: expiry.year,
      cvc: values.cvc.trim(),
    },
  };
}
