import { Switch as SwitchPrimitive } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from '../lib/cx.ts';
import styles from './switch.module.css';

export interface SwitchProps
  extends Omit<ComponentProps<typeof SwitchPrimitive.Root>, 'children' | 'asChild'> {
  /** The visible label. */
  label: ReactNode;
  /** Put the label after the switch instead of before it. */
  labelPosition?: 'start' | 'end';
}

/** An on/off switch on Radix: `checked`/`onCheckedChange` or `defaultChecked`. */
export function Switch({
  label,
  labelPosition = 'start',
  className,
  id: idProp,
  ...props
}: SwitchProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const labelNode = (
    <label data-slot="switch-label" htmlFor={id} className={styles.label}>
      {label}
    </label>
  );
  return (
    <div data-slot="switch-field" className={cx(styles.field, className)}>
      {labelPosition === 'start' && labelNode}
      <SwitchPrimitive.Root data-slot="switch" id={id} className={styles.track} {...props}>
        <SwitchPrimitive.Thumb data-slot="switch-thumb" className={styles.thumb} />
      </SwitchPrimitive.Root>
      {labelPosition === 'end' && labelNode}
    </div>
  );
}
