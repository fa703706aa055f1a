import { GlobeIcon, LockClosedIcon, PersonIcon } from '@radix-ui/react-icons';
import { RadioGroup } from 'radix-ui';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useId } from 'react';
import { cx } from '../lib/cx.ts';
import { Spinner } from '../spinner/spinner.tsx';
import styles from './privacy-select.module.css';

export type WatchlistPrivacy = 'private' | 'followers' | 'public';

export interface PrivacySelectProps {
  value: WatchlistPrivacy;
  onChange: (value: WatchlistPrivacy) => void;
  disabled?: boolean;
  /** A change is being saved: a spinner shows by the legend and nothing can change meanwhile. */
  pending?: boolean;
  /** The group's visible name. */
  legend?: string;
}

export interface PrivacyOption {
  value: WatchlistPrivacy;
  title: string;
  /** Who sees the list with this choice. */
  description: string;
  icon: ReactNode;
}

/** The choices, most private first (one list, so other screens can name a list's privacy too). */
export const PRIVACY_OPTIONS: readonly PrivacyOption[] = [
  { value: 'private', title: 'Private', description: 'Only you', icon: <LockClosedIcon /> },
  {
    value: 'followers',
    title: 'Followers',
    description: 'You and members who follow you',
    icon: <PersonIcon />,
  },
  {
    value: 'public',
    title: 'Public',
    description: 'Every member, and on your profile',
    icon: <GlobeIcon />,
  },
];

const isPrivacy = (value: string): value is WatchlistPrivacy =>
  PRIVACY_OPTIONS.some((option) => option.value === value);

const CHANGE_KEYS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', ' '];

/**
 * Who can see a watchlist: three radio cards on Radix RadioGroup (arrow keys move and choose).
 * While a change is saved (`pending`) the radios say they are unavailable and ignore clicks and
 * keys, but keep focus where it is: truly disabling them would drop keyboard focus to the page.
 */
export function PrivacySelect({
  value,
  onChange,
  disabled = false,
  pending = false,
  legend = 'Who can see this watchlist',
}: PrivacySelectProps) {
  const id = useId();
  const legendId = `${id}-legend`;
  const hold = (event: MouseEvent | KeyboardEvent) => {
    if (!pending) return;
    if ('key' in event && !CHANGE_KEYS.includes(event.key)) return;
    // Radix skips its own handlers for an event prevented here (no check, no focus move).
    event.preventDefault();
  };
  return (
    <div
      data-slot="privacy-select"
      data-pending={pending ? '' : undefined}
      className={cx(styles.root, pending && styles.pending)}
    >
      <div className={styles.legendRow}>
        <span id={legendId} data-slot="privacy-select-legend" className={styles.legend}>
          {legend}
        </span>
        {pending && <Spinner size="sm" label="Saving" />}
      </div>
      <RadioGroup.Root
        aria-labelledby={legendId}
        aria-busy={pending || undefined}
        value={value}
        disabled={disabled}
        onValueChange={(next) => {
          if (!pending && isPrivacy(next) && next !== value) onChange(next);
        }}
        className={styles.options}
      >
        {PRIVACY_OPTIONS.map((option) => {
          const itemId = `${id}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={itemId}
              data-slot="privacy-select-option"
              data-checked={option.value === value ? '' : undefined}
              className={styles.option}
            >
              <RadioGroup.Item
                id={itemId}
                value={option.value}
                data-slot="privacy-select-radio"
                aria-labelledby={`${itemId}-title`}
                aria-describedby={`${itemId}-description`}
                aria-disabled={pending || disabled || undefined}
                className={styles.radio}
                onClick={hold}
                onKeyDown={hold}
              >
                <RadioGroup.Indicator className={styles.indicator} />
              </RadioGroup.Item>
              <span aria-hidden className={styles.icon}>
                {option.icon}
              </span>
              <span className={styles.text}>
                <span id={`${itemId}-title`} className={styles.title}>
                  {option.title}
                </span>
                <span id={`${itemId}-description`} className={styles.description}>
                  {option.description}
                </span>
              </span>
            </label>
          );
        })}
      </RadioGroup.Root>
    </div>
  );
}
