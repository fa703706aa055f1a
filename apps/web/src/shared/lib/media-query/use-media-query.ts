import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the screen matches `query` (a CSS media query), following it as the window is resized.
 * For what a narrow screen should not even load (the feed's side columns); what only looks
 * different stays in CSS. Without matchMedia (a bare test DOM) the answer is `false`.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}
