export type { NotifyOptions } from './notify.ts';
export { notify } from './notify.ts';
export type { ToastKey } from './toast-messages.ts';
export { PRODUCT_TOASTS, SPEC_TOASTS, TOASTS } from './toast-messages.ts';
