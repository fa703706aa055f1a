import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Database } from '../../db/client.ts';
import { AppError, notFound, validationFailed } from '../../lib/errors.ts';
import type { Mail } from '../../lib/mailer.ts';
import type { JobQueue } from '../../plugins/app/jobs.ts';
import { MAIL_JOB } from '../../plugins/app/mailer.ts';
import {
  type BookingListView,
  type BookingView,
  type BookSessionView,
  MAX_UPCOMING_BOOKINGS,
  type PersonalAccessView,
} from '../../schemas/personal-access.ts';
import type { UserRow } from '../users/users.repository.ts';
import type {
  BookingWithHost,
  HostRow,
  PersonalAccessRepository,
} from './personal-access.repository.ts';
import { findSlot, SLOT_DAYS, slotsOf } from './personal-access-slots.ts';

export const SLOT_TAKEN_MESSAGE = 'This slot was just booked. Choose another time.';
export const BOOKING_LIMIT_MESSAGE = `You already have ${MAX_UPCOMING_BOOKINGS} upcoming sessions. Cancel one to book another.`;
export const OVERLAP_MESSAGE = 'You already have a session at that time. Choose another time.';
export const NOT_A_SLOT_MESSAGE =
  'That time is not an open slot any more. Choose one of the times shown.';
export const UNKNOWN_HOST_MESSAGE = 'No such host takes sessions.';
export const TOPIC_BLANK_MESSAGE = 'Tell the host what you would like to talk about.';
export const BOOKING_NOT_FOUND = 'No such session of yours.';
export const CONFIRMATION_SUBJECT = 'Your TapeTV personal access session is booked';

const iso = (date: Date | number) => new Date(date).toISOString();

