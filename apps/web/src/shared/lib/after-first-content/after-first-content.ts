/** How long the browser may stay busy before the work runs anyway. */
const IDLE_TIMEOUT_MS = 3000;

type Cancel = () => void;

/** The window's frame, timer and idle scheduling that the wait uses (the window itself in the app). */
export interface Scheduler {
  requestAnimationFrame(run: () => void): number;
  cancelAnimationFrame(handle: number): void;
  setTimeout(run: () => void, ms: number): number;
  clearTimeout(handle: number): void;
  requestIdleCallback?(run: () => void, options: { timeout: number }): number;
  cancelIdleCallback?(handle: number): void;
}

export interface FirstContentSignals {
  /** Calls back once the first page's component has rendered (see `markPageShown`). */
  pageShown: (listener: () => void) => Cancel;
  /** Calls back once no API request is in flight (`api.transport.whenSettled`). */
  settled: (listener: () => void) => Cancel;
  /** Whose frames and idle time are waited for: the window by default. */
  target?: Scheduler;
}

/**
 * Runs `work` once the first page shows its content: its component has rendered, a frame later
 * the requests it started have all been answered, and then the browser is first idle. What the
 * first content does not need (the real-time client, ~40 kB) so waits instead of competing with it
 * (issue 12). Where idle callbacks are missing (Safari) a short timeout stands in. Returns a cancel
 * function.
 */
export function afterFirstContent(
  work: () => void,
  { pageShown, settled, target = window }: FirstContentSignals,
): Cancel {
  let cancel: Cancel = () => {};
  // Each wait replaces the cancel of the one before; a signal that answers at once (nothing in
  // flight) has already moved on by the time its own cancel comes back, which is then dropped.
  let stage = 0;
  const wait = (start: (next: () => void) => Cancel, then: () => void) => {
    const mine = ++stage;
    const stop = start(then);
    if (stage === mine) cancel = stop;
  };
  const idle = () => {
    const { requestIdleCallback, cancelIdleCallback } = target;
    if (requestIdleCallback && cancelIdleCallback) {
      wait((next) => {
        const handle = requestIdleCallback.call(target, next, { timeout: IDLE_TIMEOUT_MS });
        return () => cancelIdleCallback.call(target, handle);
      }, work);
    } else {
      wait((next) => {
        const handle = target.setTimeout(next, 200);
        return () => target.clearTimeout(handle);
      }, work);
    }
  };
  const afterFrame = (then: () => void) =>
    wait((next) => {
      const handle = target.requestAnimationFrame(() => next());
      return () => target.cancelAnimationFrame(handle);
    }, then);
  wait(pageShown, () => afterFrame(() => wait(settled, () => afterFrame(idle))));
  return () => cancel();
}
