import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AVATAR_COLORS,
  Avatar,
  avatarColorOf,
  DEFAULT_AVATAR_SRC,
  hasOwnImage,
  initialsOf,
} from './avatar.tsx';

describe('initialsOf', () => {
  it.each([
    ['Dana Demo', 'DD'],
    ['Priya Natarajan Iyer', 'PI'],
    ['sam', 'S'],
    ['options-lab', 'OL'],
    ['$TSLA bulls', 'TB'],
    ['  Élodie   Ørsted ', 'ÉØ'],
    ['李 小龍', '李小'],
    ['🚀 Moon Desk', 'MD'],
    ['', ''],
    ['— ·', ''],
    ['ßen', 'S'],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('is at most two characters of the name, for any name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (name) => {
        const initials = initialsOf(name);
        expect(Array.from(initials).length).toBeLessThanOrEqual(2);
        for (const char of initials) expect(name.toLocaleUpperCase()).toContain(char);
      }),
      { seed: 21, numRuns: 500 },
    );
  });
});

describe('avatarColorOf', () => {
  it('is one of the tokens’ colours and the same for the same name', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const colour = avatarColorOf(name);
        expect(Number.isInteger(colour)).toBe(true);
        expect(colour).toBeGreaterThanOrEqual(1);
        expect(colour).toBeLessThanOrEqual(AVATAR_COLORS);
        expect(avatarColorOf(name)).toBe(colour);
      }),
      { seed: 21, numRuns: 500 },
    );
  });

  it('spreads names over every colour', () => {
    const used = new Set(Array.from({ length: 200 }, (_, i) => avatarColorOf(`Member ${i}`)));
    expect(used.size).toBe(AVATAR_COLORS);
  });
});

describe('Avatar', () => {
  it('treats the server’s default image as no photo', () => {
    expect(hasOwnImage(DEFAULT_AVATAR_SRC)).toBe(false);
    expect(hasOwnImage(`https://cdn.example${DEFAULT_AVATAR_SRC}`)).toBe(false);
    expect(hasOwnImage('')).toBe(false);
    expect(hasOwnImage(null)).toBe(false);
    expect(hasOwnImage('/uploads/0123.webp')).toBe(true);
  });

  it('shows an uploaded photo, not initials', () => {
    const { container } = render(<Avatar src="/uploads/0123.webp" name="Pat Pictures" />);
    expect(container.querySelector('[data-initials]')).toBeNull();
  });

  it('draws the initials outside the text: a screen reader hears the name, once', () => {
    render(<Avatar src={null} name="Dana Demo" />);
    const initials = screen.getByRole('img', { name: 'Dana Demo' });
    expect(initials).toHaveAttribute('data-initials', 'DD');
    expect(initials.textContent).toBe('');
  });

  it('falls back to the default image for a name without letters', () => {
    const { container } = render(<Avatar src={null} name="—" />);
    expect(container.querySelector('img')).toHaveAttribute('src', DEFAULT_AVATAR_SRC);
  });
});
