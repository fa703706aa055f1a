import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CSSProperties, useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { memberNames, organizeReactions, reactionTypes } from '../lib/fixtures.ts';
import { phone } from '../lib/story-helpers.ts';
import { REACTION_GLYPHS } from './reaction-glyphs.tsx';
import {
  type OrganizedReactions,
  ReactionIcon,
  ReactionPicker,
  ReactionSummary,
  type ReactionTypeId,
} from './reaction-picker.tsx';

const reactions = organizeReactions({
  Like: ['Sam Trader', 'Priya Natarajan', 'Lukas Becker'],
  Bullish: ['Mei Chen', 'Omar Haddad'],
  Love: ['Sofia Rossi'],
});

const meta = {
  title: 'ui/ReactionPicker',
  component: ReactionPicker,
  args: { types: reactionTypes, value: null, onChange: fn(), onRemove: fn() },
  render: (args) => (
    <div style={{ paddingTop: 'var(--space-16)' }}>
      <ReactionPicker {...args} />
    </div>
  ),
} satisfies Meta<typeof ReactionPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'React' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Bullish' }));
    await expect(args.onChange).toHaveBeenCalledWith(3);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Keyboard: Story = {
  args: { value: 1 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /your reaction: like/i })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Focus lands on the current reaction; arrows move along the toolbar.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Like' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(screen.getByRole('radio', { name: 'Bullish' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith(3);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /your reaction: like/i })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Like' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Choosing the current reaction again removes it; so does "Remove reaction". */
export const Reacted: Story = {
  args: { value: 2 },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    // A reaction the member made before does not pop when the page shows it.
    await expect(canvasElement.querySelector('[data-slot="reaction-pop"]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /your reaction: love/i }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Love' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: /your reaction: love/i }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove reaction' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(2);
  },
};

export const Open: Story = {
  args: { value: 3 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /your reaction/i }));
    await expect(await screen.findByRole('radio', { name: 'Bullish' })).toBeChecked();
  },
};

export const Pending: Story = {
  args: { pending: true, value: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Counts per type; hover or focus shows who reacted. */
/** The trigger toggles the panel: pressed again it closes, and keeps the focus. */
export const TriggerToggles: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'React' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(await screen.findByRole('dialog', { name: 'Choose a reaction' })).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
  },
};

/** A press elsewhere closes the panel and leaves the focus where the member went. */
export const OutsideCloses: Story = {
  render: (args) => (
    <div style={{ paddingTop: 'var(--space-16)' }}>
      <ReactionPicker {...args} />
      <input aria-label="Elsewhere" />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'React' }));
    await screen.findByRole('dialog', { name: 'Choose a reaction' });
    await userEvent.click(canvas.getByRole('textbox', { name: 'Elsewhere' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus();
  },
};

export const Summary: Story = {
  render: (args) => (
    <div style={{ paddingTop: 'var(--space-16)' }}>
      <ReactionSummary
        reactions={reactions}
        types={args.types}
        value={1}
        onToggle={args.onChange}
      />
    </div>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const like = canvas.getByRole('button', { name: /^Like: 3/ });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    await expect(like).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Sam Trader');
    await expect(tooltip).toHaveTextContent('Lukas Becker');
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(2);
  },
};

export const SummaryEmpty: Story = {
  render: (args) => (
    <div data-testid="summary">
      <ReactionSummary reactions={{}} types={args.types} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('summary')).toBeEmptyDOMElement();
  },
};

export const SummaryManyReactors: Story = {
  args: { value: 3 },
  render: (args) => (
    <div style={{ paddingTop: 'var(--space-16)' }}>
      <ReactionSummary
        reactions={organizeReactions({
          Bullish: memberNames,
          Bearish: memberNames.slice(0, 5),
          Insightful: memberNames.slice(2, 4),
          Funny: memberNames.slice(6, 7),
        })}
        types={args.types}
        value={args.value}
      />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button', { name: /^Bullish: 12/ }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('and 4 more');
  },
};

