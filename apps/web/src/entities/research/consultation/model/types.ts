import type { ResponseBody } from '@tapetv/api-client';

/** `GET /api/personalAccess`: the hosts with their open slots, and whether the viewer may book. */
export type PersonalAccess = ResponseBody<'/api/personalAccess', 'get'>;

/** An analyst members book sessions with. */
export type ConsultationHost = PersonalAccess['hosts'][number];

/** One open slot of a host. */
export type ConsultationSlot = ConsultationHost['slots'][number];

/** One of the viewer's booked sessions (`GET /api/personalAccess/bookings`). */
export type ConsultationBooking = ResponseBody<
  '/api/personalAccess/bookings',
  'get'
>['bookings'][number];
