import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { phone } from '../lib/story-helpers.ts';
import { OrderSummary } from './order-summary.tsx';

const meta = {
  title: 'ui/OrderSummary',
  component: OrderSummary,
  args: {
    planName: 'Pro',
    cycle: 'yearly',
    currency: 'USD',
    subtotalCents: 19900,
    taxCents: 0,
    taxLabel: 'No tax',
    totalCents: 19900,
    renewsOn: 'March 10, 2027',
    features: ['Pro picks', 'Specialized reports', 'Technical analysis', 'Email alerts'],
  },
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const totalLine = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="order-summary-total"]');

/** Yearly is the checkout's default cycle (spec point 9), so it comes first. */
export const Yearly: Story = {
  play: async ({ canvas, canvasElement }) => {
    const summary = canvas.getByRole('region', { name: 'Order summary' });
    await expect(summary).toHaveTextContent('Billed yearly');
    await expect(within(summary).getByText('Subtotal')).toBeVisible();
    await expect(totalLine(canvasElement)).toHaveTextContent('Total$199.00 per year');
    await expect(summary).toHaveTextContent('Renews on March 10, 2027.');
  },
};

export const Monthly: Story = {
  args: { cycle: 'monthly', subtotalCents: 1990, totalCents: 1990, renewsOn: 'April 10, 2026' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Billed monthly')).toBeVisible();
    await expect(totalLine(canvasElement)).toHaveTextContent('Total$19.90 per month');
  },
};

export const WithTax: Story = {
  name: 'With tax (VAT)',
  args: { currency: 'EUR', taxCents: 3980, taxLabel: 'VAT 20%', totalCents: 23880 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('VAT 20%')).toBeVisible();
    await expect(canvas.getByText('€39.80')).toBeVisible();
    await expect(canvas.getByText('€199.00')).toBeVisible();
    await expect(totalLine(canvasElement)).toHaveTextContent('Total€238.80 per year');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Order summary' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the order summary');
    await expect(canvas.queryByText('$199.00')).not.toBeInTheDocument();
  },
};

export const WithError: Story = {
  name: 'Error',
  args: { error: 'The server did not answer.', onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the order summary');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server did not answer.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithoutFeatures: Story = { args: { features: undefined, renewsOn: undefined } };

export const LongText: Story = {
  args: {
    planName: 'Personal access with every market, every report and every live show',
    currency: 'EUR',
    subtotalCents: 199_900,
    taxCents: 39_980,
    taxLabel: 'VAT 20% (Germany, charged at the rate of the billing country)',
    totalCents: 239_880,
  },
};

export const Dark: Story = {
  args: { currency: 'EUR', taxCents: 3980, taxLabel: 'VAT 20%', totalCents: 23880 },
  globals: { theme: 'dark' },
};

export const Phone: Story = {
  ...phone,
  args: { currency: 'EUR', taxCents: 3980, taxLabel: 'VAT 20%', totalCents: 23880 },
};
