import type { ReactNode } from 'react';

/**
 * The product's own reaction icons, drawn as SVG so they look the same on every machine (an emoji
 * is an empty box where no emoji font is installed, and bull and bear are the product's core
 * signal). Keyed by the reaction type's name (spec point 3's `reaction-types`), case aside; the
 * type's `icon` from the API stays the fallback for any other name.
 *
 * Each is a 20 × 20 drawing on a round badge of its own colour; bullish and bearish use the
 * market up and down tokens, so they follow the colour-blind palette with the rest of the market
 * colours.
 */
const face = (fill: string, features: ReactNode) => (
  <>
    <circle cx="10" cy="10" r="9" fill={fill} />
    <g fill="none" stroke="#3b2a00" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
      {features}
    </g>
  </>
);

const FACE = '#f5c542';

/** A market call: a white trend line with its arrow head on a badge of the market colour. */
const trend = (fill: string, line: string) => (
  <>
    <circle cx="10" cy="10" r="9" fill={fill} />
    <path
      d={line}
      fill="none"
      stroke="#fff"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </>
);

export const REACTION_GLYPHS: Record<string, ReactNode> = {
  like: (
    <>
      <circle cx="10" cy="10" r="9" fill="#2f6fdf" />
      <path
        d="M5.5 9h2v5.5h-2zM8.5 14.5h4.6a1.3 1.3 0 0 0 1.3-1.1l.6-3.4A1.3 1.3 0 0 0 13.7 8.5H11V6.4A1.4 1.4 0 0 0 9.6 5L8.5 9z"
        fill="#fff"
      />
    </>
  ),
  love: (
    <>
      <circle cx="10" cy="10" r="9" fill="#e0454b" />
      <path
        d="M10 14.6 5.9 10.7a2.5 2.5 0 0 1 3.6-3.5l.5.5.5-.5a2.5 2.5 0 0 1 3.6 3.5z"
        fill="#fff"
      />
    </>
  ),
  haha: face(
    FACE,
    <>
      <path d="M6 8.2 7.5 7.2 6 6.4M14 8.2 12.5 7.2 14 6.4" />
      <path d="M5.8 10.6h8.4a4.2 4.2 0 0 1-8.4 0z" fill="#3b2a00" />
    </>,
  ),
  wow: face(
    FACE,
    <>
      <path d="M6.6 6.2q1-.9 2 0M11.4 6.2q1-.9 2 0" />
      <circle cx="7.6" cy="8.4" r=".6" fill="#3b2a00" />
      <circle cx="12.4" cy="8.4" r=".6" fill="#3b2a00" />
      <ellipse cx="10" cy="12.8" rx="1.6" ry="2" />
    </>,
  ),
  sad: face(
    FACE,
    <>
      <circle cx="7.4" cy="8.2" r=".6" fill="#3b2a00" />
      <circle cx="12.6" cy="8.2" r=".6" fill="#3b2a00" />
      <path d="M7 14q3-2.6 6 0" />
      <path d="M13.8 9.6q.9 1.4 0 2.2-.9-.8 0-2.2z" fill="#4aa3ff" stroke="none" />
    </>,
  ),
  angry: face(
    '#f08a3c',
    <>
      <path d="M6.2 6.8 8.6 8M13.8 6.8 11.4 8" />
      <circle cx="7.6" cy="9.4" r=".6" fill="#3b2a00" />
      <circle cx="12.4" cy="9.4" r=".6" fill="#3b2a00" />
      <path d="M7 14q3-2 6 0" />
    </>,
  ),
  bullish: trend('var(--color-up)', 'M4.8 13.4 8.4 9.8l2.2 2.2 4.2-4.4M11.6 7.4h3.4v3.4'),
  bearish: trend('var(--color-down)', 'M4.8 6.6 8.4 10.2l2.2-2.2 4.2 4.4M11.6 12.6h3.4V9.2'),
};

/** The product's own icon for a reaction type's name, or undefined (then the API's icon shows). */
export function reactionGlyph(name: string | undefined): ReactNode | undefined {
  return name === undefined ? undefined : REACTION_GLYPHS[name.toLowerCase()];
}
