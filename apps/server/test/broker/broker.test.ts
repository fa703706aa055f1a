import { channelNames } from '@tapetv/realtime/channels';
import * as Ably from 'ably';
import { describe, expect, it } from 'vitest';
import { ablyTokenDetails } from '../../src/modules/realtime/ably-jwt.ts';
import { formatAblyKey } from '../../src/modules/realtime/ably-key.ts';
import { memberCapability } from '../../src/modules/realtime/capability.ts';
import { buildTestApp, createAgent, testConfig } from '../helpers/app.ts';
import { useTestDatabase } from '../helpers/database.ts';
import { createMember } from '../helpers/factories.ts';
import {
  brokerOf,
  createGroups,
  eventually,
  joinGroups,
  nextMessage,
  nextState,
  publishAny,
  realtimeClient,
} from '../helpers/realtime.ts';

// The embedded broker with the real `ably` client (never a mock of it), in both of the client's
// wire formats. The broker keeps no data in the database, so PGlite alone is enough here.
const formats = [
  { format: 'msgpack', useBinaryProtocol: true },
  { format: 'json', useBinaryProtocol: false },
] as const;

describe.each(formats)('the embedded broker over $format', ({ useBinaryProtocol }) => {
  const database = useTestDatabase('pglite');

  async function member(groupIds: number[] = []) {
    const row = await createMember(database.handle.db);
    await joinGroups(database.handle.db, row.id, groupIds);
    return row;
  }

  async function session(
    app: Awaited<ReturnType<typeof buildTestApp>>,
    row: { email: string; password: string },
  ) {
    const agent = createAgent(app);
    await agent.login(row.email, row.password);
    return agent;
  }

  it('connects with a token from /api/ably/authenticate, as the member', async () => {
    const app = await buildTestApp(database.handle);
    const dana = await member();
    const client = realtimeClient(app, await session(app, dana), { useBinaryProtocol });

    await nextState(client, 'connected');

    expect(client.connection.id).toMatch(/^[\w-]+$/);
    expect(client.auth.clientId).toBe(String(dana.id));
    expect(client.tokenRequests).toHaveLength(1);
  });

  it('attaches the member’s own channel and refuses another member’s with 40160', async () => {
    const app = await buildTestApp(database.handle);
    const dana = await member();
    const sam = await member();
    const client = realtimeClient(app, await session(app, dana), { useBinaryProtocol });

    const own = client.channels.get(channelNames.userNotifications(dana.id));
    await own.attach();
    expect(own.state).toBe('attached');

    const others = client.channels.get(channelNames.userNotifications(sam.id));
    const refusal = await others.attach().then(
      () => undefined,
      (error: Ably.ErrorInfo) => error,
    );
    expect(refusal?.code).toBe(40160);
    expect(refusal?.statusCode).toBe(401);
    expect(others.state).toBe('failed');
    // A refused channel is that channel's problem only.
    expect(client.connection.state).toBe('connected');
    expect(own.state).toBe('attached');
  });

  it('delivers a server-side publish with its event name and data', async () => {
    const app = await buildTestApp(database.handle);
    const dana = await member();
    const client = realtimeClient(app, await session(app, dana), { useBinaryProtocol });
    const channel = client.channels.get(channelNames.userNotifications(dana.id));
    const received = nextMessage(channel, 'NewFollower');
    await channel.attach();

    const follower = { id: 42, name: 'Sam Trader', avatar: '/photos/d-avatar.jpg' };
    await publishAny(app, channel.name, 'NewFollower', follower);

    const message = await received;
    expect(message.name).toBe('NewFollower');
    expect(message.data).toEqual(follower);
    expect(message.id).toEqual(expect.any(String));
  });

  it('shows a presence enter to another member, and the leave when the client closes', async () => {
    const app = await buildTestApp(database.handle);
    const [groupId = 0] = await createGroups(database.handle.db, 1);
    const dana = await member([groupId]);
    const sam = await member([groupId]);
    const watcher = realtimeClient(app, await session(app, dana), { useBinaryProtocol });
    const entering = realtimeClient(app, await session(app, sam), { useBinaryProtocol });
    const name = channelNames.groupChat(groupId);
    const watched = watcher.channels.get(name);
    const entered = eventually<Ably.PresenceMessage>('presence enter', (resolve) => {
      void watched.presence.subscribe('enter', resolve);
    });
    const left = eventually<Ably.PresenceMessage>('presence leave', (resolve) => {
      void watched.presence.subscribe('leave', resolve);
    });
    await watched.attach();

    await entering.channels.get(name).presence.enter({ typing: false });

    const enter = await entered;
    expect(enter.clientId).toBe(String(sam.id));
    expect(enter.data).toEqual({ typing: false });
    expect(enter.connectionId).toBe(entering.connection.id);
    expect((await watched.presence.get()).map((present) => present.clientId)).toEqual([
      String(sam.id),
    ]);

    entering.close();

    const leave = await left;
    expect(leave.clientId).toBe(String(sam.id));
    expect(await watched.presence.get()).toEqual([]);
  });

  it('renews an expired token and resumes the same connection without losing the subscription', async () => {
    const app = await buildTestApp(database.handle);
    const dana = await member();
    // A two-second token: the broker disconnects with 40142 when it expires.
    const client = realtimeClient(app, await session(app, dana), {
      useBinaryProtocol,
      defaultTokenParams: { ttl: 2000 },
    });
    const channel = client.channels.get(channelNames.userFeed(dana.id));
    const posts: unknown[] = [];
    await channel.subscribe('new-post', (message) => posts.push(message.data));
    const firstId = client.connection.id;

    const expired = await nextState(client, 'disconnected');
    expect(expired.reason?.code).toBe(40142);
    await nextState(client, 'connected');

    expect(client.connection.id).toBe(firstId);
    expect(client.tokenRequests.length).toBeGreaterThanOrEqual(2);
    expect(client.tokenRequests[1]).toMatchObject({ ttl: 2000 });
    const received = nextMessage(channel, 'new-post');
    await publishAny(app, channel.name, 'new-post', { id: 1, body: 'after renewal' });
    expect((await received).data).toEqual({ id: 1, body: 'after renewal' });
    expect(posts).toContainEqual({ id: 1, body: 'after renewal' });
  });

  it('reconnects after a broker restart and attaches its channels again', async () => {
    const app = await buildTestApp(database.handle);
    const dana = await member();
    const client = realtimeClient(app, await session(app, dana), { useBinaryProtocol });
    const channel = client.channels.get(channelNames.userNotifications(dana.id));
    await channel.attach();
    const firstId = client.connection.id;
    const { broker, port } = brokerOf(app);

    const reconnected = eventually<Ably.ConnectionStateChange>('a new connection', (resolve) => {
      client.connection.on('connected', (change) => {
        if (client.connection.id !== firstId) resolve(change);
      });
    });
    const reattached = eventually<Ably.ChannelStateChange>('the channel re-attached', (resolve) => {
      channel.on('attached', resolve);
    });
    await broker.close();
    await broker.listen(port, testConfig(app).host);

    // The restarted broker does not know the old connection: a new id, with error 80008.
    expect((await reconnected).reason?.code).toBe(80008);
    expect((await reattached).resumed).toBe(false);
    const received = nextMessage(channel, 'notification');
    await publishAny(app, channel.name, 'notification', { id: 7 });
    expect((await received).data).toEqual({ id: 7 });
  });

  it('delivers 50 messages in the order they were published', async () => {
    const app = await buildTestApp(database.handle);
    const dana = await member();
    const client = realtimeClient(app, await session(app, dana), { useBinaryProtocol });
    const channel = client.channels.get(channelNames.userNotifications(dana.id));
    const all = eventually<number[]>('50 messages', (resolve) => {
      const seen: number[] = [];
      void channel.subscribe('notification', (message) => {
        seen.push((message.data as { id: number }).id);
        if (seen.length === 50) resolve(seen);
      });
    });
    await channel.attach();

    for (let id = 1; id <= 50; id += 1) {
      await publishAny(app, channel.name, 'notification', { id });
    }

    expect(await all).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
  });

  it('acknowledges a key-authenticated client’s 50 publishes and fans them out in order', async () => {
    const app = await buildTestApp(database.handle);
    const dana = await member();
    const subscriber = realtimeClient(app, await session(app, dana), { useBinaryProtocol });
    const channel = subscriber.channels.get(channelNames.userFeed(dana.id));
    const all = eventually<number[]>('50 messages', (resolve) => {
      const seen: number[] = [];
      void channel.subscribe('new-post', (message) => {
        seen.push((message.data as { id: number }).id);
        if (seen.length === 50) resolve(seen);
      });
    });
    await channel.attach();
    // The API key itself (what server-side realtime clients use): every capability.
    const publisher = new Ably.Realtime({
      ...realtimeClientOptions(app),
      key: formatAblyKey(testConfig(app).ablyKey),
      useBinaryProtocol,
    });
    try {
      const acks = Array.from({ length: 50 }, (_, index) =>
        publisher.channels.get(channel.name).publish('new-post', { id: index + 1 }),
      );
      await Promise.all(acks);
      expect(await all).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    } finally {
      publisher.close();
    }
  });
});

