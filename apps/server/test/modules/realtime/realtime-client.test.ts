import '../../helpers/browser-websocket.ts';
import { ApiError, type Transport } from '@tapetv/api-client';
import { createRealtime, type Realtime, TOKEN_STORAGE_KEY } from '@tapetv/realtime';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { type Agent, buildTestApp, createAgent, testConfig } from '../../helpers/app.ts';
import { useTestDatabase } from '../../helpers/database.ts';
import { createMember } from '../../helpers/factories.ts';
import {
  brokerOf,
  createGroups,
  eventually,
  joinGroups,
  publishAny,
  until,
} from '../../helpers/realtime.ts';

// `@tapetv/realtime`, the web app's client, against the real broker and token endpoint. Only the
// HTTP hop of the token request goes through app.inject (the browser test covers real HTTP).

/** The API client's transport, over a test agent: the same errors, the agent's cookies. */
function agentTransport(agent: Agent, requests: unknown[] = []): Pick<Transport, 'request'> {
  return {
    async request<T>(method: string, url: string, init?: { json?: unknown }) {
      requests.push(init?.json);
      const response = await agent.request(
        method as 'POST',
        url,
        (init?.json ?? {}) as Record<string, unknown>,
      );
      const body = response.json<{ message?: string }>();
      if (response.statusCode >= 400) {
        throw new ApiError(response.statusCode, body, body.message ?? 'refused');
      }
      return body as T;
    },
  };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (name: string) => items.get(name) ?? null,
    setItem: (name: string, value: string) => {
      items.set(name, value);
    },
    items,
  };
}

interface ClientSetup {
  agent: Agent;
  storage?: ReturnType<typeof memoryStorage>;
  requests?: unknown[];
  ttl?: number;
  logger?: Pick<Console, 'error'>;
}

function client(app: FastifyInstance, setup: ClientSetup & { memberId: number }): Realtime {
  const realtime = createRealtime({
    member: { id: setup.memberId },
    transport: agentTransport(setup.agent, setup.requests),
    storage: setup.storage ?? null,
    brokerPort: brokerOf(app).port,
    clientOptions: {
      disconnectedRetryTimeout: 300,
      suspendedRetryTimeout: 600,
      logLevel: Number(process.env.ABLY_LOG_LEVEL ?? 0),
      ...(setup.ttl ? { defaultTokenParams: { ttl: setup.ttl } } : {}),
    },
    ...(setup.logger ? { logger: setup.logger } : {}),
  });
  onTestFinished(() => realtime.close());
  return realtime;
}

const connected = (realtime: Realtime) =>
  eventually('connected', (resolve: (value: null) => void) => {
    if (realtime.connection.state === 'connected') resolve(null);
    realtime.connection.onChange((change) => {
      if (change.current === 'connected') resolve(null);
    });
  });

