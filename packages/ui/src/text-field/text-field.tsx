import { VisuallyHidden } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from '../lib/cx.ts';
import styles from './text-field.module.css';

interface FieldProps {
  /** The visible label (required, for accessibility; hide it with `hideLabel`). */
  label: string;
  /** Keep the label for screen readers only (e.g. a search box with a placeholder). */
  hideLabel?: boolean;
  /** Help text under the field. */
  description?: ReactNode;
  /** An error message; marks the field invalid and replaces the description. */
  error?: string | null;
  /** Class for the wrapper. */
  className?: string;
}

export interface TextFieldProps extends FieldProps, Omit<ComponentProps<'input'>, 'className'> {
  /** An icon inside the field, before the value. */
  iconStart?: ReactNode;
}

export interface TextAreaProps extends FieldProps, Omit<ComponentProps<'textarea'>, 'className'> {}

function FieldFrame({
  id,
  label,
  hideLabel,
  description,
  error,
  className,
  children,
}: FieldProps & { id: string; children: ReactNode }) {
  const labelNode = (
    <label data-slot="text-field-label" htmlFor={id} className={styles.label}>
      {label}
    </label>
  );
  return (
    <div
      data-slot="text-field"
      data-invalid={error ? '' : undefined}
      className={cx(styles.field, className)}
    >
      {hideLabel ? <VisuallyHidden.Root>{labelNode}</VisuallyHidden.Root> : labelNode}
      {children}
      {error ? (
        <p data-slot="text-field-error" id={`${id}-message`} className={styles.error}>
          {error}
        </p>
      ) : description ? (
        <p data-slot="text-field-description" id={`${id}-message`} className={styles.description}>
          {description}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled single-line input with optional help text and error message. */
export function TextField({
  label,
  hideLabel,
  description,
  error,
  className,
  id: idProp,
  iconStart,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const hasMessage = Boolean(error || description);
  return (
    <FieldFrame
      id={id}
      label={label}
      hideLabel={hideLabel}
      description={description}
      error={error}
      className={className}
    >
      <div data-slot="text-field-control" className={styles.control}>
        {iconStart && (
          <span data-slot="text-field-icon" aria-hidden className={styles.icon}>
            {iconStart}
          </span>
        )}
        <input
          id={id}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={hasMessage ? `${id}-message` : undefined}
          {...inputProps}
        />
      </div>
    </FieldFrame>
  );
}

/** A labelled multi-line input (comments, messages). */
export function TextArea({
  label,
  hideLabel,
  description,
  error,
  className,
  id: idProp,
  rows = 3,
  ...textareaProps
}: TextAreaProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const hasMessage = Boolean(error || description);
  return (
    <FieldFrame
      id={id}
      label={label}
      hideLabel={hideLabel}
      description={description}
      error={error}
      className={className}
    >
      <div data-slot="text-field-control" className={styles.control}>
        <textarea
          id={id}
          rows={rows}
          className={cx(styles.input, styles.textarea)}
          aria-invalid={error ? true : undefined}
          aria-describedby={hasMessage ? `${id}-message` : undefined}
          {...textareaProps}
        />
      </div>
    </FieldFrame>
  );
}
