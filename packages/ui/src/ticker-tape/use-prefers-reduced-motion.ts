import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

// Without matchMedia (a bare test DOM) the hook cannot know; the CSS media rule still can.
const getSnapshot = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

// No window to ask on a server: the calm choice until the browser answers.
const getServerSnapshot = () => true;

/** Whether the reader asks for less motion; follows the setting when it changes. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
