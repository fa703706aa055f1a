import { atom } from 'jotai';
import { api } from '@/shared/api';
import type { UploadedImage } from './image-attachments.ts';

export type SendImage = (file: File, signal: AbortSignal) => Promise<UploadedImage>;

/**
 * How one chosen image reaches the server: `POST /api/uploads` with the context `post`. Held in an
 * atom (a box around the function) so stories can answer without a server.
 */
export const sendImageAtom = atom<{ send: SendImage }>({
  send: (file, signal) => api.upload('/api/uploads', { context: 'post', file }, { signal }),
});
sendImageAtom.debugLabel = 'sendImageAtom';
