/**
 * What the `ably` client adds to the web app's JavaScript: the whole `ably` package against its
 * tree-shakable `ably/modular` entry with only what `@tapetv/realtime` uses (WebSocket, fetch,
 * presence), and `@tapetv/realtime` itself. Bundled for the browser and minified with esbuild,
 * as a production build would, then gzipped.
 */
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export interface BundleSize {
  entry: string;
  minifiedKb: number;
  gzipKb: number;
}

const ENTRIES: Record<string, string> = {
  'ably (full package)': `
    import * as Ably from 'ably';
    const client = new Ably.Realtime({ authCallback: () => {}, autoConnect: false });
    client.channels.get('x').presence.subscribe('enter', () => {});
    export default client;`,
  'ably/modular (WebSocket, fetch, presence)': `
    import { BaseRealtime, FetchRequest, RealtimePresence, WebSocketTransport } from 'ably/modular';
    const client = new BaseRealtime({
      authCallback: () => {},
      autoConnect: false,
      plugins: { WebSocketTransport, FetchRequest, RealtimePresence },
    });
    client.channels.get('x').presence.subscribe('enter', () => {});
    export default client;`,
  '@tapetv/realtime (createRealtime, with ably/modular and the API client)': `
    import { createRealtime } from '@tapetv/realtime';
    export default createRealtime;`,
};

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

export async function measureBundles(): Promise<BundleSize[]> {
  const sizes: BundleSize[] = [];
  for (const [entry, contents] of Object.entries(ENTRIES)) {
    const output = await build({
      stdin: { contents, resolveDir: import.meta.dirname, loader: 'ts' },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      write: false,
      logLevel: 'error',
    });
    const code = output.outputFiles[0]?.contents ?? new Uint8Array();
    sizes.push({
      entry,
      minifiedKb: kb(code.byteLength),
      gzipKb: kb(gzipSync(code, { level: 9 }).byteLength),
    });
  }
  return sizes;
}
