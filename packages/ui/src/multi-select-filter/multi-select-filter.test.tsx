import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  filterOptions,
  MultiSelectFilter,
  type MultiSelectFilterProps,
  type MultiSelectOption,
  selectionSummary,
} from './multi-select-filter.tsx';

const option = ({ value, ...overrides }: Partial<MultiSelectOption> & { value: string }) => ({
  value,
  label: value,
  ...overrides,
});

const countries: MultiSelectOption[] = [
  option({ value: 'US', label: 'United States' }),
  option({ value: 'GB', label: 'United Kingdom' }),
  option({ value: 'DE', label: 'Germany' }),
  option({ value: 'JP', label: 'Japan' }),
];

const manyCountries: MultiSelectOption[] = [
  ...countries,
  option({ value: 'FR', label: 'France' }),
  option({ value: 'CH', label: 'Switzerland' }),
  option({ value: 'CN', label: 'China' }),
  option({ value: 'HK', label: 'Hong Kong' }),
  option({ value: 'CI', label: 'Côte d’Ivoire' }),
];

/** A parent that keeps the selection, as a page does. */
function Controlled(props: Omit<MultiSelectFilterProps, 'value'> & { initial?: string[] }) {
  const { initial = [], onValueChange, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <MultiSelectFilter
      {...rest}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
    />
  );
}

describe('selectionSummary', () => {
  it('reads All for none or every option, the label for one, else a count', () => {
    expect(selectionSummary([], countries)).toBe('All');
    expect(selectionSummary(['US', 'GB', 'DE', 'JP'], countries)).toBe('All');
    expect(selectionSummary(['DE'], countries)).toBe('Germany');
    expect(selectionSummary(['US', 'JP', 'DE'], countries)).toBe('3 selected');
  });
});

describe('filterOptions', () => {
  it('matches the label or the value, ignoring case and accents', () => {
    expect(filterOptions(manyCountries, 'united').map((item) => item.value)).toEqual(['US', 'GB']);
    expect(filterOptions(manyCountries, 'hk').map((item) => item.value)).toEqual(['HK']);
    expect(filterOptions(manyCountries, 'cote').map((item) => item.value)).toEqual(['CI']);
    expect(filterOptions(manyCountries, '  ')).toHaveLength(9);
  });
});

describe('MultiSelectFilter', () => {
  it('ticks options, keeping the options’ order, and says what is chosen', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Controlled label="Country" options={countries} onValueChange={onValueChange} />);
    const trigger = screen.getByRole('button', { name: 'Country: All' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Country' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Japan' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['JP']);
    expect(trigger).toHaveAccessibleName('Country: Japan');
    await user.click(within(dialog).getByText('United States'));
    expect(onValueChange).toHaveBeenLastCalledWith(['US', 'JP']);
    expect(trigger).toHaveAccessibleName('Country: 2 selected');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Japan' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['US']);
    expect(trigger).toHaveAccessibleName('Country: United States');
  });

  it('selects all and clears', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Controlled
        label="Country"
        options={countries}
        initial={['DE']}
        onValueChange={onValueChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Country: Germany' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Select all' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['US', 'GB', 'DE', 'JP']);
    for (const box of within(dialog).getAllByRole('checkbox')) expect(box).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Select all' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(onValueChange).toHaveBeenLastCalledWith([]);
    for (const box of within(dialog).getAllByRole('checkbox')) expect(box).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Clear' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Country: All' })).toBeInTheDocument();
  });

  it('works from the keyboard and returns focus to the button on Escape', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<MultiSelectFilter label="Country" options={countries} onValueChange={onValueChange} />);
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Country: All' });
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    // Select all has the focus; Clear is off with nothing chosen, so Tab goes on to the boxes.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Select all' })).toHaveFocus(),
    );
    await user.tab();
    expect(within(dialog).getByRole('checkbox', { name: 'United States' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onValueChange).toHaveBeenLastCalledWith(['US']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Country: United States' })).toHaveFocus();
  });

  it('offers a search box over eight options, and Select all takes what it found', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Controlled label="Country" options={manyCountries} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: 'Country: All' }));
    const dialog = await screen.findByRole('dialog');
    const search = within(dialog).getByRole('searchbox', { name: 'Search country' });
    await waitFor(() => expect(search).toHaveFocus());
    await user.type(search, 'united');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Select all' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['US', 'GB']);
    await user.clear(search);
    await user.type(search, 'atlantis');
    expect(within(dialog).getByText('No country matches “atlantis”.')).toBeVisible();
    expect(within(dialog).queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('has no search box for eight options or fewer', async () => {
    const user = userEvent.setup();
    render(<MultiSelectFilter label="Country" options={countries} />);
    await user.click(screen.getByRole('button', { name: 'Country: All' }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('keeps its own selection when uncontrolled', async () => {
    const user = userEvent.setup();
    render(<MultiSelectFilter label="Country" options={countries} defaultValue={['GB', 'DE']} />);
    await user.click(screen.getByRole('button', { name: 'Country: 2 selected' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Germany' }));
    expect(screen.getByRole('button', { name: 'Country: United Kingdom' })).toBeInTheDocument();
  });
});
