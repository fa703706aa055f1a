import { CopyIcon, DownloadIcon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { TextField } from '@tapetv/ui/text-field';
import { useRef, useState } from 'react';
import { feedUrl } from '../lib/feed-url.ts';
import styles from './calendar-subscription.module.css';

export interface CalendarFeedLinkProps {
  /** The feed's path (`/api/calendars/ics/<token>/<view>.ics?…`). */
  path: string;
  /** The address field's label. */
  label?: string;
}

type Copied = 'idle' | 'copied' | 'failed';

/**
 * A calendar feed's address as a calendar app takes it (this site's origin and the feed's path)
 * in a read-only field, with Copy and a Download .ics link for a one-off import. Where the
 * clipboard is out of reach the address is selected instead, for the member to copy.
 */
export function CalendarFeedLink({ path, label = 'Calendar feed address' }: CalendarFeedLinkProps) {
  const url = feedUrl(path, window.location.origin);
  const [copied, setCopied] = useState<Copied>('idle');
  const [copiedUrl, setCopiedUrl] = useState(url);
  const fieldRef = useRef<HTMLInputElement>(null);
  if (copiedUrl !== url) {
    // A new address (a reset link, other filters) has not been copied yet.
    setCopiedUrl(url);
    setCopied('idle');
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      fieldRef.current?.select();
      setCopied('failed');
    }
  };

  return (
    <div className={styles.link} data-slot="calendar-feed-link">
      <TextField
        ref={fieldRef}
        label={label}
        value={url}
        readOnly
        spellCheck={false}
        onFocus={(focused) => focused.currentTarget.select()}
        className={styles.address}
      />
      <div className={styles.actions}>
        <Button
          size="sm"
          variant="secondary"
          iconStart={<CopyIcon aria-hidden />}
          onClick={() => void copy()}
        >
          Copy link
        </Button>
        <Button asChild size="sm" variant="ghost">
          <a href={path} download>
            <DownloadIcon aria-hidden />
            Download .ics
          </a>
        </Button>
        <span role="status" className={styles.copied}>
          {copied === 'copied'
            ? 'Copied'
            : copied === 'failed'
              ? 'Could not copy: the address is selected, copy it with your keyboard.'
              : ''}
        </span>
      </div>
    </div>
  );
}
