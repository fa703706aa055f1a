import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { phone } from '../lib/story-helpers.ts';
import {
  type BillingCycle,
  type PricingPlan,
  PricingPlans,
  PricingToggle,
} from './pricing-toggle.tsx';

const plan = ({ id, ...overrides }: Partial<PricingPlan> & { id: number }): PricingPlan => ({
  id,
  name: 'Pro',
  description: 'Every report, webinar and live show.',
  monthlyPrice: 29,
  yearlyPrice: 290,
  features: ['Pro picks', 'Specialized reports', 'Technical analysis', 'Email alerts'],
  ...overrides,
});

const plans: PricingPlan[] = [
  plan({
    id: 1,
    name: 'Basic',
    description: 'Market data and the community.',
    monthlyPrice: 9,
    yearlyPrice: 90,
    features: ['Watchlists', 'Market calendars', 'Groups and chat'],
  }),
  plan({ id: 2, recommended: true }),
  plan({
    id: 3,
    name: 'Personal access',
    description: 'One-to-one time with our analysts.',
    monthlyPrice: 99,
    yearlyPrice: 999,
    features: ['Everything in Pro', 'Monthly call with an analyst', 'Portfolio review'],
  }),
];

const meta = {
  title: 'ui/PricingToggle',
  component: PricingPlans,
  args: { plans, onChoose: fn(), onValueChange: fn() },
} satisfies Meta<typeof PricingPlans>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec point 9: the billing cycle defaults to yearly. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: /yearly/i })).toBeChecked();
    await expect(canvas.getByRole('article', { name: 'Pro' })).toHaveTextContent('$290/ year');
    await expect(canvas.getByRole('article', { name: 'Pro' })).toHaveTextContent(
      'save $58 (17%) a year',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('monthly');
    await expect(canvas.getByRole('article', { name: 'Pro' })).toHaveTextContent('$29/ month');
    const pro = within(canvas.getByRole('article', { name: 'Pro' }));
    await userEvent.click(pro.getByRole('button', { name: /choose plan/i }));
    await expect(args.onChoose).toHaveBeenCalledWith(plans[1], 'monthly');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /yearly/i })).toHaveFocus();
    // Held like a real key press: Radix checks a radio when focus arrives while an arrow is down.
    await userEvent.keyboard('{ArrowLeft>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked());
    await userEvent.keyboard('{/ArrowLeft}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('monthly');
    await userEvent.tab();
    await expect(
      within(canvas.getByRole('article', { name: 'Basic' })).getByRole('button'),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith(plans[0], 'monthly');
  },
};

/** The toggle on its own, controlled by its owner (e.g. a value kept in local storage). */
export const Controlled: Story = {
  render: () => {
    const [cycle, setCycle] = useState<BillingCycle>('monthly');
    return (
      <div>
        <PricingToggle value={cycle} onValueChange={setCycle} yearlyHint="Save 17%" />
        <p>Showing {cycle} prices</p>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /yearly/i }));
    await expect(canvas.getByText('Showing yearly prices')).toBeInTheDocument();
  },
};

export const MonthlyByDefault: Story = { args: { defaultValue: 'monthly' } };

export const Selected: Story = { args: { selectedPlanId: 2 } };

export const Pending: Story = {
  args: { pendingPlanId: 2 },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('article', { name: 'Pro' })).getByRole('button'),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(
      within(canvas.getByRole('article', { name: 'Basic' })).getByRole('button'),
    ).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading plans')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { plans: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No plans available')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { plans: [], error: 'The server did not answer.', onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const LongText: Story = {
  args: {
    plans: [
      plan({
        id: 1,
        name: 'Professional trader with every market, every report and every live show',
        description:
          'A long description that explains everything included in the plan, to show how the card wraps text without stretching the layout.',
        features: [
          'Real-time quotes on every exchange we cover, including pre-market and after-hours sessions',
          'Pro picks',
        ],
      }),
    ],
  },
};

export const ManyItems: Story = {
  args: {
    plans: Array.from({ length: 6 }, (_, index) =>
      plan({
        id: index + 1,
        name: `Plan ${index + 1}`,
        monthlyPrice: 10 + index * 10,
        yearlyPrice: (10 + index * 10) * 10,
      }),
    ),
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { ...phone };
