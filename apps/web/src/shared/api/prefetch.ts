/** How long a prefetched answer stays usable: after that the page fetches afresh. */
const FRESH_FOR_MS = 10_000;

const held = new Map<string, { at: number; answer: Promise<unknown> }>();

/**
 * Starts a request the first page will make, before its code has arrived: at start-up, beside the
 * login check, so the answer is on its way while the page's chunk loads (issue 12: the feed's first
 * page no longer waits for the check, the page's code and then its own request, one after the
 * other). A failure here is nobody's yet: the page asks again.
 */
export function prefetch(key: string, request: () => Promise<unknown>, now = Date.now()): void {
  const answer = request();
  answer.catch(() => {});
  held.set(key, { at: now, answer });
}

/**
 * The prefetched answer for `key`, once: undefined when there is none, or it is older than 10 s
 * (the page then fetches itself). Rejects as the request did, so the caller can ask again.
 */
export function takePrefetched<T>(key: string, now = Date.now()): Promise<T> | undefined {
  const entry = held.get(key);
  held.delete(key);
  if (!entry || now - entry.at > FRESH_FOR_MS) return undefined;
  return entry.answer as Promise<T>;
}
