import { channelNames } from '@tapetv/realtime/channels';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Mail } from '../../lib/mailer.ts';
import type { JobQueue } from '../../plugins/app/jobs.ts';
import { MAIL_JOB } from '../../plugins/app/mailer.ts';
import {
  WEBINAR_REMINDER_MINUTES,
  type WebinarListView,
  type WebinarRegistrationView,
  type WebinarStatusView,
  type WebinarSummaryView,
  type WebinarView,
} from '../../schemas/webinars.ts';
import { isTimeZone } from '../calendar-data/zoned-time.ts';
import { formatEventTime } from '../my-week/reminders.service.ts';
import { PRODUCT_ACTOR } from '../notifications/notifications.service.ts';
import type { Broadcaster } from '../realtime/broadcaster.ts';
import { insertNotification, presentNotification } from '../users/notifications.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { WebinarHead, WebinarRow, WebinarsRepository } from './webinars.repository.ts';

/** The job that reminds one registered member, queued to start an hour before the webinar. */
export const WEBINAR_REMIND_JOB = 'webinars.remind';

export interface WebinarRemindJob {
  registrationId: number;
  /** The start the job was queued for (ISO): a webinar moved since is re-queued for its new time. */
  startsAt: string;
}

/** What a reminder job did; anything but `sent` told nobody anything. */
export type RemindOutcome = 'sent' | 'stale' | 'already-sent' | 'moved' | 'ended';

export const WEBINAR_NOT_FOUND = 'No such webinar';
export const WEBINAR_ENDED_MESSAGE =
  'This webinar has ended, so registration is closed. Watch the replay instead.';
export const REGISTERED_MESSAGE = `You are registered. We will remind you by mail and notification ${WEBINAR_REMINDER_MINUTES} minutes before it starts.`;
export const ALREADY_REGISTERED_MESSAGE = 'You are already registered for this webinar.';
export const CANCELLED_MESSAGE = 'Your registration is cancelled. You will get no reminder.';
export const NOT_REGISTERED_MESSAGE = 'You were not registered for this webinar.';

const MINUTE = 60_000;
/** No member's id (ids start at 1): a list read for a visitor holds no seat. */
const NOBODY = 0;

/** The page that shows one webinar: the reminder's and the mails' link. */
export const webinarPath = (slug: string) => `/webinar?webinar=${encodeURIComponent(slug)}`;

const endOf = (webinar: Pick<WebinarRow, 'startsAt' | 'durationMinutes'>) =>
  webinar.startsAt.getTime() + webinar.durationMinutes * MINUTE;

/** Upcoming before its start, live until its end (start plus duration), ended from then on. */
export function webinarStatus(
  webinar: Pick<WebinarRow, 'startsAt' | 'durationMinutes'>,
  now: number,
): WebinarStatusView {
  if (now < webinar.startsAt.getTime()) return 'upcoming';
  if (now < endOf(webinar)) return 'live';
  return 'ended';
}

/** When the reminder is due: an hour before the start. */
export const remindAtOf = (startsAt: Date) =>
  new Date(startsAt.getTime() - WEBINAR_REMINDER_MINUTES * MINUTE);

const zoneOf = (member: { timeZone: string | null }) =>
  member.timeZone && isTimeZone(member.timeZone) ? member.timeZone : 'UTC';

/**
 * Webinars (issue 20, `/webinar`): the schedule with statuses from the clock, registration (one
 * seat per member, a confirmation mail, a reminder queued in the same transaction) and the replay
 * once a webinar has ended. The reminder is a job on the queue (pg-boss `startAfter`, in the
 * database, so it survives restarts and runs once across processes) that writes the notification
 * and queues the mail, and does nothing for a seat given up since.
 */
export class WebinarsService {
  constructor(
    private readonly deps: {
      db: Database;
      repository: WebinarsRepository;
      broadcaster: Pick<Broadcaster, 'transaction'>;
      jobs: Pick<JobQueue, 'send' | 'start'>;
      appUrl: string;
      now: () => number;
    },
  ) {}

