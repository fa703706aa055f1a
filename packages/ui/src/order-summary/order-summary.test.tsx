import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatMoney, toMajorUnits } from '../lib/money.ts';
import { OrderSummary, type OrderSummaryProps } from './order-summary.tsx';

const summary = (overrides: Partial<OrderSummaryProps> = {}): OrderSummaryProps => ({
  planName: 'Pro',
  cycle: 'yearly',
  currency: 'USD',
  subtotalCents: 19900,
  taxCents: 0,
  taxLabel: 'No tax',
  totalCents: 19900,
  ...overrides,
});

/** The definition (amount) that follows the term with this text. */
const amountOf = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('formatMoney', () => {
  it('formats cents as en-US currency text', () => {
    expect(formatMoney(19900, 'USD')).toBe('$199.00');
    expect(formatMoney(1990, 'USD')).toBe('$19.90');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    expect(formatMoney(123456789, 'USD')).toBe('$1,234,567.89');
    expect(formatMoney(23880, 'EUR')).toBe('€238.80');
    expect(formatMoney(3980, 'GBP')).toBe('£39.80');
  });

  it('reads minor units by the currency, not always as hundredths', () => {
    expect(formatMoney(1990, 'JPY')).toBe('¥1,990');
    expect(formatMoney(19900, 'BHD')).toBe('BHD\u00a019.900');
    expect(toMajorUnits(2490, 'JPY')).toBe(2490);
    expect(toMajorUnits(24900, 'USD')).toBe(249);
  });
});

describe('<OrderSummary />', () => {
  it('lists the subtotal, the tax line and the yearly total', () => {
    render(
      <OrderSummary
        {...summary({ currency: 'EUR', taxCents: 3980, taxLabel: 'VAT 20%', totalCents: 23880 })}
      />,
    );
    expect(screen.getByRole('region', { name: 'Order summary' })).toBeInTheDocument();
    expect(amountOf('Subtotal')).toBe('€199.00');
    expect(amountOf('VAT 20%')).toBe('€39.80');
    expect(amountOf('Total')).toBe('€238.80 per year');
  });

  it('shows the total the server computed, never its own sum', () => {
    // A discount the lines do not show: the charged total is the server's.
    render(<OrderSummary {...summary({ taxCents: 100, totalCents: 15000 })} />);
    expect(amountOf('Total')).toBe('$150.00 per year');
  });

  it('says per month on the monthly cycle', () => {
    render(
      <OrderSummary {...summary({ cycle: 'monthly', subtotalCents: 1990, totalCents: 1990 })} />,
    );
    expect(screen.getByText('Billed monthly')).toBeInTheDocument();
    expect(amountOf('Total')).toBe('$19.90 per month');
    expect(amountOf('No tax')).toBe('$0.00');
  });

  it('shows the renewal date and the features when given', () => {
    render(<OrderSummary {...summary({ renewsOn: 'March 10, 2027', features: ['Pro picks'] })} />);
    expect(screen.getByText('Renews on March 10, 2027.')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Pro picks');
  });

  it('shows skeleton rows and no amounts while loading', () => {
    render(<OrderSummary {...summary({ loading: true })} />);
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the order summary');
    expect(screen.queryByText('$199.00')).not.toBeInTheDocument();
  });

  it('says what went wrong and retries', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<OrderSummary {...summary({ error: 'The server did not answer.', onRetry })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The server did not answer.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
