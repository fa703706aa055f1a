import { randomBytes } from 'node:crypto';
import type { RawData, WebSocket } from 'ws';
import { type Capability, operationsOn, permits } from '../modules/realtime/capability.ts';
import type { Attachment, Channel, FrameCache, Subscriber } from './channel.ts';
import {
  Action,
  decodeFrame,
  encodeFrame,
  errors,
  Flag,
  type Format,
  type Frame,
  isBinaryFormat,
  MODE_FLAGS,
  messageSize,
  PresenceAction,
  type ProtocolMessage,
  type WireError,
  type WirePresence,
} from './protocol.ts';

/** Who is on the other end of a connection, as its key or token says. */
export interface Principal {
  clientId: string | undefined;
  capability: Capability;
  /** Milliseconds since the epoch; undefined for a key, which does not expire. */
  expires: number | undefined;
}

export type Authentication = { ok: true; principal: Principal } | { ok: false; error: WireError };

export interface BrokerLog {
  debug(details: object, message: string): void;
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface BrokerSettings {
  maxIdleInterval: number;
  connectionStateTtl: number;
  presenceGrace: number;
  reauthLead: number;
  maxMessageSize: number;
  resumeBuffer: number;
  serverId: string;
}

/** What a connection needs from the broker around it. */
export interface BrokerContext {
  readonly settings: BrokerSettings;
  readonly log: BrokerLog;
  now(): number;
  channel(name: string): Channel;
  release(channel: Channel): void;
  authenticateToken(token: string | undefined, clientId: string | undefined): Authentication;
  forget(connection: Connection): void;
}

export interface TransportParams {
  format: Format;
  /** Protocol-level heartbeats (browsers cannot see WebSocket pings); otherwise WebSocket pings. */
  heartbeats: boolean;
  echo: boolean;
}

interface ConnectionAttachment extends Attachment {
  readonly channel: Channel;
  /** Messages published while the connection was away, delivered after it attaches again. */
  held: ProtocolMessage[];
  /** True from a resume until the client sends ATTACH again (it drops messages until ATTACHED). */
  awaitingAttach: boolean;
  /** More was missed than could be held: the next ATTACHED says "not resumed". */
  continuityLost: boolean;
}

const randomId = (bytes: number) => randomBytes(bytes).toString('base64url');

/** The most presence members one SYNC message carries; a larger set goes in several (RTP18). */
const SYNC_PAGE_MEMBERS = 100;

/** Operations of a capability → the channel modes they grant. */
function grantedModes(capability: Capability, channel: string): number {
  const operations = operationsOn(capability, channel);
  if (operations.has('*')) return MODE_FLAGS;
  let modes = 0;
  if (operations.has('subscribe')) modes |= Flag.SUBSCRIBE | Flag.PRESENCE_SUBSCRIBE;
  if (operations.has('publish')) modes |= Flag.PUBLISH;
  if (operations.has('presence')) modes |= Flag.PRESENCE | Flag.PRESENCE_SUBSCRIBE;
  return modes;
}

/**
 * One client connection. It outlives its WebSocket: when the socket drops, the connection waits
 * `connectionStateTtl` for the client to resume it (same id, same channels, missed messages
 * delivered), and its presence members wait `presenceGrace` before they leave.
 */
export class Connection implements Subscriber {
  readonly id = randomId(9);
  readonly key = `${this.id}!${randomId(18)}`;
  socket: WebSocket | null = null;
  lastReceived = 0;
  private lastSent = 0;
  private params: TransportParams = { format: 'json', heartbeats: true, echo: true };
  private readonly attachments = new Map<string, ConnectionAttachment>();
  private expiryTimer: NodeJS.Timeout | undefined;
  private reauthTimer: NodeJS.Timeout | undefined;
  private graceTimer: NodeJS.Timeout | undefined;
  private ttlTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly context: BrokerContext,
    public principal: Principal,
  ) {}

  get clientId(): string | undefined {
    return this.principal.clientId;
  }

  get live(): boolean {
    return this.socket !== null;
  }

  /** A new connection on this socket; `error` (80008) tells the client a resume failed. */
  open(socket: WebSocket, params: TransportParams, error?: WireError): void {
    this.bind(socket, params);
    this.sendConnected(error);
  }

