import type { ProtocolMessage, WirePresence } from './protocol.ts';

/** What a channel needs to know about a connection to deliver to it. */
export interface Subscriber {
  readonly id: string;
  /** Sends now, or holds the message while the connection is away and may resume. */
  deliver(channel: string, message: ProtocolMessage, frameCache: FrameCache): void;
}

/** Frames already encoded for one message, per format, so a fan-out encodes once per format. */
export type FrameCache = Map<string, Buffer>;

/** One connection's attachment to one channel. */
export interface Attachment {
  readonly subscriber: Subscriber;
  /** Granted mode flags (SUBSCRIBE, PRESENCE_SUBSCRIBE, PRESENCE, PUBLISH). */
  modes: number;
}

const RECENT_IDS = 1000;

/**
 * A channel's shared state: who is attached, who is present, and the message ids seen lately
 * (REST publishes are retried with the same ids, and Ably drops the repeats).
 */
export class Channel {
  readonly attachments = new Map<string, Attachment>();
  /** Present members keyed `connectionId:clientId`, as the client's presence map keys them. */
  readonly members = new Map<string, WirePresence>();
  private serial = 0;
  private readonly recentIds = new Set<string>();
  private readonly recentOrder: string[] = [];

  constructor(
    readonly name: string,
    private readonly epoch: string,
  ) {}

  /** The serial of the latest event, which ATTACHED and every delivery carry. */
  get channelSerial(): string {
    return `${this.epoch}:${this.serial.toString(36)}`;
  }

  nextSerial(): string {
    this.serial += 1;
    return this.channelSerial;
  }

  /** Records message ids; false when every id was seen before (a retried publish). */
  remember(ids: readonly string[]): boolean {
    if (ids.length > 0 && ids.every((id) => this.recentIds.has(id))) return false;
    for (const id of ids) {
      if (this.recentIds.has(id)) continue;
      this.recentIds.add(id);
      this.recentOrder.push(id);
      if (this.recentOrder.length > RECENT_IDS) {
        const oldest = this.recentOrder.shift();
        if (oldest !== undefined) this.recentIds.delete(oldest);
      }
    }
    return true;
  }

  /** Sends one protocol message to every attachment holding `mode`, except `skip`. */
  fanOut(message: ProtocolMessage, mode: number, skip?: Subscriber): void {
    const frames: FrameCache = new Map();
    for (const attachment of this.attachments.values()) {
      if ((attachment.modes & mode) === 0 || attachment.subscriber === skip) continue;
      attachment.subscriber.deliver(this.name, message, frames);
    }
  }

  get idle(): boolean {
    return this.attachments.size === 0 && this.members.size === 0;
  }
}
