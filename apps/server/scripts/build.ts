/**
 * Compiles the server for `pnpm start`: one ES module bundle, `dist/server.js` (with a source
 * map), so production starts on plain Node without compiling TypeScript on every start (tsx).
 * Packages from npm stay external and load from node_modules as they are; the workspace's own
 * TypeScript packages (@tapetv/*) are bundled in. Takes well under a second, so turbo never caches
 * it (turbo.json): it would not see a change to a bundled workspace package.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@tapetv/'));

const outdir = path.join(root, 'dist');
rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
const result = await build({
  entryPoints: [path.join(root, 'src/server.ts')],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // A package marked external is external with its subpaths too (`fastify-plugin`, `ably/…`).
  external,
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(
  `Built dist/server.js (${Math.round(bytes / 1024)} kB) in ${Math.round(performance.now() - started)} ms`,
);
