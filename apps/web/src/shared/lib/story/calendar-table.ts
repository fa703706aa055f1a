/**
 * Queries for a `CalendarTable` in a story's canvas: its day headings, rows and cells, by the
 * `data-slot`, `data-key` (the page's row key) and `data-column` attributes the table renders.
 */

/** The text of each group heading (a day), in order. */
export const groupHeadings = (canvasElement: HTMLElement) =>
  Array.from(
    canvasElement.querySelectorAll('[data-slot="calendar-table-group"]'),
    (row) => row.textContent,
  );

/** The rendered body rows (not headings or skeletons), in order. */
export const bodyRows = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-slot="calendar-table-row"]'));

/** The row keys of the rendered rows, in the page's order. */
export const renderedKeys = (canvasElement: HTMLElement) =>
  bodyRows(canvasElement).map((row) => row.dataset.key);

/** The skeleton rows shown while the call has not answered. */
export const skeletonRows = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll('[data-slot="calendar-table-skeleton"]');

/** The row whose row key is `key`, or `null` while it is not rendered (or `key` is missing). */
export const queryRow = (canvasElement: HTMLElement, key: string | number | undefined) =>
  canvasElement.querySelector<HTMLElement>(`[data-key="${key}"]`);

/** The row whose row key is `key`; throws when it is not rendered. */
export function rowOf(canvasElement: HTMLElement, key: string | number): HTMLElement {
  const row = queryRow(canvasElement, key);
  if (!row) throw new Error(`No row for ${key}`);
  return row;
}

/** A row's cell in the column `column` (the column's id), if the row has it. */
export const cellOf = (row: HTMLElement, column: string) =>
  row.querySelector<HTMLElement>(`[data-column="${column}"]`);
