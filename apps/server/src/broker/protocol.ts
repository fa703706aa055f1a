import { decode as decodeMsgpack, encode as encodeMsgpack } from '@ably/msgpack-js';

/**
 * The parts of Ably's realtime protocol (protocol version 2+, https://ably.com/docs/client-lib-development-guide/features)
 * that the embedded broker speaks. Numbers match the `ably` package's
 * `common/lib/types/protocolmessagecommon.ts`.
 */
export const Action = {
  HEARTBEAT: 0,
  ACK: 1,
  NACK: 2,
  CONNECT: 3,
  CONNECTED: 4,
  DISCONNECT: 5,
  DISCONNECTED: 6,
  CLOSE: 7,
  CLOSED: 8,
  ERROR: 9,
  ATTACH: 10,
  ATTACHED: 11,
  DETACH: 12,
  DETACHED: 13,
  PRESENCE: 14,
  MESSAGE: 15,
  SYNC: 16,
  AUTH: 17,
} as const;

export const Flag = {
  HAS_PRESENCE: 1 << 0,
  HAS_BACKLOG: 1 << 1,
  RESUMED: 1 << 2,
  PRESENCE: 1 << 16,
  PUBLISH: 1 << 17,
  SUBSCRIBE: 1 << 18,
  PRESENCE_SUBSCRIBE: 1 << 19,
} as const;

export const MODE_FLAGS = Flag.PRESENCE | Flag.PUBLISH | Flag.SUBSCRIBE | Flag.PRESENCE_SUBSCRIBE;

/** Presence actions travel as numbers: absent, present, enter, leave, update. */
export const PresenceAction = { ABSENT: 0, PRESENT: 1, ENTER: 2, LEAVE: 3, UPDATE: 4 } as const;

export interface WireError {
  code: number;
  statusCode: number;
  message: string;
}

/** Error codes of Ably's registry (https://github.com/ably/ably-common/blob/main/protocol/errors.json). */
export const errors = {
  noCredentials: (): WireError => ({
    code: 40101,
    statusCode: 401,
    message: 'No authentication information: send access_token or key',
  }),
  invalidCredentials: (): WireError => ({
    code: 40101,
    statusCode: 401,
    message: 'Invalid credentials: the key is not recognised',
  }),
  clientIdMismatch: (): WireError => ({
    code: 40102,
    statusCode: 401,
    message: 'Mismatched clientId: the connection and the token name different clients',
  }),
  tokenUnrecognised: (): WireError => ({
    code: 40143,
    statusCode: 401,
    message: 'Token not recognised: it was signed by another key',
  }),
  tokenExpired: (): WireError => ({
    code: 40142,
    statusCode: 401,
    message: 'Key/token status changed (expire)',
  }),
  malformedToken: (): WireError => ({
    code: 40144,
    statusCode: 401,
    message: 'Invalid JWT format',
  }),
  notPermitted: (channel: string, operation: string): WireError => ({
    code: 40160,
    statusCode: 401,
    message: `Channel denied access based on given capability; ${operation} on channelId = ${channel}`,
  }),
  mismatchedClientId: (): WireError => ({
    code: 40012,
    statusCode: 400,
    message: 'Mismatched clientId: a message names another client than the connection',
  }),
  noClientId: (): WireError => ({
    code: 91000,
    statusCode: 400,
    message: 'Unable to enter presence channel (no clientId)',
  }),
  notAttached: (channel: string): WireError => ({
    code: 90001,
    statusCode: 400,
    message: `Channel is not attached: ${channel}`,
  }),
  tooLarge: (size: number, limit: number): WireError => ({
    code: 40009,
    statusCode: 400,
    message: `Maximum size of messages that can be published at once exceeded (was ${size} bytes, against a limit of ${limit} bytes)`,
  }),
  badRequest: (message: string): WireError => ({ code: 40000, statusCode: 400, message }),
  connectionNotFound: (): WireError => ({
    code: 80008,
    statusCode: 400,
    message: 'Unable to recover connection: the connection is unknown or has expired',
  }),
  shuttingDown: (): WireError => ({
    code: 80003,
    statusCode: 503,
    message: 'The real-time broker is shutting down',
  }),
};

