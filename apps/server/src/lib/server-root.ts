import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server package's folder (`apps/server`), found by walking up to its package.json: the same
 * from `src/` (tsx, tests) and from the bundle in `dist/` (`pnpm start`). Migrations, the default
 * data folder and the default images are read relative to it.
 */
export const SERVER_ROOT = findServerRoot(import.meta.dirname);

export function findServerRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@tapetv/server') return dir;
    }
    if (path.dirname(dir) === dir) throw new Error(`no @tapetv/server package.json above ${from}`);
  }
}
