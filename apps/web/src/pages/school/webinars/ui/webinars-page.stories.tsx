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
import {
  userFactory,
  webinarFactory,
  webinarListFactory,
  webinarSummaryFactory,
} from '@/shared/lib/test';
import { WebinarsPage } from './webinars-page.tsx';

/** Two upcoming (one with the member's seat), one live, and two ended (one with a replay). */
const WEBINARS = [
  webinarSummaryFactory({
    slug: 'live-market-open',
    title: 'Live at the market open',
    status: 'live',
    starts_at: '2026-11-27T09:30:00.000Z',
    ends_at: '2026-11-27T10:30:00.000Z',
    registrant_count: 41,
  }),
  webinarSummaryFactory({
    slug: 'reading-the-fed-dot-plot',
    title: 'Reading the Fed’s dot plot',
    host: 'Maya Okafor, TapeTV Macro Desk',
    registrant_count: 128,
  }),
  webinarSummaryFactory({
    slug: 'options-greeks',
    title: 'Options greeks for swing traders',
    starts_at: '2027-01-14T18:30:00.000Z',
    ends_at: '2027-01-14T19:45:00.000Z',
    duration_minutes: 75,
    registered: true,
    registrant_count: 12,
  }),
  webinarSummaryFactory({
    slug: 'risk-management',
    title: 'Risk management for volatile markets',
    status: 'ended',
    starts_at: '2026-11-12T17:00:00.000Z',
    ends_at: '2026-11-12T17:50:00.000Z',
    // A file the story's server does not have: the player says so.
    replay_url: '/media/replays/missing-replay.mp4',
    registrant_count: 230,
  }),
  webinarSummaryFactory({
    slug: 'earnings-playbook',
    title: 'The earnings season playbook',
    status: 'ended',
    starts_at: '2026-10-22T16:00:00.000Z',
    ends_at: '2026-10-22T17:00:00.000Z',
    registrant_count: 310,
  }),
];

const ENDED_MESSAGE =
  'This webinar has ended, so registration is closed. Watch the replay instead.';

type Server = 'webinars' | 'empty' | 'pending' | 'failing-once' | 'refusing';

const seen: SeenRequest[] = [];

function answerWebinars({ parameters }: { parameters: { server?: Server } }) {
  const server = parameters.server ?? 'webinars';
  let failures = server === 'failing-once' ? 1 : 0;
  const held = new Map(WEBINARS.map((webinar) => [webinar.slug, { ...webinar }]));
  return fakeServer(({ method, url }) => {
    const path = url.pathname;
    if (method === 'GET' && path === '/api/webinars') {
      if (server === 'pending') return new Promise<Response>(() => {});
      if (failures > 0) {
        failures -= 1;
        return refusal(503, 'The webinars are not available. Try again in a minute.');
      }
      return Response.json(webinarListFactory(server === 'empty' ? [] : [...held.values()]));
    }
    const one = /^\/api\/webinars\/([a-z0-9-]+)$/.exec(path);
    if (method === 'GET' && one) {
      const webinar = held.get(one[1] ?? '');
      if (!webinar) return refusal(404, 'No such webinar');
      return Response.json(webinarFactory(webinar));
    }
    const seat = /^\/api\/webinars\/([a-z0-9-]+)\/registration$/.exec(path);
    if (seat && (method === 'POST' || method === 'DELETE')) {
      if (server === 'refusing') return refusal(409, ENDED_MESSAGE, { code: 'WEBINAR_ENDED' });
      const webinar = held.get(seat[1] ?? '');
      if (!webinar) return refusal(404, 'No such webinar');
      const register = method === 'POST';
      if (webinar.registered !== register) {
        webinar.registered = register;
        webinar.registrant_count += register ? 1 : -1;
      }
      return Response.json({
        message: register
          ? 'You are registered. We will remind you by mail and notification 60 minutes before it starts.'
          : 'Your registration is cancelled. You will get no reminder.',
        webinar,
      });
    }
    return undefined;
  }, seen);
}

const meta = {
  title: 'web/school/WebinarsPage',
  component: WebinarsPage,
  // A member in London: times in their zone (GMT in winter).
  decorators: [
    atAddress('/webinar', (store) =>
      store.set(viewerAtom, userFactory({ timeZone: 'Europe/London' })),
    ),
  ],
  beforeEach: answerWebinars,
} satisfies Meta<typeof WebinarsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const upcomingList = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('list', { name: 'Upcoming webinars' });

