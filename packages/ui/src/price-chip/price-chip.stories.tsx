import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { phone } from '../lib/story-helpers.ts';
import { PriceChip } from './price-chip.tsx';

// Stories must not navigate the test page away: the link reports where it would go instead.
const navigate = fn();
const StoryLink = ({ href, onClick, ...props }: ComponentProps<'a'> & { href: string }) => (
  <a
    {...props}
    href={href}
    onClick={(event) => {
      event.preventDefault();
      navigate(href);
      onClick?.(event);
    }}
  />
);

const meta = {
  title: 'ui/PriceChip',
  component: PriceChip,
  args: { symbol: 'AAPL', price: 189.12, changePct: 1.2 },
} satisfies Meta<typeof PriceChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const chip = canvasElement.querySelector('[data-slot="price-chip"]');
    await expect(chip).toHaveTextContent('$AAPL189.12▲+1.2%');
    await expect(chip).toHaveTextContent('AAPL 189.12, up 1.2%');
  },
};

export const Up: Story = {
  args: { symbol: 'NVDA', price: 875.4, changePct: 3.32 },
  play: async ({ canvasElement }) => {
    const chip = canvasElement.querySelector('[data-slot="price-chip"]');
    await expect(chip).toHaveAttribute('data-direction', 'up');
    await expect(chip).toHaveTextContent('NVDA 875.40, up 3.3%');
  },
};

export const Down: Story = {
  args: { symbol: 'TSLA', price: 171.05, changePct: -3.73 },
  play: async ({ canvasElement }) => {
    const chip = canvasElement.querySelector('[data-slot="price-chip"]');
    await expect(chip).toHaveAttribute('data-direction', 'down');
    // A sign and an arrow as well as the colour.
    await expect(chip).toHaveTextContent('▼−3.7%');
    await expect(chip).toHaveTextContent('TSLA 171.05, down 3.7%');
  },
};

export const Unchanged: Story = {
  args: { symbol: 'SAP.DE', price: 176.82, changePct: 0.02, currency: 'EUR' },
  play: async ({ canvasElement }) => {
    const chip = canvasElement.querySelector('[data-slot="price-chip"]');
    await expect(chip).toHaveAttribute('data-direction', 'flat');
    await expect(chip).toHaveTextContent('SAP.DE €176.82, unchanged');
  },
};

/** With `href` the chip is a link to the symbol's page, rendered by the app's link component. */
export const AsLink: Story = {
  args: { href: '/symbols/AAPL', linkComponent: StoryLink, onClick: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'AAPL 189.12, up 1.2%' });
    await expect(link).toHaveAttribute('href', '/symbols/AAPL');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenLastCalledWith('/symbols/AAPL');
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  args: { href: '/symbols/AAPL', linkComponent: StoryLink },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/symbols/AAPL');
  },
};

export const Loading: Story = {
  args: { price: null, changePct: null, loading: true },
  play: async ({ canvasElement }) => {
    const chip = canvasElement.querySelector('[data-slot="price-chip"]');
    await expect(chip).toHaveAttribute('aria-busy', 'true');
    await expect(chip?.querySelector('[data-slot="skeleton"]')).not.toBeNull();
    await expect(chip).toHaveTextContent('AAPL, price loading');
  },
};

/** Quotes that arrive one after another: each move lands with the chip's own tick button. */
function LiveChip(props: ComponentProps<typeof PriceChip>) {
  const ticks = [189.12, 189.47, 188.9] as const;
  const [at, setAt] = useState(0);
  return (
    <div style={{ display: 'flex', gap: 'var(--space-3)', alignItems: 'center' }}>
      <PriceChip {...props} price={ticks[at % ticks.length]} />
      <button type="button" onClick={() => setAt((n) => n + 1)}>
        Next tick
      </button>
    </div>
  );
}

/**
 * A live price flashes the way it moved (`data-flash`, the animation restarted at every move;
 * none under reduced motion). The first price shown is not a move.
 */
export const LiveTick: Story = {
  render: (args) => <LiveChip {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const chip = () => canvasElement.querySelector('[data-slot="price-chip"]');
    await expect(chip()).not.toHaveAttribute('data-flash');
    await userEvent.click(canvas.getByRole('button', { name: 'Next tick' }));
    await waitFor(() => expect(chip()).toHaveAttribute('data-flash', 'up'));
    await expect(chip()).toHaveTextContent('AAPL 189.47, up 1.2%');
    await userEvent.click(canvas.getByRole('button', { name: 'Next tick' }));
    await waitFor(() => expect(chip()).toHaveAttribute('data-flash', 'down'));
    const price = chip()?.querySelector('[data-slot="price-chip-price"]');
    await expect(price?.className).toMatch(/flashDown/);
  },
};

export const Small: Story = { args: { size: 'sm' } };

/** Inline in a post, with other chips and a small coin's price. */
export const InText: Story = {
  render: () => (
    <p style={{ maxWidth: 'var(--size-content-narrow)' }}>
      Chips in a sentence: <PriceChip symbol="AAPL" price={189.12} changePct={1.2} size="sm" /> led
      the rally while{' '}
      <PriceChip symbol="TSLA" price={171.05} changePct={-3.73} size="sm" href="/symbols/TSLA" />{' '}
      lagged; <PriceChip symbol="DOGE" price={0.1634} changePct={2.57} currency="USD" size="sm" />{' '}
      kept climbing and <PriceChip symbol="MSFT" price={null} changePct={null} size="sm" /> is still
      loading.
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'TSLA 171.05, down 3.7%' })).toBeVisible();
    await expect(canvas.getByText('DOGE $0.1634, up 2.6%')).toBeInTheDocument();
  },
};

/** `data-palette="colorblind"` on a parent: up is blue, down orange; arrows and signs stay. */
export const ColourBlindPalette: Story = {
  render: () => (
    <div data-palette="colorblind" style={{ display: 'flex', gap: 'var(--space-2)' }}>
      <PriceChip symbol="AAPL" price={189.12} changePct={1.2} />
      <PriceChip symbol="TSLA" price={171.05} changePct={-3.73} />
    </div>
  ),
};

export const Dark: Story = { ...InText, globals: { theme: 'dark' } };

export const Phone: Story = { ...InText, ...phone };
