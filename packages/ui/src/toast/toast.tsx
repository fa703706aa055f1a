import {
  CheckCircledIcon,
  Cross2Icon,
  CrossCircledIcon,
  InfoCircledIcon,
} from '@radix-ui/react-icons';
import { Toast as ToastPrimitive } from 'radix-ui';
import { type CSSProperties, useState, useSyncExternalStore } from 'react';
import { cx } from '../lib/cx.ts';
import styles from './toast.module.css';
import { toast as defaultStore, type ToastItem, type ToastStore } from './toast-store.ts';

export interface ToasterProps {
  /** The store to show; the app-wide `toast` by default. */
  store?: ToastStore;
  /** Names the toast region for screen readers; `{hotkey}` is replaced (F8 jumps there). */
  label?: string;
  /** Label of each toast's dismiss button. */
  dismissLabel?: string;
}

const icons = {
  success: CheckCircledIcon,
  error: CrossCircledIcon,
  info: InfoCircledIcon,
} as const;

/**
 * Renders the toasts of a store at the top end of the screen (spec point 9). Mount it once near
 * the root of the app; call `toast.success(…)` / `toast.error(…)` from anywhere.
 */
export function Toaster({
  store = defaultStore,
  label = 'Notifications ({hotkey})',
  dismissLabel = 'Dismiss',
}: ToasterProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <ToastPrimitive.Provider swipeDirection="right" label="Notification">
      {toasts.map((item) => (
        <ToastCard
          key={item.id}
          item={item}
          dismissLabel={dismissLabel}
          onDismiss={() => store.dismiss(item.id)}
        />
      ))}
      <ToastPrimitive.Viewport
        data-slot="toast-viewport"
        className={styles.viewport}
        label={label}
      />
    </ToastPrimitive.Provider>
  );
}

function ToastCard({
  item,
  dismissLabel,
  onDismiss,
}: {
  item: ToastItem;
  dismissLabel: string;
  onDismiss: () => void;
}) {
  // Radix pauses its close timer while the pointer or focus is on the toasts; the bar follows.
  const [paused, setPaused] = useState(false);
  const Icon = icons[item.tone];
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-tone={item.tone}
      data-wide={item.wide ? '' : undefined}
      data-paused={paused ? '' : undefined}
      type={item.tone === 'error' ? 'foreground' : 'background'}
      duration={item.duration}
      onPause={() => setPaused(true)}
      onResume={() => setPaused(false)}
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      className={cx(styles.toast, styles[item.tone], item.wide && styles.wide)}
      style={{ '--toast-duration': `${item.duration}ms` } as CSSProperties}
    >
      <Icon aria-hidden className={styles.icon} />
      <ToastPrimitive.Description data-slot="toast-message" className={styles.message}>
        {item.message}
      </ToastPrimitive.Description>
      <ToastPrimitive.Close
        data-slot="toast-close"
        className={styles.close}
        aria-label={dismissLabel}
      >
        <Cross2Icon aria-hidden />
      </ToastPrimitive.Close>
      <span data-slot="toast-progress" aria-hidden className={styles.progress} />
    </ToastPrimitive.Root>
  );
}
