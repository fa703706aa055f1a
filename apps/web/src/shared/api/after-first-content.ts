import { afterFirstContent, whenPageShown } from '@/shared/lib/after-first-content';
import { api } from './client.ts';

/**
 * Runs `work` once the first page shows its content and its API requests are answered, when the
 * browser is next idle: for what the first content does not need (issue 12). Returns a cancel
 * function.
 */
export function afterFirstApiContent(work: () => void): () => void {
  return afterFirstContent(work, {
    pageShown: whenPageShown,
    settled: (listener) => api.transport.whenSettled(listener),
  });
}