  summary(row: WebinarHead, now: number): WebinarSummaryView {
    const status = webinarStatus(row, now);
    return {
      slug: row.slug,
      title: row.title,
      host: row.host,
      summary: row.summary,
      level: row.level,
      starts_at: row.startsAt.toISOString(),
      ends_at: new Date(endOf(row)).toISOString(),
      duration_minutes: row.durationMinutes,
      status,
      registered: row.registered,
      registrant_count: row.registrantCount,
      replay_url: status === 'ended' ? row.replayUrl : null,
    };
  }

  /** Upcoming and live webinars soonest first; ended ones most recent first. */
  async list(viewer: UserRow): Promise<WebinarListView> {
    const now = this.deps.now();
    const rows = await this.deps.repository.listFor(viewer.id);
    const all = rows.map((row) => this.summary(row, now));
    return {
      upcoming: all.filter((webinar) => webinar.status !== 'ended'),
      past: all.filter((webinar) => webinar.status === 'ended').reverse(),
      now: new Date(now).toISOString(),
    };
  }

  /** Live and upcoming webinars, soonest first, at most `limit`, as nobody in particular sees them. */
  async upcoming(limit: number): Promise<WebinarSummaryView[]> {
    const now = this.deps.now();
    const rows = await this.deps.repository.listFor(NOBODY);
    return rows
      .map((row) => this.summary(row, now))
      .filter((webinar) => webinar.status !== 'ended')
      .slice(0, limit);
  }

  async open(viewer: UserRow, slug: string): Promise<WebinarView> {
    const row = await this.deps.repository.findBySlug(slug, viewer.id);
    if (!row) throw notFound(WEBINAR_NOT_FOUND);
    return { ...this.summary(row, this.deps.now()), body_html: row.bodyHtml };
  }

  /**
   * Gives the member a seat; registering again changes nothing (no second mail, no second
   * reminder). In one transaction: the seat, the confirmation mail and the reminder job, due an
   * hour before the start (at once when that has passed). 404 for no such webinar, 409 once it
   * has ended.
   */
  async register(viewer: UserRow, slug: string): Promise<WebinarRegistrationView> {
    const { repository, jobs } = this.deps;
    const webinar = await repository.findBySlug(slug, viewer.id);
    if (!webinar) throw notFound(WEBINAR_NOT_FOUND);
    const now = this.deps.now();
    if (webinarStatus(webinar, now) === 'ended')
      throw new AppError(409, 'WEBINAR_ENDED', WEBINAR_ENDED_MESSAGE);
    await jobs.start();
    const created = await this.deps.db.transaction(async (tx) => {
      const registration = await repository.insertRegistration(webinar.id, viewer.id, tx);
      if (!registration) return false;
      const remindAt = remindAtOf(webinar.startsAt);
      const job: WebinarRemindJob = {
        registrationId: registration.id,
        startsAt: webinar.startsAt.toISOString(),
      };
      await jobs.send(
        WEBINAR_REMIND_JOB,
        job,
        tx,
        remindAt.getTime() > now ? { startAfter: remindAt } : {},
      );
      await jobs.send(MAIL_JOB, this.confirmation(viewer, webinar), tx);
      return true;
    });
    return {
      message: created ? REGISTERED_MESSAGE : ALREADY_REGISTERED_MESSAGE,
      webinar: await this.fresh(viewer, slug, now),
    };
  }

  /** Gives up the member's seat (its queued reminder then does nothing); idempotent. */
  async unregister(viewer: UserRow, slug: string): Promise<WebinarRegistrationView> {
    const { repository } = this.deps;
    const webinar = await repository.findBySlug(slug, viewer.id);
    if (!webinar) throw notFound(WEBINAR_NOT_FOUND);
    const removed = await repository.deleteRegistration(webinar.id, viewer.id);
    return {
      message: removed ? CANCELLED_MESSAGE : NOT_REGISTERED_MESSAGE,
      webinar: await this.fresh(viewer, slug, this.deps.now()),
    };
  }

