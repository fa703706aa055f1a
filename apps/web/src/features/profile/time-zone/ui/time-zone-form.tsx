import { Button } from '@tapetv/ui/button';
import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { browserTimeZone, viewerAtom } from '@/entities/session';
import { saveTimeZoneAtom, timeZoneChoices } from '../model/time-zone.atoms.ts';
import styles from './time-zone-form.module.css';

/** The select's value for "follow the browser" (the server stores null). */
const FOLLOW_BROWSER = '';

/**
 * The zone the calendars show times and days in (issue 18): any IANA zone, or the browser's own
 * (the default, which follows the member when they travel).
 */
export function TimeZoneForm() {
  const viewer = useAtomValue(viewerAtom);
  const save = useSetAtom(saveTimeZoneAtom);
  const saved = viewer?.timeZone ?? FOLLOW_BROWSER;
  const [choice, setChoice] = useState(saved);
  const [status, setStatus] = useState<{ tone: 'done' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const zones = useMemo(timeZoneChoices, []);
  const browser = useMemo(browserTimeZone, []);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const result = await save(choice === FOLLOW_BROWSER ? null : choice);
    setSaving(false);
    setStatus(
      result.ok
        ? { tone: 'done', text: result.message }
        : { tone: 'error', text: result.fieldErrors.time_zone?.[0] ?? result.message },
    );
  };

  return (
    <form
      className={styles.form}
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={`${id}-heading`} className={styles.heading}>
        Time zone
      </h2>
      <p className={styles.description}>
        The calendars show event times, and which day they fall on, in this zone.
      </p>
      <label className={styles.field}>
        <span className={styles.label}>Time zone</span>
        <select
          className={styles.select}
          value={choice}
          onChange={(event) => {
            setChoice(event.target.value);
            setStatus(null);
          }}
        >
          <option value={FOLLOW_BROWSER}>Follow this browser ({browser})</option>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.actions}>
        <Button type="submit" disabled={saving || choice === saved}>
          {saving ? 'Saving…' : 'Save time zone'}
        </Button>
        {status && (
          <p
            className={status.tone === 'error' ? styles.error : styles.done}
            role={status.tone === 'error' ? 'alert' : 'status'}
          >
            {status.text}
          </p>
        )}
      </div>
    </form>
  );
}
