export type { ToasterProps } from './toast.tsx';
export { Toaster } from './toast.tsx';
export type { ToastItem, ToastOptions, ToastStore, ToastTone } from './toast-store.ts';
export {
  createToastStore,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_WIDE_WIDTH_PX,
  TOAST_WIDTH_PX,
  toast,
} from './toast-store.ts';
