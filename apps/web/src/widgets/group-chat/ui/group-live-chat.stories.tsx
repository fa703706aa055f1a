import type { Decorator, Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { createFakeRealtime, type FakeRealtime } from '@tapetv/realtime/fake';
import { expect, waitFor, within } from 'storybook/test';
import type { GroupChatMessage } from '@/entities/group-chat';
import { viewerAtom } from '@/entities/session';
import { realtimeAtom } from '@/shared/lib/realtime';
import { inColumn, withStore } from '@/shared/lib/story';
import { userFactory } from '@/shared/lib/test';
import { GroupLiveChat } from './group-live-chat.tsx';

const GROUP = 3;
const ME = 1;
const AVATAR = '/photos/d-avatar.jpg';

/** Times are relative to the real clock (the chat reads it), so "5 mins ago" reads the same. */
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const dana = { id: ME, name: 'Dana Demo', userName: 'dana', avatar: AVATAR };
const sam = { id: 8, name: 'Sam Trader', userName: 'sam', avatar: AVATAR };
const mei = { id: 5, name: 'Mei Chen', userName: 'mei', avatar: AVATAR };

const message = ({
  id,
  ...overrides
}: Partial<GroupChatMessage> & { id: number }): GroupChatMessage => ({
  id,
  group_id: GROUP,
  text: `Message ${id}`,
  userId: sam.id,
  user: sam,
  replyTo: null,
  reply_preview: null,
  created_at: minutesAgo(id),
  edited_at: null,
  ...overrides,
});

/** Newest first, as the API answers. */
const THREAD = [
  message({ id: 104, text: 'Same here, stop under the gap.', userId: ME, user: dana }),
  message({ id: 103, text: 'Anyone trading the CPI print?' }),
  message({ id: 102, text: 'Long $QQQ into the close.', userId: mei.id, user: mei }),
  message({ id: 101, text: 'Morning all!', userId: ME, user: dana }),
];

interface ChatServer {
  /** Pages of `GET /api/3/messages` by page number; a missing page is empty. */
  pages?: Record<number, GroupChatMessage[]>;
  /** Page 1 says older pages follow. */
  hasMore?: boolean;
  /** `GET` answers this error (status and message), or never answers ('pending'). */
  loadError?: { status: number; message: string } | 'pending';
  /** `POST send-message` answers this error. */
  sendError?: { status: number; message: string };
}

/** What the chat asked the server, in order: method, path with query, JSON body. */
const requests: Array<{ method: string; url: string; body: unknown }> = [];
/** The in-memory real-time connection of the story that rendered last. */
let realtime: FakeRealtime = createFakeRealtime({ member: { id: ME } });
let nextId = 500;

/**
 * Stories never touch the network: while one renders, the chat's API answers from the story's
 * `parameters.server`, as the server would (errors with a status and a `message`); every other
 * request goes on as before. Each story gets a fresh in-memory real-time connection.
 */
async function answerChat(context: Pick<StoryContext, 'parameters'>) {
  const server: ChatServer = context.parameters.server ?? {};
  const pages = server.pages ?? { 1: THREAD };
  const realFetch = globalThis.fetch;
  requests.length = 0;
  realtime = createFakeRealtime({ member: { id: ME } });
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url, location.href);
    if (!url.pathname.startsWith('/api/') || !/groups?|\/messages/.test(url.pathname)) {
      return realFetch(input, init);
    }
    const body = request.method === 'GET' ? null : await request.text();
    requests.push({
      method: request.method,
      url: url.pathname + url.search,
      body: body ? JSON.parse(body) : null,
    });
    if (request.method === 'GET' && url.pathname === `/api/${GROUP}/messages`) {
      if (server.loadError === 'pending') return new Promise<Response>(() => {});
      if (server.loadError) {
        return Response.json(
          { code: 'FORBIDDEN', message: server.loadError.message },
          { status: server.loadError.status },
        );
      }
      const page = Number(url.searchParams.get('page') ?? 1);
      const data = pages[page] ?? [];
      const anchor = url.searchParams.get('anchor');
      return Response.json({
        data,
        page,
        hasMore: page === 1 ? (server.hasMore ?? false) : data.length > 0,
        anchor: anchor ? Number(anchor) : (pages[1]?.[0]?.id ?? null),
      });
    }
    if (request.method === 'POST' && url.pathname === `/api/groups/${GROUP}/send-message`) {
      if (server.sendError) {
        return Response.json(
          { code: 'SEND_FAILED', message: server.sendError.message },
          { status: server.sendError.status },
        );
      }
      const sent = JSON.parse(body ?? '{}') as { text: string; replyTo?: number };
      const quoted = Object.values(pages)
        .flat()
        .find((held) => held.id === sent.replyTo);
      nextId += 1;
      const data = message({
        id: nextId,
        text: sent.text,
        userId: ME,
        user: dana,
        created_at: new Date().toISOString(),
        replyTo: sent.replyTo ?? null,
        reply_preview: quoted
          ? { id: quoted.id, text: quoted.text, user: { name: quoted.user.name } }
          : null,
      });
      return Response.json({ success: true, message: 'Message sent.', data }, { status: 201 });
    }
    if (request.method === 'DELETE') {
      const id = Number(url.pathname.split('/')[3]);
      return Response.json({ success: true, message: 'Message deleted.', id });
    }
    if (url.pathname.endsWith('/typing')) return new Response(null, { status: 204 });
    return Response.json({ code: 'NOT_FOUND', message: 'Not in this story' }, { status: 404 });
  };
  return () => {
    globalThis.fetch = realFetch;
  };
}

