import { DownloadIcon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@tapetv/ui/popover';
import { Spinner } from '@tapetv/ui/spinner';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  type CalendarFeedFilters,
  type CalendarFeedView,
  calendarFeedPath,
} from '../lib/feed-url.ts';
import {
  calendarSubscriptionAtom,
  getCalendarSubscriptionAtom,
} from '../model/calendar-subscription.atoms.ts';
import { CalendarFeedLink } from './calendar-feed-link.tsx';
import styles from './calendar-subscription.module.css';

export interface ExportIcsButtonProps {
  /** The calendar the page shows. */
  view: CalendarFeedView;
  /** The page's filters as the feed takes them (the range is the feed's own). */
  filters?: CalendarFeedFilters;
}

/**
 * "Export .ics" in a calendar's toolbar: the view with its filters as a feed, to download once or
 * to subscribe to. Opening it asks for the member's link (made on the first ask).
 */
export function ExportIcsButton({ view, filters = {} }: ExportIcsButtonProps) {
  const state = useAtomValue(calendarSubscriptionAtom);
  const getLink = useSetAtom(getCalendarSubscriptionAtom);
  return (
    <Popover
      onOpenChange={(open) => {
        if (open) void getLink();
      }}
    >
      <PopoverTrigger asChild>
        <Button size="sm" variant="ghost" iconStart={<DownloadIcon aria-hidden />}>
          Export .ics
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" aria-label="Export this calendar" className={styles.export}>
        <p className={styles.text}>
          This calendar with its filters, a week back and eight weeks ahead, for your calendar app.
          The link opens your calendars without a password, so keep it to yourself.
        </p>
        {state.data ? (
          <CalendarFeedLink path={calendarFeedPath(state.data.token, view, filters)} />
        ) : state.status === 'error' ? (
          <div className={styles.actions}>
            <p role="alert" className={styles.error}>
              {state.error}
            </p>
            <Button size="sm" variant="secondary" onClick={() => void getLink()}>
              Try again
            </Button>
          </div>
        ) : (
          <p className={styles.loading} role="status">
            <Spinner size="sm" decorative /> Getting your link…
          </p>
        )}
      </PopoverContent>
    </Popover>
  );
}