/** `Monday 30 November 2026, 14:00–14:45 (Europe/London)`. */
export function formatSession(startsAt: Date, endsAt: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(startsAt);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${day}, ${time.format(startsAt)}–${time.format(endsAt)} (${timeZone})`;
}

export class PersonalAccessService {
  constructor(
    private readonly deps: {
      db: Database;
      repository: PersonalAccessRepository;
      jobs: Pick<JobQueue, 'send' | 'start'>;
      appUrl: string;
      now: () => number;
    },
  ) {}

  /** The hosts with their open slots of the next 14 days, and whether `user` may book them. */
  async overview(user: UserRow): Promise<PersonalAccessView> {
    const now = this.deps.now();
    const hosts = await this.deps.repository.activeHosts();
    const booked = await this.deps.repository.bookedStarts(
      hosts.map((host) => host.id),
      new Date(now),
    );
    return {
      can_book: user.isPro,
      days: SLOT_DAYS,
      max_upcoming: MAX_UPCOMING_BOOKINGS,
      hosts: hosts.map((host) => {
        const taken = booked.get(host.id);
        return {
          slug: host.slug,
          name: host.name,
          role: host.role,
          speciality: host.speciality,
          bio_html: host.bioHtml,
          time_zone: host.timeZone,
          session_minutes: host.sessionMinutes,
          slots: slotsOf(host, now)
            .filter((slot) => !taken?.has(slot.startsAt))
            .map((slot) => ({ starts_at: iso(slot.startsAt), ends_at: iso(slot.endsAt) })),
        };
      }),
    };
  }

  present(booking: BookingWithHost): BookingView {
    return {
      id: booking.id,
      host: booking.host,
      starts_at: iso(booking.startsAt),
      ends_at: iso(booking.endsAt),
      topic: booking.topic,
      created_at: iso(booking.createdAt),
    };
  }

  /** The member's sessions that have not ended, earliest first. */
  async bookings(user: UserRow): Promise<BookingListView> {
    const rows = await this.deps.repository.upcomingOf(user.id, new Date(this.deps.now()));
    return { bookings: rows.map((row) => this.present(row)) };
  }

  /**
   * Books one of a host's open slots for a pro member (the route checks pro). 422 for a blank
   * topic, an unknown host or a time that is no open slot (past, beyond 14 days, not on the
   * grid); 409 `BOOKING_LIMIT` at the member's limit or `BOOKING_OVERLAP` over one of their own
   * sessions; 409 `SLOT_TAKEN` when someone holds it, decided by the unique index, so of two
   * members racing for a slot exactly one gets it. The confirmation mail, with an .ics invitation,
   * is queued in the same transaction.
   */
  async book(user: UserRow, body: BookSessionView): Promise<BookingView> {
    const topic = body.topic.trim();
    if (!topic) throw validationFailed({ topic: [TOPIC_BLANK_MESSAGE] });
    const host = await this.deps.repository.hostBySlug(body.host);
    if (!host?.active) throw validationFailed({ host: [UNKNOWN_HOST_MESSAGE] });
    const now = this.deps.now();
    const slot = findSlot(host, new Date(body.starts_at).getTime(), now);
    if (!slot) throw validationFailed({ starts_at: [NOT_A_SLOT_MESSAGE] });

    await this.deps.jobs.start();
    return this.deps.db.transaction(async (tx) => {
      await this.deps.repository.lockMember(user.id, tx);
      const upcoming = await this.deps.repository.upcomingOf(user.id, new Date(now), tx);
      if (upcoming.length >= MAX_UPCOMING_BOOKINGS)
        throw new AppError(409, 'BOOKING_LIMIT', BOOKING_LIMIT_MESSAGE);
      if (
        upcoming.some(
          (own) => own.startsAt.getTime() < slot.endsAt && slot.startsAt < own.endsAt.getTime(),
        )
      )
        throw new AppError(409, 'BOOKING_OVERLAP', OVERLAP_MESSAGE);
      const row = await this.deps.repository.insert(
        {
          hostId: host.id,
          userId: user.id,
          startsAt: new Date(slot.startsAt),
          endsAt: new Date(slot.endsAt),
          topic,
        },
        tx,
      );
      if (!row) throw new AppError(409, 'SLOT_TAKEN', SLOT_TAKEN_MESSAGE);
      const booking = { ...row, host: { slug: host.slug, name: host.name, role: host.role } };
      await this.deps.jobs.send(MAIL_JOB, this.confirmation(user, host, booking), tx);
      return this.present(booking);
    });
  }

  /** Cancels the member's own session, freeing its slot; 404 for anyone else's or none. */
  async cancel(user: UserRow, id: number): Promise<void> {
    if (!(await this.deps.repository.deleteOwn(id, user.id))) throw notFound(BOOKING_NOT_FOUND);
  }

  private confirmation(
    member: Pick<UserRow, 'name' | 'email'>,
    host: HostRow,
    booking: BookingWithHost,
  ): Mail {
    const when = formatSession(booking.startsAt, booking.endsAt, host.timeZone);
    const whenUtc = formatSession(booking.startsAt, booking.endsAt, 'UTC');
    const page = `${this.deps.appUrl}/personal-access`;
    const calendar = ical({
      prodId: { company: 'TapeTV', product: 'Personal access', language: 'EN' },
      method: ICalCalendarMethod.PUBLISH,
    });
    calendar.createEvent({
      id: `personal-access-${booking.id}@tapetv`,
      stamp: new Date(this.deps.now()),
      start: booking.startsAt,
      end: booking.endsAt,
      summary: `TapeTV personal access with ${host.name}`,
      description: `Topic: ${booking.topic}\n${page}`,
      url: page,
    });
    return {
      to: member.email,
      subject: CONFIRMATION_SUBJECT,
      text: [
        `Hello ${member.name},`,
        '',
        `Your one-to-one session with ${host.name} (${host.role}) is booked:`,
        when,
        whenUtc === when ? '' : `That is ${whenUtc}.`,
        '',
        `Your topic: ${booking.topic}`,
        '',
        `The invitation is attached for your calendar. To cancel, open My sessions: ${page}`,
      ]
        .filter((line, i, lines) => line !== '' || lines[i - 1] !== '')
        .join('\n'),
      attachments: [
        {
          filename: 'tapetv-session.ics',
          content: calendar.toString(),
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        },
      ],
    };
  }
}
