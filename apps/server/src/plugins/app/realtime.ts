import fp from 'fastify-plugin';
import { RealtimeBroker } from '../../broker/index.ts';
import type { Config } from '../../config.ts';
import { type Broadcaster, createBroadcaster } from '../../modules/realtime/broadcaster.ts';

/** Where browsers reach Ably's service (main endpoint, fallbacks and connectivity checks). */
const ABLY_ORIGINS = [
  'https://*.ably.net',
  'wss://*.ably.net',
  'https://*.ably-realtime.com',
  'wss://*.ably-realtime.com',
];

export interface RealtimeInfo {
  /** The embedded broker, or null when Ably's service is used. */
  broker: RealtimeBroker | null;
  /** The port browsers connect to the embedded broker on, or null with Ably. */
  brokerPort: number | null;
  /** Origins the page must be allowed to connect to (the CSP's connect-src). */
  connectOrigins: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    broadcaster: Broadcaster;
    realtime: RealtimeInfo;
  }
}

/**
 * Real time: starts the embedded broker when ABLY_API_KEY is absent or the local key (and stops
 * it with the app), unless REALTIME_BROKER=external says another process runs it, and decorates `app.broadcaster`, which publishes through `Ably.Rest` to that
 * broker or to Ably.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const log = app.log.child({ component: 'realtime' });
    let broker: RealtimeBroker | null = null;
    let brokerPort: number | null = null;
    if (config.embeddedBroker && config.realtimeBroker === 'external') {
      // Another process (the cluster's primary) runs the broker: publish to it, point pages at it.
      brokerPort = config.realtimePort;
    } else if (config.embeddedBroker) {
      const started = new RealtimeBroker({ key: config.ablyKey, log });
      brokerPort = await started.listen(config.realtimePort, config.host);
      broker = started;
      app.addHook('onClose', async () => {
        await started.close();
      });
    }
    // The server reaches its own broker on loopback when it listens on every interface.
    const brokerHost = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
    app.decorate(
      'broadcaster',
      createBroadcaster({
        key: config.ablyKey,
        ...(brokerPort !== null ? { broker: { host: brokerHost, port: brokerPort } } : {}),
        log,
      }),
    );
    app.decorate('realtime', {
      broker,
      brokerPort,
      // Browsers use `endpoint: 'localhost'` for the embedded broker (see @tapetv/realtime).
      connectOrigins:
        brokerPort !== null
          ? [`ws://localhost:${brokerPort}`, `http://localhost:${brokerPort}`]
          : ABLY_ORIGINS,
    });
  },
  { name: 'realtime' },
);
