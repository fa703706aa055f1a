import { Badge } from '@tapetv/ui/badge';
import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { Skeleton } from '@tapetv/ui/skeleton';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import {
  alertDateText,
  alertLevelText,
  alertPriceText,
  alertsAtom,
  loadAlertsAtom,
  type PriceAlert,
  symbolAlertsAtomFamily,
} from '@/entities/alert';
import { removePriceAlertAtom } from '../model/remove-price-alert.atoms.ts';
import styles from './symbol-alert-list.module.css';

export interface SymbolAlertListProps {
  symbolId: number;
  ticker: string;
  /** The zone dates are written in; the reader's unless a story or test pins one. */
  timeZone?: string;
}

/** The member's alerts on one symbol: the active ones, then the ones that fired. */
export function SymbolAlertList({ symbolId, ticker, timeZone }: SymbolAlertListProps) {
  const state = useAtomValue(alertsAtom);
  const { active, triggered } = useAtomValue(symbolAlertsAtomFamily(symbolId));
  const load = useSetAtom(loadAlertsAtom);

  useEffect(() => {
    void load();
  }, [load]);

  if (!state.loaded && state.status === 'error')
    return (
      <EmptyState
        size="compact"
        tone="error"
        title="Your alerts could not be loaded"
        description={state.error}
        action={
          <Button variant="secondary" size="sm" onClick={() => void load()}>
            Try again
          </Button>
        }
      />
    );
  if (!state.loaded)
    return (
      <div role="status" aria-label="Loading your alerts" className={styles.loading}>
        <Skeleton width="60%" />
        <Skeleton width="45%" />
      </div>
    );
  if (active.length === 0 && triggered.length === 0)
    return <p className={styles.muted}>No alerts on {ticker} yet.</p>;
  return (
    <div className={styles.lists}>
      {active.length > 0 && (
        <ul aria-label={`Active alerts on ${ticker}`} className={styles.list}>
          {active.map((alert) => (
            <AlertRow key={alert.id} alert={alert} timeZone={timeZone} />
          ))}
        </ul>
      )}
      {triggered.length > 0 && (
        <ul aria-label={`Triggered alerts on ${ticker}`} className={styles.list}>
          {triggered.map((alert) => (
            <AlertRow key={alert.id} alert={alert} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </div>
  );
}

function AlertRow({ alert, timeZone }: { alert: PriceAlert; timeZone: string | undefined }) {
  const remove = useSetAtom(removePriceAlertAtom);
  const [pending, setPending] = useState(false);
  const level = alertLevelText(alert);
  const fired = alert.triggered_at !== null;
  return (
    <li className={styles.row} data-triggered={fired ? '' : undefined}>
      <div className={styles.text}>
        <span className={styles.level}>
          {level}
          {fired && <Badge tone="neutral">Triggered</Badge>}
        </span>
        <span className={styles.muted}>
          {alert.triggered_at !== null ? (
            <>
              Triggered at{' '}
              <span className={styles.figure}>
                {alertPriceText(alert.triggered_price ?? alert.price)}
              </span>{' '}
              on{' '}
              <time dateTime={alert.triggered_at}>
                {alertDateText(alert.triggered_at, timeZone)}
              </time>
            </>
          ) : (
            <>
              Set{' '}
              <time dateTime={alert.created_at}>{alertDateText(alert.created_at, timeZone)}</time>
            </>
          )}
        </span>
      </div>
      <Button
        variant="ghost"
        size="sm"
        loading={pending}
        aria-label={`Remove ${fired ? 'triggered ' : ''}alert ${level.toLowerCase()}`}
        onClick={async () => {
          setPending(true);
          const result = await remove(alert.id);
          // A removed row unmounts; only a refusal leaves it to reset.
          if (!result.ok) setPending(false);
        }}
      >
        Remove
      </Button>
    </li>
  );
}
