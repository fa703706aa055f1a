import { Button } from '@tapetv/ui/button';
import { Switch } from '@tapetv/ui/switch';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import {
  loadNotificationSettingsAtom,
  MUTABLE_KINDS,
  type MutableKind,
  notificationSettingsAtom,
  setMutedAtom,
} from '../model/mute.atoms.ts';
import styles from './notification-mute-form.module.css';

const LABELS: Record<MutableKind, string> = {
  follower: 'Someone follows me',
  reaction: 'Someone reacts to my post',
  comment: 'Someone comments on my post',
  pollVote: 'Someone votes in my poll',
};

/**
 * Which notifications the member gets, one switch per kind, each saved as it changes. A muted
 * kind is not recorded at all while muted (no badge, no live update); messages always arrive.
 */
export function NotificationMuteForm() {
  const state = useAtomValue(notificationSettingsAtom);
  const load = useSetAtom(loadNotificationSettingsAtom);
  const setMuted = useSetAtom(setMutedAtom);
  // Loaded once per visit of the app; after that the switches hold what the server answered.
  const needsLoad = state.status === 'idle';
  useEffect(() => {
    if (needsLoad) void load();
  }, [needsLoad, load]);
  const ready = state.status === 'ready';
  return (
    <section
      className={styles.form}
      aria-labelledby="notification-settings-heading"
      aria-busy={state.status === 'loading' || state.saving !== null}
    >
      <h2 id="notification-settings-heading" className={styles.heading}>
        Notifications
      </h2>
      <p className={styles.description}>
        Tell me when… Messages always arrive. What you switch off is not kept for later.
      </p>
      {state.status === 'error' ? (
        <div className={styles.error} role="alert">
          Your notification settings could not be loaded.{' '}
          <Button variant="secondary" size="sm" onClick={() => void load()}>
            Try again
          </Button>
        </div>
      ) : (
        <ul className={styles.list}>
          {MUTABLE_KINDS.map((kind) => (
            <li key={kind}>
              <Switch
                label={LABELS[kind]}
                checked={ready && !state.muted.includes(kind)}
                disabled={!ready || state.saving !== null}
                onCheckedChange={(on) => void setMuted(kind, !on)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
