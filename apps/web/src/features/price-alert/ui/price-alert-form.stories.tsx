import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { applyQuotesAtom } from '@/entities/symbol';
import { fakeServer, refusal, type SeenRequest, withStore } from '@/shared/lib/story';
import { priceAlertFactory, statsFactory } from '@/shared/lib/test';
import { PriceAlertForm } from './price-alert-form.tsx';
import { SymbolAlertList } from './symbol-alert-list.tsx';

const seen: SeenRequest[] = [];

const triggered = priceAlertFactory({
  id: 1,
  price: 180,
  direction: 'below',
  triggered_at: '2026-11-24T14:30:00.000Z',
  triggered_price: 179.86,
});

/** The form with the symbol's alerts under it, as the symbol page shows them. */
function PriceAlertSection({ symbolId, ticker }: { symbolId: number; ticker: string }) {
  return (
    <div style={{ display: 'grid', gap: 'var(--space-3)', maxWidth: 420 }}>
      <PriceAlertForm symbolId={symbolId} ticker={ticker} />
      <SymbolAlertList symbolId={symbolId} ticker={ticker} timeZone="UTC" />
    </div>
  );
}

const meta = {
  title: 'web/PriceAlertForm',
  component: PriceAlertSection,
  args: { symbolId: 1, ticker: 'AAPL' },
  decorators: [
    withStore((store) => {
      store.set(applyQuotesAtom, { 1: statsFactory({ price: 195.123 }) });
    }),
  ],
  beforeEach: () =>
    fakeServer(({ method, url, body }) => {
      if (method === 'GET' && url.pathname === '/api/alerts')
        return Response.json({ data: [triggered], max_active: 50 });
      if (method === 'POST' && url.pathname === '/api/alerts') {
        const { direction, price } = body as { direction: 'above' | 'below'; price: number };
        if (direction === 'above' && price <= 195.12)
          return refusal(422, 'Validation failed', {
            errors: { price: [`AAPL is already above ${price.toFixed(2)} (last 195.12).`] },
          });
        return Response.json(
          {
            success: true,
            message: 'Price alert set.',
            alert: priceAlertFactory({ id: 2, direction, price }),
          },
          { status: 201 },
        );
      }
      if (method === 'DELETE' && url.pathname.startsWith('/api/alerts/'))
        return Response.json({ success: true, message: 'Price alert deleted.' });
      return undefined;
    }, seen),
} satisfies Meta<typeof PriceAlertSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Above the live price, prefilled and rounded: the alert joins the list; Remove takes it away. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Above' })).toBeChecked();
    const price = canvas.getByRole('spinbutton', { name: 'Price' });
    await expect(price).toHaveValue(195.12);
    await expect(
      await canvas.findByRole('list', { name: 'Triggered alerts on AAPL' }),
    ).toHaveTextContent(/Triggered at 179\.86 on Nov 24, 2026, 2:30\sPM/);
    await userEvent.clear(price);
    await userEvent.type(price, '200');
    await userEvent.click(canvas.getByRole('button', { name: 'Set alert' }));
    const remove = await canvas.findByRole('button', { name: 'Remove alert above 200.00' });
    await expect(
      seen.filter((request) => request.method === 'POST').map((request) => request.body),
    ).toEqual([{ symbol_id: 1, direction: 'above', price: 200 }]);
    await userEvent.click(remove);
    await expect(await canvas.findByRole('button', { name: 'Set alert' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove alert above 200.00' })).toBeNull();
  },
};

/** Not a positive number: the message shows under the field and nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(canvas.getByRole('spinbutton', { name: 'Price' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Set alert' }));
    await expect(await canvas.findByText('The price must be a positive number.')).toBeVisible();
    await expect(seen.filter((request) => request.method === 'POST')).toEqual([]);
  },
};

/** The server's refusal of a level that is met already shows under the field. */
export const Refused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set alert' }));
    await expect(
      await canvas.findByText('AAPL is already above 195.12 (last 195.12).'),
    ).toBeVisible();
  },
};

/** Below, chosen with the keyboard (arrow keys move within the group). */
export const Below: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Above' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Below' })).toBeChecked();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
