import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';
import { verifyAblyJwt } from '../modules/realtime/ably-jwt.ts';
import { type AblyKey, parseAblyKey } from '../modules/realtime/ably-key.ts';
import { permits } from '../modules/realtime/capability.ts';
import { Channel } from './channel.ts';
import {
  type Authentication,
  type BrokerContext,
  type BrokerLog,
  type BrokerSettings,
  Connection,
  type TransportParams,
} from './connection.ts';
import {
  Action,
  encodeFrame,
  errors,
  Flag,
  isBinaryFormat,
  type WireError,
  type WireMessage,
} from './protocol.ts';
import { handleRest, type RestPublisher } from './rest.ts';

export interface RealtimeBrokerOptions extends Partial<BrokerSettings> {
  /** The key that signs tokens (and that REST publishers present). */
  key: AblyKey;
  log?: BrokerLog;
  now?: () => number;
}

const SILENT: BrokerLog = { debug: () => {}, info: () => {}, warn: () => {} };

const safeEqual = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * An embedded broker that speaks enough of Ably's realtime protocol for the unmodified `ably`
 * client: token or key auth, JSON and msgpack, heartbeats, attach with capabilities, messages
 * with ACK/NACK, presence with SYNC, in-band re-auth, token expiry, resume, and the REST publish
 * route. One process, state in memory: production uses Ably's service instead.
 */
export class RealtimeBroker {
  readonly settings: BrokerSettings;
  private readonly key: AblyKey;
  private readonly log: BrokerLog;
  private readonly clock: () => number;
  private server: Server | null = null;
  private readonly sockets = new WebSocketServer({
    noServer: true,
    perMessageDeflate: false,
    maxPayload: 1024 * 1024,
  });
  private readonly connections = new Map<string, Connection>();
  private readonly byKey = new Map<string, Connection>();
  private readonly channels = new Map<string, Channel>();
  private readonly probes = new Set<WebSocket>();
  private sweepTimer: NodeJS.Timeout | undefined;
  private epoch = randomBytes(3).toString('hex');
  private boundPort = 0;
  private messageCounter = 0;
  private readonly context: BrokerContext;
  private readonly restPublisher: RestPublisher;

  constructor(options: RealtimeBrokerOptions) {
    this.key = options.key;
    this.log = options.log ?? SILENT;
    this.clock = options.now ?? Date.now;
    this.settings = {
      maxIdleInterval: options.maxIdleInterval ?? 15_000,
      connectionStateTtl: options.connectionStateTtl ?? 120_000,
      presenceGrace: options.presenceGrace ?? 15_000,
      reauthLead: options.reauthLead ?? 30_000,
      maxMessageSize: options.maxMessageSize ?? 65_536,
      resumeBuffer: options.resumeBuffer ?? 100,
      serverId: options.serverId ?? 'tapetv-embedded-broker',
    };
    this.context = {
      settings: this.settings,
      log: this.log,
      now: this.clock,
      channel: (name) => this.channel(name),
      release: (channel) => {
        if (channel.idle && this.channels.get(channel.name) === channel) {
          this.channels.delete(channel.name);
        }
      },
      authenticateToken: (token, clientId) => this.authenticateToken(token, clientId),
      forget: (connection) => {
        if (this.connections.get(connection.id) === connection) {
          this.connections.delete(connection.id);
        }
        if (this.byKey.get(connection.key) === connection) this.byKey.delete(connection.key);
      },
    };
    this.restPublisher = {
      now: this.clock,
      maxMessageSize: this.settings.maxMessageSize,
      authorisePublish: (authorization, query, channel) =>
        this.authorisePublish(authorization, query, channel),
      publish: (name, messages, clientId) => this.publish(name, messages, clientId),
    };
  }

  /** The port it listens on (the real one when it was asked for port 0). */
  get port(): number {
    return this.boundPort;
  }

  get listening(): boolean {
    return this.server !== null;
  }

  /** Live and resumable connections, and channels in use: for tests and the benchmark. */
  stats() {
    let live = 0;
    for (const connection of this.connections.values()) if (connection.live) live += 1;
    return { connections: this.connections.size, live, channels: this.channels.size };
  }

