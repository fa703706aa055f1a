import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phone } from '../lib/story-helpers.ts';
import { Badge, CountBadge, PriceChange } from './badge.tsx';

const meta = {
  title: 'ui/Badge',
  component: Badge,
  args: { children: 'Stocks', tone: 'neutral' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Stocks')).toHaveAttribute('data-tone', 'neutral');
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--space-2)', flexWrap: 'wrap' }}>
      <Badge>Stocks</Badge>
      <Badge tone="accent">Pro</Badge>
      <Badge tone="success">Joined</Badge>
      <Badge tone="danger">Failed</Badge>
      <Badge tone="live">On air</Badge>
      <Badge tone="up">▲ Bullish</Badge>
      <Badge tone="down">▼ Bearish</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    // The on-air tag is the broadcast red with white text, not the error colours.
    const live = canvas.getByText('On air');
    const root = getComputedStyle(document.documentElement);
    const probe = document.createElement('span');
    probe.style.color = root.getPropertyValue('--color-live');
    document.body.append(probe);
    const red = getComputedStyle(probe).color;
    probe.remove();
    await expect(getComputedStyle(live).backgroundColor).toBe(red);
    await expect(getComputedStyle(canvas.getByText('Failed')).backgroundColor).not.toBe(red);
  },
};

export const Counters: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--space-3)', alignItems: 'center' }}>
      <CountBadge count={3} label="unread messages" />
      <CountBadge count={42} label="notifications" tone="accent" />
      <CountBadge count={250} label="unread messages" />
      <CountBadge count={0} label="unread messages" />
      <CountBadge count={0} label="followers" showZero tone="neutral" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '3 unread messages' })).toHaveTextContent('3');
    await expect(canvas.getByRole('img', { name: '250 unread messages' })).toHaveTextContent('99+');
    await expect(canvas.queryByRole('img', { name: '0 unread messages' })).toBeNull();
  },
};

/** Up and down by colour and by arrow and sign. */
export const MarketChange: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-2)', justifyItems: 'start' }}>
      <PriceChange value={1.25} />
      <PriceChange value={-0.8} />
      <PriceChange value={0} />
      <PriceChange value={12.5} unit="" precision={2} variant="tinted" />
      <PriceChange value={-3.1} variant="tinted" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('up 1.25%')).toBeInTheDocument();
    await expect(canvas.getByText('down 0.80%')).toBeInTheDocument();
    await expect(canvas.getByText('unchanged 0.00%')).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: { children: 'Exchange-traded fund (leveraged)' },
};

export const Dark: Story = { ...MarketChange, globals: { theme: 'dark' } };

export const Phone: Story = { ...Tones, ...phone };
