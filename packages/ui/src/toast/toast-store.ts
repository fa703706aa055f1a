/** Spec point 9: toasts sit top-end, stay 1000 ms with a progress bar, and pause on hover. */
export const TOAST_DURATION_MS = 1000;
/** Spec point 9: 400 px wide… */
export const TOAST_WIDTH_PX = 400;
/** …or 450 px for upload successes and the copy-watchlist success. */
export const TOAST_WIDE_WIDTH_PX = 450;
/** Older toasts beyond this many are dropped, so a burst cannot fill the screen. */
export const TOAST_LIMIT = 4;

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  /** 450 px instead of 400 px (spec point 9: upload successes, watchlist copied). */
  wide?: boolean;
  /** Milliseconds on screen; the spec's 1000 ms unless a case needs longer. */
  duration?: number;
}

export interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
  wide: boolean;
  duration: number;
}

export interface ToastStore {
  /** Shows a toast; returns its id. */
  show(tone: ToastTone, message: string, options?: ToastOptions): number;
  success(message: string, options?: ToastOptions): number;
  error(message: string, options?: ToastOptions): number;
  info(message: string, options?: ToastOptions): number;
  dismiss(id: number): void;
  clear(): void;
  /** For `useSyncExternalStore`: the current toasts, oldest first (same array until a change). */
  getSnapshot(): readonly ToastItem[];
  subscribe(listener: () => void): () => void;
}

/**
 * A tiny store of the toasts on screen. Pure (no React, no DOM), so the app can call it from
 * anywhere — an action atom, an error handler — and tests can create their own.
 */
export function createToastStore(): ToastStore {
  let toasts: readonly ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();

  const emit = (next: readonly ToastItem[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  const show = (tone: ToastTone, message: string, options: ToastOptions = {}) => {
    const item: ToastItem = {
      id: nextId++,
      tone,
      message,
      wide: options.wide ?? false,
      duration: options.duration ?? TOAST_DURATION_MS,
    };
    emit([...toasts, item].slice(-TOAST_LIMIT));
    return item.id;
  };

  return {
    show,
    success: (message, options) => show('success', message, options),
    error: (message, options) => show('error', message, options),
    info: (message, options) => show('info', message, options),
    dismiss(id) {
      if (toasts.some((item) => item.id === id)) emit(toasts.filter((item) => item.id !== id));
    },
    clear() {
      if (toasts.length > 0) emit([]);
    },
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The app-wide store that `<Toaster />` shows by default:
 * `toast.success('Follow user successfully!')`,
 * `toast.success('cover photo updated successfully!', { wide: true })`,
 * `toast.error('Error while following user')`.
 */
export const toast: ToastStore = createToastStore();