  async listen(port: number, host: string): Promise<number> {
    if (this.server) throw new Error('the realtime broker is already listening');
    const server = createServer((request, response) => {
      handleRest(this.restPublisher, request, response).catch((error: unknown) => {
        this.log.warn({ err: error }, 'realtime REST request failed');
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
    });
    server.on('upgrade', (request, socket, head) => {
      const url = new URL(request.url ?? '/', 'http://broker');
      if (url.pathname !== '/' && url.pathname !== '/ws-up') {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      this.sockets.handleUpgrade(request, socket, head, (webSocket) => {
        // `/ws-up` is the client's WebSocket connectivity check: it only needs to open.
        if (url.pathname === '/ws-up') this.acceptProbe(webSocket);
        else this.accept(webSocket, url.searchParams);
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    this.boundPort = (server.address() as AddressInfo).port;
    this.epoch = randomBytes(3).toString('hex');
    const interval = Math.max(20, Math.floor(this.settings.maxIdleInterval / 3));
    this.sweepTimer = setInterval(() => {
      const now = this.clock();
      for (const connection of this.connections.values()) connection.heartbeat(now, interval);
    }, interval);
    this.sweepTimer.unref();
    this.log.info({ port: this.boundPort, host }, 'realtime broker listening');
    return this.boundPort;
  }

  /**
   * Stops listening, tells every client it is going away (DISCONNECTED, so they reconnect), and
   * forgets all state. The broker can `listen` again afterwards, like a restarted process.
   */
  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    clearInterval(this.sweepTimer);
    const closing = new Promise<void>((resolve) => server.close(() => resolve()));
    const connections = [...this.connections.values()];
    this.connections.clear();
    this.byKey.clear();
    this.channels.clear();
    await Promise.all(connections.map((connection) => connection.shutdown(errors.shuttingDown())));
    for (const probe of this.probes) probe.terminate();
    this.probes.clear();
    // Keep-alive sockets of REST clients would otherwise hold server.close() open.
    server.closeAllConnections();
    await closing;
  }

  // ---- connections

  private acceptProbe(webSocket: WebSocket): void {
    this.probes.add(webSocket);
    webSocket.on('error', () => {});
    webSocket.on('close', () => this.probes.delete(webSocket));
  }

  private accept(webSocket: WebSocket, query: URLSearchParams): void {
    const params: TransportParams = {
      format: query.get('format') === 'msgpack' ? 'msgpack' : 'json',
      heartbeats: query.get('heartbeats') !== 'false',
      echo: query.get('echo') !== 'false',
    };
    webSocket.on('error', (error) => this.log.debug({ err: error }, 'realtime socket error'));
    const authentication = this.authenticate(query);
    if (!authentication.ok) {
      // Refused after the upgrade, never with HTTP 401 at it: only an ERROR lets the client see
      // a token error (4014x) and fetch a new token.
      webSocket.send(
        encodeFrame({ action: Action.ERROR, error: authentication.error }, params.format),
        { binary: isBinaryFormat(params.format) },
      );
      webSocket.close(1000);
      return;
    }
    const resumeKey = query.get('resume') ?? query.get('recover') ?? undefined;
    const known = resumeKey ? this.byKey.get(resumeKey) : undefined;
    if (known && known.clientId === authentication.principal.clientId) {
      known.resume(webSocket, params, authentication.principal);
      return;
    }
    const connection = new Connection(this.context, authentication.principal);
    this.connections.set(connection.id, connection);
    this.byKey.set(connection.key, connection);
    connection.open(webSocket, params, resumeKey ? errors.connectionNotFound() : undefined);
  }

  /** Credentials from the connect query: a token (`access_token`, `accessToken`) or a `key`. */
  private authenticate(query: URLSearchParams): Authentication {
    const clientId = query.get('clientId') ?? undefined;
    const token = query.get('access_token') ?? query.get('accessToken') ?? undefined;
    if (token !== undefined) return this.authenticateToken(token, clientId);
    const key = query.get('key');
    if (key !== null) return this.authenticateKey(key, clientId);
    return { ok: false, error: errors.noCredentials() };
  }

  private authenticateKey(raw: string, clientId: string | undefined): Authentication {
    const key = parseAblyKey(raw);
    if (!key || key.name !== this.key.name || !safeEqual(key.secret, this.key.secret)) {
      return { ok: false, error: errors.invalidCredentials() };
    }
    return { ok: true, principal: { clientId, capability: { '*': ['*'] }, expires: undefined } };
  }

  private authenticateToken(
    token: string | undefined,
    clientId: string | undefined,
  ): Authentication {
    if (!token) return { ok: false, error: errors.noCredentials() };
    const verified = verifyAblyJwt(token, this.key, this.clock());
    if (!verified.ok) {
      const error: Record<typeof verified.reason, () => WireError> = {
        malformed: errors.malformedToken,
        // A token error (4014x) makes the client fetch a new token, e.g. one cached before a
        // key change.
        unrecognised: errors.tokenUnrecognised,
        expired: errors.tokenExpired,
      };
      return { ok: false, error: error[verified.reason]() };
    }
    const claims = verified.claims;
    // A token for one client cannot connect as another; a wildcard token takes the asked-for id.
    if (clientId !== undefined && claims.clientId !== undefined && claims.clientId !== '*') {
      if (clientId !== claims.clientId) return { ok: false, error: errors.clientIdMismatch() };
    }
    return {
      ok: true,
      principal: {
        clientId: claims.clientId === '*' ? clientId : claims.clientId,
        capability: claims.capability,
        expires: claims.expires,
      },
    };
  }

  private channel(name: string): Channel {
    let channel = this.channels.get(name);
    if (!channel) {
      channel = new Channel(name, this.epoch);
      this.channels.set(name, channel);
    }
    return channel;
  }

  // ---- REST publishing

  /** `Basic` key or `Bearer` token (or the same as query parameters), allowed to publish here. */
  private authorisePublish(
    authorization: string | undefined,
    query: URLSearchParams,
    channel: string,
  ): { ok: true; clientId: string | undefined } | { ok: false; error: WireError } {
    const [scheme, value] = (authorization ?? '').split(' ');
    let authentication: Authentication;
    if (scheme?.toLowerCase() === 'basic' && value) {
      authentication = this.authenticateKey(
        Buffer.from(value, 'base64').toString('utf8'),
        undefined,
      );
    } else if (scheme?.toLowerCase() === 'bearer' && value) {
      // The `ably` client sends the token base64-encoded; accept a bare JWT too.
      const decoded = Buffer.from(value, 'base64').toString('utf8');
      authentication = this.authenticateToken(
        decoded.split('.').length === 3 ? decoded : value,
        undefined,
      );
    } else {
      authentication = this.authenticate(query);
    }
    if (!authentication.ok) return authentication;
    if (!permits(authentication.principal.capability, channel, 'publish')) {
      return { ok: false, error: errors.notPermitted(channel, 'publish') };
    }
    return { ok: true, clientId: authentication.principal.clientId };
  }

  /**
   * Publishes on a channel as the server (what `POST /channels/{name}/messages` does). Message ids
   * from the publisher are kept, so clients can de-duplicate by them and retries are dropped.
   */
  publish(
    name: string,
    messages: WireMessage[],
    clientId?: string,
  ): { messageId: string; serials: string[] } {
    this.messageCounter += 1;
    const now = this.clock();
    const messageId = `${this.epoch}-rest:${this.messageCounter.toString(36)}`;
    const channel = this.channel(name);
    const stamped = messages.map((message, index) => ({
      ...message,
      id: message.id ?? `${messageId}:${index}`,
      ...(message.clientId === undefined && clientId !== undefined ? { clientId } : {}),
      timestamp: message.timestamp ?? now,
    }));
    const serial = channel.nextSerial();
    if (channel.remember(stamped.map((message) => message.id))) {
      channel.fanOut(
        {
          action: Action.MESSAGE,
          channel: name,
          id: messageId,
          channelSerial: serial,
          timestamp: now,
          messages: stamped,
        },
        Flag.SUBSCRIBE,
      );
    }
    this.context.release(channel);
    return { messageId, serials: stamped.map((_, index) => `${serial}:${index}`) };
  }
}
