import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { compilersFactory, memoizedCompilers } from '../../src/lib/schema-compilers.ts';

const itemSchema = () => ({
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
  required: ['id'],
});

describe('memoizedCompilers', () => {
  it('compiles a schema once, even when each app builds its object afresh', () => {
    const compile = vi.fn(
      ({ schema }: { schema: unknown }) =>
        () =>
          schema,
    );
    const factory = vi.fn((_shared: unknown, _options: unknown) => compile);
    const build = memoizedCompilers(factory);

    const first = build({}, { option: 1 })({ schema: itemSchema() });
    const second = build({}, { option: 1 })({ schema: itemSchema() });

    expect(second).toBe(first);
    expect(compile).toHaveBeenCalledTimes(1);
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('keeps different schemas, shared schemas and options apart', () => {
    const compile = vi.fn(
      ({ schema }: { schema: unknown }) =>
        () =>
          schema,
    );
    const build = memoizedCompilers((_shared: unknown, _options: unknown) => compile);

    const plain = build({}, {})({ schema: itemSchema() });
    const other = build({}, {})({ schema: { ...itemSchema(), required: ['id', 'name'] } });
    const withShared = build({ Item: { $id: 'Item' } }, {})({ schema: itemSchema() });
    const withOptions = build({}, { coerce: true })({ schema: itemSchema() });

    expect(new Set([plain, other, withShared, withOptions]).size).toBe(4);
    expect(compile).toHaveBeenCalledTimes(4);
  });
});

describe('apps sharing the compilers', () => {
  async function appWithRoute() {
    const app = Fastify({
      ajv: { customOptions: { removeAdditional: 'all' } },
      schemaController: { compilersFactory },
    });
    app.post(
      '/items',
      { schema: { body: itemSchema(), response: { 200: itemSchema() } } },
      async (request) => ({ ...(request.body as object), secret: 'not sent' }),
    );
    await app.ready();
    return app;
  }

  it('validate and serialize the same in a second app as in the first', async () => {
    for (const app of [await appWithRoute(), await appWithRoute()]) {
      const ok = await app.inject({ method: 'POST', url: '/items', payload: { id: 1, extra: 2 } });
      expect(ok.statusCode).toBe(200);
      // removeAdditional drops the extra field; the response schema leaves out the secret.
      expect(ok.json()).toEqual({ id: 1 });
      const bad = await app.inject({ method: 'POST', url: '/items', payload: { name: 'x' } });
      expect(bad.statusCode).toBe(400);
      await app.close();
    }
  });
});
