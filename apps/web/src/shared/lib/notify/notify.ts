import { type ToastStore, toast } from '@tapetv/ui/toast-store';
import { TOASTS, type ToastKey, type ToastValues } from './toast-messages.ts';

export interface NotifyOptions<K extends ToastKey = ToastKey> {
  /** The figures of a text with slots (`priceAlertSetSuccess`: symbol, direction, price). */
  values?: ToastValues<K>;
  /** The failure behind an error toast: logged for developers, never shown (spec point 8). */
  error?: unknown;
  /** Where the toast goes; the app's toaster unless a test passes its own. */
  store?: ToastStore;
}

/**
 * The one way the web shows a toast: by situation, never by free text, so the exact words and the
 * width (spec points 8 and 9) cannot drift. `notify('followSuccess')`,
 * `notify('reactionFailure', { error })`, `notify('priceAlertSetSuccess', { values })`.
 */
export function notify<K extends ToastKey>(
  key: K,
  { error, store = toast, values }: NotifyOptions<K> = {},
): number {
  const { kind, message: text, wide } = TOASTS[key];
  const filled: Record<string, string> | undefined = values;
  const message = filled
    ? text.replace(/\{(\w+)\}/g, (slot, name: string) => filled[name] ?? slot)
    : text;
  if (error !== undefined) console.error(message, error);
  return store[kind](message, { wide });
}
