import { lazy } from 'react';
import { AfterFirstContent } from '@/shared/ui/after-first-content';
import styles from './deferred-ticker-tape.module.css';

const TickerTapeBar = lazy(() =>
  import('./ticker-tape-bar.tsx').then((m) => ({ default: m.TickerTapeBar })),
);

/**
 * The tape's place under the header, kept at its height from the first paint (no layout shift);
 * the tape itself loads once the page shows its content, so it never delays it (issue 12).
 */
export function DeferredTickerTape() {
  return (
    <div className={styles.slot} data-slot="ticker-tape-slot">
      <AfterFirstContent>
        <TickerTapeBar />
      </AfterFirstContent>
    </div>
  );
}
