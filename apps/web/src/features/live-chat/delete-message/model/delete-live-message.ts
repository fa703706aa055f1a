import { atom } from 'jotai';
import { receiveLiveMessageDeletedAtom } from '@/entities/watch/live-show';
import { api } from '@/shared/api';

/** Deletes one of the member's own live chat messages; a refusal is thrown for the page to show. */
export const deleteLiveMessageAtom = atom(null, async (_get, set, id: number) => {
  await api.delete('/api/live/chat/{id}', { path: { id } });
  set(receiveLiveMessageDeletedAtom, { id });
});
deleteLiveMessageAtom.debugLabel = 'delete-live-message';
