import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { viewerAtom } from '@/entities/session';
import {
  atAddress,
  expectNoSidewaysScroll,
  fakeServer,
  refusal,
  requestsTo,
  type SeenRequest,
} from '@/shared/lib/story';
import { emailAlertFactory, emailAlertsFactory, userFactory } from '@/shared/lib/test';
import { EmailAlertsPage } from './email-alerts-page.tsx';

type Server = 'lists' | 'pending' | 'failing-once' | 'too-soon' | 'expired';

const seen: SeenRequest[] = [];
const CONFIRMED = '“Daily market wrap” is on. The first email comes with the next one we send.';
const EXPIRED = 'This confirmation link has expired. Turn the alert on again to get a new one.';
const TOO_SOON =
  'We sent a confirmation email less than a minute ago. Check your inbox, or ask again in 42 seconds.';

/**
 * A small server that keeps the three lists' states: on → pending, off → off, confirm → active.
 * It starts with the wrap off, the earnings pending and new reports on.
 */
function answerAlerts({ parameters }: { parameters: { server?: Server } }) {
  const server = parameters.server ?? 'lists';
  let failures = server === 'failing-once' ? 1 : 0;
  const alerts = emailAlertsFactory({ watchlist_earnings: 'pending', new_reports: 'active' });
  const set = (list: string, status: 'off' | 'pending' | 'active') => {
    alerts.lists = alerts.lists.map((each) =>
      each.list === list ? emailAlertFactory({ list: each.list, status }) : each,
    );
    return alerts.lists.find((each) => each.list === list);
  };
  return fakeServer(({ method, url, body }) => {
    const path = url.pathname;
    if (!path.startsWith('/api/emailAlerts')) return undefined;
    if (server === 'pending') return new Promise<Response>(() => {});
    if (failures > 0) {
      failures -= 1;
      return refusal(503, 'Your email alerts are not available. Try again in a minute.');
    }
    if (method === 'GET' && path === '/api/emailAlerts') return Response.json(alerts);
    if (method === 'POST' && path === '/api/emailAlerts/confirm') {
      if (server === 'expired') return refusal(410, EXPIRED, { code: 'CONFIRM_EXPIRED' });
      const token = (body as { token?: string } | undefined)?.token;
      if (token !== 'story-token') return refusal(400, 'This confirmation link is not valid.');
      set('daily_wrap', 'active');
      return Response.json({
        list: 'daily_wrap',
        title: 'Daily market wrap',
        status: 'active',
        message: CONFIRMED,
      });
    }
    const list = path.split('/').at(-1) ?? '';
    const current = alerts.lists.find((each) => each.list === list);
    if (method === 'POST') {
      if (server === 'too-soon' && current?.status === 'pending') return refusal(429, TOO_SOON);
      return Response.json(current?.status === 'active' ? current : set(list, 'pending'));
    }
    if (method === 'DELETE') return Response.json(set(list, 'off'));
    return undefined;
  }, seen);
}

const meta = {
  title: 'web/reports/EmailAlertsPage',
  component: EmailAlertsPage,
  decorators: [atAddress('/email-alerts', (store) => store.set(viewerAtom, userFactory()))],
  beforeEach: answerAlerts,
} satisfies Meta<typeof EmailAlertsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const switchOf = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.findByRole('switch', { name });

/** The three lists with each state: off, waiting for the mailed link (with Resend), on. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const wrap = await switchOf(canvas, 'Daily market wrap');
    await expect(wrap).not.toBeChecked();
    await expect(await switchOf(canvas, 'Earnings of my watchlist')).toBeChecked();
    await expect(await switchOf(canvas, 'New reports')).toBeChecked();
    const earnings = within(canvas.getByRole('region', { name: 'Earnings of my watchlist' }));
    await expect(earnings.getByText('Check your inbox to confirm')).toBeVisible();
    await expect(earnings.getByText(/we sent a link to dana@tapetv\.dev/)).toBeVisible();
    await expect(earnings.getByRole('button', { name: 'Resend' })).toBeVisible();
    const reports = within(canvas.getByRole('region', { name: 'New reports' }));
    await expect(reports.getByText('On')).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: 'Daily market wrap' })).getByText('Off'),
    ).toBeVisible();
  },
};

/** Turning a list on with the keyboard: the server mails a link, and the list waits for it. */
export const TurnOn: Story = {
  play: async ({ canvas }) => {
    const wrap = await switchOf(canvas, 'Daily market wrap');
    wrap.focus();
    await userEvent.keyboard(' ');
    const region = within(canvas.getByRole('region', { name: 'Daily market wrap' }));
    await expect(await region.findByText('Check your inbox to confirm')).toBeVisible();
    await expect(wrap).toBeChecked();
    await expect(requestsTo(seen, '/api/emailAlerts/daily_wrap').at(-1)?.method).toBe('POST');
  },
};

/** Turning a list off: off at once, from pending or on. */
export const TurnOff: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await switchOf(canvas, 'New reports'));
    const region = within(canvas.getByRole('region', { name: 'New reports' }));
    await expect(await region.findByText('Off')).toBeVisible();
    await expect(requestsTo(seen, '/api/emailAlerts/new_reports').at(-1)?.method).toBe('DELETE');
  },
};

/** Resend within a minute of the last mail: the server's words say why nothing was sent. */
export const ResendTooSoon: Story = {
  parameters: { server: 'too-soon' },
  play: async ({ canvas }) => {
    const region = within(await canvas.findByRole('region', { name: 'Earnings of my watchlist' }));
    await userEvent.click(region.getByRole('button', { name: 'Resend' }));
    await expect(await region.findByRole('alert')).toHaveTextContent(TOO_SOON);
    await expect(region.getByText('Check your inbox to confirm')).toBeVisible();
  },
};

/** Landing from the mailed link: confirmed, said so, the list on, the token gone from the address. */
export const Confirmed: Story = {
  parameters: { url: '/email-alerts?confirm=story-token' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`✓ ${CONFIRMED}`)).toBeVisible();
    await waitFor(async () => expect(await switchOf(canvas, 'Daily market wrap')).toBeChecked());
    await expect(
      within(canvas.getByRole('region', { name: 'Daily market wrap' })).getByText('On'),
    ).toBeVisible();
    await expect(requestsTo(seen, '/api/emailAlerts/confirm')).toHaveLength(1);
  },
};

/** An expired link: the server's words, and the lists as they are. */
export const ConfirmExpired: Story = {
  parameters: { server: 'expired', url: '/email-alerts?confirm=story-token' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(EXPIRED);
    await expect(await switchOf(canvas, 'Daily market wrap')).not.toBeChecked();
  },
};

/** While the lists load: their skeletons. */
export const Loading: Story = {
  parameters: { server: 'pending' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Loading your email alerts' }),
    ).toBeVisible();
  },
};

/** The lists could not be loaded: what happened, and a retry that works. */
export const ErrorWithRetry: Story = {
  name: 'Error',
  parameters: { server: 'failing-once' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your email alerts could not be loaded')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('list', { name: 'Email alerts' })).toBeVisible();
  },
};

/** On a phone the cards take the width; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Email alerts' });
    await expectNoSidewaysScroll(canvasElement);
  },
};
