export { notify } from './notify.ts';
export type { ToastKey } from './toast-messages.ts';
export { TOASTS } from './toast-messages.ts';
