import type { IncomingMessage, ServerResponse } from 'node:http';
import { decode as decodeMsgpack, encode as encodeMsgpack } from '@ably/msgpack-js';
import {
  errors,
  messageSize,
  normaliseIncoming,
  type WireError,
  type WireMessage,
} from './protocol.ts';

/**
 * The HTTP side of the broker, the few routes of Ably's REST API that the `ably` package calls:
 * `GET /time`, the connectivity check `GET /is-the-internet-up.txt`, and
 * `POST /channels/{name}/messages`, through which the server's `Ably.Rest` publishes.
 */
export interface RestPublisher {
  /** Checks the Authorization header (or `key`/`access_token` query) for publishing on a channel. */
  authorisePublish(
    authorization: string | undefined,
    query: URLSearchParams,
    channel: string,
  ): { ok: true; clientId: string | undefined } | { ok: false; error: WireError };
  publish(
    channel: string,
    messages: WireMessage[],
    clientId: string | undefined,
  ): { messageId: string; serials: string[] };
  readonly maxMessageSize: number;
  now(): number;
}

const MAX_BODY = 1024 * 1024;
const MSGPACK = 'application/x-msgpack';

// The connectivity check and GET /time come from the page's origin in a browser.
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers':
    'authorization, content-type, accept, x-ably-version, ably-agent, x-ably-clientid',
  'access-control-max-age': '600',
};

function wantsMsgpack(request: IncomingMessage): boolean {
  return (request.headers.accept ?? '').includes(MSGPACK);
}

/** Answers in the format the client asked for; errors carry Ably's `{error}` envelope and headers. */
function answer(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  body: unknown,
  error?: WireError,
): void {
  const msgpack = wantsMsgpack(request) && error === undefined;
  const payload = msgpack ? encodeMsgpack(body, true) : Buffer.from(JSON.stringify(body));
  response.writeHead(status, {
    ...CORS_HEADERS,
    // Exactly these values: the `ably` client decodes an error body only for them.
    'content-type': msgpack ? MSGPACK : 'application/json',
    'content-length': payload.length,
    ...(error
      ? { 'x-ably-errorcode': String(error.code), 'x-ably-errormessage': error.message }
      : {}),
  });
  response.end(payload);
}

function fail(request: IncomingMessage, response: ServerResponse, error: WireError): void {
  answer(request, response, error.statusCode, { error }, error);
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function parseMessages(body: Buffer, contentType: string): WireMessage[] | undefined {
  const msgpack = contentType.includes(MSGPACK);
  let value: unknown;
  try {
    value = msgpack ? decodeMsgpack(body) : JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0 || !list.every((item) => item && typeof item === 'object'))
    return undefined;
  return (list as WireMessage[]).map((message) =>
    normaliseIncoming(message, msgpack ? 'msgpack' : 'json'),
  );
}

export async function handleRest(
  publisher: RestPublisher,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://broker');
  if (request.method === 'OPTIONS') {
    response.writeHead(204, CORS_HEADERS);
    response.end();
    return;
  }
  if (request.method === 'GET' && url.pathname === '/time') {
    // Always JSON: the client parses /time as JSON whatever its protocol.
    response.writeHead(200, { ...CORS_HEADERS, 'content-type': 'application/json' });
    response.end(JSON.stringify([publisher.now()]));
    return;
  }
  if (request.method === 'GET' && url.pathname === '/is-the-internet-up.txt') {
    response.writeHead(200, { ...CORS_HEADERS, 'content-type': 'text/plain' });
    response.end('yes\n');
    return;
  }
  const publishPath = /^\/channels\/([^/]+)\/messages$/.exec(url.pathname);
  if (request.method === 'POST' && publishPath?.[1]) {
    let channel: string;
    try {
      channel = decodeURIComponent(publishPath[1]);
    } catch {
      fail(request, response, errors.badRequest('Malformed channel name'));
      return;
    }
    const authorised = publisher.authorisePublish(
      request.headers.authorization,
      url.searchParams,
      channel,
    );
    if (!authorised.ok) {
      fail(request, response, authorised.error);
      return;
    }
    let body: Buffer;
    try {
      body = await readBody(request);
    } catch {
      fail(request, response, errors.tooLarge(MAX_BODY, MAX_BODY));
      return;
    }
    const messages = parseMessages(body, request.headers['content-type'] ?? '');
    if (!messages) {
      fail(
        request,
        response,
        errors.badRequest('The body must be a message or a list of messages'),
      );
      return;
    }
    const size = messages.reduce((total, message) => total + messageSize(message), 0);
    if (size > publisher.maxMessageSize) {
      fail(request, response, errors.tooLarge(size, publisher.maxMessageSize));
      return;
    }
    const result = publisher.publish(channel, messages, authorised.clientId);
    answer(request, response, 201, { channel, ...result });
    return;
  }
  fail(request, response, { code: 40400, statusCode: 404, message: 'Not found' });
}