const viewer = userFactory({ ...dana });

/** The store: the member's data and the story's real-time connection. */
const withChat: Decorator = (Story, context) =>
  withStore((store) => {
    store.set(viewerAtom, viewer);
    store.set(realtimeAtom, realtime);
  })(Story, context);

const meta = {
  title: 'web/GroupLiveChat',
  component: GroupLiveChat,
  args: { groupId: GROUP, viewerId: ME, canModerate: false },
  decorators: [inColumn, withChat],
  beforeEach: (context) => {
    // What the viewer last saw in a chat is kept on the device: each story starts unseen.
    localStorage.clear();
    return answerChat(context);
  },
} satisfies Meta<typeof GroupLiveChat>;

export default meta;
type Story = StoryObj<typeof meta>;

const articles = (canvas: StoryContext['canvas']) =>
  within(canvas.getByRole('log', { name: 'Group chat' })).getAllByRole('article');

/** Oldest at the top; the viewer is online in the chat while it is open. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(articles(canvas)).toHaveLength(4));
    await expect(articles(canvas).map((item) => item.getAttribute('aria-label'))).toEqual([
      'Dana Demo: Morning all!',
      'Mei Chen: Long $QQQ into the close.',
      'Sam Trader: Anyone trading the CPI print?',
      'Dana Demo: Same here, stop under the gap.',
    ]);
    await expect(requests[0]).toMatchObject({
      method: 'GET',
      url: `/api/${GROUP}/messages?page=1`,
    });
    // A cashtag leads to the symbol's page.
    await expect(canvas.getByRole('link', { name: '$QQQ' })).toHaveAttribute('href', '/symbol/QQQ');
    await waitFor(() => expect(canvas.getByText('Dana Demo (you)')).toBeVisible());
    await expect(realtime.groupChat(GROUP).present).toBe(true);
  },
};

/**
 * Back in a chat after others wrote: the "New messages" line sits above the first message of
 * someone else after the last one seen here (101), and the newest now counts as seen.
 */
export const UnreadLine: Story = {
  beforeEach: () => {
    localStorage.setItem(`tapetv.groupChat.lastSeen.${ME}.${GROUP}`, '101');
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(articles(canvas)).toHaveLength(4));
    const line = await canvas.findByText('New messages');
    const mei = articles(canvas)[1] as HTMLElement;
    await expect(mei).toHaveAccessibleName('Mei Chen: Long $QQQ into the close.');
    // The line comes right before Mei's message in the log's order.
    await expect(line.compareDocumentPosition(mei) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(
      line.compareDocumentPosition(articles(canvas)[0] as HTMLElement) &
        Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
    await waitFor(() =>
      expect(localStorage.getItem(`tapetv.groupChat.lastSeen.${ME}.${GROUP}`)).toBe('104'),
    );
  },
};

export const Loading: Story = {
  parameters: { server: { loadError: 'pending' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Loading messages' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { server: { pages: { 1: [] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No messages yet')).toBeVisible();
    await expect(canvas.getByText('No messages yet. Say hello to the group.')).toBeVisible();
  },
};

