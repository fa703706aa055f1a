import path from 'node:path';
import { build } from 'esbuild';

/** Bundles `page.ts` for the browser, as Vite would: ESM, the `ably/modular` browser build. */
export async function buildRealtimeTestPage(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, 'page.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'warning',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild produced no bundle');
  return output.text;
}
