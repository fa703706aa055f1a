import { decode as decodeMsgpack, encode as encodeMsgpack } from '@ably/msgpack-js';
import { onTestFinished } from 'vitest';
import WebSocket from 'ws';
import type { Format, ProtocolMessage } from '../../src/broker/protocol.ts';
import { ablyTokenDetails } from '../../src/modules/realtime/ably-jwt.ts';
import { memberCapability } from '../../src/modules/realtime/capability.ts';
import { eventually } from '../helpers/realtime.ts';

// The broker's wire protocol spoken by a bare WebSocket, shared by the protocol-level tests.

/** The key the test brokers sign tokens with. */
export const key = { name: 'local.tapetv', secret: 'protocol-test-secret' };

/** A member's token: their own channels and those of their groups. */
export const token = (userId: number, groups: number[], now = Date.now(), ttl = 60_000) =>
  ablyTokenDetails(key, String(userId), memberCapability(userId, groups), now, ttl).token;

export interface RawClient {
  socket: WebSocket;
  frames: Array<{ binary: boolean; message: ProtocolMessage }>;
  /** The next frame (after those already taken) matching `predicate`. */
  next(predicate?: (message: ProtocolMessage) => boolean): Promise<ProtocolMessage>;
  send(message: ProtocolMessage): void;
}

/**
 * Opens a bare WebSocket on the broker and records every frame it receives, decoded. `cleanup`
 * is handed the function that terminates the socket: by default it runs when the test finishes;
 * outside a test (in a `beforeAll`), pass something that collects it.
 */
export function rawClient(
  port: number,
  query: Record<string, string>,
  format: Format,
  cleanup: (terminate: () => void) => void = (terminate) => onTestFinished(terminate),
): Promise<RawClient> {
  const params = new URLSearchParams({ format, v: '6', ...query });
  const socket = new WebSocket(`ws://127.0.0.1:${port}/?${params}`);
  const frames: RawClient['frames'] = [];
  let taken = 0;
  const waiting = new Set<() => void>();
  socket.on('message', (data: Buffer, binary) => {
    const message = (binary ? decodeMsgpack(data) : JSON.parse(data.toString())) as ProtocolMessage;
    frames.push({ binary, message });
    for (const check of [...waiting]) check();
  });
  cleanup(() => socket.terminate());
  const client: RawClient = {
    socket,
    frames,
    next: (predicate = () => true) =>
      eventually('a protocol message', (resolve: (message: ProtocolMessage) => void) => {
        const check = () => {
          while (taken < frames.length) {
            const frame = frames[taken];
            taken += 1;
            if (frame && predicate(frame.message)) {
              waiting.delete(check);
              resolve(frame.message);
              return;
            }
          }
        };
        waiting.add(check);
        check();
      }),
    send: (message) => {
      socket.send(format === 'msgpack' ? encodeMsgpack(message, true) : JSON.stringify(message));
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('error', reject);
  });
}
