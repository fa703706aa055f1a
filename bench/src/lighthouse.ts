/**
 * Lighthouse (mobile preset, its defaults: a mid-range phone on a slow 4G link, simulated) on the
 * built app served by the real server with the demo data: `/` and `/pricing` as a visitor, `/feed`
 * as the demo member. Debian's Chromium, driven over its debugging port.
 */
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { addressOf, tapetvServer } from './api-baseline.ts';
import { freePort } from './free-port.ts';

const webDist = path.resolve(import.meta.dirname, '../../apps/web/dist');

export interface LighthouseScore {
  page: string;
  performance: number;
  accessibility: number;
  'best practices': number;
  'LCP ms': number;
  'TBT ms': number;
  CLS: number;
  'FCP ms': number;
}

/** What CI asserts (issue 12): the same figures `pnpm bench lighthouse` prints. */
export const LIGHTHOUSE_BUDGET = { performance: 95, accessibility: 100, maxCls: 0.02 } as const;

export async function measureLighthouse(): Promise<LighthouseScore[]> {
  const server = await tapetvServer({ seed: true, webDistDir: webDist });
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    const base = addressOf(server.app);
    // The demo member's session cookie, for /feed.
    const context = await browser.newContext();
    const csrf = await context.request.get(`${base}/api/csrf-token`);
    const { token } = (await csrf.json()) as { token: string };
    const login = await context.request.post(`${base}/login`, {
      headers: { 'X-CSRF-TOKEN': token },
      data: { email: 'dana@tapetv.dev', password: 'TapeTV-demo-1' },
    });
    if (login.status() !== 200) throw new Error(`demo login failed with ${login.status()}`);
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    await context.close();

    const scores: LighthouseScore[] = [];
    for (const [page, url, headers] of [
      ['/ (visitor)', '/', undefined],
      ['/pricing (visitor)', '/pricing', undefined],
      ['/feed (member)', '/feed', { Cookie: cookie }],
    ] as const) {
      const run = () =>
        lighthouse(
          `${base}${url}`,
          { port, output: 'json', logLevel: 'error' },
          {
            extends: 'lighthouse:default',
            settings: {
              onlyCategories: ['performance', 'accessibility', 'best-practices'],
              ...(headers ? { extraHeaders: headers } : {}),
            },
          },
        );
      // A run that could not measure at all (a runtime error, e.g. no paint seen) is run once more;
      // a low score is never retried.
      let result = await run();
      if (result?.lhr.runtimeError) {
        console.warn(
          `Lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}; measuring again`,
        );
        result = await run();
      }
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError)
        console.warn(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
      const lcpError = audits['largest-contentful-paint']?.errorMessage;
      if (lcpError) console.warn(`Lighthouse on ${url}, LCP: ${lcpError}`);
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      scores.push({
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best practices': score('best-practices'),
        'LCP ms': Math.round(value('largest-contentful-paint')),
        'TBT ms': Math.round(value('total-blocking-time')),
        CLS: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
        'FCP ms': Math.round(value('first-contentful-paint')),
      });
    }
    return scores;
  } finally {
    await browser.close();
    await server.cleanup();
  }
}