  /** The client came back with this connection's key: same id, and its channels wait for ATTACH. */
  resume(socket: WebSocket, params: TransportParams, principal: Principal): void {
    clearTimeout(this.graceTimer);
    clearTimeout(this.ttlTimer);
    if (this.socket) this.dropSocket(this.socket);
    this.principal = principal;
    this.bind(socket, params);
    for (const attachment of this.attachments.values()) attachment.awaitingAttach = true;
    this.sendConnected();
    this.revalidate();
  }

  private bind(socket: WebSocket, params: TransportParams): void {
    this.socket = socket;
    this.params = params;
    this.lastReceived = this.context.now();
    socket.on('message', (data, isBinary) => {
      if (this.socket === socket) this.onFrame(data, isBinary);
    });
    socket.on('pong', () => {
      if (this.socket === socket) this.lastReceived = this.context.now();
    });
    socket.on('close', () => {
      if (this.socket === socket) this.onSocketGone();
    });
    socket.on('error', (error) => {
      this.context.log.debug({ connectionId: this.id, err: error }, 'realtime socket error');
    });
    this.scheduleTokenTimers();
  }

  /** Detaches a socket from this connection and closes it without treating it as a drop. */
  private dropSocket(socket: WebSocket): void {
    if (this.socket === socket) this.socket = null;
    socket.terminate();
  }

  private onSocketGone(): void {
    this.socket = null;
    clearTimeout(this.expiryTimer);
    clearTimeout(this.reauthTimer);
    if (this.closed) return;
    for (const attachment of this.attachments.values()) attachment.awaitingAttach = true;
    const { presenceGrace, connectionStateTtl } = this.context.settings;
    this.graceTimer = setTimeout(() => this.leaveAll(), presenceGrace);
    this.graceTimer.unref();
    this.ttlTimer = setTimeout(() => this.destroy(), connectionStateTtl);
    this.ttlTimer.unref();
  }

  // ---- sending

