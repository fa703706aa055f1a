import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type {
  ConsultationBooking,
  ConsultationHost,
  PersonalAccess,
} from '@/entities/research/consultation';
import { viewerAtom } from '@/entities/session';
import { atAddress, fakeServer, refusal, requestsTo, type SeenRequest } from '@/shared/lib/story';
import { userFactory } from '@/shared/lib/test';
import { PersonalAccessPage, UPGRADE_TEXT } from './personal-access-page.tsx';

const SLOT_TAKEN = 'This slot was just booked. Choose another time.';

const slot = (starts_at: string, minutes: number) => ({
  starts_at,
  ends_at: new Date(Date.parse(starts_at) + minutes * 60_000).toISOString(),
});

const hostFactory = ({
  slug,
  ...overrides
}: Partial<ConsultationHost> & { slug: string }): ConsultationHost => ({
  slug,
  name: `Host ${slug}`,
  role: 'Analyst',
  speciality: 'Markets',
  bio_html: '<p>A bio.</p>',
  time_zone: 'UTC',
  session_minutes: 45,
  slots: [],
  ...overrides,
});

const HOSTS: ConsultationHost[] = [
  hostFactory({
    slug: 'maya-okafor',
    name: 'Maya Okafor',
    role: 'Senior equities analyst',
    speciality: 'Earnings season, reading guidance and positioning around reports',
    bio_html:
      '<p>Maya has covered European and US large caps for eleven years.</p>\n<p>Book her to talk through how a report moved expectations.</p>',
    time_zone: 'Europe/London',
    slots: [
      slot('2026-11-30T14:00:00.000Z', 45),
      slot('2026-11-30T14:45:00.000Z', 45),
      slot('2026-12-02T14:00:00.000Z', 45),
    ],
  }),
  hostFactory({
    slug: 'daniel-reyes',
    name: 'Daniel Reyes',
    role: 'Macro and rates strategist',
    speciality: 'Central bank weeks, yields and what they mean for currencies',
    bio_html: '<p>Daniel watches the bond market so the rest of the desk does not have to.</p>',
    time_zone: 'America/New_York',
    session_minutes: 30,
    slots: [slot('2026-12-01T15:00:00.000Z', 30), slot('2026-12-01T15:30:00.000Z', 30)],
  }),
];

const BOOKING: ConsultationBooking = {
  id: 7,
  host: { slug: 'daniel-reyes', name: 'Daniel Reyes', role: 'Macro and rates strategist' },
  starts_at: '2026-12-04T15:00:00.000Z',
  ends_at: '2026-12-04T15:30:00.000Z',
  topic: 'How the December rate decision could move EUR/USD',
  created_at: '2026-11-26T10:00:00.000Z',
};

type Server = 'answers' | 'pending' | 'failing' | 'slot-taken';

interface Parameters {
  server?: Server;
  pro?: boolean;
  hosts?: ConsultationHost[];
  bookings?: ConsultationBooking[];
}

const seen: SeenRequest[] = [];

function answer({ parameters }: { parameters: Parameters }) {
  const server = parameters.server ?? 'answers';
  const pro = parameters.pro ?? true;
  let hosts = parameters.hosts ?? HOSTS;
  let bookings = [...(parameters.bookings ?? (pro ? [BOOKING] : []))];
  return fakeServer(({ method, url, body }) => {
    if (method === 'GET' && url.pathname === '/api/personalAccess') {
      if (server === 'pending') return new Promise<Response>(() => {});
      if (server === 'failing')
        return refusal(503, 'The server is not available. Try again in a minute.');
      const view: PersonalAccess = { can_book: pro, days: 14, max_upcoming: 2, hosts };
      return Response.json(view);
    }
    if (method === 'GET' && url.pathname === '/api/personalAccess/bookings')
      return Response.json({ bookings });
    if (method === 'POST' && url.pathname === '/api/personalAccess/bookings') {
      const { host, starts_at, topic } = body as { host: string; starts_at: string; topic: string };
      if (server === 'slot-taken') {
        // Someone else took it: it is gone from the next answer.
        hosts = hosts.map((each) => ({
          ...each,
          slots: each.slots.filter((open) => open.starts_at !== starts_at),
        }));
        return refusal(409, SLOT_TAKEN, { code: 'SLOT_TAKEN' });
      }
      const found = hosts.find((each) => each.slug === host);
      const open = found?.slots.find((each) => each.starts_at === starts_at);
      if (!found || !open) return refusal(422, 'That time is not an open slot any more.');
      const booking: ConsultationBooking = {
        id: 8,
        host: { slug: found.slug, name: found.name, role: found.role },
        ...open,
        topic,
        created_at: '2026-11-27T10:00:00.000Z',
      };
      hosts = hosts.map((each) =>
        each.slug === host
          ? { ...each, slots: each.slots.filter((other) => other.starts_at !== starts_at) }
          : each,
      );
      bookings = [...bookings, booking].sort((a, b) => (a.starts_at < b.starts_at ? -1 : 1));
      return Response.json(booking, { status: 201 });
    }
    if (method === 'DELETE' && url.pathname.startsWith('/api/personalAccess/bookings/')) {
      const id = Number(url.pathname.split('/').at(-1));
      bookings = bookings.filter((each) => each.id !== id);
      return new Response(null, { status: 204 });
    }
    return undefined;
  }, seen);
}

