/**
 * The JavaScript a page loads before it is usable: every script the browser fetches while opening
 * `/` as a visitor and `/feed` as the demo member, gzipped as the server would send it.
 * Runs the real built app (apps/web/dist) on an in-memory database with the demo data.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { addressOf, tapetvServer } from './api-baseline.ts';
import { launchChromium } from './chromium.ts';

const webDist = path.resolve(import.meta.dirname, '../../apps/web/dist');

export interface PageWeight {
  page: string;
  scripts: number;
  rawKb: number;
  gzipKb: number;
  /** What the server sends a browser that accepts Brotli: the build's `.br` copy. */
  brotliKb: number;
  /** Each script with its gzipped size, largest first. */
  detail: { script: string; gzipKb: number }[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function measureInitialJs(): Promise<PageWeight[]> {
  const server = await tapetvServer({ seed: true, webDistDir: webDist });
  const browser = await launchChromium();
  try {
    const base = addressOf(server.app);
    const context = await browser.newContext();

    // Each page is opened in a fresh tab, so the browser's module map does not hide what it loads.
    const weigh = async (label: string, url: string): Promise<PageWeight> => {
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          scripts.add(new URL(response.url()).pathname);
      });
      await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
      await page.close();
      let raw = 0;
      let gzip = 0;
      let brotli = 0;
      const detail: PageWeight['detail'] = [];
      for (const script of scripts) {
        const file = path.join(webDist, script);
        const bytes = readFileSync(file);
        raw += bytes.length;
        const gzipped = gzipSync(bytes, { level: 9 }).length;
        gzip += gzipped;
        detail.push({ script, gzipKb: kb(gzipped) });
        brotli += existsSync(`${file}.br`) ? statSync(`${file}.br`).size : bytes.length;
      }
      return {
        page: label,
        scripts: scripts.size,
        rawKb: kb(raw),
        gzipKb: kb(gzip),
        brotliKb: kb(brotli),
        detail: detail.sort((a, b) => b.gzipKb - a.gzipKb),
      };
    };

    const home = await weigh('/ (visitor)', '/');
    const login = await context.request.get(`${base}/api/csrf-token`).then(async (answer) => {
      const { token } = (await answer.json()) as { token: string };
      return context.request.post(`${base}/login`, {
        headers: { 'X-CSRF-TOKEN': token },
        data: { email: 'dana@tapetv.dev', password: 'TapeTV-demo-1' },
      });
    });
    if (login.status() !== 200) throw new Error(`demo login failed with ${login.status()}`);
    return [home, await weigh('/feed (member)', '/feed')];
  } finally {
    await browser.close();
    await server.cleanup();
  }
}
