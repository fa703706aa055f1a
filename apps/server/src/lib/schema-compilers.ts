import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

/**
 * Compiles each route's schemas once per process. Fastify's own factories compile every route's
 * validators (ajv) and response serializers (fast-json-stringify) whenever an app becomes ready:
 * about 0.4 s of a 0.6 s start here. The server starts once, but the tests build an app for
 * nearly every test (over 2,000 a run), so the functions are kept and handed to every app that
 * asks for the same route part with the same shared schemas and options.
 *
 * The key is what Fastify passes, as JSON (the schema, method, url and part or status), not the
 * objects: a route registered again builds its inline schemas afresh, and those must hit too.
 * Equal JSON compiles to the same function, so nothing a route validates or sends changes. The
 * cache holds one entry per route part the code defines. Typed by each factory's own signature,
 * so what comes out is what Fastify's options take.
 */
export function memoizedCompilers<Args extends unknown[], Route, Compiled>(
  factory: (...args: Args) => (route: Route) => Compiled,
): (...args: Args) => (route: Route) => Compiled {
  const pools = new Map<
    string,
    { compile: (route: Route) => Compiled; compiled: Map<string, Compiled> }
  >();
  return (...args) => {
    // Functions (ajv plugins) do not survive JSON; the app passes the same ones every time.
    const poolKey = JSON.stringify(args);
    let pool = pools.get(poolKey);
    if (!pool) {
      pool = { compile: factory(...args), compiled: new Map() };
      pools.set(poolKey, pool);
    }
    const { compile, compiled } = pool;
    return (route) => {
      const key = JSON.stringify(route) ?? String(route);
      let found = compiled.get(key);
      if (found === undefined) {
        found = compile(route);
        compiled.set(key, found);
      }
      return found;
    };
  };
}

/** Fastify's `schemaController.compilersFactory`: its own ajv and fast-json-stringify, memoized. */
export const compilersFactory = {
  buildValidator: memoizedCompilers(AjvCompiler()),
  buildSerializer: memoizedCompilers(SerializerSelector()),
};
