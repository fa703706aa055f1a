/**
 * Story annotations shared by every component's stories. `phone` renders a story at a phone's
 * width (375 × 812, the `phone` viewport of .storybook/preview.tsx): the viewport global resizes
 * the canvas in Storybook, in the Vitest story tests and in the visual-regression run.
 */
export const phone: {
  globals: { viewport: { value: string; isRotated: boolean } };
} = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** A fixed "now" for every time-dependent story, so relative times never drift. */
export const STORY_NOW = new Date('2026-03-10T15:30:00Z');