/** A message as it travels: `data` is a string or bytes, and `encoding` says how to undo it. */
export interface WireMessage {
  id?: string;
  name?: string;
  data?: unknown;
  encoding?: string;
  clientId?: string;
  connectionId?: string;
  timestamp?: number;
  extras?: unknown;
}

export interface WirePresence extends WireMessage {
  action?: number;
}

export interface ProtocolMessage {
  action: number;
  id?: string;
  flags?: number;
  count?: number;
  error?: WireError;
  connectionId?: string;
  channel?: string;
  channelSerial?: string;
  msgSerial?: number;
  timestamp?: number;
  messages?: WireMessage[];
  presence?: WirePresence[];
  auth?: { accessToken?: string };
  connectionDetails?: Record<string, unknown>;
  params?: Record<string, string>;
}

export type Format = 'json' | 'msgpack';

/**
 * One frame's bytes, encoded once and sent to every subscriber as they are: a text frame for
 * JSON, a binary frame for msgpack (see `isBinaryFormat`).
 */
export type Frame = Buffer;

export const isBinaryFormat = (format: Format) => format === 'msgpack';

/**
 * JSON cannot carry bytes, so binary `data` goes as base64 with `base64` appended to its encoding
 * (RSL4d); msgpack carries bytes as they are. Messages are rewritten only when they hold bytes.
 */
function forJson<T extends WireMessage>(message: T): T {
  if (!Buffer.isBuffer(message.data) && !(message.data instanceof Uint8Array)) return message;
  return {
    ...message,
    data: Buffer.from(message.data).toString('base64'),
    encoding: message.encoding ? `${message.encoding}/base64` : 'base64',
  };
}

/** The reverse of `forJson` for messages that arrived as JSON: bytes become bytes again. */
export function normaliseIncoming<T extends WireMessage>(message: T, format: Format): T {
  if (format !== 'json' || typeof message.data !== 'string' || !message.encoding) return message;
  const steps = message.encoding.split('/');
  if (steps[steps.length - 1] !== 'base64') return message;
  steps.pop();
  const { encoding: _dropped, ...rest } = message;
  return {
    ...rest,
    data: Buffer.from(message.data, 'base64'),
    ...(steps.length > 0 ? { encoding: steps.join('/') } : {}),
  } as T;
}

export function encodeFrame(message: ProtocolMessage, format: Format): Frame {
  if (format === 'msgpack') return encodeMsgpack(message, true);
  if (!message.messages && !message.presence) return Buffer.from(JSON.stringify(message));
  return Buffer.from(
    JSON.stringify({
      ...message,
      ...(message.messages ? { messages: message.messages.map(forJson) } : {}),
      ...(message.presence ? { presence: message.presence.map(forJson) } : {}),
    }),
  );
}

/** Decodes one frame from a client; throws on anything that is not a protocol message. */
export function decodeFrame(data: Buffer, isBinary: boolean, format: Format): ProtocolMessage {
  const value: unknown =
    format === 'msgpack' && isBinary ? decodeMsgpack(data) : JSON.parse(data.toString('utf8'));
  if (
    !value ||
    typeof value !== 'object' ||
    typeof (value as ProtocolMessage).action !== 'number'
  ) {
    throw new Error('not a protocol message');
  }
  const message = value as ProtocolMessage;
  if (message.messages)
    message.messages = message.messages.map((m) => normaliseIncoming(m, format));
  if (message.presence)
    message.presence = message.presence.map((m) => normaliseIncoming(m, format));
  return message;
}

/** The size Ably counts against `maxMessageSize`: name, data, clientId and extras (RSL1i). */
export function messageSize(message: WireMessage): number {
  let size = 0;
  if (typeof message.name === 'string') size += Buffer.byteLength(message.name);
  if (typeof message.clientId === 'string') size += Buffer.byteLength(message.clientId);
  if (typeof message.data === 'string') size += Buffer.byteLength(message.data);
  else if (Buffer.isBuffer(message.data) || message.data instanceof Uint8Array) {
    size += message.data.byteLength;
  } else if (message.data !== undefined && message.data !== null) {
    size += Buffer.byteLength(JSON.stringify(message.data));
  }
  if (message.extras !== undefined) size += Buffer.byteLength(JSON.stringify(message.extras));
  return size;
}
