import { atom } from 'jotai';
import { receiveLiveMessageAtom } from '@/entities/watch/live-show';
import { api } from '@/shared/api';

/**
 * Sends a message to the live chat; it shows once the server has it, so a failure leaves nothing
 * behind. A refusal (422, the 429 rate limit) is thrown as the API's error: its message is the
 * server's, for the page to show, and the composer keeps the text.
 */
export const sendLiveMessageAtom = atom(null, async (_get, set, text: string) => {
  const answer = await api.post('/api/live/chat', { body: { text } });
  set(receiveLiveMessageAtom, answer.data);
});
sendLiveMessageAtom.debugLabel = 'send-live-message';
