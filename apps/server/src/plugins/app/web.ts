import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { BROKER_PORT_META } from '@tapetv/realtime/meta';
import fp from 'fastify-plugin';
import { parseRouteTable, routeMatcher } from '../../lib/route-patterns.ts';
import { SERVER_ROOT } from '../../lib/server-root.ts';

const API_PREFIXES = ['/api/', '/api'];

/** JSON 404 for API paths; the web app for every other GET. */
const isApiPath = (url: string) =>
  API_PREFIXES.some((prefix) => url === prefix || url.startsWith(prefix));

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Puts meta tags into the page's head: the CSRF token (the spec's client reads it from there) and,
 * with the embedded broker, the broker's port for the real-time client.
 */
export function injectMeta(html: string, meta: Record<string, string>): string {
  const tags = Object.entries(meta)
    .map(([name, content]) => `<meta name="${name}" content="${escapeAttribute(content)}">`)
    .join('\n    ');
  return html.includes('</head>')
    ? html.replace('</head>', `    ${tags}\n  </head>`)
    : `${tags}\n${html}`;
}

const FALLBACK_PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>TapeTV API</title></head>
  <body><h1>TapeTV API</h1><p>The web app is not built. Run <code>pnpm build</code>, or use <code>pnpm dev</code> and open the Vite address.</p><p><a href="/api/docs">API reference</a></p></body>
</html>`;

/**
 * Serves the built web app (`apps/web/dist`) and the default images. Every non-API GET that is not
 * a file gets `index.html` with a fresh CSRF meta tag, so client-side routes load on refresh; with
 * status 404 when no route of the web's table (`routes.json`) matches, so the app's 404 page is
 * also a 404 to browsers and crawlers.
 */
export default fp<{ webDistDir: string; realtimePort: number | null }>(
  async (app, { webDistDir, realtimePort }) => {
    await app.register(fastifyStatic, {
      root: path.join(SERVER_ROOT, 'assets/photos'),
      prefix: '/photos/',
      decorateReply: false,
      maxAge: '1d',
    });

    const indexFile = path.join(webDistDir, 'index.html');
    const hasWeb = existsSync(indexFile);
    const template = hasWeb ? readFileSync(indexFile, 'utf8') : FALLBACK_PAGE;
    if (hasWeb) {
      // One route per built file (wildcard: false), so every other path reaches the page below.
      // The build writes a Brotli and a gzip copy of each text asset (apps/web/vite.config.ts):
      // sent as they are to a browser that accepts them (Content-Encoding, Vary: Accept-Encoding),
      // no compression work per request.
      await app.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        wildcard: false,
        index: false,
        preCompressed: true,
        decorateReply: false,
        allowedPath: (pathName) => pathName !== '/index.html',
        setHeaders: (res, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    } else {
      app.log.warn({ webDistDir }, 'web app not built: serving a placeholder page');
    }
    // The web build's route table: a path no page answers gets the app (which shows its 404 page)
    // with HTTP 404. Without the table every path is taken to be a page.
    const routesFile = path.join(webDistDir, 'routes.json');
    const isPage = existsSync(routesFile)
      ? routeMatcher(parseRouteTable(readFileSync(routesFile, 'utf8')))
      : () => true;

    const pageMeta = (token: string): Record<string, string> => ({
      'csrf-token': token,
      ...(realtimePort !== null ? { [BROKER_PORT_META]: String(realtimePort) } : {}),
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (
        (request.method !== 'GET' && request.method !== 'HEAD') ||
        isApiPath(path) ||
        path.includes('.')
      ) {
        return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found.' });
      }
      const token = request.csrfToken(reply);
      return reply
        .code(isPage(path) ? 200 : 404)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(injectMeta(template, pageMeta(token)));
    });
  },
  { name: 'web', dependencies: ['csrf'] },
);
