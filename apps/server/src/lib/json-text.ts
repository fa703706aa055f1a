import type { FastifyReply } from 'fastify';

/**
 * JSON already serialised to UTF-8, typed by what it holds: PostgreSQL assembles posts as JSON
 * text, the posts cache keeps their bytes, and the route sends a page as it is, without parsing
 * and serialising it again, or encoding the same text to UTF-8 on every request.
 * `parseJson` is for the callers that need the values.
 */
export type JsonText<T> = Buffer & { readonly __holds: T };

export const parseJson = <T>(json: JsonText<T>): T => JSON.parse(json.toString('utf8')) as T;

/** JSON text from its parts, in order (each already UTF-8). */
export const joinJson = <T>(parts: readonly Buffer[], length?: number): JsonText<T> =>
  Buffer.concat(parts, length) as JsonText<T>;

const PAGE_START = Buffer.from('{"data":{"data":');
const PAGE_END = Buffer.from('}}');

/** `{"data":{"data":…}}` around a list already serialised: the spec's page envelope. */
export const dataPage = <T>(list: JsonText<T[]>): JsonText<{ data: { data: T[] } }> =>
  joinJson([PAGE_START, list, PAGE_END]);

/**
 * Sends JSON text as it is: Fastify skips its serializer for a string with a JSON content type.
 * The route's response schema still documents the shape (tests check the text against it).
 */
export const sendJsonText = (reply: FastifyReply, json: JsonText<unknown>) =>
  reply.type('application/json; charset=utf-8').send(json);