/** Spec point 8: the fetch's error message is shown, with a retry. */
export const NotAMember: Story = {
  parameters: {
    server: { loadError: { status: 403, message: 'Only members of this group can use its chat.' } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Only members of this group can use its chat.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const PAGE_ONE = Array.from({ length: 30 }, (_, index) =>
  message({ id: 300 - index, text: `Tape note ${300 - index}` }),
);
const PAGE_TWO = Array.from({ length: 5 }, (_, index) =>
  message({ id: 270 - index, text: `Older note ${270 - index}`, userId: mei.id, user: mei }),
);

/** 30 messages a page; older pages load above with page 1's anchor; an empty page ends it. */
export const LongThread: Story = {
  parameters: { server: { pages: { 1: PAGE_ONE, 2: PAGE_TWO }, hasMore: true } },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(articles(canvas)).toHaveLength(30));
    await userEvent.click(canvas.getByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(articles(canvas)).toHaveLength(35));
    await expect(articles(canvas)[0]).toHaveAccessibleName('Mei Chen: Older note 266');
    await expect(requests.at(-1)?.url).toBe(`/api/${GROUP}/messages?page=2&anchor=300`);
    await userEvent.click(canvas.getByRole('button', { name: 'Load older messages' }));
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Load older messages' })).toBeNull(),
    );
    await expect(requests.at(-1)?.url).toBe(`/api/${GROUP}/messages?page=3&anchor=300`);
    await expect(articles(canvas)).toHaveLength(35);
    // Back to the newest message, so the picture does not depend on where the loads left off.
    const log = canvas.getByRole('log');
    log.scrollTop = log.scrollHeight;
    await waitFor(() =>
      expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1),
    );
  },
};

/**
 * A reply quotes its message: from the list, or (when that message is on a page not loaded) from
 * the server's preview. Replying sends `replyTo`.
 */
export const Reply: Story = {
  parameters: {
    server: {
      pages: {
        1: [
          message({
            id: 210,
            text: 'Still holding those?',
            replyTo: 12,
            reply_preview: {
              id: 12,
              text: 'Bought NVDA calls at the open.',
              user: { name: 'Dana Demo' },
            },
          }),
          ...THREAD,
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(articles(canvas)).toHaveLength(5));
    const quoted = within(articles(canvas)[4] as HTMLElement);
    await expect(quoted.getByText('Bought NVDA calls at the open.')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Reply to Mei Chen' }));
    await userEvent.keyboard('Nice entry{Enter}');

    await waitFor(() =>
      expect(articles(canvas).at(-1)).toHaveAccessibleName('Dana Demo: Nice entry'),
    );
    await expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      body: { text: 'Nice entry', replyTo: 102 },
    });
    const reply = within(articles(canvas).at(-1) as HTMLElement);
    await expect(reply.getByText('Long $QQQ into the close.')).toBeVisible();
  },
};

/** An edit by its author arrives live: the text is replaced and marked edited. */
export const Edited: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(articles(canvas)).toHaveLength(4));
    realtime.groupChat(GROUP).emit('message-updated', {
      ...(THREAD[1] as GroupChatMessage),
      text: 'Anyone trading the CPI print today?',
      edited_at: new Date().toISOString(),
    });
    const edited = await canvas.findByRole('article', {
      name: 'Sam Trader: Anyone trading the CPI print today?',
    });
    await expect(within(edited).getByText(/· edited/)).toBeVisible();
    await expect(canvas.queryByText('Anyone trading the CPI print?')).toBeNull();
  },
};

