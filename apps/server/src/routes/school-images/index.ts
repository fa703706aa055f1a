import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../lib/errors.ts';
import { SCHOOL_IMAGE_FILE } from '../../modules/school/school-content.ts';
import { SCHOOL_CONTENT_DIR } from '../../modules/school/school-import.ts';

const CONTENT_TYPES = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
} as const;

/**
 * The trading school's lesson images (`![alt](images/<file>)` in a lesson becomes
 * `/school/images/<file>`), read from content/school/images. Left out of the API document: files,
 * not API calls. Only names the content importer accepts are looked up, so no path can leave the
 * folder.
 */
const schoolImages: FastifyPluginAsyncTypebox = async (app) => {
  const folder = path.join(SCHOOL_CONTENT_DIR, 'images');

  app.get(
    '/school/images/:file',
    {
      schema: {
        hide: true,
        params: Type.Object({ file: Type.String({ maxLength: 128 }) }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const extension = SCHOOL_IMAGE_FILE.exec(file)?.[1] as keyof typeof CONTENT_TYPES | undefined;
      let body: Buffer | undefined;
      if (extension) {
        try {
          body = await readFile(path.join(folder, file));
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code !== 'ENOENT' && code !== 'EISDIR') throw error;
        }
      }
      if (!extension || !body) throw notFound('No such image.');
      reply
        .header('content-type', CONTENT_TYPES[extension])
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff');
      // An SVG opened on its own is a document: no scripts, no requests, only its own styles.
      if (extension === 'svg')
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.send(body);
    },
  );
};

export default schoolImages;