const meta = {
  title: 'web/reports/PersonalAccessPage',
  component: PersonalAccessPage,
  decorators: [
    atAddress('/personal-access', (store, parameters) =>
      store.set(
        viewerAtom,
        userFactory({ timeZone: 'UTC', isPro: (parameters as Parameters).pro ?? true }),
      ),
    ),
  ],
  beforeEach: answer,
} satisfies Meta<typeof PersonalAccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A pro member: My sessions, the day picker on the first day with times, each host's times of
 * that day as buttons; booking one opens the dialog, and the booked session joins My sessions.
 */
export const Pro: Story = {
  play: async ({ canvas }) => {
    const mine = within(await canvas.findByRole('region', { name: 'My sessions' }));
    await expect(
      await mine.findByText('How the December rate decision could move EUR/USD'),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();

    const days = within(canvas.getByRole('group', { name: 'Choose a day' }));
    await expect(days.getByRole('button', { name: 'Monday 30 November' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const maya = within(canvas.getByRole('article', { name: 'Maya Okafor' }));
    await expect(maya.getByText('Senior equities analyst')).toBeVisible();
    await expect(
      maya.getByRole('group', { name: 'Open times with Maya Okafor on Monday 30 November' }),
    ).toBeVisible();
    const daniel = within(canvas.getByRole('article', { name: 'Daniel Reyes' }));
    await expect(daniel.getByText('No open times on Monday 30 November.')).toBeVisible();

    // The keyboard reaches a day and a time.
    days.getByRole('button', { name: 'Tuesday 1 December' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(daniel.getByRole('button', { name: '15:30' })).toBeVisible();
    await userEvent.click(days.getByRole('button', { name: 'Monday 30 November' }));

    await userEvent.click(maya.getByRole('button', { name: '14:45' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Book a session with Maya Okafor' }),
    );
    // Once the dialog's opening fade has run.
    await waitFor(() => expect(dialog.getByText(/Monday 30 November, 14:45–15:30/)).toBeVisible());
    await userEvent.type(
      dialog.getByLabelText('What would you like to talk about?'),
      'Sizing into earnings',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Book session' }));

    await expect(
      await canvas.findByText(/Booked: Monday 30 November, 14:45–15:30 with Maya Okafor/),
    ).toBeVisible();
    await expect(await mine.findByText('Sizing into earnings')).toBeVisible();
    await waitFor(() => expect(maya.queryByRole('button', { name: '14:45' })).toBeNull());
    await expect(requestsTo(seen, '/api/personalAccess/bookings').at(-2)?.body).toEqual({
      host: 'maya-okafor',
      starts_at: '2026-11-30T14:45:00.000Z',
      topic: 'Sizing into earnings',
    });
  },
};

/** A session is cancelled from My sessions; the list says there is none left. */
export const CancelSession: Story = {
  play: async ({ canvas }) => {
    const mine = within(await canvas.findByRole('region', { name: 'My sessions' }));
    await userEvent.click(
      await mine.findByRole('button', {
        name: 'Cancel the session with Daniel Reyes on Friday 4 December, 15:00–15:30',
      }),
    );
    await expect(await mine.findByText('No sessions booked. Choose a time below.')).toBeVisible();
  },
};

/** A member without pro: the upgrade message and link, the hosts and times as a preview only. */
export const NonProPreview: Story = {
  parameters: { pro: false },
  play: async ({ canvas }) => {
    const upgrade = within(await canvas.findByRole('region', { name: 'For pro members' }));
    await expect(upgrade.getByText(UPGRADE_TEXT)).toBeVisible();
    await expect(upgrade.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    const maya = within(canvas.getByRole('article', { name: 'Maya Okafor' }));
    await expect(
      maya.getByRole('list', { name: 'Open times with Maya Okafor on Monday 30 November' }),
    ).toBeVisible();
    await expect(maya.getByText('14:00')).toBeVisible();
    await expect(maya.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'My sessions' })).toBeNull();
  },
};

/** Every time of the next 14 days is taken: said plainly, the hosts still shown. */
export const NoOpenSlots: Story = {
  parameters: {
    hosts: HOSTS.map((host) => ({ ...host, slots: [] })),
    bookings: [],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No open slots this week')).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Maya Okafor' })).toBeVisible();
    await expect(canvas.getByText('No sessions booked. Choose a time below.')).toBeVisible();
  },
};

/** Someone booked the slot first: the server's words in the dialog, the slot gone from the page. */
export const BookingError: Story = {
  parameters: { server: 'slot-taken' },
  play: async ({ canvas }) => {
    const maya = within(await canvas.findByRole('article', { name: 'Maya Okafor' }));
    await userEvent.click(await maya.findByRole('button', { name: '14:00' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('What would you like to talk about?'), 'Guidance');
    await userEvent.click(dialog.getByRole('button', { name: 'Book session' }));

    await expect(await dialog.findByRole('alert')).toHaveTextContent(SLOT_TAKEN);
    await waitFor(() => expect(maya.queryByRole('button', { name: '14:00' })).toBeNull());
  },
};

/** An empty topic is refused before anything is sent. */
export const TopicRequired: Story = {
  play: async ({ canvas }) => {
    const maya = within(await canvas.findByRole('article', { name: 'Maya Okafor' }));
    await userEvent.click(await maya.findByRole('button', { name: '14:00' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Book session' }));

    await expect(
      await dialog.findByText('Tell the host what you would like to talk about.'),
    ).toBeVisible();
    await expect(seen.filter((request) => request.method === 'POST')).toHaveLength(0);
  },
};

/** While the server has not answered: skeletons shaped like the day picker and host cards. */
export const Loading: Story = {
  parameters: { server: 'pending' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Loading the analysts’ times' }),
    ).toBeVisible();
  },
};

/** The server failed: what happened, and a way to try again. */
export const LoadError: Story = {
  parameters: { server: 'failing' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The analysts’ times could not be loaded')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
