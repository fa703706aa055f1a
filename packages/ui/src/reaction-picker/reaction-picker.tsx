import { FaceIcon } from '@radix-ui/react-icons';
import { ToggleGroup } from 'radix-ui';
import { useState } from 'react';
import { Avatar } from '../avatar/avatar.tsx';
import { Button } from '../button/button.tsx';
import { cx } from '../lib/cx.ts';
import { Popover, PopoverContent, PopoverTrigger } from '../popover/popover.tsx';
import { Tooltip } from '../tooltip/tooltip.tsx';
import styles from './reaction-picker.module.css';

export type ReactionTypeId = number | string;

/** A reaction type from GET /api/reaction-types (spec point 3: name and icon). */
export interface ReactionType {
  id: ReactionTypeId;
  name: string;
  /** An image URL (or data URI), or an emoji. */
  icon: string;
}

/** One member's reaction in a post's or comment's `organizedReactions` (spec point 3). */
export interface ReactionDetail {
  userId: number | string;
  userName: string;
  userImage?: string | null;
  reactionImage?: string | null;
  reactionType?: string;
}

/** The derived summary: reaction type name → count and who reacted. */
export type OrganizedReactions = Record<string, { count: number; details: ReactionDetail[] }>;

const isImage = (icon: string) => /^(data:|https?:|\/|\.)/.test(icon);

/** A reaction type's icon: an image or an emoji, always decorative (the name is said in text). */
export function ReactionIcon({ icon, className }: { icon: string; className?: string }) {
  return isImage(icon) ? (
    <img data-slot="reaction-icon" src={icon} alt="" className={cx(styles.icon, className)} />
  ) : (
    <span
      data-slot="reaction-icon"
      aria-hidden
      className={cx(styles.icon, styles.emoji, className)}
    >
      {icon}
    </span>
  );
}

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
  const current = types.find((type) => String(type.id) === String(value ?? ''));
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          data-slot="reaction-picker-trigger"
          variant="ghost"
          size={size}
          loading={pending}
          disabled={disabled}
          aria-label={current ? `Your reaction: ${current.name}. Change reaction` : label}
          iconStart={current ? <ReactionIcon icon={current.icon} /> : <FaceIcon />}
          className={cx(current && styles.active)}
        >
          {current ? current.name : label}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        width="auto"
        align="start"
        side="top"
        aria-label="Choose a reaction"
        className={styles.panel}
      >
        <ToggleGroup.Root
          data-slot="reaction-picker"
          type="single"
          aria-label="Reactions"
          value={current ? String(current.id) : ''}
          onValueChange={(next) => {
            setOpen(false);
            if (next === '') onRemove();
            else {
              const chosen = types.find((type) => String(type.id) === next);
              if (chosen) onChange(chosen.id);
            }
          }}
          className={styles.types}
        >
          {types.map((type) => (
            <ToggleGroup.Item
              key={type.id}
              data-slot="reaction-picker-option"
              value={String(type.id)}
              aria-label={type.name}
              title={type.name}
              className={styles.type}
            >
              <ReactionIcon icon={type.icon} className={styles.typeIcon} />
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
        {current && (
          <Button
            size="sm"
            variant="ghost"
            block
            className={styles.remove}
            onClick={() => {
              setOpen(false);
              onRemove();
            }}
          >
            Remove reaction
          </Button>
        )}
      </PopoverContent>
    </Popover>
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
                      <Avatar src={detail.userImage} name="" size="xs" />
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
                <ReactionIcon icon={type.icon} />
                <span className={styles.count}>{entry.count}</span>
              </button>
            </Tooltip>
          </li>
        );
      })}
    </ul>
  );
}