  private sendFrame(frame: Frame): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== socket.OPEN) return;
    this.lastSent = this.context.now();
    socket.send(frame, { binary: isBinaryFormat(this.params.format) });
  }

  send(message: ProtocolMessage): void {
    this.sendFrame(encodeFrame(message, this.params.format));
  }

  deliver(channel: string, message: ProtocolMessage, frames: FrameCache): void {
    const attachment = this.attachments.get(channel);
    if (!attachment) return;
    if (this.socket && !attachment.awaitingAttach) {
      let frame = frames.get(this.params.format);
      if (frame === undefined) {
        frame = encodeFrame(message, this.params.format);
        frames.set(this.params.format, frame);
      }
      this.sendFrame(frame);
      return;
    }
    if (attachment.continuityLost) return;
    if (attachment.held.length >= this.context.settings.resumeBuffer) {
      attachment.continuityLost = true;
      attachment.held = [];
      return;
    }
    attachment.held.push(message);
  }

  /** Called by the broker's sweep: keeps idle connections alive and finds dead ones. */
  heartbeat(now: number, interval: number): void {
    const socket = this.socket;
    if (!socket) return;
    if (now - this.lastReceived > this.context.settings.maxIdleInterval * 2) {
      this.context.log.debug({ connectionId: this.id }, 'realtime client stopped answering');
      socket.terminate();
      return;
    }
    if (this.params.heartbeats && now - this.lastSent >= interval) {
      this.send({ action: Action.HEARTBEAT });
    }
    socket.ping();
  }

  private sendConnected(error?: WireError): void {
    const { maxIdleInterval, connectionStateTtl, maxMessageSize, serverId } = this.context.settings;
    this.send({
      action: Action.CONNECTED,
      connectionId: this.id,
      connectionDetails: {
        ...(this.clientId !== undefined ? { clientId: this.clientId } : {}),
        connectionKey: this.key,
        maxMessageSize,
        maxFrameSize: maxMessageSize * 4,
        maxInboundRate: 500,
        serverId,
        connectionStateTtl,
        maxIdleInterval,
      },
      ...(error ? { error } : {}),
    });
  }

  /** DISCONNECTED with a reason, then the socket closes; the connection stays resumable. */
  disconnect(error: WireError): void {
    if (!this.socket) return;
    this.send({ action: Action.DISCONNECTED, error });
    this.closeSocket();
    this.onSocketGone();
  }

  /** ERROR, then the connection ends: the client treats it as fatal (or, for a token error, renews). */
  fail(error: WireError): void {
    this.send({ action: Action.ERROR, error });
    this.closeSocket();
    this.destroy();
  }

  private closeSocket(): void {
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
  }

  // ---- token lifetime

  private scheduleTokenTimers(): void {
    clearTimeout(this.expiryTimer);
    clearTimeout(this.reauthTimer);
    const expires = this.principal.expires;
    if (expires === undefined || !this.socket) return;
    const left = expires - this.context.now();
    // Long tokens get an in-band AUTH request ahead of expiry; short ones simply expire.
    const lead = this.context.settings.reauthLead;
    if (left > lead) {
      this.reauthTimer = setTimeout(() => this.send({ action: Action.AUTH }), left - lead);
      this.reauthTimer.unref();
    }
    this.expiryTimer = setTimeout(() => this.disconnect(errors.tokenExpired()), Math.max(0, left));
    this.expiryTimer.unref();
  }

  /** Channels the (new) capability no longer covers are failed with 40160. */
  private revalidate(): void {
    for (const attachment of [...this.attachments.values()]) {
      const granted = grantedModes(this.principal.capability, attachment.channel.name);
      if (granted === 0) {
        this.send({
          action: Action.ERROR,
          channel: attachment.channel.name,
          error: errors.notPermitted(attachment.channel.name, 'attach'),
        });
        this.detach(attachment);
      } else {
        attachment.modes &= granted;
      }
    }
  }

  // ---- receiving

  private onFrame(data: RawData, isBinary: boolean): void {
    this.lastReceived = this.context.now();
    let message: ProtocolMessage;
    try {
      const buffer = Array.isArray(data)
        ? Buffer.concat(data)
        : Buffer.isBuffer(data)
          ? data
          : Buffer.from(data);
      message = decodeFrame(buffer, isBinary, this.params.format);
    } catch (error) {
      this.context.log.debug({ connectionId: this.id, err: error }, 'unreadable realtime frame');
      return;
    }
    switch (message.action) {
      case Action.HEARTBEAT:
        this.send({ action: Action.HEARTBEAT, ...(message.id ? { id: message.id } : {}) });
        break;
      case Action.ATTACH:
        this.onAttach(message);
        break;
      case Action.DETACH:
        this.onDetach(message);
        break;
      case Action.MESSAGE:
        this.onPublish(message);
        break;
      case Action.PRESENCE:
        this.onPresence(message);
        break;
      case Action.AUTH:
        this.onAuth(message);
        break;
      case Action.CLOSE:
        this.send({ action: Action.CLOSED });
        this.closeSocket();
        this.destroy();
        break;
      case Action.DISCONNECT:
        this.closeSocket();
        this.onSocketGone();
        break;
      default:
        if (message.msgSerial !== undefined) {
          this.nack(message.msgSerial, errors.badRequest(`Unsupported action ${message.action}`));
        }
    }
  }

  private ack(msgSerial: number | undefined): void {
    if (msgSerial !== undefined) this.send({ action: Action.ACK, msgSerial, count: 1 });
  }

  private nack(msgSerial: number | undefined, error: WireError): void {
    if (msgSerial !== undefined) this.send({ action: Action.NACK, msgSerial, count: 1, error });
  }

  private onAttach(message: ProtocolMessage): void {
    const name = message.channel;
    if (!name) return;
    const granted = grantedModes(this.principal.capability, name);
    const requested = (message.flags ?? 0) & MODE_FLAGS;
    const modes = requested === 0 ? granted : requested & granted;
    if (modes === 0) {
      this.send({
        action: Action.ERROR,
        channel: name,
        error: errors.notPermitted(name, 'attach'),
      });
      return;
    }
    let attachment = this.attachments.get(name);
    const resumed = attachment !== undefined && !attachment.continuityLost;
    if (!attachment) {
      const channel = this.context.channel(name);
      attachment = {
        subscriber: this,
        channel,
        modes,
        held: [],
        awaitingAttach: false,
        continuityLost: false,
      };
      this.attachments.set(name, attachment);
      channel.attachments.set(this.id, attachment);
    }
    attachment.modes = modes;
    const channel = attachment.channel;
    const hasPresence = channel.members.size > 0 && (modes & Flag.PRESENCE_SUBSCRIBE) !== 0;
    this.send({
      action: Action.ATTACHED,
      channel: name,
      channelSerial: channel.channelSerial,
      flags: modes | (resumed ? Flag.RESUMED : 0) | (hasPresence ? Flag.HAS_PRESENCE : 0),
    });
    if (hasPresence) this.sendSync(channel);
    const held = resumed ? attachment.held : [];
    attachment.held = [];
    attachment.awaitingAttach = false;
    attachment.continuityLost = false;
    for (const missed of held) this.send(missed);
  }

  /**
   * The channel's present members, in SYNC pages as Ably sends them (RTP18): each page's
   * `channelSerial` is `syncId:cursor`, and the last one's cursor is empty, which ends the sync on
   * the client. A page holds at most `SYNC_PAGE_MEMBERS` members and about `maxMessageSize` of
   * their data, so a thousand members never make one frame larger than the `maxFrameSize` that
   * CONNECTED announced. Every page goes out now, before any later presence event: nothing can
   * come between them.
   */
  private sendSync(channel: Channel): void {
    const syncId = randomId(6);
    const budget = this.context.settings.maxMessageSize;
    const pages: WirePresence[][] = [];
    let page: WirePresence[] = [];
    let size = 0;
    for (const member of channel.members.values()) {
      const memberSize = messageSize(member);
      if (page.length === SYNC_PAGE_MEMBERS || (page.length > 0 && size + memberSize > budget)) {
        pages.push(page);
        page = [];
        size = 0;
      }
      page.push({ ...member, action: PresenceAction.PRESENT });
      size += memberSize;
    }
    pages.push(page);
    let sent = 0;
    for (const [index, presence] of pages.entries()) {
      sent += presence.length;
      const cursor = index === pages.length - 1 ? '' : String(sent);
      this.send({
        action: Action.SYNC,
        channel: channel.name,
        channelSerial: `${syncId}:${cursor}`,
        presence,
      });
    }
  }

  private onDetach(message: ProtocolMessage): void {
    const name = message.channel;
    if (!name) return;
    const attachment = this.attachments.get(name);
    if (attachment) this.detach(attachment);
    this.send({ action: Action.DETACHED, channel: name });
  }

  private detach(attachment: ConnectionAttachment): void {
    const channel = attachment.channel;
    this.attachments.delete(channel.name);
    channel.attachments.delete(this.id);
    this.leaveChannel(channel);
    this.context.release(channel);
  }

  private onPublish(message: ProtocolMessage): void {
    const name = message.channel;
    const messages = message.messages ?? [];
    if (!name || messages.length === 0) {
      this.nack(message.msgSerial, errors.badRequest('A publish needs a channel and messages'));
      return;
    }
    if (!permits(this.principal.capability, name, 'publish')) {
      this.nack(message.msgSerial, errors.notPermitted(name, 'publish'));
      return;
    }
    const size = messages.reduce((total, item) => total + messageSize(item), 0);
    if (size > this.context.settings.maxMessageSize) {
      this.nack(message.msgSerial, errors.tooLarge(size, this.context.settings.maxMessageSize));
      return;
    }
    if (
      messages.some((item) => item.clientId && this.clientId && item.clientId !== this.clientId)
    ) {
      this.nack(message.msgSerial, errors.mismatchedClientId());
      return;
    }
    const now = this.context.now();
    const protocolId = `${this.id}:${message.msgSerial ?? 0}`;
    const channel = this.context.channel(name);
    const stamped = messages.map((item, index) => ({
      ...item,
      id: item.id ?? `${protocolId}:${index}`,
      ...(this.clientId !== undefined ? { clientId: this.clientId } : {}),
      connectionId: this.id,
      timestamp: item.timestamp ?? now,
    }));
    if (channel.remember(stamped.map((item) => item.id))) {
      channel.fanOut(
        {
          action: Action.MESSAGE,
          channel: name,
          id: protocolId,
          connectionId: this.id,
          channelSerial: channel.nextSerial(),
          timestamp: now,
          messages: stamped,
        },
        Flag.SUBSCRIBE,
        this.params.echo ? undefined : this,
      );
    }
    this.context.release(channel);
    this.ack(message.msgSerial);
  }

  private onPresence(message: ProtocolMessage): void {
    const name = message.channel;
    const items = message.presence ?? [];
    if (!name || items.length === 0) {
      this.nack(message.msgSerial, errors.badRequest('A presence message needs a channel'));
      return;
    }
    if (!permits(this.principal.capability, name, 'presence')) {
      this.nack(message.msgSerial, errors.notPermitted(name, 'presence'));
      return;
    }
    const attachment = this.attachments.get(name);
    if (!attachment) {
      this.nack(message.msgSerial, errors.notAttached(name));
      return;
    }
    // Members stay in every SYNC to come: their data is held to the limit messages are held to.
    const size = items.reduce((total, item) => total + messageSize(item), 0);
    if (size > this.context.settings.maxMessageSize) {
      this.nack(message.msgSerial, errors.tooLarge(size, this.context.settings.maxMessageSize));
      return;
    }
    if (items.some((item) => (item.clientId ?? this.clientId) === undefined)) {
      this.nack(message.msgSerial, errors.noClientId());
      return;
    }
    if (items.some((item) => item.clientId && this.clientId && item.clientId !== this.clientId)) {
      this.nack(message.msgSerial, errors.mismatchedClientId());
      return;
    }
    const now = this.context.now();
    const channel = attachment.channel;
    const changes: WirePresence[] = [];
    items.forEach((item, index) => {
      const clientId = item.clientId ?? (this.clientId as string);
      const memberKey = `${this.id}:${clientId}`;
      const presence: WirePresence = {
        ...item,
        id: item.id ?? `${this.id}:${message.msgSerial ?? 0}:${index}`,
        action: item.action ?? PresenceAction.ENTER,
        clientId,
        connectionId: this.id,
        timestamp: now,
      };
      const existing = channel.members.get(memberKey);
      if (presence.action === PresenceAction.LEAVE) {
        if (!existing) return;
        channel.members.delete(memberKey);
      } else {
        // A client re-entering after a resume repeats its member's id: nothing changed.
        if (existing?.id === presence.id) return;
        channel.members.set(memberKey, { ...presence, action: PresenceAction.PRESENT });
      }
      changes.push(presence);
    });
    if (changes.length > 0) {
      channel.fanOut(
        {
          action: Action.PRESENCE,
          channel: name,
          channelSerial: channel.nextSerial(),
          timestamp: now,
          presence: changes,
        },
        Flag.PRESENCE_SUBSCRIBE,
      );
    }
    this.ack(message.msgSerial);
  }

  private onAuth(message: ProtocolMessage): void {
    const result = this.context.authenticateToken(message.auth?.accessToken, this.clientId);
    if (!result.ok) {
      if (result.error.code === 40142) this.disconnect(result.error);
      else this.fail(result.error);
      return;
    }
    if (result.principal.clientId !== this.clientId) {
      this.fail(errors.clientIdMismatch());
      return;
    }
    this.principal = result.principal;
    this.scheduleTokenTimers();
    this.revalidate();
    // RTN22/RTC8a: a CONNECTED with the same id acknowledges the new token.
    this.sendConnected();
  }

  // ---- presence and teardown

  /** Removes this connection's members from a channel and tells the channel they left. */
  private leaveChannel(channel: Channel): void {
    const now = this.context.now();
    const leaving: WirePresence[] = [];
    for (const [memberKey, member] of channel.members) {
      if (member.connectionId !== this.id) continue;
      channel.members.delete(memberKey);
      // A leave the broker makes up carries an id that is not the connection's, so clients
      // compare it by timestamp (RTP2b1), as they do Ably's synthesised leaves.
      leaving.push({
        ...member,
        id: `left-${randomId(6)}:0:0`,
        action: PresenceAction.LEAVE,
        timestamp: now,
      });
    }
    if (leaving.length === 0) return;
    channel.fanOut(
      {
        action: Action.PRESENCE,
        channel: channel.name,
        channelSerial: channel.nextSerial(),
        timestamp: now,
        presence: leaving,
      },
      Flag.PRESENCE_SUBSCRIBE,
    );
  }

  private leaveAll(): void {
    for (const attachment of this.attachments.values()) this.leaveChannel(attachment.channel);
  }

  /** Ends the connection for good: members leave, channels forget it, its key stops working. */
  destroy(): void {
    this.closed = true;
    for (const timer of [this.expiryTimer, this.reauthTimer, this.graceTimer, this.ttlTimer]) {
      clearTimeout(timer);
    }
    for (const attachment of [...this.attachments.values()]) this.detach(attachment);
    this.context.forget(this);
  }

  /** Broker shutdown: say why, close the socket, and forget everything without presence traffic. */
  shutdown(error: WireError): Promise<void> {
    this.closed = true;
    for (const timer of [this.expiryTimer, this.reauthTimer, this.graceTimer, this.ttlTimer]) {
      clearTimeout(timer);
    }
    const socket = this.socket;
    this.socket = null;
    if (!socket || socket.readyState === socket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        socket.terminate();
        resolve();
      }, 1000);
      socket.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
      if (socket.readyState === socket.OPEN) {
        socket.send(encodeFrame({ action: Action.DISCONNECTED, error }, this.params.format), {
          binary: isBinaryFormat(this.params.format),
        });
      }
      socket.close(1001);
    });
  }
}
