import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the screen matches `query` (a CSS media query), following it as it changes: the window
 * resized, a reader's motion setting switched. For what must not even render where it does not
 * apply (the feed's side columns on a phone, the tape's moving copy under reduced motion); what
 * only looks different stays in CSS. Without matchMedia (a bare test DOM) the answer is `false`;
 * on a server, where no screen can answer, it is `serverValue`.
 */
export function useMediaQuery(query: string, { serverValue = false } = {}): boolean {
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
  return useSyncExternalStore(subscribe, matches, () => serverValue);
}