/** Picker and summary together, wired the way the app wires them. */
export const WithSummary: Story = {
  render: (args) => {
    const [value, setValue] = useState<ReactionTypeId | null>(null);
    const [state, setState] = useState<OrganizedReactions>(reactions);
    const me = 'Dana Demo';
    const apply = (next: ReactionTypeId | null) => {
      const withoutMe: OrganizedReactions = Object.fromEntries(
        Object.entries(state).map(([name, entry]) => {
          const details = entry.details.filter((detail) => detail.userName !== me);
          return [name, { count: details.length, details }];
        }),
      );
      const type = args.types.find((item) => item.id === next);
      if (type) {
        const entry = withoutMe[type.name] ?? { count: 0, details: [] };
        withoutMe[type.name] = {
          count: entry.count + 1,
          details: [...entry.details, { userId: 1, userName: me }],
        };
      }
      setState(withoutMe);
      setValue(next);
    };
    return (
      <div
        style={{
          display: 'flex',
          gap: 'var(--space-2)',
          alignItems: 'center',
          paddingTop: 'var(--space-16)',
        }}
      >
        <ReactionPicker
          types={args.types}
          value={value}
          onChange={apply}
          onRemove={() => apply(null)}
        />
        <ReactionSummary
          reactions={state}
          types={args.types}
          value={value}
          onToggle={(id) => apply(id === value ? null : id)}
        />
      </div>
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvasElement.querySelector('[data-slot="reaction-pop"]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'React' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Like' }));
    await expect(canvas.getByRole('button', { name: /^Like: 4/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The chosen icon pops, in the trigger and in the member's count; nothing else does.
    const pops = canvasElement.querySelectorAll('[data-slot="reaction-pop"]');
    await expect(pops).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: /^Like: 4/ })).toContainElement(
      pops[1] as HTMLElement,
    );
    await userEvent.click(canvas.getByRole('button', { name: /^Like: 4/ }));
    await expect(canvas.getByRole('button', { name: /^Like: 3/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const Dark: Story = { ...Summary, globals: { theme: 'dark' } };

export const Phone: Story = { ...WithSummary, ...phone };

/** The spec's eight reaction types as the API names them, each with its emoji. */
const SPEC_TYPES = [
  { name: 'like', icon: '👍' },
  { name: 'love', icon: '❤️' },
  { name: 'haha', icon: '😂' },
  { name: 'wow', icon: '😮' },
  { name: 'sad', icon: '😢' },
  { name: 'angry', icon: '😠' },
  { name: 'bullish', icon: '🐂' },
  { name: 'bearish', icon: '🐻' },
];

/**
 * The product's own icons: each known name draws its SVG (the same on every machine, emoji font
 * or not); a name it does not know shows the API's icon, here an emoji.
 */
export const OwnIcons: Story = {
  render: () => (
    <ul
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 'var(--space-4)',
        listStyle: 'none',
        margin: 0,
        padding: 0,
        fontSize: 12,
        color: 'var(--color-text)',
      }}
    >
      {[...SPEC_TYPES, { name: 'Insightful', icon: '💡' }].map((type) => (
        <li
          key={type.name}
          data-testid={type.name}
          style={{ display: 'grid', justifyItems: 'center', gap: 'var(--space-1)' }}
        >
          <ReactionIcon icon={type.icon} name={type.name} />
          <span style={{ '--size-icon': '40px' } as CSSProperties}>
            <ReactionIcon icon={type.icon} name={type.name} />
          </span>
          {type.name}
        </li>
      ))}
      <li data-testid="capitalised">
        <ReactionIcon icon="🐂" name="Bullish" />
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(Object.keys(REACTION_GLYPHS).sort()).toEqual(
      SPEC_TYPES.map((type) => type.name).sort(),
    );
    for (const type of SPEC_TYPES) {
      const icon = canvas.getByTestId(type.name).querySelector('[data-slot="reaction-icon"]');
      await expect(icon?.tagName.toLowerCase()).toBe('svg');
      await expect(icon).toHaveAttribute('data-reaction', type.name);
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      await expect(canvas.getByTestId(type.name)).not.toHaveTextContent(type.icon);
    }
    // Case aside: "Bullish" is the same icon.
    await expect(
      canvas.getByTestId('capitalised').querySelector('[data-reaction="bullish"]'),
    ).not.toBeNull();
    const fallback = canvas.getByTestId('Insightful').querySelector('[data-slot="reaction-icon"]');
    await expect(fallback?.tagName.toLowerCase()).toBe('span');
    await expect(fallback).toHaveTextContent('💡');
  },
};

export const OwnIconsDark: Story = { ...OwnIcons, globals: { theme: 'dark' } };
