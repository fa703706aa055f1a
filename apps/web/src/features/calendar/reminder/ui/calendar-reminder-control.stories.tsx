import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAtomValue } from 'jotai';
import { expect, screen, waitFor, within } from 'storybook/test';
import {
  type CalendarReminder,
  calendarKey,
  type MyWeek,
  myWeekAtomFamily,
  myWeekQuery,
} from '@/entities/calendar';
import { fakeServer, refusal, type SeenRequest, withStore } from '@/shared/lib/story';
import { calendarReminderFactory, myWeekItemFactory } from '@/shared/lib/test';
import { CalendarReminderControl } from './calendar-reminder-control.tsx';

/** Every story's clock: Monday 17 June 2030, 12:00 UTC, half an hour before `economic:1`. */
const NOW = new Date('2030-06-17T12:00:00.000Z');

/** The week the events sit in, as the My week page holds it. */
const VIEW_KEY = calendarKey(
  myWeekQuery({ from: '2030-06-17', to: '2030-06-23', timeZone: 'UTC', countries: [] }),
);

const held = (eventKey: string, overrides: Partial<CalendarReminder> = {}) =>
  calendarReminderFactory({ id: `r-${eventKey}`, event_key: eventKey, ...overrides });

const EVENTS = [
  // Half an hour away: only 5 and 15 minutes before are still ahead.
  myWeekItemFactory({ key: 'economic:1', title: 'Empire State Manufacturing Index' }),
  myWeekItemFactory({
    key: 'economic:2',
    title: 'ECB Interest Rate Decision',
    date: '2030-06-20',
    at: '2030-06-20T12:15:00.000Z',
  }),
  myWeekItemFactory({
    key: 'economic:3',
    title: 'Fed Interest Rate Decision',
    date: '2030-06-18',
    at: '2030-06-18T18:00:00.000Z',
    reminder: held('economic:3', { event_at: '2030-06-18T18:00:00.000Z' }),
  }),
  myWeekItemFactory({
    key: 'earnings:4',
    kind: 'earnings',
    title: 'Oracle Corp. (ORCL) earnings · after close',
    date: '2030-06-18',
    at: '2030-06-18T20:05:00.000Z',
    reminder: held('earnings:4', { minutes_before: 90, event_at: '2030-06-18T20:05:00.000Z' }),
  }),
  myWeekItemFactory({
    key: 'economic:5',
    title: 'Retail Sales (MoM)',
    reminder: held('economic:5', { sent_at: '2030-06-17T12:15:00.000Z' }),
  }),
  // The server refuses every reminder on this one (the member is at the limit).
  myWeekItemFactory({
    key: 'economic:6',
    title: 'Housing Starts',
    date: '2030-06-19',
    at: '2030-06-19T12:30:00.000Z',
  }),
  // The server refuses to cancel this one's reminder (it went out meanwhile, elsewhere).
  myWeekItemFactory({
    key: 'economic:7',
    title: 'Philadelphia Fed Manufacturing Index',
    date: '2030-06-20',
    at: '2030-06-20T12:30:00.000Z',
    reminder: held('economic:7', { event_at: '2030-06-20T12:30:00.000Z' }),
  }),
];

const WEEK: MyWeek = {
  items: EVENTS,
  time_zone: 'UTC',
  symbols: ['ORCL'],
  countries: ['US', 'EU'],
  exchanges: ['NYSE'],
  sample: true,
};

/** The control of one event of the week, read back from the week as the page reads it. */
function ReminderOfEvent({ eventKey, now }: { eventKey: string; now: Date }) {
  const week = useAtomValue(myWeekAtomFamily(VIEW_KEY));
  const event = week.data?.items.find((item) => item.key === eventKey);
  if (!event) return null;
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', maxWidth: 480 }}>
      <CalendarReminderControl event={event} now={now} />
    </div>
  );
}

const seen: SeenRequest[] = [];
const calls = (method: string) => seen.filter((request) => request.method === method);

