import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { NotificationData } from '@tapetv/realtime';
import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  groupNotifications,
  loadNotificationPageAtom,
  markGroupReadAtom,
  markNotificationReadAtom,
  type NotificationFilter,
  type NotificationGroup,
  notificationPageAtomFamily,
} from '@/entities/notification';
import { useScrollMargin } from '@/shared/lib/scroll-margin';
import { nowAtom } from '@/shared/lib/time';
import { NotificationSummary, NotificationSummarySkeleton } from '@/shared/ui/notification-summary';
import styles from './notification-list.module.css';

/** Load the next page when the last rendered row (a group) is this close to the end. */
const PREFETCH_DISTANCE = 5;

const EMPTY: Record<NotificationFilter, string> = {
  all: 'No notifications yet',
  activity: 'No reactions, comments or votes yet',
  follower: 'No followers yet',
  message: 'No message notifications yet',
};

/**
 * All the member's notifications of one filter, newest first, virtualised (only the rows on
 * screen are in the page) and loaded page by page as the member scrolls. Opening one marks it
 * read (once the server agrees) and goes to what it is about. Reactions, comments and votes
 * about one post are one row ("Sam and 12 others reacted…") that expands in place; opening any
 * of its notifications reads the whole group.
 */
export function NotificationList({ filter }: { filter: NotificationFilter }) {
  const state = useAtomValue(notificationPageAtomFamily(filter));
  const load = useSetAtom(loadNotificationPageAtom);
  const markRead = useSetAtom(markNotificationReadAtom);
  const markGroupRead = useSetAtom(markGroupReadAtom);
  const now = useAtomValue(nowAtom);
  const navigate = useNavigate();
  const listRef = useRef<HTMLUListElement>(null);
  const idPrefix = useId();
  const groups = useMemo(() => groupNotifications(state.items), [state.items]);
  /** The keys of the rows shown expanded. */
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  useEffect(() => {
    void load(filter, true);
  }, [load, filter]);

  const scrollMargin = useScrollMargin(listRef);

  const virtualizer = useWindowVirtualizer({
    count: groups.length,
    estimateSize: () => 72,
    overscan: 8,
    scrollMargin,
    getItemKey: (index) => groups[index]?.key ?? index,
  });
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows.at(-1)?.index ?? -1;
  const more = state.status === 'ready' && state.nextBefore !== null;
  // By rows, not items: a page whose items all join groups already shown adds no row, and the
  // next one is asked for while the end is still in sight (`more` turns false while a page
  // loads and true after it, so this runs again even when the row count stayed the same).
  useEffect(() => {
    if (more && lastIndex >= groups.length - PREFETCH_DISTANCE) void load(filter);
  }, [more, lastIndex, groups.length, load, filter]);

  const open = (item: NotificationData) => {
    void markRead(item);
    navigate(item.url);
  };
  const openFromGroup = (group: NotificationGroup, item: NotificationData) => {
    void markGroupRead(group.items);
    navigate(item.url);
  };

  const loadingFirst =
    state.items.length === 0 && state.status !== 'ready' && state.status !== 'error';
  return (
    <section
      className={styles.section}
      aria-label="Notifications"
      aria-busy={state.status === 'loading'}
    >
      {loadingFirst && (
        <div className={styles.stack} role="status" aria-label="Loading notifications">
          {[0, 1, 2, 3].map((key) => (
            <div key={key} className={styles.skeletonRow}>
              <NotificationSummarySkeleton />
            </div>
          ))}
        </div>
      )}
      {state.items.length === 0 && state.status === 'error' && (
        <EmptyState
          tone="error"
          title="Notifications could not be loaded"
          description={state.error ?? ''}
          action={<Button onClick={() => void load(filter, true)}>Try again</Button>}
        />
      )}
      {state.items.length === 0 && state.status === 'ready' && (
        <EmptyState
          title={EMPTY[filter]}
          description="When members follow you, react to, comment on or vote in your posts, it shows here."
        />
      )}
      <ul ref={listRef} className={styles.virtual} style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => {
          const group = groups[row.index];
          const [item] = group?.items ?? [];
          if (!group || !item) return null;
          const single = group.items.length === 1;
          const isExpanded = !single && expanded.has(group.key);
          const itemsId = `${idPrefix}${row.index}-items`;
          return (
            <li
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              className={styles.row}
              style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
            >
              {single ? (
                <button type="button" className={styles.item} onClick={() => open(item)}>
                  <NotificationSummary notification={item} now={now} />
                </button>
              ) : (
                <>
                  <button
                    type="button"
                    className={styles.item}
                    aria-expanded={isExpanded}
                    aria-controls={isExpanded ? itemsId : undefined}
                    onClick={() => toggle(group.key)}
                  >
                    <NotificationSummary
                      notification={group.summary}
                      now={now}
                      count={group.items.length}
                      expanded={isExpanded}
                    />
                  </button>
                  {isExpanded && (
                    <ul id={itemsId} className={styles.groupItems}>
                      {group.items.map((member) => (
                        <li key={member.id}>
                          <button
                            type="button"
                            className={styles.groupItem}
                            onClick={() => openFromGroup(group, member)}
                          >
                            <NotificationSummary notification={member} now={now} />
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                </>
              )}
            </li>
          );
        })}
      </ul>
      {state.items.length > 0 && state.status === 'loading' && (
        <div className={styles.skeletonRow} role="status" aria-label="Loading more">
          <NotificationSummarySkeleton />
        </div>
      )}
      {state.items.length > 0 && state.status === 'error' && (
        <div className={styles.footer} role="alert">
          {state.error}{' '}
          <Button variant="secondary" size="sm" onClick={() => void load(filter)}>
            Try again
          </Button>
        </div>
      )}
      {state.items.length > 0 && state.status === 'ready' && state.nextBefore === null && (
        <p className={styles.footer}>That is everything.</p>
      )}
    </section>
  );
}
