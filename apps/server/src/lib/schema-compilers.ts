import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

/** What Fastify hands a compiler for one part of one route. */
interface RouteSchema {
  schema: unknown;
}

type Compile = (route: RouteSchema & Record<string, unknown>) => unknown;
type Factory = (externalSchemas: unknown, options: unknown) => Compile;

/**
 * Compiles each distinct schema once per process. Fastify's own factories compile every route's
 * validators (ajv) and response serializers (fast-json-stringify) whenever an app becomes ready:
 * about 0.4 s of a 0.6 s start here. The server starts once, but the tests build an app for
 * nearly every test (over 2,000 a run), so the functions are kept and handed to every app that
 * asks for the same schema with the same shared schemas and options.
 *
 * The key is the schema's JSON, not the object: a route registered again builds its inline schemas
 * afresh, and those must hit too. Equal JSON compiles to the same function, so nothing a route
 * validates or sends changes. The cache holds one entry per distinct schema the code defines.
 */
export function memoizedCompilers(factory: Factory): Factory {
  const pools = new Map<string, { compile: Compile; compiled: Map<string, unknown> }>();
  return (externalSchemas, options) => {
    // Functions (ajv plugins) do not survive JSON; the app passes the same ones every time.
    const poolKey = JSON.stringify([externalSchemas, options]);
    let pool = pools.get(poolKey);
    if (!pool) {
      pool = { compile: factory(externalSchemas, options), compiled: new Map() };
      pools.set(poolKey, pool);
    }
    const { compile, compiled } = pool;
    return (route) => {
      const key = JSON.stringify(route.schema) ?? String(route.schema);
      if (!compiled.has(key)) compiled.set(key, compile(route));
      return compiled.get(key);
    };
  };
}

/**
 * Fastify's `schemaController.compilersFactory`: its own ajv and fast-json-stringify, memoized.
 * The casts are the packages' typings, not a second shape of ours: @fastify/ajv-compiler types
 * its compiler as taking a bare schema, while Fastify (which calls it untyped, from JavaScript)
 * passes `{ schema, method, url, httpPart }`, as the memo above reads it.
 */
export const compilersFactory = {
  buildValidator: memoizedCompilers(AjvCompiler() as unknown as Factory),
  buildSerializer: memoizedCompilers(SerializerSelector() as unknown as Factory),
};
