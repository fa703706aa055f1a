import { afterEach, describe, expect, it } from 'vitest';
import { AVATAR_COLORS } from '../avatar/avatar.tsx';
import './tokens.css';

/**
 * Every token pair the components use for text meets WCAG 2.2 AA (4.5:1 for body text), in both
 * themes and with the colour-blind market palette: read from the real cascade in Chromium, so a
 * selector that stops applying fails here too.
 */
const BACKGROUNDS = ['bg', 'surface', 'surface-raised', 'surface-sunken', 'surface-hover'] as const;
const TEXT_ON_BACKGROUNDS = [
  'text',
  'text-muted',
  'accent-text',
  'danger-text',
  'success-text',
  'warning-text',
  'up',
  'down',
] as const;
/** Text on a filled control or a tinted badge: [text, background]. */
const FILLED = [
  ['on-accent', 'accent'],
  ['on-accent', 'accent-hover'],
  ['on-danger', 'danger'],
  ['on-danger', 'danger-hover'],
  ['on-live', 'live'],
  ['accent-text', 'accent-subtle'],
  ['danger-text', 'danger-subtle'],
  ['up', 'up-subtle'],
  ['down', 'down-subtle'],
  ['text-inverse', 'text'],
  ...Array.from({ length: AVATAR_COLORS }, (_, i) => ['on-avatar', `avatar-${i + 1}`] as const),
] as const;
const PAIRS: ReadonlyArray<readonly [string, string]> = [
  ...TEXT_ON_BACKGROUNDS.flatMap((text) => BACKGROUNDS.map((bg) => [text, bg] as const)),
  ...FILLED,
];
const AA = 4.5;

const MODES = [
  { name: 'dark', attributes: { 'data-theme': 'dark' } },
  { name: 'light', attributes: { 'data-theme': 'light' } },
  {
    name: 'dark, colour-blind',
    attributes: { 'data-theme': 'dark', 'data-palette': 'colorblind' },
  },
  {
    name: 'light, colour-blind',
    attributes: { 'data-theme': 'light', 'data-palette': 'colorblind' },
  },
] as const;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of an opaque `#rrggbb` colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`${hex} is not an opaque #rrggbb colour`);
  const [r, g, b] = match.slice(1).map((part) => channel(Number.parseInt(part, 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

let element: HTMLElement | undefined;
afterEach(() => element?.remove());

function tokensOf(attributes: Record<string, string>) {
  element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  const style = getComputedStyle(element);
  return (name: string) => style.getPropertyValue(`--color-${name}`).trim();
}

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
  });
});

describe.each(MODES)('text tokens, $name', ({ attributes }) => {
  it(`meet ${AA}:1 on every background they are used on`, () => {
    const token = tokensOf(attributes);
    const failures = PAIRS.flatMap(([text, bg]) => {
      const ratio = contrast(token(text), token(bg));
      return ratio >= AA ? [] : [`--color-${text} on --color-${bg}: ${ratio.toFixed(2)}:1`];
    });
    expect(failures).toEqual([]);
  });
});
