import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_ERRORS,
  type CardFormValues,
  cardBrand,
  digitsOnly,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  parseExpiry,
  readCard,
  validateCard,
} from './card.ts';

/** 10 March 2026, mid-afternoon local time (the stories' STORY_NOW, in local time). */
const NOW = new Date(2026, 2, 10, 15, 30);

const card = (overrides: Partial<CardFormValues> = {}): CardFormValues => ({
  name: 'Dana Demo',
  number: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
  ...overrides,
});

const pad2 = (value: number) => String(value).padStart(2, '0');

const digitString = (minLength: number, maxLength: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength, maxLength })
    .map((digits) => digits.join(''));

/** A payload with the one check digit that makes it pass Luhn. */
const withCheckDigit = (payload: string) => {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (luhnValid(`${payload}${digit}`)) return `${payload}${digit}`;
  }
  throw new Error(`no check digit for ${payload}`);
};

describe('luhnValid', () => {
  it('accepts the documented test cards and other published valid numbers', () => {
    for (const number of [
      '4242424242424242',
      '4000000000000002',
      '5555555555554444',
      '2223003122003222',
      '378282246310005',
      '79927398713',
    ]) {
      expect(luhnValid(number), number).toBe(true);
    }
  });

  it('refuses a number one digit off, non-digits and the empty string', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('has exactly one check digit for any payload', () => {
    fc.assert(
      fc.property(digitString(1, 18), (payload) => {
        const valid = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((digit) =>
          luhnValid(`${payload}${digit}`),
        );
        expect(valid).toHaveLength(1);
      }),
    );
  });

  it('catches every single mistyped digit', () => {
    fc.assert(
      fc.property(
        digitString(11, 18).map(withCheckDigit),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (number, at, shift) => {
          const index = at % number.length;
          const wrong = (Number(number[index]) + shift) % 10;
          const typo = `${number.slice(0, index)}${wrong}${number.slice(index + 1)}`;
          expect(luhnValid(typo)).toBe(false);
        },
      ),
    );
  });
});

describe('formatCardNumber', () => {
  it('groups digits by 4 and drops everything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('abc')).toBe('');
  });

  it('stops at 19 digits', () => {
    expect(formatCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
  });

  it('keeps the first 19 digits in order, in groups of 4, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789 -/a') }), (input) => {
        const formatted = formatCardNumber(input);
        expect(digitsOnly(formatted)).toBe(digitsOnly(input).slice(0, 19));
        expect(formatted).toMatch(/^(\d{4} )*\d{1,4}$|^$/);
        expect(formatCardNumber(formatted)).toBe(formatted);
      }),
    );
  });
});

describe('formatExpiry', () => {
  it('adds the slash once the year starts, so backspace can take it away', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/30')).toBe('12/30');
    expect(formatExpiry('12305')).toBe('12/30');
  });
});

describe('parseExpiry', () => {
  it('reads MM/YY into a month and a four-digit year', () => {
    expect(parseExpiry('12/30', NOW)).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry(' 07 / 31 ', NOW)).toEqual({ month: 7, year: 2031 });
  });

  it('accepts the current month and refuses the one before', () => {
    expect(parseExpiry('03/26', NOW)).toEqual({ month: 3, year: 2026 });
    expect(parseExpiry('02/26', NOW)).toBe(CARD_ERRORS.expired);
    expect(parseExpiry('12/25', NOW)).toBe(CARD_ERRORS.expired);
    // The last moment of March still counts as March.
    expect(parseExpiry('03/26', new Date(2026, 2, 31, 23, 59, 59))).toEqual({
      month: 3,
      year: 2026,
    });
    expect(parseExpiry('03/26', new Date(2026, 3, 1, 0, 0, 0))).toBe(CARD_ERRORS.expired);
  });

  it('refuses months outside 1–12 and anything not shaped MM/YY', () => {
    for (const input of ['00/30', '13/30', '1/30', '12/2030', '1230', '12-30', '', 'ab/cd']) {
      expect(parseExpiry(input, NOW), input).toBe(CARD_ERRORS.expiryFormat);
    }
  });

  const month = fc.integer({ min: 2000 * 12, max: 2099 * 12 + 11 });
  const asDate = (monthIndex: number, day: number) =>
    new Date(Math.floor(monthIndex / 12), monthIndex % 12, day, 12);
  const asExpiry = (monthIndex: number) =>
    `${pad2((monthIndex % 12) + 1)}/${pad2(Math.floor(monthIndex / 12) % 100)}`;

  it('accepts this month and every later one up to 2099', () => {
    fc.assert(
      fc.property(month, month, fc.integer({ min: 1, max: 28 }), (a, b, day) => {
        const [today, expiry] = a <= b ? [a, b] : [b, a];
        expect(parseExpiry(asExpiry(expiry), asDate(today, day))).toEqual({
          month: (expiry % 12) + 1,
          year: Math.floor(expiry / 12),
        });
      }),
    );
  });

  it('refuses every earlier month as expired', () => {
    fc.assert(
      fc.property(month, month, fc.integer({ min: 1, max: 28 }), (a, b, day) => {
        fc.pre(a !== b);
        const [expiry, today] = a < b ? [a, b] : [b, a];
        expect(parseExpiry(asExpiry(expiry), asDate(today, day))).toBe(CARD_ERRORS.expired);
      }),
    );
  });

  it('refuses months 00 and 13–99 whatever the year', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(0), fc.integer({ min: 13, max: 99 })),
        fc.integer({ min: 0, max: 99 }),
        (badMonth, year) => {
          expect(parseExpiry(`${pad2(badMonth)}/${pad2(year)}`, NOW)).toBe(
            CARD_ERRORS.expiryFormat,
          );
        },
      ),
    );
  });
});

