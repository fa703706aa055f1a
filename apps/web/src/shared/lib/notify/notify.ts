import { type ToastStore, toast } from '@tapetv/ui/toast-store';
import { TOASTS, type ToastKey } from './toast-messages.ts';

export interface NotifyOptions {
  /** The failure behind an error toast: logged for developers, never shown (spec point 8). */
  error?: unknown;
  /** Where the toast goes; the app's toaster unless a test passes its own. */
  store?: ToastStore;
}

/**
 * The one way the web shows a toast: by situation, never by free text, so the exact words and the
 * width (spec points 8 and 9) cannot drift. `notify('followSuccess')`,
 * `notify('reactionFailure', { error })`.
 */
export function notify(key: ToastKey, { error, store = toast }: NotifyOptions = {}): number {
  const { kind, message, wide } = TOASTS[key];
  if (error !== undefined) console.error(message, error);
  return store[kind](message, { wide });
}
