/**
 * The server side of the chat delivery benchmark (chat-delivery.ts), in a process of its own as
 * fanout-server.ts is, so that the app does not share an event loop with the clients measuring
 * it: the real app (`buildApp`) with its embedded broker on 127.0.0.1, its database PGlite in the
 * DATA_DIR it is given (the default set-up), the key the parent gives it. Reports its ports;
 * on `seed`, makes a group of the sender and N subscriber members (one statement each: members,
 * group, memberships) and answers each subscriber's real-time token from the server's own
 * RealtimeService, the token `POST /api/ably/authenticate` would hand them. Stops when told to.
 */
import path from 'node:path';
import { buildApp } from '@tapetv/server/app';
import { loadConfig } from '@tapetv/server/config';
import { LOCAL_KEY_NAME } from '@tapetv/server/realtime';
import { seedGroup } from './chat-seed.ts';

export type ToServer = { type: 'seed'; senderId: number; subscribers: number } | { type: 'stop' };
export type FromServer =
  | { type: 'ready'; port: number; brokerPort: number }
  | { type: 'seeded'; groupId: number; subscriberIds: number[]; tokens: unknown[] }
  | { type: 'error'; message: string };

const [dataDir = '', keySecret = ''] = process.argv.slice(2);
if (!dataDir || !keySecret) throw new Error('usage: chat-delivery-server.ts <dataDir> <keySecret>');

const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SEED: 'false',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    REALTIME_PORT: '0',
    ABLY_API_KEY: `${LOCAL_KEY_NAME}:${keySecret}`,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // One member sends every round (BENCH_CHAT_ROUNDS may ask for more than a person's 30 a minute).
    RATE_LIMIT_SCALE: '1000',
  }),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const brokerPort = app.realtime.brokerPort;
if (!address || typeof address === 'string' || brokerPort === null) {
  throw new Error('the app has no TCP address or no embedded broker');
}

const send = (message: FromServer) => process.send?.(message);

async function seed(senderId: number, count: number): Promise<FromServer> {
  const { groupId, ids: subscriberIds } = await seedGroup(app.database, senderId, count);
  // One at a time, as members' tabs ask for theirs: membership read from the database each time.
  const tokens: unknown[] = [];
  for (const id of subscriberIds) tokens.push(await app.services.realtime.tokenFor(id));
  return { type: 'seeded', groupId, subscriberIds, tokens };
}

process.on('message', async (message: ToServer) => {
  if (message.type === 'seed') {
    try {
      send(await seed(message.senderId, message.subscribers));
    } catch (error) {
      send({ type: 'error', message: String((error as Error).stack ?? error) });
    }
  } else if (message.type === 'stop') {
    await app.close();
    process.exit(0);
  }
});
// The parent going away ends this process too.
process.on('disconnect', () => process.exit(0));
send({ type: 'ready', port: address.port, brokerPort });
