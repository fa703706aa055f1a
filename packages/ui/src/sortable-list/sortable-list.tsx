import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronDownIcon, ChevronUpIcon, DragHandleDots2Icon } from '@radix-ui/react-icons';
import { VisuallyHidden } from 'radix-ui';
import { type ReactNode, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { IconButton } from '../icon-button/icon-button.tsx';
import { cx } from '../lib/cx.ts';
import styles from './sortable-list.module.css';

export interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => number;
  /** The item's accessible name: handles say "Reorder {label}", announcements use it. */
  getLabel: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Called with every id in the new order after a drop or a move button. */
  onReorder: (ids: number[]) => void;
  /** The list's accessible name. */
  label: string;
  disabled?: boolean;
  emptyText?: ReactNode;
}

/** `ids` with the one at `from` moved to `to` (a copy); the same ids when either is out of range. */
export function moveId(ids: readonly number[], from: number, to: number): number[] {
  if (from < 0 || to < 0 || from >= ids.length || to >= ids.length) return [...ids];
  return arrayMove([...ids], from, to);
}

// Rows move up and down only, never sideways out of the list.
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

const INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To reorder, press Space to pick the item up, the arrow keys to move it, Space again to drop it, or Escape to cancel. The move up and move down buttons do the same one step at a time.',
};

interface Entry {
  index: number;
  label: string;
}

interface RowProps {
  id: number;
  label: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (index: number, delta: -1 | 1) => void;
  children: ReactNode;
}

function SortableRow({ id, label, index, count, disabled, onMove, children }: RowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled });
  return (
    <li
      ref={setNodeRef}
      data-slot="sortable-list-item"
      data-sortable-id={id}
      data-dragging={isDragging ? '' : undefined}
      className={cx(styles.item, isDragging && styles.dragging)}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <span className={styles.controls}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          data-slot="sortable-list-handle"
          className={styles.handle}
          {...attributes}
          {...listeners}
          aria-label={`Reorder ${label}`}
          disabled={disabled}
        >
          <DragHandleDots2Icon aria-hidden />
        </button>
        <span className={styles.moves}>
          <IconButton
            size="sm"
            label={`Move ${label} up`}
            data-slot="sortable-list-move-up"
            disabled={disabled || index === 0}
            onClick={() => onMove(index, -1)}
          >
            <ChevronUpIcon />
          </IconButton>
          <IconButton
            size="sm"
            label={`Move ${label} down`}
            data-slot="sortable-list-move-down"
            disabled={disabled || index === count - 1}
            onClick={() => onMove(index, 1)}
          >
            <ChevronDownIcon />
          </IconButton>
        </span>
      </span>
      <div data-slot="sortable-list-content" className={styles.content}>
        {children}
      </div>
    </li>
  );
}

/**
 * A list the member puts in order: each row has a drag handle (pointer or touch; or keyboard:
 * Space, arrows, Space) and "Move up"/"Move down" buttons, because keyboard dragging is hard to
 * discover. Screen readers hear each pick-up, move and drop with the item's label and position.
 * Controlled: `onReorder` gets the new order, and the owner passes `items` back in it (at once,
 * optimistically, so the row does not jump back while the change is saved).
 */
export function SortableList<T>({
  items,
  getId,
  getLabel,
  renderItem,
  onReorder,
  label,
  disabled = false,
  emptyText = 'Nothing here yet.',
}: SortableListProps<T>) {
  const contextId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [message, setMessage] = useState('');
  // The row a move button moved, to give its button focus back once the new order renders: React
  // moves the row's element, and a moved element loses focus.
  const pendingFocus = useRef<{ id: number; direction: 'up' | 'down' } | null>(null);

  const ids = items.map(getId);
  const entries = useMemo(() => {
    const byId = new Map<UniqueIdentifier, Entry>();
    items.forEach((item, index) => {
      byId.set(getId(item), { index, label: getLabel(item) });
    });
    return byId;
  }, [items, getId, getLabel]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // Where the dragged row was last announced: dnd-kit reports the row over itself at pick-up,
  // which is no move to announce (and would drown "Picked up").
  const announcedOver = useRef<UniqueIdentifier | null>(null);
  const announcements = useMemo((): Announcements => {
    const count = entries.size;
    const name = (id: UniqueIdentifier) => entries.get(id)?.label ?? 'item';
    const position = (id: UniqueIdentifier) => `position ${(entries.get(id)?.index ?? 0) + 1}`;
    return {
      onDragStart: ({ active }) => {
        announcedOver.current = active.id;
        return `Picked up ${name(active.id)}, at ${position(active.id)} of ${count}.`;
      },
      onDragOver: ({ active, over }) => {
        if (!over || over.id === announcedOver.current) return undefined;
        announcedOver.current = over.id;
        return `Moved ${name(active.id)} to ${position(over.id)} of ${count}.`;
      },
      onDragEnd: ({ active, over }) =>
        `Dropped ${name(active.id)} at ${position((over ?? active).id)} of ${count}.`,
      onDragCancel: ({ active }) =>
        `Cancelled. ${name(active.id)} is back at ${position(active.id)} of ${count}.`,
    };
  }, [entries]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a new order arrives
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    pendingFocus.current = null;
    if (!pending || !listRef.current) return;
    const active = document.activeElement;
    // Only when focus was lost with the move, never taken from somewhere the member went since.
    if (active && active !== document.body && !listRef.current.contains(active)) return;
    const row = listRef.current.querySelector(`[data-sortable-id="${pending.id}"]`);
    const other = pending.direction === 'up' ? 'down' : 'up';
    const button =
      row?.querySelector<HTMLButtonElement>(
        `[data-slot="sortable-list-move-${pending.direction}"]:not(:disabled)`,
      ) ??
      row?.querySelector<HTMLButtonElement>(`[data-slot="sortable-list-move-${other}"]`) ??
      null;
    button?.focus();
  }, [items]);

  const move = (index: number, delta: -1 | 1) => {
    const to = index + delta;
    const id = ids[index];
    if (id === undefined || to < 0 || to >= ids.length) return;
    pendingFocus.current = { id, direction: delta < 0 ? 'up' : 'down' };
    setMessage(`Moved ${entries.get(id)?.label ?? 'item'} to position ${to + 1} of ${ids.length}.`);
    onReorder(moveId(ids, index, to));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id as number);
    const to = ids.indexOf(over.id as number);
    if (from === -1 || to === -1) return;
    onReorder(moveId(ids, from, to));
  };

  if (items.length === 0) {
    return (
      <div data-slot="sortable-list" className={styles.root}>
        <EmptyState size="compact" title={emptyText} />
      </div>
    );
  }

  return (
    <div data-slot="sortable-list" className={styles.root}>
      <DndContext
        id={contextId}
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[verticalOnly]}
        accessibility={{ announcements, screenReaderInstructions: INSTRUCTIONS }}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
          <ul ref={listRef} aria-label={label} className={styles.list}>
            {items.map((item, index) => {
              const id = getId(item);
              return (
                <SortableRow
                  key={id}
                  id={id}
                  label={getLabel(item)}
                  index={index}
                  count={items.length}
                  disabled={disabled}
                  onMove={move}
                >
                  {renderItem(item, index)}
                </SortableRow>
              );
            })}
          </ul>
        </SortableContext>
      </DndContext>
      <VisuallyHidden.Root data-slot="sortable-list-status" aria-live="assertive" aria-atomic>
        {message}
      </VisuallyHidden.Root>
    </div>
  );
}
