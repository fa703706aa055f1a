import { channelNames } from '@tapetv/realtime/channels';
import type { Database } from '../../db/client.ts';
import { notFound, validationFailed } from '../../lib/errors.ts';
import type { Mail } from '../../lib/mailer.ts';
import { randomToken } from '../../lib/tokens.ts';
import type { JobQueue } from '../../plugins/app/jobs.ts';
import { MAIL_JOB } from '../../plugins/app/mailer.ts';
import {
  CALENDAR_REMINDERS_MAX,
  type CalendarReminderView,
  type CalendarSubscriptionView,
  type NewCalendarReminderBody,
  REMINDER_LIST_SIZE,
} from '../../schemas/my-week.ts';
import { dayStart, isTimeZone } from '../calendar-data/zoned-time.ts';
import { dayOfIso } from '../calendars/civil-date.ts';
import { PRODUCT_ACTOR } from '../notifications/notifications.service.ts';
import type { Broadcaster } from '../realtime/broadcaster.ts';
import { insertNotification, presentNotification } from '../users/notifications.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { CalendarReminderRow, MyWeekRepository } from './my-week.repository.ts';
import type { MyWeekService } from './my-week.service.ts';

/** The job that sends one reminder, queued to start at its `remind_at`. */
export const CALENDAR_REMINDER_JOB = 'calendars.reminder';

export interface ReminderJob {
  reminderId: number;
  /** The remind_at the job was queued for (ISO): a reminder moved since is not this job's. */
  remindAt: string;
}

export const EVENT_NOT_FOUND = 'No calendar event found';
export const REMINDER_NOT_FOUND = 'No reminder found';
export const TOO_SOON = (minutes: number) =>
  `That event starts too soon for a reminder ${minutes} minutes before`;
export const TOO_MANY_REMINDERS = `You can have at most ${CALENDAR_REMINDERS_MAX} upcoming reminders`;

export const feedPath = (token: string) => `/api/calendars/ics/${token}/my-week.ics`;

