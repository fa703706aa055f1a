import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { HttpMethod } from '../app.ts';
import type { JsonSchema } from './schema-arbitrary.ts';

/** The contract between web and server, as the API client is generated from it. */
export const CONTRACT_PATH = path.resolve(
  import.meta.dirname,
  '../../../../../packages/api-client/openapi.json',
);

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

interface MediaObject {
  schema?: JsonSchema;
}

interface OperationObject {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content: Record<string, MediaObject> };
  responses: Record<string, { content?: Record<string, MediaObject> }>;
}

export interface ContractDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: Record<string, unknown>;
}

export interface ContractOperation {
  method: HttpMethod;
  /** As the document writes it, e.g. `/api/posts/{postId}`. */
  path: string;
  operationId: string;
  security: string[];
  pathParameters: ParameterObject[];
  queryParameters: ParameterObject[];
  /** The request body's media types and schemas; empty when the call takes none. */
  body: Record<string, JsonSchema>;
  /** JSON pointer of each response's schema in the document, by status and media type. */
  responses: Record<string, Record<string, string | null>>;
}

const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** The JSON pointer of an operation's request body schema for `media`. */
export const requestBodyPointer = (operation: ContractOperation, media: string) =>
  `#/paths/${escapePointer(operation.path)}/${operation.method.toLowerCase()}/requestBody/content/${escapePointer(media)}/schema`;

export function readContract(): ContractDocument {
  return JSON.parse(readFileSync(CONTRACT_PATH, 'utf8')) as ContractDocument;
}

/** Every operation of the document, in its order. */
export function contractOperations(document: ContractDocument): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [route, item] of Object.entries(document.paths)) {
    for (const [key, operation] of Object.entries(item)) {
      const method = key.toUpperCase() as HttpMethod;
      const parameters = operation.parameters ?? [];
      const responses: ContractOperation['responses'] = {};
      for (const [status, response] of Object.entries(operation.responses)) {
        responses[status] = {};
        for (const [media, content] of Object.entries(response.content ?? {})) {
          (responses[status] as Record<string, string | null>)[media] = content.schema
            ? `#/paths/${escapePointer(route)}/${key}/responses/${status}/content/${escapePointer(media)}/schema`
            : null;
        }
      }
      const body: Record<string, JsonSchema> = {};
      for (const [media, content] of Object.entries(operation.requestBody?.content ?? {}))
        body[media] = content.schema ?? {};
      operations.push({
        method,
        path: route,
        operationId: operation.operationId ?? `${method} ${route}`,
        security: (operation.security ?? []).flatMap((requirement) => Object.keys(requirement)),
        pathParameters: parameters.filter((parameter) => parameter.in === 'path'),
        queryParameters: parameters.filter((parameter) => parameter.in === 'query'),
        body,
        responses,
      });
    }
  }
  return operations;
}

/**
 * Validates a response body against the schema the document gives it (JSON Schema 2020-12, as
 * OpenAPI 3.1 writes it); answers the errors, or null when it is valid.
 */
export function responseValidator(document: ContractDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats.default(ajv);
  ajv.addSchema(document as object, 'contract');
  const compiled = new Map<string, ValidateFunction>();
  return (pointer: string, body: unknown): string | null => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `contract${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate(body) ? null : ajv.errorsText(validate.errors);
  };
}
