import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { badRequest } from '../../lib/errors.ts';
import { fileTooLarge } from '../../modules/uploads/uploads.service.ts';

/**
 * Multipart forms with one file, read whole into memory (at most `maxBytes`) before validation:
 * the body becomes `{ field: 'text', file: Buffer }`, so the route's TypeBox schema validates it
 * like any JSON body. Register it only in the scope of the routes that take uploads: elsewhere a
 * multipart body is refused with 415 instead of being read.
 */
export default fp<{ maxBytes: number }>(
  async (app, { maxBytes }) => {
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: {
        fileSize: maxBytes,
        files: 1,
        fields: 4,
        parts: 5,
        fieldNameSize: 100,
        fieldSize: 1024,
        headerPairs: 100,
      },
    });

    // The plugin's own `attachFieldsToBody` does this too, but lets a malformed form (a missing
    // boundary, a body cut short) through as a 500; here every failure to read is the client's.
    app.addHook('preValidation', async (request) => {
      if (!request.isMultipart()) return;
      const body: Record<string, unknown> = Object.create(null);
      try {
        for await (const part of request.parts()) {
          body[part.fieldname] = part.type === 'file' ? await part.toBuffer() : part.value;
        }
      } catch (error) {
        const { code, statusCode } = error as { code?: string; statusCode?: number };
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(maxBytes);
        if (statusCode !== undefined && statusCode < 500) throw error;
        throw badRequest('The form could not be read.', 'MALFORMED_FORM');
      }
      request.body = body;
    });
  },
  { name: 'multipart' },
);

/** The part of Ajv's API the keyword uses (Ajv itself is Fastify's dependency, not ours). */
interface KeywordHost {
  addKeyword(definition: {
    keyword: string;
    compile: (value: unknown, parent: Record<string, unknown>) => (data: unknown) => boolean;
    error: { message: string };
  }): unknown;
}

/**
 * Ajv keyword `isFile: true` for a file part of a multipart body (a Buffer once read). While the
 * route's schema compiles, it rewrites that property into OpenAPI's file type (`type: string`,
 * `format: binary`), which is what the generated document then shows; validation checks for a
 * Buffer. The rewrite happens once per schema object, so build such schemas inside the route
 * plugin (one object per app), never as module constants.
 */
export function fileKeyword<T extends KeywordHost>(ajv: T): T {
  ajv.addKeyword({
    keyword: 'isFile',
    compile: (_value: unknown, parent: Record<string, unknown>) => {
      parent.type = 'string';
      parent.format = 'binary';
      delete parent.isFile;
      return (data: unknown) => Buffer.isBuffer(data);
    },
    error: { message: 'must be a file' },
  });
  return ajv;
}
