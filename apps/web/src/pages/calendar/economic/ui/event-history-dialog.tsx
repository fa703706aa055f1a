import { Button } from '@tapetv/ui/button';
import { SurpriseValue } from '@tapetv/ui/calendar-table';
import { Dialog, DialogContent } from '@tapetv/ui/dialog';
import { EmptyState } from '@tapetv/ui/empty-state';
import { SimulatedBadge } from '@tapetv/ui/simulated-badge';
import { Skeleton } from '@tapetv/ui/skeleton';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import {
  dayText,
  type EconomicEvent,
  economicHistoryAtomFamily,
  economicHistoryKey,
  figureDigits,
  formatFigure,
  loadEconomicHistoryAtom,
} from '@/entities/calendar';
import styles from './economic-calendar-page.module.css';

export interface EventHistoryDialogProps {
  /** The event whose history is open; null while the dialog is closed. */
  event: EconomicEvent | null;
  /** The member's zone: the history's dates are its days. */
  timeZone: string;
  /** The event's country by name, when the calendar's answer gave it. */
  countryName: string | undefined;
  onClose: () => void;
}

/** An economic event's earlier releases (newest first), opened from its row. */
export function EventHistoryDialog({
  event,
  timeZone,
  countryName,
  onClose,
}: EventHistoryDialogProps) {
  return (
    <Dialog open={event !== null} onOpenChange={(open) => !open && onClose()}>
      {event && (
        <DialogContent
          title={event.period ? `${event.event}, ${event.period}` : event.event}
          description={`${countryName ?? event.country}${event.currency ? ` (${event.currency})` : ''}: earlier releases, newest first. Dates are days in ${timeZone}.`}
        >
          <HistoryTable event={event} timeZone={timeZone} />
        </DialogContent>
      )}
    </Dialog>
  );
}

const SKELETON_ROWS = ['a', 'b', 'c', 'd'];
/** A figure's cell: lined up on its last digit, in tabular numerals. */
const FIGURE_CELL = `${styles.end} ${styles.figure}`;

function HistoryTable({ event, timeZone }: { event: EconomicEvent; timeZone: string }) {
  const state = useAtomValue(economicHistoryAtomFamily(economicHistoryKey(event.id, timeZone)));
  const load = useSetAtom(loadEconomicHistoryAtom);

  useEffect(() => {
    void load(event.id, timeZone);
  }, [load, event.id, timeZone]);

  if (state.status === 'error') {
    return (
      <EmptyState
        size="compact"
        tone="error"
        title="The history could not be loaded"
        description={state.error ?? undefined}
        action={
          <Button size="sm" variant="secondary" onClick={() => void load(event.id, timeZone, true)}>
            Try again
          </Button>
        }
      />
    );
  }
  const history = state.data?.history ?? [];
  if (state.data && history.length === 0) {
    return <EmptyState size="compact" title="No earlier release on record" />;
  }
  const loading = state.data === null;
  return (
    <div className={styles.history}>
      {state.data?.sample && (
        <p className={styles.historySample}>
          <SimulatedBadge
            label="Sample data"
            description="Made up by TapeTV for the demo, not real economic releases."
          />
        </p>
      )}
      <table className={styles.historyTable} aria-busy={loading || undefined}>
        <caption className={styles.srOnly}>
          Earlier releases of {event.event}
          {loading && ' (loading)'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col" className={styles.end}>
              Actual
            </th>
            <th scope="col" className={styles.end}>
              Forecast
            </th>
            <th scope="col" className={styles.end}>
              Previous
            </th>
          </tr>
        </thead>
        <tbody>
          {loading
            ? SKELETON_ROWS.map((key) => (
                <tr key={key} data-slot="history-skeleton">
                  <td>
                    <Skeleton width="70%" />
                  </td>
                  {['actual', 'forecast', 'previous'].map((column) => (
                    <td key={column} className={styles.end}>
                      <Skeleton width="var(--space-12)" />
                    </td>
                  ))}
                </tr>
              ))
            : history.map((release) => {
                const digits = figureDigits(
                  [release.actual, release.forecast, release.previous],
                  release.unit,
                );
                return (
                  <tr key={release.id} data-slot="history-row">
                    <th scope="row" className={styles.historyDate}>
                      <span>{dayText(release.date)}</span>
                      {release.period && <span className={styles.period}>{release.period}</span>}
                    </th>
                    <td className={styles.end}>
                      <SurpriseValue
                        actual={release.actual}
                        forecast={release.forecast}
                        display={formatFigure(release.actual, release.unit, digits)}
                        higherIsBetter={release.higher_is_better}
                        className={styles.figure}
                      />
                    </td>
                    <td className={FIGURE_CELL}>
                      {formatFigure(release.forecast, release.unit, digits)}
                    </td>
                    <td className={FIGURE_CELL}>
                      {formatFigure(release.previous, release.unit, digits)}
                    </td>
                  </tr>
                );
              })}
        </tbody>
      </table>
    </div>
  );
}
