import { brokerClientOptions } from '@tapetv/realtime/config';
import * as Ably from 'ably';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RealtimeBroker } from '../../src/broker/index.ts';
import {
  Action,
  Flag,
  type Format,
  PresenceAction,
  type ProtocolMessage,
} from '../../src/broker/protocol.ts';
import { ablyTokenDetails } from '../../src/modules/realtime/ably-jwt.ts';
import { memberCapability } from '../../src/modules/realtime/capability.ts';
import { eventually, until } from '../helpers/realtime.ts';
import { key, type RawClient, rawClient, token } from './raw-client.ts';

// Issue 15: presence with 1,000 members in one group chat stays correct. A thousand bare
// WebSockets enter, each its own member; an `ably` client watching from the start and a fresh one
// that attaches afterwards (its members come in a paged SYNC) must both see exactly them, see a
// hundred leave (half with LEAVE, half by a dropped socket), and count a member who enters again
// once per connection.
//
// The members attach for presence and messages but not presence events (Ably's channel modes):
// were each to subscribe to presence, as a browser tab does, the thousand enters alone would be
// ~500,000 frames (about 35 s on two cores) that no assertion here looks at.
const MEMBERS = 1000;
/** Connections opened at a time: enough to be quick, few enough for a two-core machine. */
const BATCH = 50;
const GROUP = 1;
const CHANNEL = `private:groups.${GROUP}.chat`;
/** The broker's wait before a dropped connection's members leave, short for the test. */
const PRESENCE_GRACE = 100;
/** The most members one SYNC frame carries (Ably pages a presence sync too). */
const SYNC_PAGE = 100;

interface Member {
  userId: number;
  client: RawClient;
  connectionId: string;
  /** The next msgSerial this connection will use. */
  msgSerial: number;
}

/** How Ably's presence map keys a member: one per client per connection. */
const memberKey = (item: { clientId?: string; connectionId?: string }) =>
  `${item.clientId}:${item.connectionId}`;
const keyOf = (member: Member) => `${member.userId}:${member.connectionId}`;
const keysOf = (list: readonly Member[]) => new Set(list.map(keyOf));

