import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { Database, DatabaseHandle } from '../../src/db/client.ts';
import { type HttpMethod, testAppConfig } from './app.ts';

export interface Operation {
  method: HttpMethod;
  /** The OpenAPI path, e.g. `/api/users/{userId}/follow`. */
  path: string;
  /** The path with `1` for every parameter, ready to request. */
  url: string;
  operationId: string | undefined;
  security: Array<Record<string, string[]>>;
}

interface OpenApiDocument {
  paths?: Record<
    string,
    Record<string, { operationId?: string; security?: Array<Record<string, string[]>> }>
  >;
}

const METHODS: Record<string, HttpMethod> = {
  get: 'GET',
  head: 'HEAD',
  options: 'OPTIONS',
  post: 'POST',
  put: 'PUT',
  patch: 'PATCH',
  delete: 'DELETE',
};
/** The methods that change state, and so need the CSRF token. */
export const WRITE_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every operation in an app's OpenAPI document. */
export function operationsOf(app: FastifyInstance): Operation[] {
  const document = app.swagger() as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [route, item] of Object.entries(document.paths ?? {})) {
    for (const [key, operation] of Object.entries(item)) {
      const method = METHODS[key];
      if (!method) continue;
      operations.push({
        method,
        path: route,
        url: route.replace(/\{[^}]+\}/g, '1'),
        operationId: operation.operationId,
        security: operation.security ?? [],
      });
    }
  }
  return operations;
}

/**
 * The operations of the app as built, read while tests are being collected so each operation can
 * be a test of its own. Building the document needs no database: the handle is a stand-in that
 * no query ever reaches.
 */
export async function collectOperations(): Promise<Operation[]> {
  const standIn: DatabaseHandle = {
    db: {} as Database,
    driver: 'pglite',
    query: async () => [],
    executeSql: async () => ({ rows: [] }),
    listen: async () => async () => {},
    notify: async () => {},
    migrate: async () => {},
    ping: async () => {},
    close: async () => {},
  };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tapetv-openapi-'));
  try {
    const config = testAppConfig(dataDir);
    const app = await buildApp({ config, database: standIn, logger: false });
    try {
      await app.ready();
      return operationsOf(app);
    } finally {
      await app.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
