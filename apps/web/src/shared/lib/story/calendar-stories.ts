/**
 * What the calendar pages' stories share: a fake calendar endpoint that answers, never answers or
 * refuses once, and the play steps every page's Loading, Empty, Error, ManyRows and Phone stories
 * take against it. A helper holds the checks every page makes in that state; what is particular
 * to a page (its captions, counts, rows) is passed in, and what only one page checks stays in its
 * story.
 */
import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { bodyRows, groupHeadings, queryRow, skeletonRows } from './calendar-table.ts';
import { type FakeRoute, refusal, type SeenRequest } from './fetch-mock.ts';

/** The part of a story's context the play steps read. */
type Play = Pick<StoryContext, 'canvas' | 'canvasElement'>;
/** The same, for the steps that click. */
type PlayWithUser = Pick<StoryContext, 'canvas' | 'canvasElement' | 'userEvent'>;
/** Queries over a canvas, or over one part of it (`within(table)`). */
type Queries = Pick<StoryContext['canvas'], 'getByRole' | 'queryByRole'>;
/** A story's recorder of the calls to its calendar, in the order they were sent. */
type Calls = () => SeenRequest[];

/**
 * How a story's calendar endpoint behaves (`parameters.server`): it answers; it never answers (the
 * Loading story); or it refuses the first call and answers the next (the Error story).
 */
export type CalendarServer = 'answers' | 'pending' | 'failing-once';

/** The message a `failing-once` calendar endpoint refuses with; the Error story expects it shown. */
export const CALENDAR_UNAVAILABLE = 'The calendar service is not available. Try again in a minute.';

/**
 * `GET path` as a story's fake server answers it: `answer(range, params)` for the asked `from` and
 * `to` (and the query's other parameters), sent as JSON; unless `server` is `pending` (never
 * answers) or `failing-once` (refuses the first call with a 503 and `CALENDAR_UNAVAILABLE`). Any
 * other `server` (a story's own mode) answers. Other requests are left to the next route. Make one
 * per story (in its `beforeEach`): the refusal is counted per route.
 */
export function calendarRoute<Answer>({
  path,
  server,
  answer,
}: {
  path: string;
  server: string | undefined;
  answer: (range: { from: string; to: string }, params: URLSearchParams) => Answer;
}): FakeRoute {
  let failures = server === 'failing-once' ? 1 : 0;
  return ({ method, url }) => {
    if (method !== 'GET' || url.pathname !== path) return undefined;
    if (server === 'pending') return new Promise<Response>(() => {});
    if (failures > 0) {
      failures -= 1;
      return refusal(503, CALENDAR_UNAVAILABLE);
    }
    const from = url.searchParams.get('from') ?? '';
    const to = url.searchParams.get('to') ?? '';
    return Response.json(answer({ from, to }, url.searchParams));
  };
}

/**
 * A company calendar's endpoint (earnings, dividends, splits, IPOs) as the server answers it: the
 * rows of `catalogue` whose day (`dayOf`) is in the asked range, only those `onWatchlist` when
 * asked with `watchlist=true`, and only those `keep` keeps (a page's own filter, from the query),
 * with `sample` when any row is sample data. `server` as for `calendarRoute`.
 */
export function companyCalendarRoute<Row extends { source: string }>({
  path,
  server,
  catalogue,
  dayOf,
  onWatchlist,
  keep = () => true,
}: {
  path: string;
  server: string | undefined;
  catalogue: readonly Row[];
  dayOf: (row: Row) => string;
  onWatchlist: (row: Row) => boolean;
  keep?: (row: Row, params: URLSearchParams) => boolean;
}): FakeRoute {
  return calendarRoute({
    path,
    server,
    answer: ({ from, to }, params) => {
      const watchlist = params.get('watchlist') === 'true';
      const data = catalogue.filter(
        (row) =>
          dayOf(row) >= from &&
          dayOf(row) <= to &&
          (!watchlist || onWatchlist(row)) &&
          keep(row, params),
      );
      return { from, to, sample: data.some((row) => row.source === 'sample'), data };
    },
  });
}

/**
 * The Loading story, against a `pending` endpoint: the table named `table` (its caption, then
 * "(loading)") is busy with five skeleton rows, and the page asked once.
 */
export async function expectCalendarLoading(
  { canvas, canvasElement }: Play,
  { table, calls }: { table: string; calls: Calls },
) {
  const loading = await canvas.findByRole('table', { name: table });
  await expect(loading).toHaveAttribute('aria-busy', 'true');
  await expect(skeletonRows(canvasElement)).toHaveLength(5);
  await waitFor(() => expect(calls()).toHaveLength(1));
}

/**
 * The Empty story, for a range with no row: `message`, the button `offer` (a wider range) enabled,
 * the zero count `summary`, and no row.
 */
