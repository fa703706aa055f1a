import { decode as decodeMsgpack, encode as encodeMsgpack } from '@ably/msgpack-js';
import { describe, expect, it, onTestFinished } from 'vitest';
import WebSocket from 'ws';
import { RealtimeBroker, type RealtimeBrokerOptions } from '../../src/broker/index.ts';
import { Action, Flag, PresenceAction } from '../../src/broker/protocol.ts';
import { formatAblyKey } from '../../src/modules/realtime/ably-key.ts';
import { eventually, until } from '../helpers/realtime.ts';
import { key, rawClient, token } from './raw-client.ts';

// The wire protocol itself, spoken by a bare WebSocket: what the `ably` client relies on but does
// not expose (frame types, flags, ids, the order of ATTACHED, SYNC and held messages).
async function startBroker(options: Partial<RealtimeBrokerOptions> = {}) {
  const broker = new RealtimeBroker({ key, ...options });
  const port = await broker.listen(0, '127.0.0.1');
  onTestFinished(() => broker.close());
  return { broker, port };
}

describe.each(['json', 'msgpack'] as const)('the broker’s wire protocol over %s', (format) => {
  it('answers CONNECTED with the connection details, in text (json) or binary (msgpack) frames', async () => {
    const { port } = await startBroker({ maxIdleInterval: 15_000 });
    const client = await rawClient(port, { access_token: token(7, []) }, format);

    const connected = await client.next();

    expect(connected).toMatchObject({
      action: Action.CONNECTED,
      connectionId: expect.stringMatching(/^[\w-]+$/),
      connectionDetails: {
        clientId: '7',
        connectionKey: expect.any(String),
        maxIdleInterval: 15_000,
        connectionStateTtl: 120_000,
        maxMessageSize: 65_536,
        serverId: expect.any(String),
      },
    });
    expect(client.frames[0]?.binary).toBe(format === 'msgpack');
  });

  it('takes the token as accessToken too, and a key', async () => {
    const { port } = await startBroker();
    const byAccessToken = await rawClient(port, { accessToken: token(7, []) }, format);
    const byKey = await rawClient(port, { key: formatAblyKey(key), clientId: 'server' }, format);

    expect(await byAccessToken.next()).toMatchObject({ action: Action.CONNECTED });
    expect(await byKey.next()).toMatchObject({
      action: Action.CONNECTED,
      connectionDetails: { clientId: 'server' },
    });
  });

  it('refuses bad credentials after the upgrade with an ERROR, never an HTTP 401', async () => {
    const { port } = await startBroker();
    const expired = await rawClient(
      port,
      { access_token: token(7, [], Date.now() - 3_600_000) },
      format,
    );
    const wrongKey = await rawClient(port, { key: 'local.tapetv:guessed' }, format);
    const nothing = await rawClient(port, {}, format);

    expect(await expired.next()).toMatchObject({
      action: Action.ERROR,
      error: { code: 40142, statusCode: 401 },
    });
    expect(await wrongKey.next()).toMatchObject({ action: Action.ERROR, error: { code: 40101 } });
    expect(await nothing.next()).toMatchObject({ action: Action.ERROR, error: { code: 40101 } });
  });

  it('answers every ATTACH with ATTACHED and the granted modes, RESUMED on a re-attach', async () => {
    const { port } = await startBroker();
    const client = await rawClient(port, { access_token: token(7, [3]) }, format);
    await client.next();

    client.send({ action: Action.ATTACH, channel: 'private:users.7.feed' });
    const first = await client.next();
    client.send({ action: Action.ATTACH, channel: 'private:users.7.feed' });
    const second = await client.next();
    client.send({ action: Action.ATTACH, channel: 'private:groups.3.chat' });
    const chat = await client.next();

    expect(first).toMatchObject({ action: Action.ATTACHED, channel: 'private:users.7.feed' });
    expect(first.flags).toBe(Flag.SUBSCRIBE | Flag.PRESENCE_SUBSCRIBE);
    expect(second.flags).toBe(Flag.SUBSCRIBE | Flag.PRESENCE_SUBSCRIBE | Flag.RESUMED);
    expect(chat.flags).toBe(Flag.SUBSCRIBE | Flag.PRESENCE_SUBSCRIBE | Flag.PRESENCE);
  });

  it('answers an ATTACH outside the capability with a channel ERROR 40160', async () => {
    const { port } = await startBroker();
    const client = await rawClient(port, { access_token: token(7, [3]) }, format);
    await client.next();

    client.send({ action: Action.ATTACH, channel: 'private:groups.4.chat' });

    expect(await client.next()).toMatchObject({
      action: Action.ERROR,
      channel: 'private:groups.4.chat',
      error: { code: 40160, statusCode: 401 },
    });
  });

  it('echoes a heartbeat’s id, and sends heartbeats to clients that asked for them', async () => {
    const { port } = await startBroker({ maxIdleInterval: 300 });
    const client = await rawClient(
      port,
      { access_token: token(7, []), heartbeats: 'true' },
      format,
    );
    await client.next();

    client.send({ action: Action.HEARTBEAT, id: 'ping-1' });

    expect(await client.next((m) => m.id === 'ping-1')).toEqual({
      action: Action.HEARTBEAT,
      id: 'ping-1',
    });
    expect(await client.next((m) => m.action === Action.HEARTBEAT)).toEqual({
      action: Action.HEARTBEAT,
    });
  });

  it('acknowledges publishes in msgSerial order, NACKing what the capability forbids', async () => {
    const { port } = await startBroker();
    const client = await rawClient(port, { key: formatAblyKey(key), clientId: 'server' }, format);
    const member = await rawClient(port, { access_token: token(7, []) }, format);
    await client.next();
    await member.next();

    for (let msgSerial = 0; msgSerial < 3; msgSerial += 1) {
      client.send({
        action: Action.MESSAGE,
        channel: 'private:users.7.feed',
        msgSerial,
        messages: [{ name: 'new-post', data: `{"id":${msgSerial}}`, encoding: 'json' }],
      });
    }
    member.send({
      action: Action.MESSAGE,
      channel: 'private:users.7.feed',
      msgSerial: 0,
      messages: [{ name: 'new-post', data: 'x' }],
    });

    const acks = [await client.next(), await client.next(), await client.next()];
    expect(acks).toEqual(
      [0, 1, 2].map((msgSerial) => ({ action: Action.ACK, msgSerial, count: 1 })),
    );
    expect(await member.next()).toMatchObject({
      action: Action.NACK,
      msgSerial: 0,
      error: { code: 40160 },
    });
  });

  it('sends the present members in a SYNC right after an ATTACHED with HAS_PRESENCE', async () => {
    const { port } = await startBroker();
    const dana = await rawClient(port, { access_token: token(7, [3]) }, format);
    const sam = await rawClient(port, { access_token: token(8, [3]) }, format);
    const danaConnected = await dana.next();
    await sam.next();
    dana.send({ action: Action.ATTACH, channel: 'private:groups.3.chat' });
    await dana.next();
    dana.send({
      action: Action.PRESENCE,
      channel: 'private:groups.3.chat',
      msgSerial: 0,
      presence: [{ action: PresenceAction.ENTER, data: 'hi' }],
    });
    const entered = await dana.next((m) => m.action === Action.PRESENCE);
    await dana.next((m) => m.action === Action.ACK);

    sam.send({ action: Action.ATTACH, channel: 'private:groups.3.chat' });
    const attached = await sam.next();
    const sync = await sam.next();

    const id = `${danaConnected.connectionId}:0:0`;
    expect(entered.presence).toEqual([
      expect.objectContaining({ id, action: PresenceAction.ENTER, clientId: '7', data: 'hi' }),
    ]);
    expect((attached.flags ?? 0) & Flag.HAS_PRESENCE).toBe(Flag.HAS_PRESENCE);
    expect(sync).toMatchObject({ action: Action.SYNC, channel: 'private:groups.3.chat' });
    // One page: `syncId:` with an empty cursor ends the client's sync.
    expect(sync.channelSerial).toMatch(/^[\w-]+:$/);
    expect(sync.presence).toEqual([
      expect.objectContaining({
        id,
        action: PresenceAction.PRESENT,
        clientId: '7',
        connectionId: danaConnected.connectionId,
        data: 'hi',
      }),
    ]);
  });

  it('pages a SYNC by the size of the members’ data, and refuses presence data over the limit', async () => {
    const { port } = await startBroker({ maxMessageSize: 1000 });
    const entering = [7, 8, 9];
    for (const userId of entering) {
      const client = await rawClient(port, { access_token: token(userId, [3]) }, format);
      await client.next();
      client.send({ action: Action.ATTACH, channel: 'private:groups.3.chat' });
      await client.next((m) => m.action === Action.ATTACHED);
      client.send({
        action: Action.PRESENCE,
        channel: 'private:groups.3.chat',
        msgSerial: 0,
        presence: [{ action: PresenceAction.ENTER, data: 'x'.repeat(400) }],
      });
      expect(await client.next((m) => m.action === Action.ACK)).toMatchObject({ msgSerial: 0 });
      client.send({
        action: Action.PRESENCE,
        channel: 'private:groups.3.chat',
        msgSerial: 1,
        presence: [{ action: PresenceAction.UPDATE, data: 'x'.repeat(1001) }],
      });
      expect(await client.next((m) => m.action === Action.NACK)).toMatchObject({
        msgSerial: 1,
        error: { code: 40009 },
      });
    }

    const late = await rawClient(port, { access_token: token(10, [3]) }, format);
    await late.next();
    late.send({ action: Action.ATTACH, channel: 'private:groups.3.chat' });
    await late.next((m) => m.action === Action.ATTACHED);
    const first = await late.next();
    const second = await late.next();

    // About 1,000 bytes of data per page: two members of 400, then the third.
    const [syncId, cursor] = String(first.channelSerial).split(':');
    expect(first).toMatchObject({
      action: Action.SYNC,
      presence: [expect.anything(), expect.anything()],
    });
    expect(cursor).not.toBe('');
    expect(second).toMatchObject({ action: Action.SYNC, channelSerial: `${syncId}:` });
    expect(second.presence).toHaveLength(1);
    expect(
      [...(first.presence ?? []), ...(second.presence ?? [])].map((item) => item.clientId).sort(),
    ).toEqual(entering.map(String));
  });

  it('broadcasts presence updates and leaves, and a member who left is no longer synced', async () => {
    const { port } = await startBroker();
    const dana = await rawClient(port, { access_token: token(7, [3]) }, format);
    const sam = await rawClient(port, { access_token: token(8, [3]) }, format);
    await dana.next();
    await sam.next();
    for (const client of [dana, sam]) {
      client.send({ action: Action.ATTACH, channel: 'private:groups.3.chat' });
      await client.next((m) => m.action === Action.ATTACHED);
    }
    const presence = (msgSerial: number, action: number, data?: string) =>
      dana.send({
        action: Action.PRESENCE,
        channel: 'private:groups.3.chat',
        msgSerial,
        presence: [{ action, ...(data ? { data } : {}) }],
      });

    presence(0, PresenceAction.ENTER, 'reading');
    presence(1, PresenceAction.UPDATE, 'typing');
    presence(2, PresenceAction.LEAVE);

    const seen = [
      await sam.next((m) => m.action === Action.PRESENCE),
      await sam.next((m) => m.action === Action.PRESENCE),
      await sam.next((m) => m.action === Action.PRESENCE),
    ].map((m) => m.presence?.[0]);
    expect(seen.map((item) => [item?.action, item?.data, item?.id])).toEqual([
      [PresenceAction.ENTER, 'reading', expect.stringMatching(/:0:0$/)],
      [PresenceAction.UPDATE, 'typing', expect.stringMatching(/:1:0$/)],
      [PresenceAction.LEAVE, undefined, expect.stringMatching(/:2:0$/)],
    ]);
    const late = await rawClient(port, { access_token: token(9, [3]) }, format);
    await late.next();
    late.send({ action: Action.ATTACH, channel: 'private:groups.3.chat' });
    expect(((await late.next()).flags ?? 0) & Flag.HAS_PRESENCE).toBe(0);
  });

  it('makes the members of a connection that dropped (no CLOSE) leave once the presence grace ends', async () => {
    const { port } = await startBroker({ presenceGrace: 50 });
    const dana = await rawClient(port, { access_token: token(7, [3]) }, format);
    const sam = await rawClient(port, { access_token: token(8, [3]) }, format);
    await dana.next();
    await sam.next();
    for (const client of [dana, sam]) {
      client.send({ action: Action.ATTACH, channel: 'private:groups.3.chat' });
      await client.next((m) => m.action === Action.ATTACHED);
    }
    dana.send({
      action: Action.PRESENCE,
      channel: 'private:groups.3.chat',
      msgSerial: 0,
      presence: [{ action: PresenceAction.ENTER }],
    });
    await sam.next((m) => m.action === Action.PRESENCE);

    // A closed tab or a lost network: the socket goes away without Ably's CLOSE.
    dana.socket.terminate();

    const left = await sam.next((m) => m.action === Action.PRESENCE);
    expect(left.presence).toEqual([
      expect.objectContaining({ action: PresenceAction.LEAVE, clientId: '7' }),
    ]);
    const late = await rawClient(port, { access_token: token(9, [3]) }, format);
    await late.next();
    late.send({ action: Action.ATTACH, channel: 'private:groups.3.chat' });
    expect(((await late.next()).flags ?? 0) & Flag.HAS_PRESENCE).toBe(0);
  });

  it('takes a new token in-band (AUTH) on the same connection, and fails channels it no longer grants', async () => {
    const { port } = await startBroker();
    const client = await rawClient(port, { access_token: token(7, [3]) }, format);
    const connected = await client.next();
    client.send({ action: Action.ATTACH, channel: 'private:groups.3.chat' });
    await client.next();

    // The member left group 3: their next token no longer lists its channels.
    client.send({ action: Action.AUTH, auth: { accessToken: token(7, []) } });

    expect(await client.next()).toMatchObject({
      action: Action.ERROR,
      channel: 'private:groups.3.chat',
      error: { code: 40160 },
    });
    expect(await client.next()).toMatchObject({
      action: Action.CONNECTED,
      connectionId: connected.connectionId,
    });
    client.send({ action: Action.AUTH, auth: { accessToken: token(8, []) } });
    expect(await client.next()).toMatchObject({ action: Action.ERROR, error: { code: 40102 } });
  });

  it('resumes a known connection with its id and the messages it missed, after ATTACHED', async () => {
    const { broker, port } = await startBroker();
    const first = await rawClient(port, { access_token: token(7, []) }, format);
    const connected = await first.next();
    first.send({ action: Action.ATTACH, channel: 'private:users.7.notifications' });
    await first.next();
    first.socket.terminate();
    await until('the broker to notice the drop', () => broker.stats().live === 0);

    broker.publish('private:users.7.notifications', [{ name: 'notification', data: 'missed' }]);
    const again = await rawClient(
      port,
      {
        access_token: token(7, []),
        resume: String(connected.connectionDetails?.connectionKey),
      },
      format,
    );
    const resumed = await again.next();
    again.send({ action: Action.ATTACH, channel: 'private:users.7.notifications' });
    const attached = await again.next();
    const missed = await again.next();

    expect(resumed).toMatchObject({
      action: Action.CONNECTED,
      connectionId: connected.connectionId,
    });
    expect(resumed.error).toBeUndefined();
    expect((attached.flags ?? 0) & Flag.RESUMED).toBe(Flag.RESUMED);
    expect(missed).toMatchObject({
      action: Action.MESSAGE,
      messages: [expect.objectContaining({ name: 'notification', data: 'missed' })],
    });
  });

  it('gives a new id and error 80008 to a resume of an unknown connection', async () => {
    const { port } = await startBroker();
    const client = await rawClient(
      port,
      { access_token: token(7, []), resume: 'unknown!connection-key' },
      format,
    );

    expect(await client.next()).toMatchObject({
      action: Action.CONNECTED,
      connectionId: expect.any(String),
      error: { code: 80008 },
    });
  });

  it('answers CLOSE with CLOSED', async () => {
    const { broker, port } = await startBroker();
    const client = await rawClient(port, { access_token: token(7, []) }, format);
    await client.next();

    client.send({ action: Action.CLOSE });

    expect(await client.next()).toEqual({ action: Action.CLOSED });
    expect(broker.stats().connections).toBe(0);
  });
});

