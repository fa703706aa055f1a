import { ApiError } from '@tapetv/api-client';
import { type ToastStore, toast } from '@tapetv/ui/toast-store';
import { TOASTS, type ToastKey, type ToastValues } from './toast-messages.ts';

export interface NotifyOptions<K extends ToastKey = ToastKey> {
  /** The figures of a text with slots (`priceAlertSetSuccess`: symbol, direction, price). */
  values?: ToastValues<K>;
  /**
   * The failure behind an error toast: logged for developers, never shown (spec point 8), except
   * a rate limit's refusal (429), whose message says how long to wait.
   */
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
  const catalogued = filled
    ? text.replace(/\{(\w+)\}/g, (slot, name: string) => filled[name] ?? slot)
    : text;
  // A rate limit is not a failure to retry at once: its own words say what and how long to wait.
  const message = kind === 'error' && rateLimited(error) ? error.message : catalogued;
  if (error !== undefined) console.error(message, error);
  return store[kind](message, { wide });
}

/** The server's rate-limit refusal (429 `TOO_MANY_REQUESTS`), whose message a member can act on. */
function rateLimited(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status === 429 &&
    (error.body as { code?: unknown } | null)?.code === 'TOO_MANY_REQUESTS'
  );
}
