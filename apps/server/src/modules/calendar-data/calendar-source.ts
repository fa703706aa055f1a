import type { CalendarInputs, CalendarKind } from './calendar-data.repository.ts';

/**
 * Where the data calendars' rows come from when a provider fills them (CALENDAR_PROVIDER): a
 * source answers the rows of a range of days, each with a stable `externalId` so a refresh
 * updates rows in place. `kinds` lists the calendars it has; a refresh skips the others.
 */
export interface CalendarSource {
  readonly name: 'finnhub';
  readonly kinds: readonly CalendarKind[];
  /** The rows of `kind` dated from `from` to `to` (YYYY-MM-DD, both included). */
  fetchRange<K extends CalendarKind>(
    kind: K,
    from: string,
    to: string,
  ): Promise<CalendarInputs[K][]>;
}

/** Lower-case words joined by hyphens: `US CPI (YoY)` → `us-cpi-yoy`. */
export const slug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The key linking an indicator's releases (its history): country and name as a slug. */
export const eventKeyOf = (country: string, event: string): string => slug(`${country} ${event}`);

/**
 * Whether an actual above the forecast is good news, for releases that do not say: lower is
 * better for unemployment, jobless and claimant counts, and crude inventories (a build weighs on
 * oil); higher for the rest.
 */
export function higherIsBetterFor(event: string): boolean {
  return !/unemploy|jobless|claim|crude oil (inventor|stock)/i.test(event);
}
