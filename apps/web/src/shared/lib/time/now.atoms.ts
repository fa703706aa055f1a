import { atom } from 'jotai';

/** How often relative times ("5 mins ago") are recomputed. */
export const NOW_TICK_MS = 30_000;

const baseNowAtom = atom(new Date());

/**
 * The current time for relative labels, moving on every 30 s while anything shows it, so labels
 * update as time passes without each component running its own timer.
 */
export const nowAtom = atom((get) => get(baseNowAtom));
baseNowAtom.onMount = (setNow) => {
  // Fresh on mount too: the module's first value may be long stale by the time a page shows it.
  setNow(new Date());
  const timer = setInterval(() => setNow(new Date()), NOW_TICK_MS);
  return () => clearInterval(timer);
};
