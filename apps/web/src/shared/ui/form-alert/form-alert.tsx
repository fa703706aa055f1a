import type { ReactNode } from 'react';
import styles from './form-alert.module.css';

/** A form's overall message: an alert for a refusal, a polite status for a success. */
export function FormAlert({
  tone,
  children,
  id,
}: {
  tone: 'error' | 'success';
  children: ReactNode;
  id?: string;
}) {
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      data-slot="form-alert"
      data-tone={tone}
      className={styles.alert}
    >
      {children}
    </div>
  );
}
