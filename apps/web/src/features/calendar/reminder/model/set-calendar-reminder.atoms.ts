import { atom } from 'jotai';
import { applyCalendarReminderAtom, type CalendarReminder } from '@/entities/calendar';
import { api, type FormFailure, formFailure } from '@/shared/api';

export type SetCalendarReminderResult = { ok: true; reminder: CalendarReminder } | FormFailure;

export interface SetCalendarReminderInput {
  eventKey: string;
  minutesBefore: number;
}

/**
 * Sets a reminder `minutesBefore` an event, or moves the one it has (`POST
 * /api/calendars/reminders`). The server refuses an unknown event (404), a moment already past
 * and a member at the limit of upcoming reminders (422); the rows change once it agreed.
 */
export const setCalendarReminderAtom = atom(
  null,
  async (
    _get,
    set,
    { eventKey, minutesBefore }: SetCalendarReminderInput,
  ): Promise<SetCalendarReminderResult> => {
    try {
      const reminder = await api.post('/api/calendars/reminders', {
        body: { event_key: eventKey, minutes_before: minutesBefore },
      });
      set(applyCalendarReminderAtom, eventKey, reminder);
      return { ok: true, reminder };
    } catch (error) {
      return formFailure(error);
    }
  },
);
setCalendarReminderAtom.debugLabel = 'set-calendar-reminder';
