import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { phone } from '../lib/story-helpers.ts';
import { WebinarCard } from './webinar-card.tsx';

const meta = {
  title: 'ui/WebinarCard',
  component: WebinarCard,
  args: {
    title: 'Reading the Fed’s dot plot before the December meeting',
    host: 'Maya Okafor, TapeTV Macro Desk',
    summary:
      'The Summary of Economic Projections moves rates, the dollar and equity sectors in minutes. A live walk-through of what the dots are and how to prepare a plan.',
    level: 'intermediate',
    startsAt: '2026-12-10T17:00:00Z',
    durationMinutes: 60,
    status: 'upcoming',
    registered: false,
    registrantCount: 128,
    // A fixed zone, so the time reads the same on every machine.
    timeZone: 'Europe/London',
    href: '/webinar?webinar=reading-the-fed-dot-plot',
    onRegister: fn(),
    onCancel: fn(),
    onWatchReplay: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WebinarCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Upcoming, not registered: the time in the member's zone and a Register button. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Thu 10 Dec 2026, 17:00 GMT')).toBeVisible();
    await expect(canvas.getByText('With Maya Okafor, TapeTV Macro Desk')).toBeVisible();
    await expect(canvas.getByText('128 members registered')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Register for/ }));
    await expect(args.onRegister).toHaveBeenCalledOnce();
  },
};

export const Registered: Story = {
  args: { registered: true, registrantCount: 129 },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('✓ Registered')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Cancel registration for/ }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** A registration in flight: the button waits and the card says it is busy. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /^Register for/ })).toBeDisabled();
    await expect(canvasElement.querySelector('[data-slot="webinar-card"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LiveNow: Story = {
  args: { status: 'live', startsAt: '2026-11-27T09:30:00Z', registered: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Live now')).toBeVisible();
    await expect(canvas.getByText('✓ Registered')).toBeVisible();
  },
};

export const EndedWithReplay: Story = {
  args: {
    status: 'ended',
    title: 'The earnings season playbook',
    startsAt: '2026-10-22T16:00:00Z',
    hasReplay: true,
    registered: true,
    registrantCount: 342,
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Ended')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Register|Cancel/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Watch replay' }));
    await expect(args.onWatchReplay).toHaveBeenCalledOnce();
  },
};

export const EndedWithoutReplay: Story = {
  args: { status: 'ended', startsAt: '2026-11-12T17:00:00Z', hasReplay: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No replay yet')).toBeVisible();
  },
};

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /dot plot/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const LongText: Story = {
  args: {
    title:
      'A very long webinar title that keeps going to check how the card wraps a heading over several lines on narrow screens',
    host: 'A host with a long name and a longer desk title, TapeTV Derivatives and Volatility',
    summary: 'A summary that is long. '.repeat(20),
    registrantCount: 12345,
  },
};

export const Phone: Story = { ...phone, args: { registered: true } };
