import { atom, useAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The location a menu link was followed from; the next location's page then takes focus. */
const pageFocusFromAtom = atom<string | null>(null);
pageFocusFromAtom.debugLabel = 'pageFocusFrom';

/**
 * Asks for focus on the page a menu link is about to open (pass the current location's key), so
 * keyboard and screen-reader users continue from the new page's heading, not from a menu that
 * has closed.
 */
export const requestPageFocusAtom = atom(null, (_get, set, fromLocationKey: string) => {
  set(pageFocusFromAtom, fromLocationKey);
});

const WAIT_FOR_HEADING_MS = 5_000;

/** Focuses the page's main heading (made focusable by script only); false when there is none. */
export function focusPageHeading(root: ParentNode = document): boolean {
  const heading = root.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}

/**
 * Mounted once by the app layout: when the location changes after a request, focuses the new
 * page's heading, waiting for it while the page is still loading.
 */
export function usePageFocusAfterNavigation(): void {
  const location = useLocation();
  const [from, setFrom] = useAtom(pageFocusFromAtom);
  useEffect(() => {
    if (from === null || from === location.key) return;
    setFrom(null);
    if (focusPageHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusPageHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [from, location.key, setFrom]);
}
