import { ApiError } from '@tapetv/api-client';
import { atom } from 'jotai';
import {
  type ConsultationBooking,
  type ConsultationHost,
  type ConsultationSlot,
  refreshConsultationsAtom,
} from '@/entities/research/consultation';
import { api, type FormFailure, formFailure } from '@/shared/api';

export type BookSessionResult = { ok: true; booking: ConsultationBooking } | FormFailure;

export interface BookSessionInput {
  host: ConsultationHost;
  slot: ConsultationSlot;
  topic: string;
}

export const TOPIC_REQUIRED = 'Tell the host what you would like to talk about.';

/**
 * Books a slot (`POST /api/personalAccess/bookings`). The server decides: a slot someone just took
 * (409 SLOT_TAKEN), the member's limit, a time no longer open (422). Whatever it answered, the
 * lists are fetched again when it may have changed them, so a taken slot leaves the page.
 */
export const bookSessionAtom = atom(
  null,
  async (_get, set, { host, slot, topic }: BookSessionInput): Promise<BookSessionResult> => {
    if (!topic.trim())
      return { ok: false, message: TOPIC_REQUIRED, fieldErrors: { topic: [TOPIC_REQUIRED] } };
    try {
      const booking = await api.post('/api/personalAccess/bookings', {
        body: { host: host.slug, starts_at: slot.starts_at, topic: topic.trim() },
      });
      await set(refreshConsultationsAtom);
      return { ok: true, booking };
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 422))
        await set(refreshConsultationsAtom);
      return formFailure(error);
    }
  },
);
bookSessionAtom.debugLabel = 'book-personal-access-session';
