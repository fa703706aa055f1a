import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { fakeServer, refusal, type SeenRequest, withStore } from '@/shared/lib/story';
import { CalendarSubscriptionPanel } from './calendar-subscription-panel.tsx';
import { ExportIcsButton } from './export-ics-button.tsx';

type Server = 'answers' | 'refusing' | 'failing-once';

const seen: SeenRequest[] = [];
const paths = () => seen.map((request) => `${request.method} ${request.url.pathname}`);

/**
 * The member's feed link (`parameters.server`): made on the first ask and the same after, a new
 * one on reset; or refused (every call, or the first).
 */
function answerSubscription({ parameters }: { parameters: { server?: Server } }) {
  const server = parameters.server ?? 'answers';
  let failures = server === 'failing-once' ? 1 : 0;
  let token = 'tok3n-first';
  const feed = () => ({ token, path: `/api/calendars/ics/${token}/my-week.ics` });
  return fakeServer(({ method, url }) => {
    if (method !== 'POST' || !url.pathname.startsWith('/api/calendars/subscription'))
      return undefined;
    if (server === 'refusing' || failures > 0) {
      failures -= 1;
      return refusal(503, 'Calendar links are not available right now. Try again in a minute.');
    }
    if (url.pathname.endsWith('/reset')) token = 'tok3n-second';
    return Response.json(feed());
  }, seen);
}

/** The My week panel, and an Export .ics as a filtered holiday calendar's toolbar offers it. */
function Subscription() {
  return (
    <div style={{ display: 'grid', gap: 'var(--space-4)', maxWidth: 720 }}>
      <CalendarSubscriptionPanel />
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <ExportIcsButton view="holidays" filters={{ exchanges: 'TSE,HKEX' }} />
      </div>
    </div>
  );
}

const meta = {
  title: 'web/CalendarSubscription',
  component: Subscription,
  decorators: [withStore(() => {})],
  beforeEach: answerSubscription,
} satisfies Meta<typeof Subscription>;

export default meta;
type Story = StoryObj<typeof meta>;

const origin = () => window.location.origin;

/**
 * Nothing is made until the member asks: then the link, whole, read-only, with Copy link and
 * Download .ics. Export .ics shares the same token, for the holiday calendar with its exchanges.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const panel = within(canvas.getByRole('region', { name: 'Subscribe in your calendar app' }));
    await expect(seen).toEqual([]);
    await userEvent.click(panel.getByRole('button', { name: 'Get the subscription link' }));
    const address = await panel.findByRole('textbox', { name: 'My week feed address' });
    await expect(address).toHaveValue(`${origin()}/api/calendars/ics/tok3n-first/my-week.ics`);
    await expect(address).toHaveAttribute('readonly');
    await expect(panel.getByRole('link', { name: 'Download .ics' })).toHaveAttribute('download');
    await expect(panel.getByRole('button', { name: 'Copy link' })).toBeEnabled();
    await expect(panel.getByRole('button', { name: 'Reset link' })).toBeEnabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Export .ics' }));
    const popover = within(await screen.findByRole('dialog', { name: 'Export this calendar' }));
    await expect(popover.getByRole('textbox', { name: 'Calendar feed address' })).toHaveValue(
      `${origin()}/api/calendars/ics/tok3n-first/holidays.ics?exchanges=TSE%2CHKEX`,
    );
    await expect(popover.getByRole('link', { name: 'Download .ics' })).toHaveAttribute(
      'href',
      '/api/calendars/ics/tok3n-first/holidays.ics?exchanges=TSE%2CHKEX',
    );
    // The token was asked for once: the popover reuses it.
    await expect(paths()).toEqual(['POST /api/calendars/subscription']);
  },
};

/** Reset asks first; keeping the link changes nothing, resetting shows the new one. */
export const Reset: Story = {
  play: async ({ canvas, userEvent }) => {
    const panel = within(canvas.getByRole('region', { name: 'Subscribe in your calendar app' }));
    await userEvent.click(panel.getByRole('button', { name: 'Get the subscription link' }));
    const address = await panel.findByRole('textbox', { name: 'My week feed address' });

    await userEvent.click(panel.getByRole('button', { name: 'Reset link' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reset your calendar link?' });
    await expect(dialog).toHaveAccessibleDescription(/stops updating/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(address).toHaveValue(`${origin()}/api/calendars/ics/tok3n-first/my-week.ics`);

    await userEvent.click(panel.getByRole('button', { name: 'Reset link' }));
    dialog = await screen.findByRole('dialog', { name: 'Reset your calendar link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(address).toHaveValue(`${origin()}/api/calendars/ics/tok3n-second/my-week.ics`);
    await expect(paths()).toEqual([
      'POST /api/calendars/subscription',
      'POST /api/calendars/subscription/reset',
    ]);
  },
};

/** The server refuses: its message under the button, which asks again. */
export const Refused: Story = {
  parameters: { server: 'refusing' },
  play: async ({ canvas, userEvent }) => {
    const panel = within(canvas.getByRole('region', { name: 'Subscribe in your calendar app' }));
    await userEvent.click(panel.getByRole('button', { name: 'Get the subscription link' }));
    await expect(await panel.findByRole('alert')).toHaveTextContent(
      'Calendar links are not available right now. Try again in a minute.',
    );
    const button = panel.getByRole('button', { name: 'Get the subscription link' });
    await expect(button).toBeEnabled();
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Export .ics when the first ask fails: the message and Try again, which gets the link. */
export const ExportRetry: Story = {
  parameters: { server: 'failing-once' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export .ics' }));
    const popover = within(await screen.findByRole('dialog', { name: 'Export this calendar' }));
    await expect(await popover.findByRole('alert')).toHaveTextContent(
      'Calendar links are not available right now.',
    );
    await userEvent.click(popover.getByRole('button', { name: 'Try again' }));
    await expect(
      await popover.findByRole('textbox', { name: 'Calendar feed address' }),
    ).toHaveValue(`${origin()}/api/calendars/ics/tok3n-first/holidays.ics?exchanges=TSE%2CHKEX`);
  },
};

/** On a phone the long address stays inside its field. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get the subscription link' }));
    await canvas.findByRole('textbox', { name: 'My week feed address' });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      window.innerWidth,
    );
  },
};
