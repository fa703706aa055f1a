/** Whether the first page's component has rendered, and who waits for it. */
let shown = false;
const shownListeners = new Set<() => void>();

/** Called by the router once the first page's component has rendered (its code has arrived). */
export function markPageShown(): void {
  if (shown) return;
  shown = true;
  for (const listener of [...shownListeners]) listener();
  shownListeners.clear();
}

/** Waits for `markPageShown` (at once if it has happened). */
export function whenPageShown(listener: () => void): () => void {
  if (shown) {
    listener();
    return () => {};
  }
  shownListeners.add(listener);
  return () => shownListeners.delete(listener);
}
