import { BellIcon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@tapetv/ui/popover';
import { TextField } from '@tapetv/ui/text-field';
import { useSetAtom } from 'jotai';
import { type FormEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { MyWeekItem } from '@/entities/calendar';
import type { FormFailure } from '@/shared/api';
import { FormAlert } from '@/shared/ui/form-alert';
import {
  checkReminderMinutes,
  REMINDER_MINUTES_MAX,
  REMINDER_PRESETS,
  reminderLeadText,
  reminderTooLate,
} from '../lib/reminder-lead.ts';
import { cancelCalendarReminderAtom } from '../model/cancel-calendar-reminder.atoms.ts';
import { setCalendarReminderAtom } from '../model/set-calendar-reminder.atoms.ts';
import styles from './calendar-reminder-control.module.css';

export interface CalendarReminderControlProps {
  /** The event: its key, its title (which names the controls), its start and the reminder on it. */
  event: Pick<MyWeekItem, 'key' | 'title' | 'at' | 'reminder'>;
  /** The time now (fixed in stories): presets whose moment has passed are off. */
  now: Date;
}

const isPreset = (minutes: number) => (REMINDER_PRESETS as readonly number[]).includes(minutes);

/** The server's word on the minutes field if it has one, else its message. */
const failureText = (failure: FormFailure) =>
  failure.fieldErrors.minutes_before?.[0] ?? failure.message;

/**
 * "Remind me" on a calendar event: a popover with the presets (5, 15, 30 minutes, an hour, a day
 * before; those already past are off) and Custom… minutes. Once set, the button says when
 * ("Reminder 15 min before") and opens the same choices to move it, beside "Cancel reminder".
 * Refusals show in the popover (setting) or under the buttons (cancelling); a sent reminder says so.
 */
export function CalendarReminderControl({ event, now }: CalendarReminderControlProps) {
  const setReminder = useSetAtom(setCalendarReminderAtom);
  const cancelReminder = useSetAtom(cancelCalendarReminderAtom);
  const reminder = event.reminder;
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<number | 'custom' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [customOpen, setCustomOpen] = useState(false);
  const [custom, setCustom] = useState('');
  const [customError, setCustomError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [cancelFailure, setCancelFailure] = useState<string | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const minutesRef = useRef<HTMLInputElement>(null);
  const customId = useId();

  if (reminder?.sent_at) {
    return (
      <span className={styles.sent} data-slot="calendar-reminder">
        <BellIcon aria-hidden /> Reminder sent
      </span>
    );
  }

  const openChange = (next: boolean) => {
    setOpen(next);
    setFailure(null);
    setCustomError(null);
    if (next) {
      // A lead that is no preset opens as a custom one, ready to change.
      const held = reminder && !isPreset(reminder.minutes_before);
      setCustomOpen(Boolean(held));
      setCustom(held ? String(reminder.minutes_before) : '');
    }
  };

  const choose = async (minutesBefore: number, source: number | 'custom') => {
    // The chosen button is disabled while the request runs, which drops its focus.
    const chosen = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPending(source);
    setFailure(null);
    const result = await setReminder({ eventKey: event.key, minutesBefore });
    if (result.ok) {
      setPending(null);
      setOpen(false);
      setCancelFailure(null);
    } else {
      // Enabled again before focus goes back, so the member can try another time from there.
      flushSync(() => {
        setPending(null);
        setFailure(failureText(result));
      });
      chosen?.focus();
    }
  };

  const submitCustom = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    const problem = checkReminderMinutes(custom);
    setCustomError(problem);
    if (!problem) void choose(Number(custom.trim()), 'custom');
  };

  const cancel = async () => {
    if (!reminder) return;
    setCancelling(true);
    setCancelFailure(null);
    const result = await cancelReminder(reminder);
    setCancelling(false);
    if (result.ok) {
      // The Cancel button goes with the reminder: focus stays on the control, not the page.
      triggerRef.current?.focus();
    } else {
      setCancelFailure(result.message);
    }
  };

  const lead = reminder ? reminderLeadText(reminder.minutes_before) : null;
  const busy = pending !== null;
  const anyPast = REMINDER_PRESETS.some((minutes) => reminderTooLate(event.at, minutes, now));

  return (
    <div className={styles.control} data-slot="calendar-reminder">
      <div className={styles.buttons}>
        <Popover open={open} onOpenChange={openChange}>
          <PopoverTrigger asChild>
            <Button
              ref={triggerRef}
              size="sm"
              variant={reminder ? 'ghost' : 'secondary'}
              iconStart={<BellIcon aria-hidden />}
              aria-label={
                lead ? `Reminder ${lead} ${event.title}` : `Remind me about ${event.title}`
              }
              data-reminder={reminder ? 'set' : 'none'}
              className={reminder ? styles.set : undefined}
            >
              {lead ? (
                <>
                  <span className={styles.wide}>Reminder </span>
                  {lead}
                </>
              ) : (
                // On a phone the bell alone (the button keeps its name).
                <span className={styles.wide}>Remind me</span>
              )}
            </Button>
          </PopoverTrigger>
          <PopoverContent
            align="end"
            width="auto"
            aria-label={`Reminder for ${event.title}`}
            className={styles.panel}
            onOpenAutoFocus={(opened) => {
              // Opening on a custom lead: the member means to change the minutes.
              if (!minutesRef.current) return;
              opened.preventDefault();
              minutesRef.current.focus();
            }}
          >
            <p className={styles.heading}>Remind me</p>
            <ul className={styles.presets} aria-label="How long before">
              {REMINDER_PRESETS.map((minutes) => (
                <li key={minutes}>
                  <Button
                    size="sm"
                    variant="secondary"
                    block
                    disabled={busy || reminderTooLate(event.at, minutes, now)}
                    loading={pending === minutes}
                    aria-pressed={reminder?.minutes_before === minutes}
                    onClick={() => void choose(minutes, minutes)}
                  >
                    {reminderLeadText(minutes)}
                  </Button>
                </li>
              ))}
              <li>
                <Button
                  size="sm"
                  variant="ghost"
                  block
                  disabled={busy}
                  aria-expanded={customOpen}
                  aria-controls={customId}
                  onClick={() => {
                    // The field shows when the member asks for it: they mean to type there.
                    flushSync(() => setCustomOpen((shown) => !shown));
                    minutesRef.current?.focus();
                  }}
                >
                  Custom…
                </Button>
              </li>
            </ul>
            {anyPast && <p className={styles.note}>Times already past are off.</p>}
            {customOpen && (
              <form id={customId} className={styles.custom} onSubmit={submitCustom} noValidate>
                <TextField
                  label="Minutes before"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={REMINDER_MINUTES_MAX}
                  step={1}
                  autoComplete="off"
                  ref={minutesRef}
                  value={custom}
                  error={customError}
                  description={`0 to ${REMINDER_MINUTES_MAX} (a week)`}
                  onChange={(typed) => setCustom(typed.currentTarget.value)}
                  className={styles.minutes}
                />
                <Button type="submit" size="sm" loading={pending === 'custom'} disabled={busy}>
                  Set reminder
                </Button>
              </form>
            )}
            {failure && <FormAlert tone="error">{failure}</FormAlert>}
          </PopoverContent>
        </Popover>
        {reminder && (
          <Button
            size="sm"
            variant="ghost"
            loading={cancelling}
            aria-label={`Cancel reminder for ${event.title}`}
            onClick={() => void cancel()}
          >
            Cancel<span className={styles.wide}> reminder</span>
          </Button>
        )}
      </div>
      {cancelFailure && (
        <p role="alert" className={styles.error}>
          {cancelFailure}
        </p>
      )}
    </div>
  );
}
