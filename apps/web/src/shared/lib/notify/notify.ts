import { type ToastStore, toast } from '@tapetv/ui/toast';
import { TOASTS, type ToastKey } from './toast-messages.ts';

/**
 * The one way features show a toast: by the spec's situation (point 8), never by free text, so
 * the exact words and the width (point 9) cannot drift. `notify('followSuccess')`.
 */
export function notify(key: ToastKey, store: ToastStore = toast): number {
  const { kind, message, wide } = TOASTS[key];
  return store[kind](message, { wide });
}
