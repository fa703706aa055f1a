import type { KeyboardEvent } from 'react';

/**
 * Arrow-key navigation through a list of focusable rows inside the element handling the event:
 * ArrowDown/ArrowUp move one row (stopping at the ends), Home/End jump to the first/last.
 * Returns true when it moved focus. Enter is left to the rows themselves (links, buttons).
 */
export function moveFocus(event: KeyboardEvent<HTMLElement>, rowSelector: string): boolean {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return false;
  const rows = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(rowSelector));
  if (rows.length === 0) return false;
  const index = rows.indexOf(document.activeElement as HTMLElement);
  let next: number;
  if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = rows.length - 1;
  else if (index === -1) next = event.key === 'ArrowDown' ? 0 : rows.length - 1;
  else next = Math.min(rows.length - 1, Math.max(0, index + (event.key === 'ArrowDown' ? 1 : -1)));
  event.preventDefault();
  rows[next]?.focus();
  return true;
}
