import { Button } from '@tapetv/ui/button';
import { Switch } from '@tapetv/ui/switch';
import { VisuallyHidden } from '@tapetv/ui/visually-hidden';
import { useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import type { EmailAlert } from '@/entities/research/email-alert';
import { toggleEmailAlertAtom } from '../model/toggle-email-alert.atoms.ts';
import styles from './email-alert-switch.module.css';

export interface EmailAlertSwitchProps {
  alert: EmailAlert;
  /** Where the mail goes, said while a confirmation is awaited. */
  email: string;
}

/** The words under a switch for each state: on and off also in text, never by colour alone. */
export const EMAIL_ALERT_STATE_TEXT = {
  off: 'Off',
  pending: 'Check your inbox to confirm',
  active: 'On',
} as const;

/**
 * One list with its switch (issue 20): Off; on asks for a confirmation mail and shows "Check your
 * inbox to confirm" with Resend until its link is opened; then On. Off again at any time.
 */
export function EmailAlertSwitch({ alert, email }: EmailAlertSwitchProps) {
  const toggle = useSetAtom(toggleEmailAlertAtom);
  const [busy, setBusy] = useState<'toggle' | 'resend' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const titleId = useId();
  const detailsId = useId();

  const run = async (kind: 'toggle' | 'resend', on: boolean) => {
    setBusy(kind);
    setError(null);
    setResent(false);
    const result = await toggle({ list: alert.list, on });
    setBusy(null);
    if (!result.ok) setError(result.message);
    else if (kind === 'resend') setResent(true);
  };

  return (
    <section className={styles.card} aria-labelledby={titleId} data-status={alert.status}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {alert.title}
        </h2>
        <Switch
          label={<VisuallyHidden>{alert.title}</VisuallyHidden>}
          aria-describedby={detailsId}
          checked={alert.status !== 'off'}
          disabled={busy !== null}
          onCheckedChange={(checked) => void run('toggle', checked)}
        />
      </div>
      <div id={detailsId}>
        <p className={styles.description}>{alert.description}</p>
        <p className={styles.schedule}>{alert.schedule}</p>
      </div>
      <p className={`${styles.state} ${styles[alert.status === 'active' ? 'on' : alert.status]}`}>
        <span role="status">
          {EMAIL_ALERT_STATE_TEXT[alert.status]}
          {alert.status === 'pending' && (
            <span className={styles.description}>
              {' '}
              — {resent ? 'we sent a new link to' : 'we sent a link to'} {email}
            </span>
          )}
        </span>
        {alert.status === 'pending' && (
          <Button
            variant="secondary"
            size="sm"
            loading={busy === 'resend'}
            disabled={busy !== null}
            onClick={() => void run('resend', true)}
          >
            Resend
          </Button>
        )}
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </section>
  );
}
