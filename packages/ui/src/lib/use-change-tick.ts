import { useState } from 'react';

/**
 * Counts the times `value` changed to something (not to null) since the first render: 0 until
 * then. Key an element on it to replay an animation at each change and never on the first paint
 * (a page of posts the member reacted to before does not all pop at once).
 */
export function useChangeTick<T>(value: T | null): number {
  const [seen, setSeen] = useState({ value, tick: 0 });
  if (!Object.is(seen.value, value)) {
    // Adjusting state while rendering, as React's docs do for "the previous prop".
    const next = { value, tick: value === null ? seen.tick : seen.tick + 1 };
    setSeen(next);
    return next.tick;
  }
  return seen.tick;
}
