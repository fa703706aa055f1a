import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { SCHOOL_CONTENT_DIR } from '../../src/modules/school/school-import.ts';
import errorHandler from '../../src/plugins/app/error-handler.ts';
import security from '../../src/plugins/external/security.ts';
import schoolImages from '../../src/routes/school-images/index.ts';

/**
 * The route alone, behind the app's security headers and error handler: it needs no database.
 * (routes/index.ts registers it with the others.)
 */
async function buildRoute() {
  const app = Fastify({ logger: false });
  await app.register(security, { realtimeOrigins: [] });
  await app.register(errorHandler);
  await app.register(schoolImages);
  onTestFinished(() => app.close());
  await app.ready();
  return app;
}

describe('GET /school/images/:file', () => {
  it('serves an SVG of the content folder with a day’s caching and a CSP that runs nothing', async () => {
    const app = await buildRoute();

    const response = await app.inject({ method: 'GET', url: '/school/images/candle-anatomy.svg' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload).toEqual(
      await readFile(path.join(SCHOOL_CONTENT_DIR, 'images', 'candle-anatomy.svg')),
    );
  });

  it.each([
    ['a missing file', '/school/images/no-such-image.svg'],
    ['another type', '/school/images/README.md'],
    ['upper case', '/school/images/Candle-Anatomy.svg'],
    ['a path out of the folder', '/school/images/..%2F..%2Fpackage.json'],
    ['a dotted path', '/school/images/..%2Fcourses%2Fhow-markets-work%2Fcourse.md'],
  ])('answers 404 for %s', async (_, url) => {
    const app = await buildRoute();

    const response = await app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'No such image.' });
  });
});
