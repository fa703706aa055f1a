import { type Static, Type } from 'typebox';
import { LIVE_WEEKDAYS } from '../db/schema/live.ts';

/** The longest live chat message, in characters (once trimmed). */
export const LIVE_MESSAGE_TEXT_MAX = 500;
/** How many messages one page of the live chat holds. */
export const LIVE_MESSAGE_PAGE_SIZE = 50;
/** The rate limit: at most this many messages by one member… */
export const LIVE_MESSAGE_BURST = 5;
/** …within this many seconds. */
export const LIVE_MESSAGE_WINDOW_SECONDS = 30;

/** One airing of a show in the schedule (instants in UTC; the page shows the member's zone). */
export const LiveOccurrence = Type.Object({
  show: Type.String({ description: 'The show’s slug' }),
  title: Type.String(),
  host: Type.String(),
  description: Type.String(),
  starts_at: Type.String({ format: 'date-time' }),
  ends_at: Type.String({ format: 'date-time' }),
});
export type LiveOccurrenceView = Static<typeof LiveOccurrence>;

/** A weekly show, as its content file defines it. */
export const LiveShow = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  host: Type.String(),
  description: Type.String(),
  weekdays: Type.Array(Type.Enum(LIVE_WEEKDAYS)),
  start_time: Type.String({ description: 'HH:MM, 24-hour, in `time_zone`' }),
  time_zone: Type.Literal('America/New_York'),
  duration_minutes: Type.Integer(),
});

/** `GET /api/live`: whether the channel is on the air, and the week's programme. */
export const LiveStatus = Type.Object({
  onAir: Type.Boolean({
    description: 'A stream is configured (LIVE_STREAM_URL) and a show is scheduled now',
  }),
  streamUrl: Type.Union([Type.String(), Type.Null()], {
    description: 'The HLS playlist (.m3u8) while on air; null otherwise',
  }),
  currentShow: Type.Union([LiveOccurrence, Type.Null()], {
    description: 'The show scheduled now, whether or not a stream is configured',
  }),
  nextShow: Type.Union([LiveOccurrence, Type.Null()], {
    description: 'The first show that starts after now',
  }),
  schedule: Type.Array(LiveOccurrence, {
    description: 'Every airing of the next 7 days (New York days), in start order',
  }),
  shows: Type.Array(LiveShow),
});
export type LiveStatusView = Static<typeof LiveStatus>;

/** A message of the live show's chat, with its author. */
export const LiveChatMessage = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  userId: Type.Integer(),
  user: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    userName: Type.String(),
    avatar: Type.String(),
  }),
  created_at: Type.String({ format: 'date-time' }),
});
export type LiveChatMessageView = Static<typeof LiveChatMessage>;

/** `message-deleted` on `private:live.chat`: a message is gone (its author deleted it). */
export const LiveChatMessageDeletedEvent = Type.Object({ id: Type.Integer() });

/**
 * The live chat channel's payloads, named as they appear in `openapi.json` (`new-message` carries
 * a `LiveChatMessage`).
 */
export const liveEventSchemas = { LiveChatMessage, LiveChatMessageDeletedEvent };
