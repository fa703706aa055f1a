import { randomBytes } from 'node:crypto';
import { FieldErrorBag } from '../../../lib/errors.ts';
import type { CardInputValue } from '../../../schemas/billing.ts';
import type { CardPaymentProvider, ChargeOutcome, TestCard } from './payment-provider.ts';

export const CARD_MESSAGES = {
  missing: 'Enter your card details.',
  number: 'Enter a valid card number.',
  expired: 'This card has expired.',
  expiryFormat: 'Enter the expiry as MM/YY.',
  cvc: 'Enter the 3 or 4 digit security code.',
  name: 'Enter the name on the card.',
} as const;

export const DECLINES = {
  declined: 'Your card was declined. You have not been charged.',
  insufficientFunds: 'Your card has insufficient funds. You have not been charged.',
  notATestCard: 'The test provider only accepts its test cards.',
} as const;

/** The test cards (the same as Stripe's test mode, so a tester's habits carry over). */
export const TEST_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

const OUTCOMES = new Map<string, { paid: true } | { paid: false; message: string }>([
  [TEST_CARDS.visa, { paid: true }],
  [TEST_CARDS.mastercard, { paid: true }],
  [TEST_CARDS.declined, { paid: false, message: DECLINES.declined }],
  [TEST_CARDS.insufficientFunds, { paid: false, message: DECLINES.insufficientFunds }],
]);

const DOCUMENTED: readonly TestCard[] = [
  { number: spaced(TEST_CARDS.visa), outcome: 'Succeeds (Visa)' },
  { number: spaced(TEST_CARDS.mastercard), outcome: 'Succeeds (Mastercard)' },
  { number: spaced(TEST_CARDS.declined), outcome: 'Declined' },
  { number: spaced(TEST_CARDS.insufficientFunds), outcome: 'Declined: insufficient funds' },
];

/** The card number without the spaces (and dashes) people type into it. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** The Luhn check every card number passes (it catches a mistyped digit). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card's expiry year, given as YY or YYYY; null when it is neither. */
function fullYear(year: number): number | null {
  if (!Number.isInteger(year)) return null;
  if (year >= 0 && year <= 99) return 2000 + year;
  if (year >= 2000 && year <= 2099) return year;
  return null;
}

/**
 * The local test provider (PAYMENT_PROVIDER=test, the default): it checks the card as a real form
 * would, pays with its two succeeding test cards, declines with the two declining ones, refuses
 * any other number, and moves no money. A renewal is charged to the card on file and succeeds.
 */
export class TestPaymentProvider implements CardPaymentProvider {
  readonly kind = 'card' as const;
  readonly name = 'test' as const;
  readonly testCards = DOCUMENTED;

  checkCard(card: CardInputValue | undefined, now: Date) {
    const bag = new FieldErrorBag();
    if (!card) {
      bag.add('card', CARD_MESSAGES.missing);
      return bag.errors;
    }
    if (!luhnValid(cardDigits(card.number))) bag.add('card.number', CARD_MESSAGES.number);
    const year = fullYear(card.expYear);
    if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12 || !year) {
      bag.add('card.expiry', CARD_MESSAGES.expiryFormat);
    } else if (Date.UTC(year, card.expMonth, 1) <= now.getTime()) {
      // A card works to the end of its expiry month.
      bag.add('card.expiry', CARD_MESSAGES.expired);
    }
    if (!/^\d{3,4}$/.test(card.cvc.trim())) bag.add('card.cvc', CARD_MESSAGES.cvc);
    if (card.name.trim() === '') bag.add('card.name', CARD_MESSAGES.name);
    return bag.ok ? null : bag.errors;
  }

  charge({ card }: { card: CardInputValue }): ChargeOutcome {
    const digits = cardDigits(card.number);
    const cardLast4 = digits.slice(-4);
    const outcome = OUTCOMES.get(digits);
    if (!outcome) return { status: 'declined', message: DECLINES.notATestCard, cardLast4 };
    if (!outcome.paid) return { status: 'declined', message: outcome.message, cardLast4 };
    return { status: 'paid', reference: chargeReference(), cardLast4 };
  }

  renew() {
    return { reference: chargeReference() };
  }
}

const chargeReference = () => `test_ch_${randomBytes(9).toString('base64url')}`;