export async function expectCalendarEmpty(
  { canvas, canvasElement }: Play,
  { message, offer, summary }: { message: string; offer: string; summary: string },
) {
  await expect(await canvas.findByText(message)).toBeVisible();
  await expect(canvas.getByRole('button', { name: offer })).toBeEnabled();
  await expect(canvas.getByText(summary)).toBeVisible();
  await expect(bodyRows(canvasElement)).toHaveLength(0);
}

/**
 * The Error story, against a `failing-once` endpoint: after one call the alert says the calendar
 * could not be loaded and gives the server's message; Try again asks again for the same view (a
 * second call with the same query) and shows its `rows` rows (once `summary` shows, for a page
 * that counts them; else once the rows are there) with no alert left.
 */
export async function expectCalendarErrorThenRetry(
  { canvas, canvasElement, userEvent }: PlayWithUser,
  { calls, summary, rows }: { calls: Calls; summary?: string; rows: number },
) {
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent('The calendar could not be loaded');
  await expect(alert).toHaveTextContent(CALENDAR_UNAVAILABLE);
  await expect(calls()).toHaveLength(1);

  await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
  if (summary === undefined) {
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(rows));
  } else {
    await expect(await canvas.findByText(summary)).toBeVisible();
  }
  await expect(canvas.queryByRole('alert')).toBeNull();
  await expect(bodyRows(canvasElement)).toHaveLength(rows);
  const all = calls();
  await expect(all).toHaveLength(2);
  await expect(all[1]?.url.search).toBe(all[0]?.url.search);
}

/**
 * Scrolls the window to the bottom of a long table, runs `check` there (the last rows are
 * rendered once it has scrolled), and scrolls back to the top, even when `check` fails.
 */
export async function atPageBottom(check: () => unknown) {
  window.scrollTo({ top: document.documentElement.scrollHeight });
  try {
    await check();
  } finally {
    window.scrollTo({ top: 0 });
  }
}

/**
 * The ManyRows story: more rows than the table renders at once. Once `summary` shows, the table
 * counts all `rows` rows and `days` day headings, but renders only some of them, starting with
 * the heading `firstDay`; the row `lastKey` comes in only when the window scrolls to the bottom,
 * where `atBottom` checks what the story wants to see there.
 */
export async function expectVirtualisedRows(
  { canvas, canvasElement }: Play,
  {
    summary,
    rows,
    days,
    firstDay,
    lastKey,
    atBottom,
  }: {
    summary: string;
    rows: number;
    days: number;
    firstDay: string;
    lastKey: string | number;
    atBottom: () => unknown;
  },
) {
  await expect(await canvas.findByText(summary)).toBeVisible();
  const table = canvas.getByRole('table');
  // Every row and day heading is counted, with the header row.
  await expect(table).toHaveAttribute('aria-rowcount', String(rows + days + 1));
  await waitFor(() => expect(bodyRows(canvasElement).length).toBeGreaterThan(0));
  await expect(bodyRows(canvasElement).length).toBeLessThan(rows);
  await expect(groupHeadings(canvasElement)[0]).toBe(firstDay);
  await expect(queryRow(canvasElement, lastKey)).toBeNull();

  await atPageBottom(async () => {
    await waitFor(() => expect(queryRow(canvasElement, lastKey)).toBeInTheDocument());
    await atBottom();
  });
}

/** Each column header of `shown` is visible; none of `hidden` is there (as on a phone). */
export async function expectColumns(
  queries: Queries,
  { shown, hidden = [] }: { shown: string[]; hidden?: string[] },
) {
  for (const name of shown) {
    await expect(queries.getByRole('columnheader', { name })).toBeVisible();
  }
  for (const name of hidden) {
    await expect(queries.queryByRole('columnheader', { name })).toBeNull();
  }
}

/** Nothing runs off the side of the screen: the page never scrolls sideways. */
export async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
    window.innerWidth,
  );
}

/** The rows are labelled as sample data, with the page's own `description` of them. */
export async function expectSampleDataNote(canvas: StoryContext['canvas'], description: string) {
  await expect(canvas.getByText('Sample data')).toBeVisible();
  await expect(canvas.getByText(description)).toBeVisible();
}

/**
 * The page asked once, for the address's range (`from`–`to`) and none of the query parameters
 * `without` (no filter), and the range picker shows that range.
 */
export async function expectAskedOnceFor(
  canvas: StoryContext['canvas'],
  calls: Calls,
  { from, to, without }: { from: string; to: string; without: string[] },
) {
  const [call] = calls();
  await expect(calls()).toHaveLength(1);
  await expect(call?.url.searchParams.get('from')).toBe(from);
  await expect(call?.url.searchParams.get('to')).toBe(to);
  for (const name of without) await expect(call?.url.searchParams.has(name)).toBe(false);
  await expect(canvas.getByLabelText('From')).toHaveValue(from);
  await expect(canvas.getByLabelText('To')).toHaveValue(to);
}