  private async fresh(viewer: UserRow, slug: string, now: number): Promise<WebinarSummaryView> {
    const row = await this.deps.repository.findBySlug(slug, viewer.id);
    if (!row) throw notFound(WEBINAR_NOT_FOUND);
    return this.summary(row, now);
  }

  private confirmation(member: UserRow, webinar: WebinarRow): Mail {
    const when = formatEventTime(webinar.startsAt, false, zoneOf(member));
    return {
      to: member.email,
      subject: `You are registered: ${webinar.title}`,
      text: [
        `Hello ${member.name},`,
        '',
        `You have a seat at the TapeTV webinar "${webinar.title}" with ${webinar.host}.`,
        `When: ${when} (${webinar.durationMinutes} minutes)`,
        '',
        `Join and see the details: ${this.deps.appUrl}${webinarPath(webinar.slug)}`,
        '',
        `We will remind you ${WEBINAR_REMINDER_MINUTES} minutes before it starts. To give up your seat, open the link above and cancel.`,
      ].join('\n'),
    };
  }

  /**
   * The job: in one transaction marks the seat reminded (only if it still exists and was not
   * reminded), writes the member's notification and queues the mail; the live event goes out
   * after the commit. A webinar moved since the job was queued gets a job for its new time
   * instead; one already over gets no reminder.
   */
  async remind(job: WebinarRemindJob): Promise<RemindOutcome> {
    const queuedFor = new Date(job.startsAt);
    if (!Number.isInteger(job.registrationId) || Number.isNaN(queuedFor.getTime())) return 'stale';
    const { jobs, repository, appUrl } = this.deps;
    await jobs.start();
    return this.deps.broadcaster.transaction(this.deps.db, async (tx, queue) => {
      const found = await repository.registrationForReminder(job.registrationId, tx);
      if (!found) return 'stale';
      const { registration, webinar, member } = found;
      if (registration.remindedAt) return 'already-sent';
      const now = this.deps.now();
      if (webinar.startsAt.getTime() !== queuedFor.getTime()) {
        const remindAt = remindAtOf(webinar.startsAt);
        if (remindAt.getTime() > now) {
          await this.requeue(tx, registration.id, webinar.startsAt, remindAt);
          return 'moved';
        }
      }
      const status = webinarStatus(webinar, now);
      if (status === 'ended') return 'ended';
      if (!(await repository.markReminded(registration.id, new Date(now), tx)))
        return 'already-sent';

      const when = formatEventTime(webinar.startsAt, false, zoneOf(member));
      const title = `${status === 'live' ? 'Live now' : 'Starting soon'}: ${webinar.title}`;
      const link = webinarPath(webinar.slug);
      const row = await insertNotification(tx, {
        userId: member.id,
        actorId: null,
        kind: 'webinarReminder',
        url: link,
        title,
        description: `${when} · with ${webinar.host}`,
      });
      if (row) {
        queue(channelNames.userNotifications(member.id), 'notification', {
          notification: presentNotification(row, PRODUCT_ACTOR),
        });
      }
      const mail: Mail = {
        to: member.email,
        subject: title,
        text: [
          `Hello ${member.name},`,
          '',
          status === 'live'
            ? `The TapeTV webinar "${webinar.title}" with ${webinar.host} is live now.`
            : `The TapeTV webinar "${webinar.title}" with ${webinar.host} starts soon.`,
          `When: ${when} (${webinar.durationMinutes} minutes)`,
          '',
          `Join here: ${appUrl}${link}`,
          '',
          'You registered for this webinar on TapeTV; this reminder is sent once.',
        ].join('\n'),
      };
      await jobs.send(MAIL_JOB, mail, tx);
      return 'sent';
    });
  }

  private async requeue(tx: Executor, registrationId: number, startsAt: Date, remindAt: Date) {
    const job: WebinarRemindJob = { registrationId, startsAt: startsAt.toISOString() };
    await this.deps.jobs.send(WEBINAR_REMIND_JOB, job, tx, { startAfter: remindAt });
  }
}
