import { Cross2Icon } from '@radix-ui/react-icons';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../lib/cx.ts';
import styles from './dialog.module.css';

/** A modal dialog on Radix (e.g. the login popup): `open`/`onOpenChange` or `defaultOpen`. */
export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export interface DialogContentProps
  extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  /** The dialog's heading; it also names the dialog for screen readers (required). */
  title: ReactNode;
  /** A sentence under the title; also the dialog's accessible description. */
  description?: ReactNode;
  /** Hide the × button (when the content has its own way out). */
  hideClose?: boolean;
  /** Label of the × button. */
  closeLabel?: string;
  size?: 'sm' | 'md';
}

/** The dialog's panel, rendered in a portal over a dimmed overlay. Focus is trapped inside. */
export function DialogContent({
  title,
  description,
  hideClose = false,
  closeLabel = 'Close',
  size = 'md',
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="dialog-overlay" className={styles.overlay} />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cx(styles.content, styles[size], className)}
        // Without a description, say so explicitly (Radix would point at a missing element).
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div data-slot="dialog-header" className={styles.header}>
          <DialogPrimitive.Title data-slot="dialog-title" className={styles.title}>
            {title}
          </DialogPrimitive.Title>
          {!hideClose && (
            <DialogPrimitive.Close
              data-slot="dialog-close"
              className={styles.close}
              aria-label={closeLabel}
            >
              <Cross2Icon aria-hidden />
            </DialogPrimitive.Close>
          )}
        </div>
        {description && (
          <DialogPrimitive.Description
            data-slot="dialog-description"
            className={styles.description}
          >
            {description}
          </DialogPrimitive.Description>
        )}
        <div data-slot="dialog-body" className={styles.body}>
          {children}
        </div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Buttons at the bottom of a dialog, primary action last. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-footer" className={cx(styles.footer, className)} {...props} />;
}
