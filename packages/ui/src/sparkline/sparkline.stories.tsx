import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { priceWalk } from '../lib/market-fixtures.ts';
import { phone } from '../lib/story-helpers.ts';
import { Sparkline } from './sparkline.tsx';

const rising = priceWalk(24, 186.87, { seed: 3, drift: 0.002 });
const falling = priceWalk(24, 177.67, { seed: 13, drift: -0.002 });

const meta = {
  title: 'ui/Sparkline',
  component: Sparkline,
  args: { values: rising },
} satisfies Meta<typeof Sparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: the figures beside it say the same. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('[data-slot="sparkline"]');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).not.toHaveAttribute('role');
    await expect(svg?.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(
      24,
    );
  },
};

export const Up: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="sparkline"]')).toHaveAttribute(
      'data-direction',
      'up',
    );
  },
};

export const Down: Story = {
  args: { values: falling },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="sparkline"]')).toHaveAttribute(
      'data-direction',
      'down',
    );
  },
};

export const Flat: Story = { args: { values: [100, 101, 99, 100] } };

/** With a label it is an image with that name. */
export const Labelled: Story = {
  args: { label: 'AAPL today, up from 186.87 to 189.12' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'AAPL today, up from 186.87 to 189.12' }),
    ).toBeVisible();
  },
};

/** One value or none draws no line. */
export const Empty: Story = {
  args: { values: [189.12] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('polyline')).toBeNull();
  },
};

export const Large: Story = { args: { width: 240, height: 64 } };

export const ColourBlindPalette: Story = {
  render: () => (
    <div data-palette="colorblind" style={{ display: 'flex', gap: 'var(--space-4)' }}>
      <Sparkline values={rising} />
      <Sparkline values={falling} />
    </div>
  ),
};

export const Dark: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--space-4)' }}>
      <Sparkline values={rising} />
      <Sparkline values={falling} />
    </div>
  ),
  globals: { theme: 'dark' },
};

export const Phone: Story = { ...phone };