describe('cardBrand', () => {
  it('names the network from the first digits', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('341111111111111')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('unknown');
    expect(cardBrand('2220999999999999')).toBe('unknown');
    expect(cardBrand('2721000000000000')).toBe('unknown');
    expect(cardBrand('')).toBe('unknown');
  });

  it('reads a formatted number the same as its digits', () => {
    expect(cardBrand('3782 822463 10005')).toBe('amex');
  });

  it('follows the prefix ranges for any number', () => {
    const rest = digitString(8, 15);
    fc.assert(
      fc.property(rest, (tail) => {
        expect(cardBrand(`4${tail}`)).toBe('visa');
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom('34', '37'), rest, (prefix, tail) => {
        expect(cardBrand(`${prefix}${tail}`)).toBe('amex');
      }),
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 51, max: 55 }), fc.integer({ min: 2221, max: 2720 })),
        rest,
        (prefix, tail) => {
          expect(cardBrand(`${prefix}${tail}`)).toBe('mastercard');
        },
      ),
    );
  });
});

describe('validateCard', () => {
  it('finds nothing wrong with a good card', () => {
    expect(validateCard(card(), NOW)).toEqual({});
  });

  it('answers the exact message for every field that is wrong', () => {
    expect(validateCard({ name: '  ', number: '', expiry: '', cvc: '' }, NOW)).toEqual({
      name: 'Enter the name on the card.',
      number: 'Enter a valid card number.',
      expiry: 'Enter the expiry as MM/YY.',
      cvc: 'Enter the 3 or 4 digit security code.',
    });
    expect(validateCard(card({ expiry: '01/26' }), NOW)).toEqual({
      expiry: 'This card has expired.',
    });
  });

  it('refuses a number that fails Luhn or is too short or too long', () => {
    expect(validateCard(card({ number: '4242 4242 4242 4241' }), NOW).number).toBe(
      CARD_ERRORS.number,
    );
    // Eleven digits that pass Luhn are still too short for a card.
    expect(validateCard(card({ number: '79927398713' }), NOW).number).toBe(CARD_ERRORS.number);
    expect(validateCard(card({ number: withCheckDigit('4'.repeat(19)) }), NOW).number).toBe(
      CARD_ERRORS.number,
    );
  });

  it('takes a security code of 3 or 4 digits only', () => {
    expect(validateCard(card({ cvc: '1234' }), NOW)).toEqual({});
    for (const cvc of ['12', '12345', '12a', '']) {
      expect(validateCard(card({ cvc }), NOW).cvc, cvc).toBe(CARD_ERRORS.cvc);
    }
  });

  it('accepts any Luhn-valid number of 12 to 19 digits, however it is spaced', () => {
    fc.assert(
      fc.property(digitString(11, 18).map(withCheckDigit), (number) => {
        expect(validateCard(card({ number: formatCardNumber(number) }), NOW)).toEqual({});
        expect(validateCard(card({ number }), NOW)).toEqual({});
      }),
    );
  });
});

describe('readCard', () => {
  it('answers the card in the server’s shape once it passes', () => {
    expect(readCard(card({ name: ' Dana Demo ' }), NOW)).toEqual({
      card: {
        name: 'Dana Demo',
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
      },
    });
  });

  it('answers the errors and no card otherwise', () => {
    expect(readCard(card({ cvc: '1' }), NOW)).toEqual({ errors: { cvc: CARD_ERRORS.cvc } });
  });
});
