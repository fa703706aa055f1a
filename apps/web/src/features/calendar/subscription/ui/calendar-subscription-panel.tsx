import { CalendarIcon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef } from 'react';
import { FormAlert } from '@/shared/ui/form-alert';
import {
  calendarSubscriptionAtom,
  getCalendarSubscriptionAtom,
} from '../model/calendar-subscription.atoms.ts';
import { CalendarFeedLink } from './calendar-feed-link.tsx';
import styles from './calendar-subscription.module.css';
import { ResetFeedLinkButton } from './reset-feed-link-button.tsx';

/**
 * "Subscribe in your calendar app": My week as a feed a calendar app follows. The link is made
 * when the member asks for it, then shown with Copy, Download .ics and Reset link.
 */
export function CalendarSubscriptionPanel() {
  const state = useAtomValue(calendarSubscriptionAtom);
  const getLink = useSetAtom(getCalendarSubscriptionAtom);
  const headingId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The button is disabled while the link is asked for, which drops its focus: when the ask
  // fails, focus goes back to it so the member can try again from where they were.
  const refocus = useRef(false);
  useEffect(() => {
    if (state.status === 'loading' || !refocus.current) return;
    refocus.current = false;
    if (state.status === 'error') buttonRef.current?.focus();
  }, [state.status]);
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.heading}>
        Subscribe in your calendar app
      </h2>
      <p className={styles.text}>
        Google Calendar, Apple Calendar and Outlook can follow My week: it shows a week back and
        eight weeks ahead, and changes with your watchlists. The link opens your calendars without a
        password, so keep it to yourself.
      </p>
      {state.data ? (
        <>
          <CalendarFeedLink path={state.data.path} label="My week feed address" />
          <div className={styles.actions}>
            <ResetFeedLinkButton />
          </div>
        </>
      ) : (
        <div className={styles.actions}>
          <Button
            ref={buttonRef}
            variant="secondary"
            iconStart={<CalendarIcon aria-hidden />}
            loading={state.status === 'loading'}
            onClick={() => {
              refocus.current = true;
              void getLink();
            }}
          >
            Get the subscription link
          </Button>
        </div>
      )}
      {state.status === 'error' && state.error && <FormAlert tone="error">{state.error}</FormAlert>}
    </section>
  );
}
