import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { Skeleton, SkeletonText } from '@tapetv/ui/skeleton';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { emailAlertsAtom, loadEmailAlertsAtom } from '@/entities/research/email-alert';
import { confirmEmailAlertAtom } from '@/features/email-alert/confirm';
import { EmailAlertSwitch } from '@/features/email-alert/toggle';
import type { MessageResult } from '@/shared/api';
import { PageFrame } from '@/shared/ui/page-frame';
import styles from './email-alerts-page.module.css';

const TITLE = 'Email Alerts';

/**
 * `/email-alerts` (issue 20): the member's three lists, each with a switch. Turning one on mails a
 * confirmation link (double opt-in) that lands here as `?confirm=<token>`: the page confirms it,
 * says how that went, and drops the token from the address.
 */
export function EmailAlertsPage() {
  const [params, setParams] = useSearchParams();
  const token = params.get('confirm');
  const load = useSetAtom(loadEmailAlertsAtom);
  const confirm = useSetAtom(confirmEmailAlertAtom);
  const [confirmation, setConfirmation] = useState<MessageResult | 'working' | null>(
    token ? 'working' : null,
  );
  /** The token this page has sent already (a second effect run must not send it again). */
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token) {
      void load();
      return;
    }
    if (sent.current === token) return;
    sent.current = token;
    setConfirmation('working');
    // Confirming reads the lists again once done.
    void confirm(token).then((result) => {
      setConfirmation(result);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('confirm');
          return next;
        },
        { replace: true },
      );
    });
  }, [token, load, confirm, setParams]);

  return (
    <PageFrame title={TITLE}>
      <p className={styles.intro}>
        Market news from TapeTV in your inbox. Each list starts once you confirm it from the email
        we send, and every email has a one-click unsubscribe link.
      </p>
      <ConfirmationBanner confirmation={confirmation} />
      <Lists />
    </PageFrame>
  );
}

function ConfirmationBanner({ confirmation }: { confirmation: MessageResult | 'working' | null }) {
  if (confirmation === null) return null;
  if (confirmation === 'working')
    return (
      <p role="status" className={styles.banner}>
        Confirming your email alert…
      </p>
    );
  if (confirmation.ok)
    return (
      <p role="status" className={`${styles.banner} ${styles.success}`}>
        ✓ {confirmation.message}
      </p>
    );
  return (
    <p role="alert" className={`${styles.banner} ${styles.failure}`}>
      {confirmation.message}
    </p>
  );
}

function Lists() {
  const state = useAtomValue(emailAlertsAtom);
  const load = useSetAtom(loadEmailAlertsAtom);

  if (state.status === 'error' && !state.alerts)
    return (
      <EmptyState
        tone="error"
        title="Your email alerts could not be loaded"
        description={state.error ?? undefined}
        action={
          <Button variant="secondary" onClick={() => void load()}>
            Try again
          </Button>
        }
      />
    );
  if (!state.alerts) return <ListsSkeleton />;
  const { alerts } = state;
  return (
    <ul className={styles.lists} aria-label="Email alerts">
      {alerts.lists.map((alert) => (
        <li key={alert.list}>
          <EmailAlertSwitch alert={alert} email={alerts.email} />
        </li>
      ))}
    </ul>
  );
}

function ListsSkeleton() {
  return (
    <div role="status" aria-label="Loading your email alerts" className={styles.lists}>
      {[0, 1, 2].map((key) => (
        <div key={key} className={styles.skeletonCard}>
          <span className={styles.skeletonHead}>
            <Skeleton width="12rem" />
            <Skeleton shape="block" width="2.75rem" height="1.5rem" />
          </span>
          <SkeletonText lines={2} />
        </div>
      ))}
    </div>
  );
}