const meta = {
  title: 'web/CalendarReminderControl',
  component: ReminderOfEvent,
  args: { eventKey: 'economic:2', now: NOW },
  decorators: [
    withStore((store) => {
      store.set(myWeekAtomFamily(VIEW_KEY), { status: 'ready', data: WEEK, error: null });
    }),
  ],
  beforeEach: () =>
    fakeServer(({ method, url, body }) => {
      if (method === 'POST' && url.pathname === '/api/calendars/reminders') {
        const { event_key, minutes_before } = body as { event_key: string; minutes_before: number };
        if (event_key === 'economic:6')
          return refusal(422, 'You can have at most 100 upcoming reminders');
        const event = EVENTS.find((item) => item.key === event_key);
        if (!event?.at) return refusal(404, 'No calendar event found');
        return Response.json(
          held(event_key, { id: '41', minutes_before, event_at: event.at, title: event.title }),
          { status: 201 },
        );
      }
      if (method === 'DELETE' && url.pathname.startsWith('/api/calendars/reminders/')) {
        if (url.pathname.endsWith('/r-economic%3A7'))
          return refusal(404, 'That reminder has already gone out');
        return new Response(null, { status: 204 });
      }
      return undefined;
    }, seen),
} satisfies Meta<typeof ReminderOfEvent>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Three days ahead: every preset is open. 15 min before sets it; the button then says so and
 * Cancel reminder takes it back. Focus stays on the control throughout.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', {
      name: 'Remind me about ECB Interest Rate Decision',
    });
    await expect(trigger).toHaveTextContent('Remind me');
    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog', {
      name: 'Reminder for ECB Interest Rate Decision',
    });
    for (const name of [
      '5 min before',
      '15 min before',
      '30 min before',
      '1 hour before',
      '1 day before',
    ]) {
      await expect(within(panel).getByRole('button', { name })).toBeEnabled();
    }
    await expect(within(panel).queryByText('Times already past are off.')).toBeNull();

    await userEvent.click(within(panel).getByRole('button', { name: '15 min before' }));
    const set = await canvas.findByRole('button', {
      name: 'Reminder 15 min before ECB Interest Rate Decision',
    });
    await expect(set).toHaveTextContent('Reminder 15 min before');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(set).toHaveFocus());
    await expect(calls('POST').map((request) => request.body)).toEqual([
      { event_key: 'economic:2', minutes_before: 15 },
    ]);

    await userEvent.click(
      canvas.getByRole('button', { name: 'Cancel reminder for ECB Interest Rate Decision' }),
    );
    const again = await canvas.findByRole('button', {
      name: 'Remind me about ECB Interest Rate Decision',
    });
    await expect(calls('DELETE').map((request) => request.url.pathname)).toEqual([
      '/api/calendars/reminders/41',
    ]);
    await expect(canvas.queryByRole('button', { name: /Cancel reminder/ })).toBeNull();
    await expect(again).toHaveFocus();
  },
};

/** All by keyboard: open with Enter, Custom… opens the minutes field, Enter sets 45 minutes. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Remind me about ECB Interest Rate Decision' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: '5 min before' })).toHaveFocus(),
    );
    const custom = within(panel).getByRole('button', { name: 'Custom…' });
    await expect(custom).toHaveAttribute('aria-expanded', 'false');
    // 5, 15, 30 minutes, an hour, a day, then Custom….
    for (let step = 0; step < 5; step += 1) await userEvent.tab();
    await expect(custom).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(custom).toHaveAttribute('aria-expanded', 'true');
    const minutes = within(panel).getByRole('spinbutton', { name: 'Minutes before' });
    await waitFor(() => expect(minutes).toHaveFocus());
    await userEvent.keyboard('45{Enter}');

    const set = await canvas.findByRole('button', {
      name: 'Reminder 45 min before ECB Interest Rate Decision',
    });
    await waitFor(() => expect(set).toHaveFocus());
    await expect(calls('POST').map((request) => request.body)).toEqual([
      { event_key: 'economic:2', minutes_before: 45 },
    ]);

    await userEvent.keyboard('{Enter}');
    const reopened = await screen.findByRole('dialog');
    await expect(within(reopened).getByRole('button', { name: '15 min before' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(set).toHaveFocus();
  },
};

/** Half an hour away: 30 minutes, an hour and a day before have passed and are off. */
export const SoonPresetsOff: Story = {
  args: { eventKey: 'economic:1' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remind me about Empire State Manufacturing Index' }),
    );
    const panel = await screen.findByRole('dialog');
    await expect(within(panel).getByRole('button', { name: '5 min before' })).toBeEnabled();
    await expect(within(panel).getByRole('button', { name: '15 min before' })).toBeEnabled();
    for (const name of ['30 min before', '1 hour before', '1 day before']) {
      await expect(within(panel).getByRole('button', { name })).toBeDisabled();
    }
    // Visible once the popover's short entrance has run.
    await waitFor(() =>
      expect(within(panel).getByText('Times already past are off.')).toBeVisible(),
    );
  },
};

