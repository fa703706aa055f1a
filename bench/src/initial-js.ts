/**
 * The JavaScript a page loads, in two figures: what it fetched before its first content was on
 * screen (`/`'s heading for a visitor, the first post card of the demo member's `/feed`), which is
 * the page's initial JavaScript (issue 12), and everything it fetched until the network was idle,
 * which adds what loads after the first paint (the real-time client). Gzipped as the server would
 * send it. Runs the real built app (apps/web/dist) on an in-memory database with the demo data.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { addressOf, tapetvServer } from './api-baseline.ts';
import { launchChromium } from './chromium.ts';

const webDist = path.resolve(import.meta.dirname, '../../apps/web/dist');

export interface PageWeight {
  page: string;
  /** Scripts requested before the page's first content was visible. */
  scripts: number;
  rawKb: number;
  gzipKb: number;
  /** What the server sends a browser that accepts Brotli: the build's `.br` copy. */
  brotliKb: number;
  /** Each script with its gzipped size, largest first; `late` if requested after first content. */
  detail: { script: string; gzipKb: number; late: boolean }[];
  /** Every script until the network was idle, first content's and the later ones. */
  total: { scripts: number; rawKb: number; gzipKb: number; brotliKb: number };
}

/** What shows that a page has its first content: it must be visible before the figure is taken. */
const FIRST_CONTENT = {
  '/': 'main h1',
  '/feed': 'main article',
} as const;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function measureInitialJs(): Promise<PageWeight[]> {
  const server = await tapetvServer({ seed: true, webDistDir: webDist });
  const browser = await launchChromium();
  try {
    const base = addressOf(server.app);
    const context = await browser.newContext();

    // Each page is opened in a fresh tab, so the browser's module map does not hide what it loads.
    const weigh = async (label: string, url: keyof typeof FIRST_CONTENT): Promise<PageWeight> => {
      const page = await context.newPage();
      // The page notes, on its own clock, when the first content is laid out (checked every 5 ms
      // from its first script on); the test's own polling would come late.
      await page.addInitScript((selector: string) => {
        const timer = setInterval(() => {
          const element = document.querySelector(selector);
          if (!element || element.getBoundingClientRect().height === 0) return;
          (window as { firstContentAt?: number }).firstContentAt = performance.now();
          clearInterval(timer);
        }, 5);
      }, FIRST_CONTENT[url]);
      await page.goto(`${base}${url}`, { waitUntil: 'commit' });
      await page.locator(FIRST_CONTENT[url]).first().waitFor({ state: 'visible' });
      await page.waitForLoadState('networkidle');
      const { firstContentAt, started } = await page.evaluate(() => ({
        firstContentAt: (window as { firstContentAt?: number }).firstContentAt ?? Infinity,
        started: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ script: new URL(entry.name).pathname, at: entry.startTime })),
      }));
      await page.close();
      const scripts = new Map<string, { late: boolean }>();
      for (const { script, at } of started) {
        if (!scripts.has(script)) scripts.set(script, { late: at > firstContentAt });
      }
      const first = { scripts: 0, raw: 0, gzip: 0, brotli: 0 };
      const all = { scripts: 0, raw: 0, gzip: 0, brotli: 0 };
      const detail: PageWeight['detail'] = [];
      for (const [script, { late }] of scripts) {
        const file = path.join(webDist, script);
        const bytes = readFileSync(file);
        const gzipped = gzipSync(bytes, { level: 9 }).length;
        const brotli = existsSync(`${file}.br`) ? statSync(`${file}.br`).size : bytes.length;
        for (const sum of late ? [all] : [first, all]) {
          sum.scripts += 1;
          sum.raw += bytes.length;
          sum.gzip += gzipped;
          sum.brotli += brotli;
        }
        detail.push({ script, gzipKb: kb(gzipped), late });
      }
      return {
        page: label,
        scripts: first.scripts,
        rawKb: kb(first.raw),
        gzipKb: kb(first.gzip),
        brotliKb: kb(first.brotli),
        detail: detail.sort((a, b) => b.gzipKb - a.gzipKb),
        total: {
          scripts: all.scripts,
          rawKb: kb(all.raw),
          gzipKb: kb(all.gzip),
          brotliKb: kb(all.brotli),
        },
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
