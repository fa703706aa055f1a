import type { FastifyReply } from 'fastify';

/**
 * JSON already serialised, typed by what it holds: PostgreSQL assembles some answers as JSON text
 * (a feed page is one statement), and the route sends that text as it is, without parsing it and
 * serialising it again. `parseJson` is for the callers that need the values.
 */
export type JsonText<T> = string & { readonly __holds: T };

export const parseJson = <T>(text: JsonText<T>): T => JSON.parse(text) as T;

/** `{"data":{"data":…}}` around a list already serialised: the spec's page envelope. */
export const dataPage = <T>(list: JsonText<T[]>): JsonText<{ data: { data: T[] } }> =>
  `{"data":{"data":${list}}}` as JsonText<{ data: { data: T[] } }>;

/**
 * Sends JSON text as it is: Fastify skips its serializer for a string with a JSON content type.
 * The route's response schema still documents the shape (tests check the text against it).
 */
export const sendJsonText = (reply: FastifyReply, json: JsonText<unknown>) =>
  reply.type('application/json; charset=utf-8').send(json);
