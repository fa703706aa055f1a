import { FaceIcon } from '@radix-ui/react-icons';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { Avatar } from '../avatar/avatar.tsx';
import { Button } from '../button/button.tsx';
import { cx } from '../lib/cx.ts';
import { useChangeTick } from '../lib/use-change-tick.ts';
import { Tooltip } from '../tooltip/tooltip.tsx';
import {
  type OrganizedReactions,
  ReactionIcon,
  type ReactionType,
  type ReactionTypeId,
} from './reaction-icon.tsx';
import styles from './reaction-picker.module.css';

export type {
  OrganizedReactions,
  ReactionDetail,
  ReactionType,
  ReactionTypeId,
} from './reaction-icon.tsx';
export { ReactionIcon } from './reaction-icon.tsx';

const loadPanel = () => import('./reaction-picker-panel.tsx');
const ReactionPickerPanel = lazy(loadPanel);

export interface ReactionPickerProps {
  /** The reaction types to offer, in order. */
  types: ReactionType[];
  /** The member's current reaction (the derived `userReaction`), or null. */
  value: ReactionTypeId | null;
  /** Add or change the reaction (POST /api/add-or-update-reaction). */
  onChange: (typeId: ReactionTypeId) => void;
  /** Remove it (POST /api/remove-reaction). */
  onRemove: () => void;
  /** A change is in flight. */
  pending?: boolean;
  disabled?: boolean;
  /** Trigger text when the member has not reacted. */
  label?: string;
  size?: 'sm' | 'md';
}

/**
 * The member's own reaction: the trigger shows it (or "React"); it opens the types as a toolbar
 * (arrow keys move, Enter/Space choose). Choosing the current one again, or "Remove", removes it.
 */
export function ReactionPicker({
  types,
  value,
  onChange,
  onRemove,
  pending = false,
  disabled = false,
  label = 'React',
  size = 'sm',
}: ReactionPickerProps) {
  const [open, setOpen] = useState(false);
  // The panel's code is fetched once it is wanted, and kept mounted (closed) after that.
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const current = types.find((type) => String(type.id) === String(value ?? ''));
  const popped = useChangeTick(value ?? null);
  const want = () => {
    void loadPanel();
    setWanted(true);
  };
  return (
    <>
      <Button
        ref={trigger}
        data-slot="reaction-picker-trigger"
        data-state={open ? 'open' : 'closed'}
        variant="ghost"
        size={size}
        loading={pending}
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={current ? `Your reaction: ${current.name}. Change reaction` : label}
        iconStart={
          current ? (
            <Popping tick={popped}>
              <ReactionIcon icon={current.icon} name={current.name} />
            </Popping>
          ) : (
            <FaceIcon />
          )
        }
        className={cx(current && styles.active)}
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          want();
          setOpen((shown) => !shown);
        }}
      >
        {current ? current.name : label}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ReactionPickerPanel
            trigger={trigger}
            open={open}
            onOpenChange={setOpen}
            types={types}
            current={current}
            onChange={onChange}
            onRemove={onRemove}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The member's own reaction icon, which pops once each time they choose a reaction (keyed on the
 * change, so the animation replays); still on the first render and under reduced motion.
 */
function Popping({ tick, children }: { tick: number; children: ReactNode }) {
  if (tick === 0) return children;
  return (
    <span key={tick} data-slot="reaction-pop" className={styles.pop}>
      {children}
    </span>
  );
}

export interface ReactionSummaryProps {
  /** The derived `organizedReactions`. */
  reactions: OrganizedReactions;
  /** The types, for icons and order; types with no reactions are not shown. */
  types: ReactionType[];
  /** The member's reaction, highlighted. */
  value?: ReactionTypeId | null;
  /** Clicking a count reacts with that type (or removes the member's own); omit for read-only. */
  onToggle?: (typeId: ReactionTypeId) => void;
  /** How many names the hover list shows before "and N more". */
  maxNames?: number;
}

/**
 * Counts per reaction type; hovering or focusing a count lists who reacted (names and avatars).
 */
export function ReactionSummary({
  reactions,
  types,
  value = null,
  onToggle,
  maxNames = 8,
}: ReactionSummaryProps) {
  const shown = types.filter((type) => (reactions[type.name]?.count ?? 0) > 0);
  const popped = useChangeTick(value);
  if (shown.length === 0) return null;
  return (
    <ul data-slot="reaction-summary" aria-label="Reactions" className={styles.summary}>
      {shown.map((type) => {
        const entry = reactions[type.name] ?? { count: 0, details: [] };
        const mine = String(type.id) === String(value ?? '');
        const names = entry.details.slice(0, maxNames);
        const more = entry.count - names.length;
        const who = entry.details.map((detail) => detail.userName).join(', ');
        return (
          <li key={type.id}>
            <Tooltip
              content={
                <span className={styles.who}>
                  <span className={styles.whoTitle}>{type.name}</span>
                  {names.map((detail) => (
                    <span key={detail.userId} className={styles.person}>
                      <Avatar src={detail.userImage} name={detail.userName} decorative size="xs" />
                      {detail.userName}
                    </span>
                  ))}
                  {more > 0 && <span>and {more} more</span>}
                </span>
              }
            >
              <button
                type="button"
                data-slot="reaction-summary-item"
                data-mine={mine ? '' : undefined}
                aria-pressed={onToggle ? mine : undefined}
                aria-label={`${type.name}: ${entry.count}${who ? ` (${who})` : ''}`}
                className={cx(styles.chip, mine && styles.mine)}
                onClick={onToggle ? () => onToggle(type.id) : undefined}
              >
                {mine ? (
                  <Popping tick={popped}>
                    <ReactionIcon icon={type.icon} name={type.name} />
                  </Popping>
                ) : (
                  <ReactionIcon icon={type.icon} name={type.name} />
                )}
                <span className={styles.count}>{entry.count}</span>
              </button>
            </Tooltip>
          </li>
        );
      })}
    </ul>
  );
}