/** The schedule: live first, then soonest first, times in the member's zone. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = await upcomingList(canvas);
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(3);
    const live = within(cards[0] as HTMLElement);
    await expect(live.getByText('Live now')).toBeVisible();
    const dotPlot = within(cards[1] as HTMLElement);
    await expect(dotPlot.getByText('Thu 10 Dec 2026, 17:00 GMT')).toBeVisible();
    await expect(dotPlot.getByText('128 members registered')).toBeVisible();
    await expect(dotPlot.getByRole('link', { name: 'Reading the Fed’s dot plot' })).toHaveAttribute(
      'href',
      '/webinar?webinar=reading-the-fed-dot-plot',
    );
    await expect(within(cards[2] as HTMLElement).getByText('✓ Registered')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /Upcoming/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Register: the seat shows at once, then the server's sentence. */
export const Register: Story = {
  play: async ({ canvas }) => {
    const list = await upcomingList(canvas);
    await userEvent.click(
      within(list).getByRole('button', { name: 'Register for Reading the Fed’s dot plot' }),
    );
    const card = within(list).getAllByRole('article')[1] as HTMLElement;
    await expect(await within(card).findByText('✓ Registered')).toBeVisible();
    await expect(
      await canvas.findByText(
        'You are registered. We will remind you by mail and notification 60 minutes before it starts.',
      ),
    ).toBeVisible();
    await expect(within(card).getByText('129 members registered')).toBeVisible();
    await expect(
      requestsTo(seen, '/api/webinars/reading-the-fed-dot-plot/registration'),
    ).toHaveLength(1);
  },
};

/** Cancel a seat: Register is back. */
export const Cancel: Story = {
  play: async ({ canvas }) => {
    const list = await upcomingList(canvas);
    await userEvent.click(
      within(list).getByRole('button', {
        name: 'Cancel registration for Options greeks for swing traders',
      }),
    );
    await expect(
      await within(list).findByRole('button', {
        name: 'Register for Options greeks for swing traders',
      }),
    ).toBeVisible();
    await expect(
      await canvas.findByText('Your registration is cancelled. You will get no reminder.'),
    ).toBeVisible();
  },
};

/** The server refuses (the webinar ended meanwhile): the card is put back and the reason shown. */
export const RefusedRollsBack: Story = {
  parameters: { server: 'refusing' },
  play: async ({ canvas }) => {
    const list = await upcomingList(canvas);
    await userEvent.click(
      within(list).getByRole('button', { name: 'Register for Reading the Fed’s dot plot' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ENDED_MESSAGE);
    const card = within(list).getAllByRole('article')[1] as HTMLElement;
    await expect(
      within(card).getByRole('button', { name: 'Register for Reading the Fed’s dot plot' }),
    ).toBeVisible();
    await expect(within(card).getByText('128 members registered')).toBeVisible();
  },
};

/** The replays tab; Watch replay opens the details with the player, which says when it fails. */
export const Replays: Story = {
  play: async ({ canvas }) => {
    await upcomingList(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: /Replays/ }));
    const list = await canvas.findByRole('list', { name: 'Replays' });
    await expect(within(list).getAllByRole('article')).toHaveLength(2);
    await expect(within(list).getByText('No replay yet')).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: 'Watch replay' }));
    const details = await canvas.findByRole('region', {
      name: 'Risk management for volatile markets',
    });
    await expect(
      await within(details).findByText('The recording could not be loaded.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** `?webinar=` (the reminder's link) opens that webinar's details: description and Register. */
export const SelectedWebinar: Story = {
  parameters: { url: '/webinar?webinar=reading-the-fed-dot-plot' },
  play: async ({ canvas }) => {
    const details = await canvas.findByRole('region', { name: 'Reading the Fed’s dot plot' });
    await expect(await within(details).findByText('What we will cover')).toBeVisible();
    await expect(
      within(details).getByRole('button', { name: 'Register for Reading the Fed’s dot plot' }),
    ).toBeVisible();
    await userEvent.click(within(details).getByRole('button', { name: 'Close details' }));
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Reading the Fed’s dot plot' })).toBeNull(),
    );
  },
};

export const UnknownWebinar: Story = {
  parameters: { url: '/webinar?webinar=no-such-webinar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No such webinar')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show all webinars' })).toHaveAttribute(
      'href',
      '/webinar',
    );
  },
};

export const Empty: Story = {
  parameters: { server: 'empty' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No webinars scheduled')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: /Replays/ }));
    await expect(await canvas.findByText('No replays yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { server: 'pending' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the webinars' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  name: 'Error',
  parameters: { server: 'failing-once' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The webinars could not be loaded')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await upcomingList(canvas)).toBeVisible();
  },
};

/** On a phone the cards take one column; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { url: '/webinar?webinar=reading-the-fed-dot-plot' },
  play: async ({ canvas, canvasElement }) => {
    const list = await upcomingList(canvas);
    const [first, second] = within(list).getAllByRole('listitem');
    await expect(first?.getBoundingClientRect().left).toBe(second?.getBoundingClientRect().left);
    await canvas.findByRole('region', { name: 'Reading the Fed’s dot plot' });
    await expectNoSidewaysScroll(canvasElement);
  },
};
