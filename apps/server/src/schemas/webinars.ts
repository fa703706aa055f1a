import { type Static, Type } from 'typebox';
import { WEBINAR_LEVELS } from '../db/schema/index.ts';

/**
 * The channel's webinars (issue 20, `/webinar`): a schedule written as files in the repository,
 * registration with a confirmation mail and a reminder (mail and notification) an hour before,
 * and the replay once a webinar has ended.
 */

/** How long before the start the reminder goes out. */
export const WEBINAR_REMINDER_MINUTES = 60;

const DateTime = (description: string) => Type.String({ format: 'date-time', description });

export const WEBINAR_STATUSES = ['upcoming', 'live', 'ended'] as const;
export const WebinarStatus = Type.Enum(WEBINAR_STATUSES, {
  description: 'By the server’s clock: not started yet, running now, or over',
});
export type WebinarStatusView = Static<typeof WebinarStatus>;

export const WebinarLevel = Type.Enum(WEBINAR_LEVELS, { description: 'Who it is pitched at' });

export const WebinarSummary = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  host: Type.String(),
  summary: Type.String(),
  level: WebinarLevel,
  starts_at: DateTime('When it starts'),
  ends_at: DateTime('When it ends (start plus duration)'),
  duration_minutes: Type.Integer({ minimum: 1 }),
  status: WebinarStatus,
  registered: Type.Boolean({ description: 'Whether the viewer holds a seat' }),
  registrant_count: Type.Integer({ minimum: 0, description: 'Members registered' }),
  replay_url: Type.Union([Type.String(), Type.Null()], {
    description: 'The recording, once the webinar has ended and one exists; null otherwise',
  }),
});
export type WebinarSummaryView = Static<typeof WebinarSummary>;

/** `GET /api/webinars`. */
export const WebinarList = Type.Object({
  upcoming: Type.Array(WebinarSummary, {
    description: 'Upcoming and live webinars, soonest first',
  }),
  past: Type.Array(WebinarSummary, { description: 'Ended webinars, most recent first' }),
  now: DateTime('The server’s clock the statuses were computed with'),
});
export type WebinarListView = Static<typeof WebinarList>;

/** `GET /api/webinars/{slug}`. */
export const Webinar = Type.Object({
  ...WebinarSummary.properties,
  body_html: Type.String({ description: 'Its description, safe HTML' }),
});
export type WebinarView = Static<typeof Webinar>;

/** What registering or cancelling answers: the webinar after it, and a sentence to show. */
export const WebinarRegistration = Type.Object({
  message: Type.String(),
  webinar: WebinarSummary,
});
export type WebinarRegistrationView = Static<typeof WebinarRegistration>;

export const WebinarParams = Type.Object({
  slug: Type.String({ pattern: '^[a-z0-9-]{1,80}$', maxLength: 80 }),
});
