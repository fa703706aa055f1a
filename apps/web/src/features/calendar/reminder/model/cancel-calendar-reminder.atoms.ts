import { atom } from 'jotai';
import { applyCalendarReminderAtom, type CalendarReminder } from '@/entities/calendar';
import { api, type FormResult, formFailure } from '@/shared/api';

/**
 * Cancels a reminder (`DELETE /api/calendars/reminders/{id}`); the rows drop it once the server
 * agreed, and keep it with the server's message otherwise.
 */
export const cancelCalendarReminderAtom = atom(
  null,
  async (_get, set, reminder: CalendarReminder): Promise<FormResult> => {
    try {
      await api.delete('/api/calendars/reminders/{id}', { path: { id: reminder.id } });
      set(applyCalendarReminderAtom, reminder.event_key, null);
      return { ok: true };
    } catch (error) {
      return formFailure(error);
    }
  },
);
cancelCalendarReminderAtom.debugLabel = 'cancel-calendar-reminder';
