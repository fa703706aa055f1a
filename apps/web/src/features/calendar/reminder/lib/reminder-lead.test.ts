import { describe, expect, it } from 'vitest';
import {
  checkReminderMinutes,
  REMINDER_MINUTES_ERROR,
  reminderLeadText,
  reminderTooLate,
} from './reminder-lead.ts';

describe('reminder lead', () => {
  it('says each preset as the row shows it', () => {
    expect(reminderLeadText(5)).toBe('5 min before');
    expect(reminderLeadText(15)).toBe('15 min before');
    expect(reminderLeadText(30)).toBe('30 min before');
    expect(reminderLeadText(60)).toBe('1 hour before');
    expect(reminderLeadText(1440)).toBe('1 day before');
  });

  it('says custom leads at every boundary', () => {
    expect(reminderLeadText(0)).toBe('at the start');
    expect(reminderLeadText(1)).toBe('1 min before');
    expect(reminderLeadText(59)).toBe('59 min before');
    expect(reminderLeadText(90)).toBe('1 h 30 min before');
    expect(reminderLeadText(120)).toBe('2 hours before');
    expect(reminderLeadText(1439)).toBe('23 h 59 min before');
    expect(reminderLeadText(1500)).toBe('25 hours before');
    expect(reminderLeadText(10_080)).toBe('7 days before');
  });

  it('is too late once the reminder’s moment has come', () => {
    const eventAt = '2026-03-06T13:30:00Z';
    const now = new Date('2026-03-06T13:10:00Z');
    expect(reminderTooLate(eventAt, 15, now)).toBe(false);
    // 13:10 exactly: due now, which the server refuses.
    expect(reminderTooLate(eventAt, 20, now)).toBe(true);
    expect(reminderTooLate(eventAt, 30, now)).toBe(true);
    expect(reminderTooLate(eventAt, 0, new Date('2026-03-06T13:30:00Z'))).toBe(true);
  });

  it('leaves an all-day event’s start to the server', () => {
    expect(reminderTooLate(null, 1440, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('takes whole minutes from 0 to a week', () => {
    expect(checkReminderMinutes('0')).toBeNull();
    expect(checkReminderMinutes(' 45 ')).toBeNull();
    expect(checkReminderMinutes('10080')).toBeNull();
    expect(checkReminderMinutes('10081')).toBe(REMINDER_MINUTES_ERROR);
    expect(checkReminderMinutes('')).toBe(REMINDER_MINUTES_ERROR);
    expect(checkReminderMinutes('-5')).toBe(REMINDER_MINUTES_ERROR);
    expect(checkReminderMinutes('2.5')).toBe(REMINDER_MINUTES_ERROR);
    expect(checkReminderMinutes('1e3')).toBe(REMINDER_MINUTES_ERROR);
  });
});