/** A reminder 15 minutes before: the button says so, its preset is pressed, Cancel is beside it. */
export const WithReminder: Story = {
  args: { eventKey: 'economic:3' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', {
      name: 'Reminder 15 min before Fed Interest Rate Decision',
    });
    await expect(
      canvas.getByRole('button', { name: 'Cancel reminder for Fed Interest Rate Decision' }),
    ).toBeVisible();
    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog');
    await expect(within(panel).getByRole('button', { name: '15 min before' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(panel).getByRole('button', { name: '1 day before' }));
    await expect(
      await canvas.findByRole('button', {
        name: 'Reminder 1 day before Fed Interest Rate Decision',
      }),
    ).toBeVisible();
    await expect(calls('POST').map((request) => request.body)).toEqual([
      { event_key: 'economic:3', minutes_before: 1440 },
    ]);
  },
};

/** A lead that is no preset (90 minutes) reads in hours and minutes and opens as Custom. */
export const CustomLead: Story = {
  args: { eventKey: 'earnings:4' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', {
      name: 'Reminder 1 h 30 min before Oracle Corp. (ORCL) earnings · after close',
    });
    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog');
    await expect(within(panel).getByRole('button', { name: 'Custom…' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(within(panel).getByRole('spinbutton', { name: 'Minutes before' })).toHaveValue(90);
  },
};

/** Minutes out of range: the field says what it takes and nothing is sent. */
export const CustomInvalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remind me about ECB Interest Rate Decision' }),
    );
    const panel = await screen.findByRole('dialog');
    await userEvent.click(within(panel).getByRole('button', { name: 'Custom…' }));
    await userEvent.type(
      within(panel).getByRole('spinbutton', { name: 'Minutes before' }),
      '20000',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Set reminder' }));
    await expect(
      await within(panel).findByText('Enter whole minutes from 0 to 10080.'),
    ).toBeVisible();
    await expect(calls('POST')).toEqual([]);
  },
};

/**
 * The server refuses: its message shows in the popover, which stays open with focus back on the
 * chosen time; nothing changes.
 */
export const Refused: Story = {
  args: { eventKey: 'economic:6' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remind me about Housing Starts' }));
    const panel = await screen.findByRole('dialog');
    const hour = within(panel).getByRole('button', { name: '1 hour before' });
    await userEvent.click(hour);
    await expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'You can have at most 100 upcoming reminders',
    );
    await expect(panel).toHaveAttribute('data-state', 'open');
    // Disabled while the request ran, the chosen time is enabled and focused again.
    await expect(hour).toBeEnabled();
    await expect(hour).toHaveFocus();
    await expect(
      canvas.getByRole('button', { name: 'Remind me about Housing Starts' }),
    ).toBeVisible();
  },
};

/** Cancelling is refused: the message shows under the buttons and the reminder stays. */
export const CancelRefused: Story = {
  args: { eventKey: 'economic:7' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Cancel reminder for Philadelphia Fed Manufacturing Index',
      }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'That reminder has already gone out',
    );
    await expect(
      canvas.getByRole('button', {
        name: 'Reminder 15 min before Philadelphia Fed Manufacturing Index',
      }),
    ).toBeVisible();
  },
};

/** The reminder went out: said so, with nothing left to change. */
export const Sent: Story = {
  args: { eventKey: 'economic:5' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reminder sent')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The open popover in the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { eventKey: 'economic:1' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Remind me/ }));
    const panel = await screen.findByRole('dialog');
    await waitFor(() => expect(panel).toBeVisible());
  },
};
