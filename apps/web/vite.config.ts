import { readFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { ROUTES } from './src/shared/config/routes.ts';

const backend = process.env.TAPETV_API_URL ?? 'http://127.0.0.1:3000';
/** The embedded real-time broker the dev server runs beside the API (REALTIME_PORT, 3001). */
const brokerPort = process.env.REALTIME_PORT ?? '3001';
// BROKER_PORT_META of @tapetv/realtime/meta: Node loads this file before Vite, so it cannot import
// the package's TypeScript source.
const BROKER_PORT_META = 'realtime-broker-port';
/** Server paths that are not under /api (spec point 7: /login, /logout) plus register and reset. */
const serverPaths = ['/login', '/logout', '/register', '/forgot-password', '/reset-password'];

/**
 * In dev the page comes from Vite, not from the server, so it would miss the CSRF meta tag.
 * This asks the server for this browser's token (passing its cookies, returning the server's
 * Set-Cookie) and writes the tag into the page, as the server does in production.
 */
function csrfMetaInDev(): Plugin {
  return {
    name: 'tapetv:csrf-meta-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = req.url ?? '/';
        const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
        if (
          !wantsPage ||
          url.startsWith('/api') ||
          url.startsWith('/@') ||
          /\.[a-z0-9]+($|\?)/i.test(url)
        ) {
          return next();
        }
        try {
          const answer = await fetch(`${backend}/api/csrf-token`, {
            headers: { cookie: req.headers.cookie ?? '' },
          });
          const { token } = (await answer.json()) as { token: string };
          const template = await readFile(path.resolve(import.meta.dirname, 'index.html'), 'utf8');
          const html = await server.transformIndexHtml(url, template);
          res.setHeader('set-cookie', answer.headers.getSetCookie());
          res.setHeader('content-type', 'text/html; charset=utf-8');
          const meta = `<meta name="csrf-token" content="${token}"><meta name="${BROKER_PORT_META}" content="${brokerPort}">`;
          res.end(html.replace('</head>', `${meta}</head>`));
        } catch (error) {
          server.config.logger.warn(
            `CSRF token unavailable (is the server running at ${backend}?): ${String(error)}`,
          );
          next();
        }
      });
    },
  };
}

/**
 * Writes `routes.json` (the route patterns of src/shared/config/routes.ts) beside index.html, so
 * the server answers a URL no route matches with HTTP 404 without a second copy of the table.
 */
function routeTable(): Plugin {
  return {
    name: 'tapetv:route-table',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'routes.json',
        source: `${JSON.stringify(ROUTES.map((route) => route.path))}\n`,
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), csrfMetaInDev(), routeTable()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      '/photos': backend,
      '/uploads': backend,
      ...Object.fromEntries(
        serverPaths.map((route) => [
          route,
          // GET of these paths is a page of the web app; only the POST goes to the server.
          {
            target: backend,
            bypass: (req: { method?: string }) =>
              req.method === 'GET' ? '/index.html' : undefined,
          },
        ]),
      ),
    },
  },
  build: { sourcemap: true, target: 'es2022' },
});