describe('the broker’s HTTP side', () => {
  const basic = `Basic ${Buffer.from(formatAblyKey(key)).toString('base64')}`;

  it('answers GET /time and the connectivity check, to other origins too', async () => {
    const { port } = await startBroker();

    const time = await fetch(`http://localhost:${port}/time`);
    const up = await fetch(`http://localhost:${port}/is-the-internet-up.txt`);

    expect(time.status).toBe(200);
    const [now] = (await time.json()) as number[];
    expect(Math.abs((now ?? 0) - Date.now())).toBeLessThan(60_000);
    expect(await up.text()).toBe('yes\n');
    expect(up.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('publishes a JSON and a msgpack POST /channels/{name}/messages to subscribers', async () => {
    const { port } = await startBroker();
    const subscriber = await rawClient(port, { access_token: token(7, []) }, 'json');
    await subscriber.next();
    subscriber.send({ action: Action.ATTACH, channel: 'private:users.7.feed' });
    await subscriber.next();
    const url = `http://localhost:${port}/channels/${encodeURIComponent('private:users.7.feed')}/messages`;

    const json = await fetch(url, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'a:0', name: 'new-post', data: '{"id":1}', encoding: 'json' }),
    });
    const msgpack = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: basic,
        'content-type': 'application/x-msgpack',
        accept: 'application/x-msgpack',
      },
      body: new Uint8Array(
        encodeMsgpack([{ id: 'b:0', name: 'new-post', data: '{"id":2}', encoding: 'json' }], true),
      ),
    });

    expect(json.status).toBe(201);
    expect(await json.json()).toMatchObject({
      channel: 'private:users.7.feed',
      serials: [expect.any(String)],
    });
    expect(msgpack.status).toBe(201);
    expect(msgpack.headers.get('content-type')).toBe('application/x-msgpack');
    expect(decodeMsgpack(Buffer.from(await msgpack.arrayBuffer()))).toMatchObject({
      channel: 'private:users.7.feed',
    });
    const first = await subscriber.next();
    const second = await subscriber.next();
    expect(first.messages).toEqual([
      expect.objectContaining({ id: 'a:0', name: 'new-post', data: '{"id":1}', encoding: 'json' }),
    ]);
    expect(second.messages).toEqual([expect.objectContaining({ id: 'b:0', data: '{"id":2}' })]);
  });

  it('drops a retried publish with the same message ids', async () => {
    const { port } = await startBroker();
    const subscriber = await rawClient(port, { access_token: token(7, []) }, 'json');
    await subscriber.next();
    subscriber.send({ action: Action.ATTACH, channel: 'private:users.7.feed' });
    await subscriber.next();
    const url = `http://localhost:${port}/channels/${encodeURIComponent('private:users.7.feed')}/messages`;
    const post = (id: string) =>
      fetch(url, {
        method: 'POST',
        headers: { authorization: basic, 'content-type': 'application/json' },
        body: JSON.stringify([{ id, name: 'new-post', data: id }]),
      });

    expect((await post('retry:0')).status).toBe(201);
    expect((await post('retry:0')).status).toBe(201);
    expect((await post('next:0')).status).toBe(201);

    expect((await subscriber.next()).messages?.[0]?.id).toBe('retry:0');
    expect((await subscriber.next()).messages?.[0]?.id).toBe('next:0');
  });

  it('refuses a wrong key and a token without publish rights in Ably’s error shape', async () => {
    const { port } = await startBroker();
    const url = `http://localhost:${port}/channels/${encodeURIComponent('private:users.7.feed')}/messages`;
    const bearer = `Bearer ${Buffer.from(token(7, [])).toString('base64')}`;

    const wrongKey = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('local.tapetv:guess').toString('base64')}`,
        'content-type': 'application/json',
      },
      body: '{"name":"x"}',
    });
    const memberToken = await fetch(url, {
      method: 'POST',
      headers: { authorization: bearer, 'content-type': 'application/json' },
      body: '{"name":"x"}',
    });

    expect(wrongKey.status).toBe(401);
    expect(wrongKey.headers.get('content-type')).toBe('application/json');
    expect(await wrongKey.json()).toEqual({
      error: expect.objectContaining({ code: 40101, statusCode: 401 }),
    });
    expect(memberToken.status).toBe(401);
    expect(await memberToken.json()).toEqual({ error: expect.objectContaining({ code: 40160 }) });
  });

  it('refuses a WebSocket upgrade on any path but / and /ws-up', async () => {
    const { port } = await startBroker();
    const socket = new WebSocket(`ws://127.0.0.1:${port}/elsewhere`);

    const status = await eventually('the upgrade refusal', (resolve: (code: number) => void) => {
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    });

    expect(status).toBe(404);
  });
});
