import { brokerClientOptions } from '@tapetv/realtime/config';
import * as Ably from 'ably';
import type { FastifyInstance } from 'fastify';
import { onTestFinished } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { GroupsRepository } from '../../src/modules/groups/groups.repository.ts';
import type { Agent } from './app.ts';

/** The test app's embedded broker; fails loudly when the app runs without one. */
export function brokerOf(app: FastifyInstance) {
  const { broker, brokerPort } = app.realtime;
  if (!broker || brokerPort === null) throw new Error('the test app has no embedded broker');
  return { broker, port: brokerPort };
}

/** Creates groups (named `group-1`, …) and returns their ids. */
export async function createGroups(db: Database, count: number): Promise<number[]> {
  const rows = await new GroupsRepository(db).createMany(
    Array.from({ length: count }, (_, index) => ({
      name: `group-${index + 1}`,
      title: `Group ${index + 1}`,
    })),
  );
  return rows.map((row) => row.id);
}

export async function joinGroups(db: Database, userId: number, groupIds: number[]) {
  await new GroupsRepository(db).addMembers(
    groupIds.map((groupId) => ({ groupId, userId, role: 'member' })),
  );
}

export interface ClientOptions extends Partial<Ably.ClientOptions> {
  /** Replaces the token fetch through the agent (e.g. to hand out a bad token first). */
  authCallback?: Ably.AuthOptions['authCallback'];
}

/**
 * The real `ably` Node client on the app's broker, getting its tokens from
 * `POST /api/ably/authenticate` through the agent's session (`tokenRequests` and `tokens` record
 * what it asked for and was given). Retries are quick (a broker restart
 * is awaited in seconds, not the default 15 s); closed when the test finishes.
 */
export function realtimeClient(
  app: FastifyInstance,
  agent: Agent,
  options: ClientOptions = {},
): Ably.Realtime & { tokenRequests: Ably.TokenParams[]; tokens: Ably.TokenDetails[] } {
  const tokenRequests: Ably.TokenParams[] = [];
  const tokens: Ably.TokenDetails[] = [];
  const authCallback: Ably.AuthOptions['authCallback'] =
    options.authCallback ??
    ((params, callback) => {
      agent.post('/api/ably/authenticate', params as Record<string, unknown>).then(
        (response) => {
          if (response.statusCode === 200) callback(null, response.json<Ably.TokenDetails>());
          else callback(`token request answered ${response.statusCode}`, null);
        },
        (error: unknown) => callback(String(error), null),
      );
    });
  const client = new Ably.Realtime({
    ...brokerClientOptions(brokerOf(app).port),
    disconnectedRetryTimeout: 300,
    suspendedRetryTimeout: 600,
    logLevel: Number(process.env.ABLY_LOG_LEVEL ?? 0),
    ...options,
    authCallback: (params, callback) => {
      tokenRequests.push(params);
      authCallback(params, (error, token) => {
        if (token && typeof token === 'object' && 'issued' in token) tokens.push(token);
        callback(error, token);
      });
    },
  });
  onTestFinished(async () => {
    if (['closed', 'failed'].includes(client.connection.state)) return;
    const closed = client.connection.once('closed');
    client.close();
    await closed;
  });
  return Object.assign(client, { tokenRequests, tokens });
}

/**
 * Resolves with the first value `listen` delivers, or rejects after `ms` with `what` in the
 * message. Waits are for events; the timeout only bounds a failure.
 */
export function eventually<T>(
  what: string,
  listen: (resolve: (value: T) => void) => void,
  ms = 15_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
    listen((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/**
 * Resolves once `condition` holds, checking every 10 ms, for state that has no event to wait on
 * (the broker's bookkeeping); rejects after `ms` with `what` in the message.
 */
export function until(what: string, condition: () => boolean, ms = 15_000): Promise<void> {
  return eventually(
    what,
    (resolve: (value: undefined) => void) => {
      const check = () => (condition() ? resolve(undefined) : setTimeout(check, 10));
      check();
    },
    ms,
  );
}

/** The next message named `name` on a channel (subscribing attaches it). */
export function nextMessage(channel: Ably.RealtimeChannel, name: string): Promise<Ably.Message> {
  return eventually(`"${name}" on ${channel.name}`, (resolve) => {
    const listener = (message: Ably.Message) => {
      channel.unsubscribe(name, listener);
      resolve(message);
    };
    void channel.subscribe(name, listener);
  });
}

/** The next connection state change to `state`. */
export function nextState(
  client: Ably.Realtime,
  state: Ably.ConnectionState | 'update',
): Promise<Ably.ConnectionStateChange> {
  return eventually(`connection ${state}`, (resolve) => {
    client.connection.once(state as Ably.ConnectionEvent, resolve);
  });
}

/**
 * Publishes any payload on any channel name. The broker's and client's tests are about delivery
 * (order, renewal, resume), not about the product's event shapes, which `Broadcaster.publish`
 * types by channel; the product itself publishes only through `Broadcaster.transaction`.
 */
export function publishAny(
  app: FastifyInstance,
  channel: string,
  event: string,
  data: unknown,
): Promise<void> {
  const untyped = app.broadcaster.publish as (
    channel: string,
    event: string,
    data: unknown,
  ) => Promise<void>;
  return untyped(channel, event, data);
}
