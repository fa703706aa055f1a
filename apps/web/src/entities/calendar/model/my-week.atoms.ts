import { atom } from 'jotai';
import { api } from '@/shared/api';
import { type CalendarQuery, calendarAtoms } from './calendar.atoms.ts';
import type { CalendarReminder, MyWeek } from './my-week-types.ts';
import type { CalendarRange } from './types.ts';

/** What a My week view asks for, beyond the range. */
export interface MyWeekView extends CalendarRange {
  /** The member's IANA zone: the server files each event under its day in this zone. */
  timeZone: string;
  /** Economic releases of these countries; none = the countries of the member's symbols. */
  countries: readonly string[];
}

/** A My week view as its family's query: the countries are the filter, the zone a param. */
export const myWeekQuery = ({ from, to, timeZone, countries }: MyWeekView): CalendarQuery => ({
  from,
  to,
  filter: countries,
  params: { tz: timeZone },
});

const myWeek = calendarAtoms<MyWeek>('my-week', ({ from, to, filter, params }) =>
  api.get('/api/calendars/my-week', {
    query: {
      from,
      to,
      ...(params?.tz ? { tz: params.tz } : {}),
      ...(filter.length > 0 ? { countries: filter.join(',') } : {}),
    },
  }),
);
/**
 * The member's My week views, keyed by `calendarKey(myWeekQuery(view))`: range, countries and
 * zone (the days an event falls on are the zone's), so going back to a week shows it at once.
 */
export const myWeekAtomFamily = myWeek.family;
export const loadMyWeekAtom = myWeek.load;

/**
 * A reminder the member set (`reminder`) or cancelled (`null`) on the event `eventKey`, written
 * into every My week view held: each view's rows are the server's answer, and the server answered
 * the change, so every week showing the event shows it without asking again.
 */
export const applyCalendarReminderAtom = atom(
  null,
  (get, set, eventKey: string, reminder: CalendarReminder | null) => {
    for (const key of myWeekAtomFamily.getParams()) {
      const viewAtom = myWeekAtomFamily(key);
      const view = get(viewAtom);
      if (!view.data?.items.some((item) => item.key === eventKey)) continue;
      set(viewAtom, {
        ...view,
        data: {
          ...view.data,
          items: view.data.items.map((item) =>
            item.key === eventKey ? { ...item, reminder } : item,
          ),
        },
      });
    }
  },
);
applyCalendarReminderAtom.debugLabel = 'apply-calendar-reminder';