export function presentReminder(row: CalendarReminderRow): CalendarReminderView {
  return {
    id: String(row.id),
    event_key: row.eventKey,
    kind: row.kind,
    title: row.title,
    event_at: row.eventAt.toISOString(),
    minutes_before: row.minutesBefore,
    remind_at: row.remindAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    href: row.href,
  };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * When an event is, in the member's zone: `Thu 10 Dec 2026, 13:30 (Europe/London)`; an all-day
 * one by its date, `Fri 25 Dec 2026 (all day)`.
 */
export function formatEventTime(at: Date, allDay: boolean, timeZone: string): string {
  const key = `${timeZone}:${allDay}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(allDay ? {} : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const }),
    });
    formatters.set(key, formatter);
  }
  const part = (type: string) =>
    formatter.formatToParts(at).find((each) => each.type === type)?.value ?? '';
  const date = `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
  return allDay ? `${date} (all day)` : `${date}, ${part('hour')}:${part('minute')} (${timeZone})`;
}

/**
 * Calendar reminders (issue 18 "Beyond the spec"): a member asks to be told some minutes before
 * an event of My week; a job queued to start then (pg-boss `startAfter`, in the database, so it
 * survives restarts and runs once across processes) writes the notification and queues the mail.
 * Also the member's secret calendar-feed token.
 */
export class CalendarRemindersService {
  constructor(
    private readonly deps: {
      db: Database;
      repository: MyWeekRepository;
      myWeek: Pick<MyWeekService, 'eventByKey'>;
      broadcaster: Pick<Broadcaster, 'transaction'>;
      jobs: Pick<JobQueue, 'send' | 'start'>;
      appUrl: string;
      now: () => number;
    },
  ) {}

  async list(viewer: UserRow): Promise<CalendarReminderView[]> {
    const rows = await this.deps.repository.listReminders(viewer.id, REMINDER_LIST_SIZE);
    return rows.map(presentReminder);
  }

  /**
   * Sets the member's reminder of an event `minutes_before` its start, replacing the one they had
   * on it (its job, queued for the old time, then finds nothing to do). An all-day event starts at
   * 00:00 of its date in the member's saved zone (UTC without one).
   */
  async set(viewer: UserRow, body: NewCalendarReminderBody): Promise<CalendarReminderView> {
    const { repository, jobs } = this.deps;
    const zone = viewer.timeZone && isTimeZone(viewer.timeZone) ? viewer.timeZone : 'UTC';
    const event = await this.deps.myWeek.eventByKey(body.event_key, zone);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    const allDay = event.at === null;
    const eventAt = allDay
      ? new Date(dayStart(dayOfIso(event.date) ?? 0, zone))
      : new Date(event.at as string);
    const remindAt = new Date(eventAt.getTime() - body.minutes_before * 60_000);
    if (remindAt.getTime() <= this.deps.now()) {
      throw validationFailed({ minutes_before: [TOO_SOON(body.minutes_before)] });
    }
    await jobs.start();
    const saved = await this.deps.db.transaction(async (tx) => {
      // One change of a member's reminders at a time, so two requests cannot pass the limit together.
      await repository.lockMember(viewer.id, tx);
      if ((await repository.countUpcoming(viewer.id, event.key, tx)) >= CALENDAR_REMINDERS_MAX) {
        throw validationFailed({ event_key: [TOO_MANY_REMINDERS] });
      }
      const row = await repository.upsertReminder(
        {
          userId: viewer.id,
          eventKey: event.key,
          kind: event.kind,
          title: event.title,
          href: event.href,
          eventAt,
          allDay,
          minutesBefore: body.minutes_before,
          remindAt,
        },
        tx,
      );
      const job: ReminderJob = { reminderId: row.id, remindAt: remindAt.toISOString() };
      await jobs.send(CALENDAR_REMINDER_JOB, job, tx, { startAfter: remindAt });
      return row;
    });
    return presentReminder(saved);
  }

  /** Deletes the member's reminder; 404 when it is not theirs. Its queued job finds nothing. */
  async remove(viewer: UserRow, idText: string): Promise<void> {
    const id = /^[1-9]\d{0,9}$/.test(idText) ? Number(idText) : 0;
    if (id === 0 || id > 2_147_483_647 || !(await this.deps.repository.deleteOwned(id, viewer.id)))
      throw notFound(REMINDER_NOT_FOUND);
  }

  /**
   * The job: in one transaction marks the reminder sent (only if it is still due at the job's
   * time and unsent), writes the member's notification and queues the mail; the live event goes
   * out after the commit. False when there was nothing to send (moved, deleted or sent already).
   */
  async fire(job: ReminderJob): Promise<boolean> {
    const remindAt = new Date(job.remindAt);
    if (!Number.isInteger(job.reminderId) || Number.isNaN(remindAt.getTime())) return false;
    const { jobs, repository, appUrl } = this.deps;
    await jobs.start();
    return this.deps.broadcaster.transaction(this.deps.db, async (tx, queue) => {
      const sent = await repository.markSent(job.reminderId, remindAt, tx);
      if (!sent) return false;
      const { owner } = sent;
      const zone = owner.timeZone && isTimeZone(owner.timeZone) ? owner.timeZone : 'UTC';
      const when = formatEventTime(sent.eventAt, sent.allDay, zone);
      const title = `Reminder: ${sent.title}`;
      const row = await insertNotification(tx, {
        userId: sent.userId,
        actorId: null,
        kind: 'calendarReminder',
        url: sent.href,
        title,
        description: when,
      });
      if (row) {
        queue(channelNames.userNotifications(sent.userId), 'notification', {
          notification: presentNotification(row, PRODUCT_ACTOR),
        });
      }
      const mail: Mail = {
        to: owner.email,
        subject: title,
        text: [
          `Hello ${owner.name},`,
          '',
          `${sent.title}`,
          `When: ${when}`,
          '',
          `See it on TapeTV: ${appUrl}${sent.href}`,
          '',
          'You set this reminder on TapeTV; it is sent once.',
        ].join('\n'),
      };
      await jobs.send(MAIL_JOB, mail, tx);
      return true;
    });
  }

  /** The member's feed token, made on the first call. */
  async subscription(viewer: UserRow): Promise<CalendarSubscriptionView> {
    const { repository } = this.deps;
    let token = await repository.tokenOf(viewer.id);
    if (!token) {
      await repository.insertToken(viewer.id, randomToken(32));
      token = await repository.tokenOf(viewer.id);
    }
    if (!token) throw new Error('the calendar feed token was not saved');
    return { token, path: feedPath(token) };
  }

  /** A new feed token; feeds subscribed with the old one answer 404 from now on. */
  async resetSubscription(viewer: UserRow): Promise<CalendarSubscriptionView> {
    const token = randomToken(32);
    await this.deps.repository.replaceToken(viewer.id, token);
    return { token, path: feedPath(token) };
  }
}
