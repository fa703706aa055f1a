import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
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

/**
 * `@radix-ui/react-icons` ships all of its 318 icons in one module, and a bundler places a module
 * in one chunk only: every icon any lazy page used (~30, 8–14 kB gzip) rode in the first page's
 * JavaScript. This rewrites `import { XIcon } from '@radix-ui/react-icons'` in our sources into one
 * small module per icon, cut from the package's own ESM build, so each icon ships with the chunk
 * that draws it. The package's types and tests are unchanged; the build fails on a missing icon.
 */
function radixIconModules(): Plugin {
  const PREFIX = '\0radix-icon:';
  const HELPERS = 'helpers';
  const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@radix-ui\/react-icons['"];?/g;
  let icons: Map<string, string> | undefined;
  let helpers = '';
  const iconsOf = async (resolve: (id: string) => Promise<string | undefined>) => {
    if (icons) return icons;
    const file = await resolve('@radix-ui/react-icons/dist/react-icons.esm.js');
    if (!file) throw new Error('@radix-ui/react-icons: its ESM build was not found');
    const source = (await readFile(file, 'utf8')).replace(/\nexport \{[^}]*\};[\s\S]*$/, '\n');
    const [head = '', ...parts] = source.split(/\n(?=var _excluded(?:\$\w+)? = )/);
    helpers = head;
    icons = new Map();
    for (const part of parts) {
      const name = /\nvar (\w+) = \/\*#__PURE__\*\/forwardRef/.exec(part)?.[1];
      if (name) icons.set(name, part);
    }
    return icons;
  };
  return {
    name: 'tapetv:radix-icon-modules',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('@radix-ui/react-icons')) return null;
      const next = code.replace(IMPORT, (_all, names: string) =>
        names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => {
            const [imported, local = imported] = name.split(/\s+as\s+/);
            return `import ${local} from '${PREFIX.slice(1)}${imported}';`;
          })
          .join('\n'),
      );
      return next === code ? null : { code: next, map: null };
    },
    resolveId(id) {
      return id.startsWith(PREFIX.slice(1)) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      const all = await iconsOf(async (target) => (await this.resolve(target))?.id);
      // The package's import of React and its one helper, shared by the icons.
      if (name === HELPERS) return `${helpers}\nexport { _objectWithoutPropertiesLoose };\n`;
      const body = all.get(name);
      if (!body) throw new Error(`@radix-ui/react-icons has no ${name}`);
      return [
        "import { forwardRef, createElement } from 'react';",
        `import { _objectWithoutPropertiesLoose } from '${PREFIX.slice(1)}${HELPERS}';`,
        body,
        `export default ${name};`,
      ].join('\n');
    },
  };
}

/**
 * Radix's shared internals, in five chunks by what uses them (issue 12). Left to itself the bundler
 * cut them into a dozen chunks of 0.3–3 kB, one per set of lazy parts sharing them (the feed loaded
 * all twelve), and each script costs its own imports, exports and entry in the preload lists. Four
 * layers, not one: the login dialog needs no positioning (floating-ui) and the toast no focus trap,
 * so one chunk would make each of them fetch ~10 kB more when it first opens. None is on `/`.
 */
const RADIX_LAYERS: [name: string, packages: string[]][] = [
  // The helpers every Radix part uses, the avatar included, where the first page's script does
  // not hold them already: else the avatar (member-only) would fetch the popper layer for them.
  [
    'radix-core',
    [
      '@radix-ui/react-context',
      '@radix-ui/react-use-callback-ref',
      '@radix-ui/react-use-layout-effect',
      '@radix-ui/react-use-is-hydrated',
      '@radix-ui/react-compose-refs',
      '@radix-ui/react-primitive',
    ],
  ],
  // Every overlay: dialog, popover, tooltip, menus, toast, tabs.
  [
    'radix-layer',
    [
      '@radix-ui/react-dismissable-layer',
      '@radix-ui/react-portal',
      '@radix-ui/react-presence',
      '@radix-ui/react-id',
      '@radix-ui/primitive',
      '@radix-ui/react-use-controllable-state',
      '@radix-ui/react-use-effect-event',
      '@radix-ui/react-use-size',
    ],
  ],
  // Modal ones: dialog, popover, dropdown menu (focus trap, scroll lock, inert outside).
  [
    'radix-focus',
    [
      '@radix-ui/react-focus-scope',
      '@radix-ui/react-focus-guards',
      'react-remove-scroll',
      'react-remove-scroll-bar',
      'react-style-singleton',
      'use-callback-ref',
      'use-sidecar',
      'get-nonce',
      'aria-hidden',
      'tslib',
    ],
  ],
  // Anchored ones: popover, tooltip, dropdown menu.
  [
    'radix-popper',
    [
      '@radix-ui/react-popper',
      '@radix-ui/react-arrow',
      '@floating-ui/core',
      '@floating-ui/dom',
      '@floating-ui/react-dom',
      '@floating-ui/utils',
    ],
  ],
  // Lists moved through with the arrow keys: menus, toasts, tabs, toggle groups.
  [
    'radix-collection',
    ['@radix-ui/react-collection', '@radix-ui/react-roving-focus', '@radix-ui/react-direction'],
  ],
];

/**
 * Modules that `/`'s code reaches only through a barrel's re-export (`@/shared/api` for the
 * session check), used by forms on lazy pages: kept out of the main script's chunk.
 */
const REEXPORTED_ONLY = /[\\/]src[\\/]shared[\\/]api[\\/]form-result\.ts$/;

/** A module of one of these packages (pnpm's paths and Windows' included). */
const inPackages = (packages: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|').replaceAll('/', '[\\\\/]')})[\\\\/]`);

/** Text assets worth compressing: smaller files gain less than the header costs. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside each text asset of
 * the build. The server sends them as they are to browsers that accept them (@fastify/static
 * `preCompressed`): the strongest compression, paid once at build time, none per request.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = 'dist';
  return {
    name: 'tapetv:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const target = path.join(outDir, file);
            const source = await readFile(target);
            if (source.length < MIN_COMPRESS_BYTES) return;
            const [br, gzipped] = await Promise.all([
              brotli(source, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gz(source, { level: zlib.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gzipped)]);
          }),
      );
    },
  };
}

export default defineConfig({
  plugins: [radixIconModules(), react(), csrfMetaInDev(), routeTable(), precompress()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      '/photos': backend,
      '/uploads': backend,
      '/school/images': backend,
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
  build: {
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Whatever the main script imports statically loads on every page anyway: one chunk
            // (the main script itself) instead of seven that `/` fetched side by side (react,
            // react-router, ky, …), −3.9 kB (issue 12). The tag also marks modules that a barrel
            // the main script imports only re-exports: those stay out, and so must not come back
            // in as a captured module's dependency (every other dependency is tagged itself).
            {
              name: 'initial',
              tags: ['$initial'],
              test: (id: string) => !REEXPORTED_ONLY.test(id),
              includeDependenciesRecursively: false,
              priority: RADIX_LAYERS.length + 1,
            },
            // Highest first, so that a layer's own dependencies stay in their own layer.
            ...RADIX_LAYERS.map(([name, packages], index) => ({
              name,
              test: inPackages(packages),
              priority: RADIX_LAYERS.length - index,
            })),
          ],
        },
      },
    },
  },
});