/** A message deleted elsewhere (its author, a moderator) leaves the chat by a live event. */
export const Deleted: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(articles(canvas)).toHaveLength(4));
    realtime.groupChat(GROUP).emit('message-deleted', { id: 103, group_id: GROUP });
    await waitFor(() => expect(articles(canvas)).toHaveLength(3));
    await expect(canvas.queryByText('Anyone trading the CPI print?')).toBeNull();
  },
};

/** A new message arrives live at the bottom, once, even if its event repeats. */
export const LiveMessage: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(articles(canvas)).toHaveLength(4));
    const incoming = message({
      id: 105,
      text: 'CPI came in hot.',
      created_at: new Date().toISOString(),
    });
    realtime.groupChat(GROUP).emit('new-message', incoming);
    realtime.groupChat(GROUP).emit('new-message', incoming);
    await waitFor(() => expect(articles(canvas)).toHaveLength(5));
    await expect(articles(canvas).at(-1)).toHaveAccessibleName('Sam Trader: CPI came in hot.');
  },
};

/** A send the server refused: the composer keeps the text and says so; nothing half-sent shows. */
export const FailedSend: Story = {
  parameters: { server: { sendError: { status: 429, message: 'Too many messages.' } } },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(articles(canvas)).toHaveLength(4));
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Is this thing on?{Enter}');

    await expect(await canvas.findByText('Not sent. Try again.')).toBeVisible();
    await expect(box).toHaveValue('Is this thing on?');
    await expect(articles(canvas)).toHaveLength(4);
    await expect(canvas.queryByRole('article', { name: /Is this thing on/ })).toBeNull();
  },
};

/** Who is online (from presence), and who is typing, both live. */
export const OnlineMembers: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(articles(canvas)).toHaveLength(4));
    const chat = realtime.groupChat(GROUP);
    chat.emitPresenceEnter({
      userId: sam.id,
      connectionId: 'sam-1',
      data: { name: 'Sam Trader', avatar: AVATAR },
    });
    // Mei entered without data: her name comes from her messages.
    chat.emitPresenceEnter({ userId: mei.id, connectionId: 'mei-1', data: null });
    // Sam's second tab is still one member.
    chat.emitPresenceEnter({
      userId: sam.id,
      connectionId: 'sam-2',
      data: { name: 'Sam Trader', avatar: AVATAR },
    });

    const online = await canvas.findByRole('list', { name: 'Online now' });
    await waitFor(() =>
      expect(
        within(online)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Dana Demo (you)', 'Sam Trader', 'Mei Chen']),
    );
    await expect(canvas.getByText('3 online')).toBeVisible();

    chat.emitPresenceLeave({ userId: mei.id, connectionId: 'mei-1' });
    await waitFor(() => expect(canvas.getByText('2 online')).toBeVisible());
    await expect(within(online).queryByText('Mei Chen')).toBeNull();

    chat.emit('typing', { user: { id: sam.id, name: 'Sam' } });
    await expect(await canvas.findByText('Sam is typing…')).toBeVisible();
  },
};

/** A moderator deletes someone else's message; a member sees delete only on their own. */
export const Moderator: Story = {
  args: { canModerate: true },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(articles(canvas)).toHaveLength(4));
    const theirs = within(canvas.getByRole('article', { name: /^Mei Chen:/ }));
    await userEvent.click(theirs.getByRole('button', { name: 'Delete Mei Chen’s message' }));

    await waitFor(() => expect(articles(canvas)).toHaveLength(3));
    await expect(requests.at(-1)).toMatchObject({
      method: 'DELETE',
      url: '/api/groups/102/delete',
    });
  },
};

export const MemberCannotDeleteOthers: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(articles(canvas)).toHaveLength(4));
    const theirs = within(canvas.getByRole('article', { name: /^Mei Chen:/ }));
    await expect(theirs.queryByRole('button', { name: /Delete/ })).toBeNull();
    const mine = within(canvas.getByRole('article', { name: 'Dana Demo: Morning all!' }));
    await expect(mine.getByRole('button', { name: 'Delete message' })).toBeVisible();
  },
};