describe('the embedded broker and tokens', () => {
  const database = useTestDatabase('pglite');

  it('refuses an expired token after the upgrade with 40142, so the client fetches a new one', async () => {
    const app = await buildTestApp(database.handle);
    const dana = await createMember(database.handle.db);
    const key = testConfig(app).ablyKey;
    const agent = createAgent(app);
    await agent.login(dana.email, dana.password);
    const stale = ablyTokenDetails(
      key,
      String(dana.id),
      memberCapability(dana.id, []),
      Date.now() - 2 * 60 * 60 * 1000,
      60_000,
    );
    const states: string[] = [];
    let calls = 0;
    const client = realtimeClient(app, agent, {
      authCallback: (params, callback) => {
        calls += 1;
        if (calls === 1) {
          callback(null, stale as Ably.TokenDetails);
          return;
        }
        agent.post('/api/ably/authenticate', params as Record<string, unknown>).then(
          (response) => callback(null, response.json<Ably.TokenDetails>()),
          (error: unknown) => callback(String(error), null),
        );
      },
    });
    client.connection.on((change) => states.push(change.current));

    await nextState(client, 'connected');

    expect(calls).toBe(2);
    expect(states).not.toContain('failed');
    expect(client.tokens.at(-1)?.expires).toBeGreaterThan(Date.now());
  });

  it('asks for re-authentication before the token expires and keeps the connection', async () => {
    const app = await buildTestApp(database.handle);
    const dana = await createMember(database.handle.db);
    const agent = createAgent(app);
    await agent.login(dana.email, dana.password);
    // The broker sends AUTH 30 s before expiry: a token of 31 s is asked to renew within a second.
    const client = realtimeClient(app, agent, { defaultTokenParams: { ttl: 31_000 } });
    await nextState(client, 'connected');
    // Listen before anything else is awaited: on a slow machine the renewal can arrive while the
    // channel attaches, and a listener added after it would wait forever.
    // The broker acknowledges the new token with a CONNECTED for the same connection: an update.
    const renewed = nextState(client, 'update');
    const firstId = client.connection.id;
    const firstExpiry = client.tokens[0]?.expires ?? 0;
    const channel = client.channels.get(channelNames.userNotifications(dana.id));
    await channel.attach();
    await renewed;

    expect(client.tokenRequests).toHaveLength(2);
    expect(client.connection.id).toBe(firstId);
    expect(client.tokens[1]?.expires).toBeGreaterThan(firstExpiry);
    const received = nextMessage(channel, 'NewComment');
    await publishAny(app, channel.name, 'NewComment', { id: 3 });
    expect((await received).data).toEqual({ id: 3 });
  });

  it('answers a ping with its own id', async () => {
    const app = await buildTestApp(database.handle);
    const dana = await createMember(database.handle.db);
    const agent = createAgent(app);
    await agent.login(dana.email, dana.password);
    const client = realtimeClient(app, agent);
    await nextState(client, 'connected');

    await expect(client.connection.ping()).resolves.toEqual(expect.any(Number));
  });
});

function realtimeClientOptions(app: Awaited<ReturnType<typeof buildTestApp>>) {
  const port = brokerOf(app).port;
  return {
    endpoint: 'localhost',
    port,
    tls: false,
    transports: ['web_socket'] as Ably.Transport[],
  };
}
