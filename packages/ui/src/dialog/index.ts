export type { DialogContentProps } from './dialog.tsx';
export { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from './dialog.tsx';