describe('presence with 1,000 members in one channel', () => {
  let broker: RealtimeBroker;
  let port = 0;
  const sockets: Array<() => void> = [];
  const members: Member[] = [];
  const clients: Ably.Realtime[] = [];
  let watcher: Ably.RealtimeChannel;
  /** Every member the watcher saw enter, as Ably's presence map keys them. */
  const watched = new Set<string>();

  /** The real `ably` client on the group chat, as member `userId` of the group. */
  async function ablyChannel(userId: number): Promise<Ably.RealtimeChannel> {
    const client = new Ably.Realtime({
      ...brokerClientOptions(port, '127.0.0.1'),
      logLevel: Number(process.env.ABLY_LOG_LEVEL ?? 0),
      authCallback: (_params, callback) =>
        callback(
          null,
          ablyTokenDetails(
            key,
            String(userId),
            memberCapability(userId, [GROUP]),
            Date.now(),
            3_600_000,
          ) as Ably.TokenDetails,
        ),
    });
    clients.push(client);
    const channel = client.channels.get(CHANNEL);
    await channel.attach();
    return channel;
  }

  /** A member's connection: CONNECTED, ATTACH, ENTER, and the ACK of the enter. */
  async function enter(userId: number, format: Format): Promise<Member> {
    const client = await rawClient(port, { access_token: token(userId, [GROUP]) }, format, (end) =>
      sockets.push(end),
    );
    const connected = await client.next((m) => m.action === Action.CONNECTED);
    client.send({ action: Action.ATTACH, channel: CHANNEL, flags: Flag.PRESENCE | Flag.SUBSCRIBE });
    await client.next((m) => m.action === Action.ATTACHED);
    const member: Member = {
      userId,
      client,
      connectionId: String(connected.connectionId),
      msgSerial: 0,
    };
    await presence(member, PresenceAction.ENTER, `member ${userId}`);
    return member;
  }

  /** Sends one presence action and waits for its ACK. */
  async function presence(member: Member, action: number, data?: string): Promise<void> {
    const msgSerial = member.msgSerial;
    member.msgSerial += 1;
    member.client.send({
      action: Action.PRESENCE,
      channel: CHANNEL,
      msgSerial,
      presence: [{ action, ...(data !== undefined ? { data } : {}) }],
    });
    await member.client.next((m) => m.action === Action.ACK && m.msgSerial === msgSerial);
  }

  /** Attaches a bare client and collects the presence SYNC frames until the cursor ends. */
  async function syncedMembers(userId: number) {
    const late = await rawClient(port, { access_token: token(userId, [GROUP]) }, 'json', (end) =>
      sockets.push(end),
    );
    await late.next((m) => m.action === Action.CONNECTED);
    late.send({ action: Action.ATTACH, channel: CHANNEL });
    const attached = await late.next((m) => m.action === Action.ATTACHED);
    expect((attached.flags ?? 0) & Flag.HAS_PRESENCE).toBe(Flag.HAS_PRESENCE);
    const pages: ProtocolMessage[] = [];
    for (;;) {
      const page = await late.next((m) => m.action === Action.SYNC);
      pages.push(page);
      // `syncId:cursor`; an empty cursor (or none) ends the sync.
      const cursor = page.channelSerial?.match(/^[\w-]+:(.*)$/)?.[1];
      if (!cursor) break;
    }
    late.socket.terminate();
    return { pages, present: pages.flatMap((page) => page.presence ?? []) };
  }

  /** The next presence event on `channel` matching `predicate`. */
  function next(
    channel: Ably.RealtimeChannel,
    what: string,
    predicate: (message: Ably.PresenceMessage) => boolean,
  ): Promise<Ably.PresenceMessage> {
    return eventually(what, (resolve) => {
      const listener = (message: Ably.PresenceMessage) => {
        if (!predicate(message)) return;
        channel.presence.unsubscribe(listener);
        resolve(message);
      };
      void channel.presence.subscribe(listener);
    });
  }

  beforeAll(async () => {
    broker = new RealtimeBroker({ key, presenceGrace: PRESENCE_GRACE });
    port = await broker.listen(0, '127.0.0.1');
    watcher = await ablyChannel(1);
    await watcher.presence.subscribe('enter', (message) => watched.add(memberKey(message)));
    // Both wire formats, alternately; user ids from 1001, apart from the observers' (1–4).
    for (let start = 0; start < MEMBERS; start += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, MEMBERS - start) }, (_, index) => {
        const n = start + index;
        return enter(1001 + n, n % 2 === 0 ? 'json' : 'msgpack');
      });
      members.push(...(await Promise.all(batch)));
    }
    await until(`the watcher to see ${MEMBERS} enters`, () => watched.size === MEMBERS);
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    await broker?.close();
    for (const end of sockets) end();
  });

  it('syncs all 1,000 members to a client that attaches, in pages of 100', async () => {
    const { pages, present } = await syncedMembers(2);

    expect(present).toHaveLength(MEMBERS);
    expect(new Set(present.map(memberKey))).toEqual(keysOf(members));
    expect(present.every((item) => item.action === PresenceAction.PRESENT)).toBe(true);
    const byKey = new Map(present.map((item) => [memberKey(item), item]));
    for (const member of members) {
      expect(byKey.get(keyOf(member))?.data).toBe(`member ${member.userId}`);
    }
    // One sync id, a cursor on every page but the last, whose empty cursor ends the sync.
    expect(pages.map((page) => page.presence?.length)).toEqual(
      Array.from({ length: MEMBERS / SYNC_PAGE }, () => SYNC_PAGE),
    );
    const serials = pages.map((page) => String(page.channelSerial).split(':'));
    expect(new Set(serials.map(([syncId]) => syncId)).size).toBe(1);
    expect(serials.slice(0, -1).every(([, cursor]) => cursor !== '')).toBe(true);
    expect(serials.at(-1)?.[1]).toBe('');
  });

  it('shows the 1,000 to `ably` clients, then 100 leave and members entering again count once', async () => {
    const fresh = await ablyChannel(3);
    // Both clients' members, once their presence sync is complete, must equal `expected`.
    const bothSee = async (expected: Set<string>) => {
      for (const channel of [watcher, fresh]) {
        // `get` waits for the sync to end: bounded, so a sync that never ends fails here.
        const present = await eventually<Ably.PresenceMessage[]>('the presence sync', (resolve) => {
          void channel.presence.get().then(resolve);
        });
        expect(present).toHaveLength(expected.size);
        expect(new Set(present.map(memberKey))).toEqual(expected);
      }
    };
    /** Resolves when both clients have had a presence event matching `predicate`. */
    const bothHear = (what: string, predicate: (message: Ably.PresenceMessage) => boolean) =>
      Promise.all([watcher, fresh].map((channel) => next(channel, what, predicate)));

    expect(watched).toEqual(keysOf(members));
    await bothSee(keysOf(members));

    // Every tenth member leaves: half of them with LEAVE, half drop their socket (no CLOSE) and
    // leave when the presence grace ends.
    const leaving = members.filter((_, index) => index % 10 === 0);
    const staying = members.filter((_, index) => index % 10 !== 0);
    const byLeave = leaving.filter((_, index) => index % 2 === 0);
    const byDrop = leaving.filter((_, index) => index % 2 === 1);
    const allLeft = [watcher, fresh].map((channel) => {
      const left = new Set<string>();
      return eventually<Set<string>>(`${leaving.length} presence leaves`, (resolve) => {
        void channel.presence.subscribe('leave', (message) => {
          left.add(memberKey(message));
          if (left.size === leaving.length) resolve(left);
        });
      });
    });
    await Promise.all(byLeave.map((member) => presence(member, PresenceAction.LEAVE)));
    for (const member of byDrop) member.client.socket.terminate();

    for (const left of await Promise.all(allLeft)) expect(left).toEqual(keysOf(leaving));
    await bothSee(keysOf(staying));

    // A member who left with LEAVE enters again on the same connection: back, once.
    const [returning, again] = [byLeave[0], staying[0]] as [Member, Member];
    let arrived = bothHear('the member entering again', (m) => memberKey(m) === keyOf(returning));
    await presence(returning, PresenceAction.ENTER, 'back');
    await arrived;
    // A present member enters again on its connection: an update of its one entry.
    arrived = bothHear('the repeated enter', (m) => memberKey(m) === keyOf(again));
    await presence(again, PresenceAction.ENTER, 'again');
    await arrived;
    await bothSee(keysOf([...staying, returning]));
    const updated = await fresh.presence.get({ clientId: String(again.userId) });
    expect(updated.map((m) => m.data)).toEqual(['again']);

    // A member whose socket dropped comes back on a new connection (a reload): one entry, the
    // new one. The same user in a second tab is a second entry: members are per connection, as
    // on Ably (the web app counts people by user id).
    const [dropped, twoTabs] = [byDrop[0], staying[1]] as [Member, Member];
    arrived = bothHear('the reloaded member', (m) => m.clientId === String(dropped.userId));
    const reloaded = await enter(dropped.userId, 'json');
    await arrived;
    arrived = bothHear(
      'the second tab',
      (m) => m.clientId === String(twoTabs.userId) && m.connectionId !== twoTabs.connectionId,
    );
    const secondTab = await enter(twoTabs.userId, 'msgpack');
    await arrived;
    const expected = keysOf([...staying, returning, reloaded, secondTab]);
    await bothSee(expected);
    const connectionsOf = async (userId: number) =>
      (await fresh.presence.get({ clientId: String(userId) })).map((m) => m.connectionId).sort();
    expect(await connectionsOf(dropped.userId)).toEqual([reloaded.connectionId]);
    expect(await connectionsOf(twoTabs.userId)).toEqual(
      [twoTabs.connectionId, secondTab.connectionId].sort(),
    );
    const people = new Set((await fresh.presence.get()).map((m) => m.clientId));
    expect(people.size).toBe(MEMBERS - leaving.length + 2);

    // The broker's own view, synced to a newcomer, is the same set.
    const { present } = await syncedMembers(4);
    expect(new Set(present.map(memberKey))).toEqual(expected);
    expect(present).toHaveLength(expected.size);
  });
});
