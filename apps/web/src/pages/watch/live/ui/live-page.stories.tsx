import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeRealtime, type FakeRealtime } from '@tapetv/realtime/fake';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { viewerAtom } from '@/entities/session';
import {
  type LiveChatMessage,
  type LiveOccurrence,
  type LiveStatus,
  liveClockAtom,
} from '@/entities/watch/live-show';
import { realtimeAtom } from '@/shared/lib/realtime';
import {
  atAddress,
  expectNoSidewaysScroll,
  fakeServer,
  refusal,
  requestsTo,
  type SeenRequest,
} from '@/shared/lib/story';
import { userFactory } from '@/shared/lib/test';
import { LivePage } from './live-page.tsx';

const ME = 1;
const HOUR = 3_600_000;
const AVATAR = '/photos/d-avatar.jpg';
const dana = { id: ME, name: 'Dana Demo', userName: 'dana', avatar: AVATAR };
const sam = { id: 8, name: 'Sam Trader', userName: 'sam', avatar: AVATAR };

/**
 * The live page's clock is held at Wednesday 25 November 2026, 15:00 UTC (the member's zone is
 * UTC), so "today" and the next show read the same on every run. The chat's "5 mins ago" reads
 * the real clock, so its messages are timed from it.
 */
const STORY_NOW = Date.parse('2026-11-25T15:00:00.000Z');
const hoursFromNow = (hours: number) => new Date(STORY_NOW + hours * HOUR).toISOString();

const airing = ({
  show,
  ...overrides
}: Partial<LiveOccurrence> & { show: string }): LiveOccurrence => ({
  show,
  title: 'The Opening Tape',
  host: 'Maya Okafor',
  description: 'Half an hour before the opening bell.',
  starts_at: hoursFromNow(2),
  ends_at: hoursFromNow(2.5),
  ...overrides,
});

const NEXT = airing({
  show: 'closing-bell-debrief',
  title: 'Closing Bell Debrief',
  host: 'Priya Natarajan',
  starts_at: hoursFromNow(0.5),
  ends_at: hoursFromNow(1.2),
});
const LATER = airing({
  show: 'opening-tape',
  starts_at: hoursFromNow(26),
  ends_at: hoursFromNow(26.5),
});
const NOW_ON = airing({
  show: 'midday-levels',
  title: 'Midday Levels',
  host: 'Daniel Ruiz',
  description: 'A lunchtime walk through the morning’s price action.',
  starts_at: hoursFromNow(-0.25),
  ends_at: hoursFromNow(0.5),
});

const OFF_AIR: LiveStatus = {
  onAir: false,
  streamUrl: null,
  currentShow: null,
  nextShow: NEXT,
  schedule: [NEXT, LATER],
  shows: [],
};

const ON_AIR: LiveStatus = {
  onAir: true,
  // Nothing answers it: the player shows its own loading, then error state.
  streamUrl: '/story-stream/missing.m3u8',
  currentShow: NOW_ON,
  nextShow: NEXT,
  schedule: [NOW_ON, NEXT, LATER],
  shows: [],
};

const message = ({
  id,
  ...overrides
}: Partial<LiveChatMessage> & { id: number }): LiveChatMessage => ({
  id,
  text: `Message ${id}`,
  userId: sam.id,
  user: sam,
  created_at: new Date(Date.now() - id * 60_000).toISOString(),
  ...overrides,
});

/** Newest first, as the API answers. */
const CHAT = [
  message({ id: 2, text: 'Watching $SPY into the close.' }),
  message({ id: 5, text: 'Morning all!', userId: ME, user: dana }),
];

interface LiveServer {
  live?: LiveStatus | 'pending' | 'failing-once';
  chat?: LiveChatMessage[];
  /** `POST /api/live/chat` answers this refusal. */
  sendRefusal?: { status: number; message: string };
}

const seen: SeenRequest[] = [];
/** The in-memory real-time connection of the story that rendered last. */
let realtime: FakeRealtime = createFakeRealtime({ member: { id: ME } });
let nextId = 100;

function answerLive({ parameters }: { parameters: { server?: LiveServer } }) {
  const server = parameters.server ?? {};
  let failures = server.live === 'failing-once' ? 1 : 0;
  return fakeServer(({ method, url, body }) => {
    if (method === 'GET' && url.pathname === '/api/live') {
      if (server.live === 'pending') return new Promise<Response>(() => {});
      if (failures > 0) {
        failures -= 1;
        return refusal(503, 'The live show is not available. Try again in a minute.');
      }
      const live =
        server.live === undefined || server.live === 'failing-once' ? OFF_AIR : server.live;
      return Response.json(live);
    }
    if (method === 'GET' && url.pathname === '/api/live/chat') {
      if (server.live === 'pending') return new Promise<Response>(() => {});
      return Response.json({ data: server.chat ?? CHAT, hasMore: false });
    }
    if (method === 'POST' && url.pathname === '/api/live/chat') {
      if (server.sendRefusal) return refusal(server.sendRefusal.status, server.sendRefusal.message);
      nextId += 1;
      const text = (body as { text: string }).text;
      const data = message({
        id: nextId,
        text,
        userId: ME,
        user: dana,
        created_at: new Date().toISOString(),
      });
      return Response.json({ success: true, message: 'Message sent.', data }, { status: 201 });
    }
    if (method === 'DELETE' && url.pathname.startsWith('/api/live/chat/')) {
      const id = Number(url.pathname.split('/').at(-1));
      return Response.json({ success: true, message: 'Message deleted.', id });
    }
    return undefined;
  }, seen);
}

