import { CheckIcon, DividerHorizontalIcon } from '@radix-ui/react-icons';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from '../lib/cx.ts';
import styles from './checkbox.module.css';

export interface CheckboxProps
  extends Omit<ComponentProps<typeof CheckboxPrimitive.Root>, 'children' | 'asChild'> {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
}

/**
 * A labelled checkbox on Radix (e.g. "Remember this device"). Controlled with
 * `checked`/`onCheckedChange` or uncontrolled with `defaultChecked`; `checked` may be
 * `'indeterminate'`.
 */
export function Checkbox({ label, description, className, id: idProp, ...props }: CheckboxProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  return (
    <div data-slot="checkbox-field" className={cx(styles.field, className)}>
      <CheckboxPrimitive.Root
        data-slot="checkbox"
        id={id}
        className={styles.box}
        aria-describedby={description ? `${id}-description` : undefined}
        {...props}
      >
        <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className={styles.indicator}>
          {props.checked === 'indeterminate' ? <DividerHorizontalIcon /> : <CheckIcon />}
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <div className={styles.text}>
        <label data-slot="checkbox-label" htmlFor={id} className={styles.label}>
          {label}
        </label>
        {description && (
          <p
            id={`${id}-description`}
            data-slot="checkbox-description"
            className={styles.description}
          >
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
