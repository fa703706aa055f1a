import { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';

/** Content read by screen readers only (a heading or a word the screen says with an icon or dot). */
export const VisuallyHidden = RadixVisuallyHidden.Root;