const meta = {
  title: 'web/watch/LivePage',
  component: LivePage,
  decorators: [
    atAddress('/tapetv-live', (store) => {
      realtime = createFakeRealtime({ member: { id: ME } });
      store.set(viewerAtom, userFactory({ id: ME, name: 'Dana Demo', timeZone: 'UTC' }));
      store.set(realtimeAtom, realtime);
      store.set(liveClockAtom, { now: () => STORY_NOW });
    }),
  ],
  beforeEach: answerLive,
} satisfies Meta<typeof LivePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Off the air (no stream configured, or no show now): the player says so with the next show, the
 * badge says "Off air", the week is listed with today highlighted, and the chat is open.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Off air' })).toBeVisible();
    await expect(canvas.getByText('Off air', { selector: '[data-slot="badge"]' })).toBeVisible();
    await expect(
      canvas.getByText('Closing Bell Debrief with Priya Natarajan, today at 15:30 UTC'),
    ).toBeVisible();
    const week = within(canvas.getByRole('region', { name: 'This week' }));
    const today = week.getByRole('heading', { name: 'Today' }).closest('li');
    await expect(today).toHaveAttribute('aria-current', 'date');
    // The member's times: UTC here.
    await expect(week.getByText('15:30–16:12')).toBeVisible();
    await expect(week.getByText('Times in your time zone (UTC).')).toBeVisible();
    await expect(week.getByRole('heading', { name: 'Tomorrow' }).closest('li')).not.toHaveAttribute(
      'aria-current',
    );
    const chat = within(canvas.getByRole('region', { name: 'Live chat' }));
    await expect(await chat.findByText('Morning all!')).toBeVisible();
    // No editing or replies in the live chat: delete one's own message only.
    await expect(chat.queryByRole('button', { name: 'Edit message' })).toBeNull();
    await expect(chat.queryByRole('button', { name: /Reply to/ })).toBeNull();
    await expect(chat.getAllByRole('button', { name: 'Delete message' })).toHaveLength(1);
  },
};

/**
 * On the air: the badge, the player for the stream, and what the show is about. Left out of the
 * visual run: no stream answers in Storybook, so the player is caught loading or failed.
 */
export const OnAir: Story = {
  tags: ['no-visual'],
  parameters: { server: { live: ON_AIR } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('On air now')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Midday Levels' })).toBeVisible();
    await expect(canvas.getByText('with Daniel Ruiz', { selector: 'p' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Off air' })).toBeNull();
    await expect(canvas.getByText('Scheduled now')).toBeVisible();
  },
};

/** Nobody has written yet: what to do next. */
export const EmptyChat: Story = {
  parameters: { server: { chat: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Be the first to say hello.')).toBeVisible();
  },
};

/** Sending: Enter sends, the message shows once the server has it, and the field empties. */
export const Sending: Story = {
  play: async ({ canvas }) => {
    const chat = within(canvas.getByRole('region', { name: 'Live chat' }));
    await chat.findByText('Morning all!');
    const field = chat.getByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'Great show today{Enter}');
    await expect(await chat.findByText('Great show today')).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(requestsTo(seen, '/api/live/chat').at(-1)?.body).toEqual({
      text: 'Great show today',
    });
  },
};

/** Another member's message arrives over the show channel and shows once. */
export const MessageArrives: Story = {
  play: async ({ canvas }) => {
    const chat = within(canvas.getByRole('region', { name: 'Live chat' }));
    await chat.findByText('Morning all!');
    const pushed = message({
      id: 50,
      text: 'Hello from the floor',
      created_at: new Date().toISOString(),
    });
    realtime.liveChat.emit('new-message', pushed);
    realtime.liveChat.emit('new-message', pushed);
    await expect(await chat.findByText('Hello from the floor')).toBeVisible();
    await expect(chat.getAllByText('Hello from the floor')).toHaveLength(1);
    realtime.liveChat.emit('message-deleted', { id: 50 });
    await waitFor(() => expect(chat.queryByText('Hello from the floor')).toBeNull());
  },
};

/** Past the rate limit: the server's message is shown and the text stays for another try. */
export const RateLimited: Story = {
  parameters: {
    server: {
      sendRefusal: {
        status: 429,
        message:
          'You are sending messages too quickly: at most 5 every 30 seconds. Wait a moment and try again.',
      },
    },
  },
  play: async ({ canvas }) => {
    const chat = within(canvas.getByRole('region', { name: 'Live chat' }));
    await chat.findByText('Morning all!');
    const field = chat.getByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'One more{Enter}');
    await expect(await chat.findByText(/You are sending messages too quickly/)).toBeVisible();
    await expect(field).toHaveValue('One more');
  },
};

/** While the show and the chat load: skeletons shaped like them. */
export const Loading: Story = {
  parameters: { server: { live: 'pending' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Loading the live show' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading the schedule' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading messages' })).toBeVisible();
  },
};

/** The show could not be loaded: what happened, and a retry that works. */
export const ErrorWithRetry: Story = {
  name: 'Error',
  parameters: { server: { live: 'failing-once' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The live show could not be loaded')).toBeVisible();
    await expect(
      canvas.getByText('The live show is not available. Try again in a minute.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Off air' })).toBeVisible();
  },
};

/** On a phone the chat comes under the player, then the week; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const player = await canvas.findByRole('region', { name: 'Off air' });
    const chat = canvas.getByRole('region', { name: 'Live chat' });
    const week = canvas.getByRole('region', { name: 'This week' });
    await expect(chat.getBoundingClientRect().top).toBeGreaterThan(
      player.getBoundingClientRect().bottom,
    );
    await expect(week.getBoundingClientRect().top).toBeGreaterThan(
      chat.getBoundingClientRect().bottom,
    );
    await expect(chat.getBoundingClientRect().left).toBe(player.getBoundingClientRect().left);
    await expectNoSidewaysScroll(canvasElement);
  },
};