describe('@tapetv/realtime on the embedded broker', () => {
  const database = useTestDatabase('pglite');

  async function loggedIn(app: FastifyInstance, groupIds: number[] = []) {
    const member = await createMember(database.handle.db);
    await joinGroups(database.handle.db, member.id, groupIds);
    const agent = createAgent(app);
    await agent.login(member.email, member.password);
    return { member, agent };
  }

  it('delivers the server’s notification events to the member by name, with their data', async () => {
    const app = await buildTestApp(database.handle);
    const { member, agent } = await loggedIn(app);
    const realtime = client(app, { agent, memberId: member.id });
    const comments = vi.fn();
    realtime.notifications.subscribe('NewComment', comments);
    const follower = eventually('NewFollower', (resolve: (value: unknown[]) => void) => {
      realtime.notifications.subscribe('NewFollower', (data, meta) => resolve([data, meta]));
    });
    // What is published before the channel is attached is not delivered, as on Ably.
    await realtime.notifications.whenAttached();
    await publishAny(app, realtime.notifications.name, 'NewFollower', {
      id: 9,
      name: 'Sam',
    });

    expect(await follower).toEqual([
      { id: 9, name: 'Sam' },
      { messageId: expect.any(String), timestamp: expect.any(Number) },
    ]);
    expect(comments).not.toHaveBeenCalled();
  });

  it('tells a member who else entered their group chat', async () => {
    const app = await buildTestApp(database.handle);
    const [groupId = 0] = await createGroups(database.handle.db, 1);
    const dana = await loggedIn(app, [groupId]);
    const sam = await loggedIn(app, [groupId]);
    const danaRealtime = client(app, { agent: dana.agent, memberId: dana.member.id });
    const samRealtime = client(app, { agent: sam.agent, memberId: sam.member.id });
    const entered = eventually('Sam entering', (resolve: (userId: number) => void) => {
      danaRealtime.groupChat(groupId).onPresenceEnter((member) => {
        if (member.userId === sam.member.id) resolve(member.userId);
      });
    });
    await danaRealtime.groupChat(groupId).whenAttached();

    await samRealtime.groupChat(groupId).enterPresence({ typing: false });

    expect(await entered).toBe(sam.member.id);
  });

  it('tells a member who is in their group chat: those there before, then enters and leaves', async () => {
    const app = await buildTestApp(database.handle);
    const [groupId = 0] = await createGroups(database.handle.db, 1);
    const dana = await loggedIn(app, [groupId]);
    const sam = await loggedIn(app, [groupId]);
    const ines = await loggedIn(app, [groupId]);
    const samRealtime = client(app, { agent: sam.agent, memberId: sam.member.id });
    const inesRealtime = client(app, { agent: ines.agent, memberId: ines.member.id });
    await samRealtime.groupChat(groupId).enterPresence();
    const danaRealtime = client(app, { agent: dana.agent, memberId: dana.member.id });
    const seen: number[][] = [];
    const present = (what: string, ids: number[]) =>
      until(what, () => JSON.stringify(seen.at(-1)) === JSON.stringify(ids));
    danaRealtime.groupChat(groupId).onPresenceChange((members) => {
      seen.push(members.map((member) => member.userId).sort((a, b) => a - b));
    });

    // Sam entered before Dana's client existed: the broker's SYNC tells her.
    await present('Sam, from the sync', [sam.member.id]);
    await inesRealtime.groupChat(groupId).enterPresence();
    await present('Sam and Ines', [sam.member.id, ines.member.id]);
    await samRealtime.groupChat(groupId).leavePresence();
    await present('Ines after Sam left', [ines.member.id]);
    // Closing the connection (a tab closed) is a leave too.
    inesRealtime.close();
    await present('nobody', []);
  });

  it('re-authorizes once when a chat is refused for capability (joined after the token), then attaches', async () => {
    const app = await buildTestApp(database.handle);
    const [groupId = 0] = await createGroups(database.handle.db, 1);
    const { member, agent } = await loggedIn(app);
    const requests: unknown[] = [];
    const logger = { error: vi.fn() };
    const realtime = client(app, { agent, memberId: member.id, requests, logger });
    await connected(realtime);
    // The token was made before the member joined: it does not list the group's chat.
    await joinGroups(database.handle.db, member.id, [groupId]);

    const chat = realtime.groupChat(groupId);
    const received = eventually('the message', (resolve: (id: number) => void) => {
      chat.subscribe('message-deleted', ({ id }) => resolve(id));
    });
    await chat.whenAttached();
    await publishAny(app, chat.name, 'message-deleted', { id: 5, group_id: groupId });

    expect(await received).toBe(5);
    expect(requests).toHaveLength(2);
    expect(logger.error).not.toHaveBeenCalled();
    // Entering presence on the recovered channel works too.
    await expect(chat.enterPresence()).resolves.toBeUndefined();
  });

  it('reports a chat the member still may not use after the one re-authorization', async () => {
    const app = await buildTestApp(database.handle);
    const [groupId = 0] = await createGroups(database.handle.db, 1);
    const { member, agent } = await loggedIn(app);
    const requests: unknown[] = [];
    const logger = { error: vi.fn() };
    const realtime = client(app, { agent, memberId: member.id, requests, logger });
    await connected(realtime);

    realtime.groupChat(groupId).subscribe('new-message', () => {});
    await until('the refusal logged', () => logger.error.mock.calls.length > 0);

    expect(logger.error.mock.calls[0]?.[0]).toMatch(/could not attach/);
    expect(requests).toHaveLength(2);
    await expect(realtime.groupChat(groupId).enterPresence()).rejects.toMatchObject({
      code: 40160,
    });
    expect(requests).toHaveLength(2);
  });

  it('reuses the stored token on a page reload and fetches a fresh one to renew', async () => {
    const app = await buildTestApp(database.handle);
    const { member, agent } = await loggedIn(app);
    const storage = memoryStorage();
    const requests: unknown[] = [];
    // 36 s: long enough to be reused, and the broker asks for a renewal in band once under 30 s
    // are left (about 6 s in); on a machine so busy that the reload comes later, the token simply
    // expires and the client renews then. Either way a fresh token is fetched, once.
    const first = client(app, { agent, memberId: member.id, storage, requests, ttl: 36_000 });
    await connected(first);
    expect(requests).toHaveLength(1);
    expect(storage.items.has(TOKEN_STORAGE_KEY)).toBe(true);
    first.close();

    const reloaded = client(app, { agent, memberId: member.id, storage, requests, ttl: 36_000 });
    await connected(reloaded);
    expect(requests).toHaveLength(1);

    await until('a renewal', () => requests.length === 2, 60_000);
    const kept = JSON.parse(storage.items.get(TOKEN_STORAGE_KEY) ?? '{}');
    expect(kept.memberId).toBe(member.id);
    expect(kept.details.expires).toBeGreaterThan(Date.now());
  }, 90_000);

  it('asks for a catch-up after a broker restart, and not after a resumed connection', async () => {
    const app = await buildTestApp(database.handle);
    const { member, agent } = await loggedIn(app);
    const realtime = client(app, { agent, memberId: member.id, ttl: 2000 });
    const resyncs = vi.fn();
    realtime.feed.onResync(resyncs);
    const posts: unknown[] = [];
    realtime.feed.subscribe('new-post', (post) => posts.push(post));
    await connected(realtime);

    // The two-second token expires: the client renews and resumes; nothing was lost.
    await eventually('a disconnect for the expired token', (resolve: (value: null) => void) => {
      realtime.connection.onChange((change) => {
        if (change.current === 'disconnected' && change.reason?.code === 40142) resolve(null);
      });
    });
    await connected(realtime);
    const afterResume = eventually(
      'the post after the resume',
      (resolve: (value: null) => void) => {
        realtime.feed.subscribe('new-post', () => resolve(null));
      },
    );
    await publishAny(app, realtime.feed.name, 'new-post', { id: 1 });
    await afterResume;
    expect(resyncs).not.toHaveBeenCalled();

    const resynced = eventually('a resync', (resolve: (value: null) => void) => {
      realtime.feed.onResync(() => resolve(null));
    });
    const { broker, port } = brokerOf(app);
    await broker.close();
    await broker.listen(port, testConfig(app).host);

    await resynced;
    expect(resyncs).toHaveBeenCalledTimes(1);
    expect(posts).toContainEqual({ id: 1 });
  });

  it('keeps a channel attached while it has a listener, and detaches it after the last', async () => {
    const app = await buildTestApp(database.handle);
    const { member, agent } = await loggedIn(app);
    const realtime = client(app, { agent, memberId: member.id });
    const { broker } = brokerOf(app);
    const channels = (count: number) =>
      until(`${count} channels in use`, () => broker.stats().channels === count);
    let markerSeen: (value: null) => void = () => {};
    const stopFirst = realtime.feed.subscribe('new-post', () => {});
    const stopSecond = realtime.feed.subscribe('new-post', (post) => {
      if (post.id === 0) markerSeen(null);
    });
    await realtime.feed.whenAttached();
    expect(broker.stats().channels).toBe(1);

    stopFirst();
    const marker = eventually('the marker', (resolve: (value: null) => void) => {
      markerSeen = resolve;
    });
    await publishAny(app, realtime.feed.name, 'new-post', { id: 0 });
    await marker;
    stopSecond();

    await channels(0);
  });

  it('logs a refused token request with its status and reports it on the connection', async () => {
    const app = await buildTestApp(database.handle);
    const visitor = createAgent(app);
    const logger = { error: vi.fn() };
    const realtime = client(app, { agent: visitor, memberId: 1, logger });

    const change = await eventually('a disconnect', (resolve: (value: unknown) => void) => {
      realtime.connection.onChange((next) => {
        if (next.current === 'disconnected') resolve(next);
      });
    });

    expect(logger.error).toHaveBeenCalledWith(
      'Real-time authentication failed with HTTP status 401',
    );
    expect(change).toMatchObject({ reason: { statusCode: 401 } });
  });
});
