import { type Static, Type } from 'typebox';

/**
 * Personal access (issue 20): pro members book one-to-one sessions with the channel's analysts in
 * the open slots of the next 14 days, at most a few upcoming at a time.
 */

/** How many upcoming sessions a member may hold at once. */
export const MAX_UPCOMING_BOOKINGS = 2;
/** The longest topic a member may write for a session. */
export const TOPIC_MAX = 500;

const DateTime = (description: string) => Type.String({ format: 'date-time', description });

export const HostSlug = Type.String({ pattern: '^[a-z0-9-]{1,80}$', maxLength: 80 });

export const Slot = Type.Object({
  starts_at: DateTime('When the session starts'),
  ends_at: DateTime('When it ends'),
});
export type SlotView = Static<typeof Slot>;

export const Host = Type.Object({
  slug: HostSlug,
  name: Type.String(),
  role: Type.String({ description: 'Their job on the channel' }),
  speciality: Type.String({ description: 'What to book them for' }),
  bio_html: Type.String({ description: 'Their bio as safe HTML' }),
  time_zone: Type.String({ description: 'The IANA zone they work in' }),
  session_minutes: Type.Integer({ minimum: 15, description: 'How long one session lasts' }),
  slots: Type.Array(Slot, {
    description: 'Their open slots of the next 14 days, earliest first (booked ones left out)',
  }),
});
export type HostView = Static<typeof Host>;

/** `GET /api/personalAccess`. */
export const PersonalAccess = Type.Object({
  can_book: Type.Boolean({
    description: 'Whether the viewer may book (pro members); others see a preview',
  }),
  days: Type.Integer({ minimum: 1, description: 'How many days ahead slots are offered' }),
  max_upcoming: Type.Integer({
    minimum: 1,
    description: 'How many upcoming sessions a member may hold at once',
  }),
  hosts: Type.Array(Host),
});
export type PersonalAccessView = Static<typeof PersonalAccess>;

export const Booking = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  host: Type.Object({ slug: HostSlug, name: Type.String(), role: Type.String() }),
  starts_at: DateTime('When the session starts'),
  ends_at: DateTime('When it ends'),
  topic: Type.String(),
  created_at: DateTime('When it was booked'),
});
export type BookingView = Static<typeof Booking>;

/** `GET /api/personalAccess/bookings`. */
export const BookingList = Type.Object({
  bookings: Type.Array(Booking, {
    description: 'The viewer’s sessions not yet ended, earliest first',
  }),
});
export type BookingListView = Static<typeof BookingList>;

/** `POST /api/personalAccess/bookings`. */
export const BookSession = Type.Object({
  host: HostSlug,
  starts_at: DateTime(
    'The start of one of the host’s open slots, as GET /api/personalAccess gave it',
  ),
  topic: Type.String({
    minLength: 1,
    maxLength: TOPIC_MAX,
    description: 'What the member wants to talk about',
  }),
});
export type BookSessionView = Static<typeof BookSession>;

export const BookingParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
