import { Button } from '@tapetv/ui/button';
import { type ReactNode, useId } from 'react';
import styles from './suggestion-card.module.css';

export interface SuggestionCardProps<T extends { id: number }> {
  title: string;
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: readonly T[];
  /** What "Try again" does after a failed load. */
  onRetry: () => void;
  errorText: string;
  /** Said when the load succeeded with nothing to suggest. */
  emptyText: string;
  loadingLabel: string;
  /** One row's content (an avatar, who or what it is, and its one-click action). */
  renderRow: (item: T) => ReactNode;
  /** Under the rows, whatever the state: a link to the whole list, say. */
  footer?: ReactNode;
}

/**
 * A titled card of suggestions (traders to follow, groups to join): skeleton rows while they load,
 * the failure with "Try again", what to say when there is nothing to suggest, else the rows.
 */
export function SuggestionCard<T extends { id: number }>({
  title,
  status,
  items,
  onRetry,
  errorText,
  emptyText,
  loadingLabel,
  renderRow,
  footer,
}: SuggestionCardProps<T>) {
  const headingId = useId();
  const empty = items.length === 0;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {empty && (status === 'loading' || status === 'idle') && (
        <ul className={styles.list} aria-busy="true" aria-label={loadingLabel}>
          {[0, 1, 2].map((key) => (
            <li key={key} className={styles.row}>
              <span className={styles.avatarSkeleton} />
              <span className={styles.lineSkeleton} />
            </li>
          ))}
        </ul>
      )}
      {empty && status === 'error' && (
        <div className={styles.message}>
          <p>{errorText}</p>
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </div>
      )}
      {empty && status === 'ready' && <p className={styles.message}>{emptyText}</p>}
      {!empty && (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.row}>
              {renderRow(item)}
            </li>
          ))}
        </ul>
      )}
      {footer}
    </section>
  );
}

/**
 * The middle of a suggestion's row: its name (a link, with a badge maybe) over a line or two
 * of detail, each cut short with an ellipsis when the card is narrow.
 */
export function SuggestionWho({ name, details }: { name: ReactNode; details: readonly string[] }) {
  return (
    <div className={styles.who}>
      <span className={styles.nameLine}>{name}</span>
      {details.map((detail) => (
        <span key={detail} className={styles.meta}>
          {detail}
        </span>
      ))}
    </div>
  );
}

/** The class of a suggestion's name link (bold, underlined on hover and focus). */
export const suggestionNameClass = styles.name;
