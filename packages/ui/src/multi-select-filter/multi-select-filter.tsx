import { ChevronDownIcon, MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../button/button.tsx';
import { Checkbox } from '../checkbox/checkbox.tsx';
import { cx } from '../lib/cx.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';
import { Popover, PopoverContent, PopoverTrigger } from '../popover/popover.tsx';
import { TextField } from '../text-field/text-field.tsx';
import styles from './multi-select-filter.module.css';

export interface MultiSelectOption {
  value: string;
  label: string;
  /** A second line under the label: a country, a code, a count. */
  hint?: ReactNode;
}

export interface MultiSelectFilterProps {
  /** What is filtered ("Country"): the button reads "Country: All", "Country: US", "Country: 3 selected". */
  label: string;
  options: readonly MultiSelectOption[];
  /** The chosen values (controlled), in the options' order; empty means no filter: all. */
  value?: string[];
  /** The chosen values at first, when uncontrolled; none (all) by default. */
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
  /** More options than this get a search box. */
  searchOver?: number;
  disabled?: boolean;
  className?: string;
}

/** The button's text after the label: All, the one option's label, or how many are chosen. */
export function selectionSummary(
  value: readonly string[],
  options: readonly MultiSelectOption[],
): string {
  const chosen = options.filter((option) => value.includes(option.value));
  if (chosen.length === 0 || chosen.length === options.length) return 'All';
  if (chosen.length === 1) return chosen[0]?.label ?? 'All';
  return `${chosen.length} selected`;
}

/** The options whose label or value contains the query, ignoring case and accents. */
export function filterOptions(
  options: readonly MultiSelectOption[],
  query: string,
): MultiSelectOption[] {
  const needle = fold(query.trim());
  if (!needle) return [...options];
  return options.filter(
    (option) => fold(option.label).includes(needle) || fold(option.value).includes(needle),
  );
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/**
 * A filter over a list of choices (countries, exchanges, asset classes): a button that says what
 * is chosen opens a popover with a checkbox per option, Select all and Clear, and a search box when
 * there are more than `searchOver` (8) options. Choosing none means no filter, so the button then
 * reads "All". Keyboard: Enter or Space opens it, Tab moves through it, Space ticks a box, Escape
 * closes it and returns focus to the button.
 */
export function MultiSelectFilter({
  label,
  options,
  value,
  defaultValue = [],
  onValueChange,
  searchOver = 8,
  disabled,
  className,
}: MultiSelectFilterProps) {
  const [selected, setSelected] = useControllableState<string[]>({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  const [query, setQuery] = useState('');
  const id = useId();
  const searchable = options.length > searchOver;
  const visible = searchable ? filterOptions(options, query) : [...options];
  const summary = selectionSummary(selected, options);

  // Always in the options' order, so the same choice is the same array whatever the clicks' order.
  const commit = (next: ReadonlySet<string>) => {
    const ordered = options
      .filter((option) => next.has(option.value))
      .map((option) => option.value);
    if (ordered.length === selected.length && ordered.every((item, i) => item === selected[i])) {
      return;
    }
    setSelected(ordered);
  };

  const toggle = (optionValue: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(optionValue);
    else next.delete(optionValue);
    commit(next);
  };

  // With a search, Select all takes the options found (added to those already chosen).
  const selectAll = () => commit(new Set([...selected, ...visible.map((option) => option.value)]));
  const clear = () => commit(new Set());
  const allVisibleChosen = visible.every((option) => selected.includes(option.value));

  return (
    <Popover
      onOpenChange={(open) => {
        if (!open) setQuery('');
      }}
    >
      <PopoverTrigger asChild>
        <Button
          variant="secondary"
          disabled={disabled}
          iconEnd={<ChevronDownIcon />}
          data-slot="multi-select-filter"
          data-filtered={summary === 'All' ? undefined : ''}
          className={cx(styles.trigger, className)}
        >
          <span className={styles.triggerLabel}>{label}:</span>{' '}
          <span data-slot="multi-select-filter-summary" className={styles.summary}>
            {summary}
          </span>
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        aria-label={label}
        data-slot="multi-select-filter-content"
        className={styles.content}
      >
        {searchable && (
          <TextField
            label={`Search ${label.toLocaleLowerCase()}`}
            hideLabel
            type="search"
            placeholder="Search"
            autoComplete="off"
            iconStart={<MagnifyingGlassIcon />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            className={styles.search}
          />
        )}
        <div data-slot="multi-select-filter-actions" className={styles.actions}>
          <Button
            variant="ghost"
            size="sm"
            onClick={selectAll}
            disabled={visible.length === 0 || allVisibleChosen}
          >
            Select all
          </Button>
          <Button variant="ghost" size="sm" onClick={clear} disabled={selected.length === 0}>
            Clear
          </Button>
        </div>
        <fieldset data-slot="multi-select-filter-options" className={styles.options}>
          <legend className={styles.srOnly}>{label} options</legend>
          {visible.map((option) => (
            <Checkbox
              key={option.value}
              id={`${id}-${options.indexOf(option)}`}
              label={option.label}
              description={option.hint}
              checked={selected.includes(option.value)}
              onCheckedChange={(checked) => toggle(option.value, checked === true)}
              className={styles.option}
            />
          ))}
          {visible.length === 0 && (
            <p data-slot="multi-select-filter-no-match" className={styles.noMatch}>
              No {label.toLocaleLowerCase()} matches “{query.trim()}”.
            </p>
          )}
        </fieldset>
        <p role="status" className={styles.srOnly}>
          {searchable && query.trim() ? `${visible.length} found` : ''}
        </p>
      </PopoverContent>
    </Popover>
  );
}
