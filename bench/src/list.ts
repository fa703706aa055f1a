/**
 * The feed list with 5,000 loaded posts (issue #6), measured in headless Chromium through the
 * built Storybook: `web/PostList › Five Thousand Posts Bench` (the test story's data without its
 * play function) beside `Default` (12 posts). Figures, not pass/fail: the story test
 * (post-list.stories.tsx) asserts the bounded DOM; this says how fast and how smooth.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './chromium.ts';

const STORY = 'web-postlist--five-thousand-posts-bench';
const BASELINE = 'web-postlist--default';
/** The oldest post of the 5,000 (ids 5,020 down to 21). */
const OLDEST_ID = 21;
const VIEWPORT = { width: 1280, height: 900 };
const REMOUNTS = 5;

export const defaultStorybookDir = path.resolve(import.meta.dirname, '../../storybook-static');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
};

/** A static file server for the built Storybook on a free loopback port. */
async function serve(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(dir + path.sep) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

interface BenchWindow extends Window {
  __bench?: { firstCardAt: number | null };
  __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
}

/** Before any script of the page: notes when the first post card enters the document. */
function recordFirstCard() {
  const bench = { firstCardAt: null as number | null };
  (window as BenchWindow).__bench = bench;
  const observer = new MutationObserver(() => {
    if (document.querySelector('article[data-post-id]')) {
      bench.firstCardAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Opens a story (accessibility scan off, as in visual regression) and waits until it settled. */
async function openStory(page: Page, baseUrl: string, id: string) {
  await page.goto(`${baseUrl}/iframe.html?id=${id}&viewMode=story&globals=a11y.manual:!true`);
  await page.waitForFunction(
    () => {
      const phase = (window as BenchWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase;
      if (phase === 'errored' || phase === 'aborted') throw new Error(`the story ${phase}`);
      return phase === 'completed' || phase === 'finished';
    },
    undefined,
    { timeout: 60_000 },
  );
  await page.waitForSelector('article[data-post-id]');
  await settle(page);
}

/** Two animation frames and a short idle, so the last layout and paint are done. */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200))),
      ),
  );
}

/**
 * Mounts the story again from scratch (a fresh store with every post, a fresh virtualiser), the
 * way Storybook's "remount" does: the time until the first card is in the document and until the
 * frame after it.
 */
async function remount(page: Page, id: string): Promise<{ dom: number; frame: number }> {
  const times = await page.evaluate(
    (storyId) =>
      new Promise<{ dom: number; frame: number }>((resolve, reject) => {
        for (const card of Array.from(
          document.querySelectorAll<HTMLElement>('article[data-post-id]'),
        ))
          card.dataset.benchOld = '';
        const channel = (window as BenchWindow).__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) {
          reject(new Error('no Storybook channel in the page'));
          return;
        }
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (!document.querySelector('article[data-post-id]:not([data-bench-old])')) return;
          observer.disconnect();
          const dom = performance.now() - start;
          requestAnimationFrame(() => resolve({ dom, frame: performance.now() - start }));
        });
        observer.observe(document.body, { childList: true, subtree: true });
        channel.emit('forceRemount', { storyId });
      }),
    id,
  );
  await page.waitForFunction(() => {
    const phase = (window as BenchWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase;
    return phase === 'completed' || phase === 'finished';
  });
  await settle(page);
  return times;
}

/** DOM size and the JS heap after a full garbage collection. */
async function weigh(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  const dom = await page.evaluate(() => ({
    elements: document.getElementsByTagName('*').length,
    cards: document.querySelectorAll('article[data-post-id]').length,
    listHeightPx: document.documentElement.scrollHeight,
  }));
  return { ...dom, heapMb: Math.round((heap.usedSize / 2 ** 20) * 10) / 10 };
}

export interface ScrollPass {
  frames: number;
  seconds: number;
  p50: number;
  p95: number;
  max: number;
  over50: number;
  longTasks: number;
  longTaskMax: number;
  blankFrames: number;
  maxCards: number;
  /** Whether the pass ended at the end of the page (not after `maxFrames`). */
  atEnd: boolean;
  reachedOldest: boolean;
}

/**
 * Scrolls the window by `stepPx` in each animation frame, from `from` (a fraction of the page)
 * until the end of the list or `maxFrames`, and reports the time between frames, long tasks (a
 * task over 50 ms, PerformanceObserver 'longtask'), frames in which no card covered the viewport
 * (a blank screen) and the most cards in the page at once.
 */
async function scrollPass(
  page: Page,
  options: { stepPx: number; maxFrames: number; from: number },
): Promise<ScrollPass> {
  // Jump to the start first and let it settle: the jump is not part of the pass.
  await page.evaluate(
    (from) => window.scrollTo(0, from * document.documentElement.scrollHeight),
    options.from,
  );
  await settle(page);
  const raw = await page.evaluate(
    ({ stepPx, maxFrames, oldestId }) =>
      new Promise<{
        frames: number[];
        longTasks: number[];
        blankFrames: number;
        maxCards: number;
        atEnd: boolean;
        reachedOldest: boolean;
      }>((resolve) => {
        const longTasks: number[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) longTasks.push(entry.duration);
        });
        observer.observe({ type: 'longtask' });
        const root = document.documentElement;
        const inView = (card: Element) => {
          const box = card.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        };
        const frames: number[] = [];
        let blankFrames = 0;
        let maxCards = 0;
        let previous: number | undefined;
        const tick = (time: number) => {
          if (previous !== undefined) frames.push(time - previous);
          previous = time;
          // What the previous frame showed, before this one scrolls on.
          const cards = document.querySelectorAll('article[data-post-id]');
          maxCards = Math.max(maxCards, cards.length);
          if (!Array.from(cards).some(inView)) blankFrames += 1;
          const atEnd = window.scrollY + window.innerHeight >= root.scrollHeight - 1;
          if (atEnd || frames.length >= maxFrames) {
            for (const entry of observer.takeRecords()) longTasks.push(entry.duration);
            observer.disconnect();
            const oldest = document.querySelector(`article[data-post-id="${oldestId}"]`);
            resolve({
              frames,
              longTasks,
              blankFrames,
              maxCards,
              atEnd,
              reachedOldest: oldest !== null && inView(oldest),
            });
            return;
          }
          window.scrollBy(0, stepPx);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(() => requestAnimationFrame(tick));
      }),
    { ...options, oldestId: OLDEST_ID },
  );
  const sorted = [...raw.frames].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    frames: raw.frames.length,
    seconds: round(raw.frames.reduce((sum, ms) => sum + ms, 0) / 1000),
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    max: round(sorted.at(-1) ?? 0),
    over50: raw.frames.filter((ms) => ms > 50).length,
    longTasks: raw.longTasks.length,
    longTaskMax: round(Math.max(0, ...raw.longTasks)),
    blankFrames: raw.blankFrames,
    maxCards: raw.maxCards,
    atEnd: raw.atEnd,
    reachedOldest: raw.reachedOldest,
  };
}

/** Waits until the window stops scrolling (keyboard scrolling may be animated). */
async function scrollSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 10) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** Real key presses (not synthetic events): End until the oldest post shows, then PageDown. */
async function keyboard(page: Page) {
  const oldestInView = () =>
    page.evaluate((id) => {
      const box = document.querySelector(`article[data-post-id="${id}"]`)?.getBoundingClientRect();
      return box !== undefined && box.bottom > 0 && box.top < window.innerHeight;
    }, OLDEST_ID);
  let endPresses = 0;
  while (endPresses < 5 && !(await oldestInView())) {
    await page.keyboard.press('End');
    endPresses += 1;
    await scrollSettled(page);
  }
  const reachedWithEnd = await oldestInView();

  await page.keyboard.press('Home');
  await scrollSettled(page);
  let blank = 0;
  let maxCards = 0;
  const seen = new Set<string>();
  for (let press = 0; press < 20; press += 1) {
    await page.keyboard.press('PageDown');
    await scrollSettled(page);
    const view = await page.evaluate(() => {
      const cards = Array.from(document.querySelectorAll<HTMLElement>('article[data-post-id]'));
      const shown = cards.filter((card) => {
        const box = card.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      });
      return { cards: cards.length, shown: shown.map((card) => card.dataset.postId ?? '') };
    });
    if (view.shown.length === 0) blank += 1;
    for (const id of view.shown) seen.add(id);
    maxCards = Math.max(maxCards, view.cards);
  }
  return { endPresses, reachedWithEnd, pageDownBlank: blank, pageDownPosts: seen.size, maxCards };
}

export interface ListFigures {
  rows: {
    story: string;
    firstLoadMs: number;
    remountDomMs: number;
    remountFrameMs: number;
    elements: number;
    cards: number;
    listHeightPx: number;
    heapMb: number;
  }[];
  heapAfterScrollMb: number;
  heapAfterSecondScrollMb: number;
  passes: { name: string; result: ScrollPass }[];
  keys: Awaited<ReturnType<typeof keyboard>>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
};

/**
 * Runs the measurements, or answers null (with the reason printed) when the built Storybook or
 * its 5,000-post story is missing.
 */
export async function measureList(storybookDir: string): Promise<ListFigures | null> {
  const indexFile = path.join(storybookDir, 'index.json');
  if (!existsSync(indexFile)) {
    console.log(`No built Storybook at ${storybookDir}: run \`pnpm build-storybook\` first.`);
    return null;
  }
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, unknown> };
  if (!(STORY in index.entries)) {
    console.log(
      `The built Storybook at ${storybookDir} has no ${STORY}: run \`pnpm build-storybook\` again.`,
    );
    return null;
  }

  const server = await serve(path.resolve(storybookDir));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
    // tsx compiles with esbuild's keepNames, which wraps named functions in `__name(…)`; the
    // functions given to page.evaluate run in the page as their source text, without that helper.
    await context.addInitScript('globalThis.__name ??= (fn) => fn;');
    await context.addInitScript(recordFirstCard);
    const page = await context.newPage();

    const rows: ListFigures['rows'] = [];
    for (const [story, id] of [
      ['Default (12 posts)', BASELINE],
      ['Five Thousand Posts Bench (5,000)', STORY],
    ] as const) {
      // A first visit warms the HTTP cache, so the timed one measures the page, not the server.
      await openStory(page, baseUrl, id);
      await openStory(page, baseUrl, id);
      const firstLoadMs = Math.round(
        (await page.evaluate(() => (window as BenchWindow).__bench?.firstCardAt)) ?? Number.NaN,
      );
      const remounts: { dom: number; frame: number }[] = [];
      for (let run = 0; run < REMOUNTS; run += 1) remounts.push(await remount(page, id));
      await page.evaluate(() => window.scrollTo(0, 0));
      await settle(page);
      rows.push({
        story,
        firstLoadMs,
        remountDomMs: median(remounts.map((time) => time.dom)),
        remountFrameMs: median(remounts.map((time) => time.frame)),
        ...(await weigh(page)),
      });
    }

    const passes: ListFigures['passes'] = [];
    // A fresh page for each pass: nothing measured or cached by the previous one.
    await openStory(page, baseUrl, STORY);
    passes.push({
      name: 'fling: one screen (900 px) a frame, top to end',
      result: await scrollPass(page, { stepPx: VIEWPORT.height, maxFrames: 10_000, from: 0 }),
    });
    const heapAfterScrollMb = (await weigh(page)).heapMb;
    // The same fling again on the same page: a leak would grow the heap again, a cache would not.
    await scrollPass(page, { stepPx: VIEWPORT.height, maxFrames: 10_000, from: 0 });
    const heapAfterSecondScrollMb = (await weigh(page)).heapMb;
    await openStory(page, baseUrl, STORY);
    passes.push({
      name: 'flick: 150 px a frame, 600 frames from the top',
      result: await scrollPass(page, { stepPx: 150, maxFrames: 600, from: 0 }),
    });
    await openStory(page, baseUrl, STORY);
    passes.push({
      name: 'read: 40 px a frame, 600 frames from the top',
      result: await scrollPass(page, { stepPx: 40, maxFrames: 600, from: 0 }),
    });
    await openStory(page, baseUrl, STORY);
    passes.push({
      name: 'read: 40 px a frame, 600 frames from half way',
      result: await scrollPass(page, { stepPx: 40, maxFrames: 600, from: 0.5 }),
    });

    await openStory(page, baseUrl, STORY);
    const keys = await keyboard(page);
    return { rows, heapAfterScrollMb, heapAfterSecondScrollMb, passes, keys };
  } finally {
    await browser?.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** Prints the figures as `pnpm bench list` shows them. */
export async function listAtScale() {
  const dir = path.resolve(process.env.BENCH_STORYBOOK_DIR ?? defaultStorybookDir);
  const repoRoot = path.resolve(import.meta.dirname, '../..');
  const shown = dir.startsWith(repoRoot + path.sep) ? path.relative(repoRoot, dir) : dir;
  console.log(
    `\nFeed list with 5,000 posts, built Storybook at ${shown}, Chromium ${VIEWPORT.width}×${VIEWPORT.height}`,
  );
  const figures = await measureList(dir);
  if (!figures) return;
  console.table(
    figures.rows.map((row) => ({
      story: row.story,
      'first load ms': row.firstLoadMs,
      'remount ms': row.remountDomMs,
      'remount to frame ms': row.remountFrameMs,
      'DOM elements': row.elements,
      'post cards': row.cards,
      'page height px': row.listHeightPx,
      'JS heap MB': row.heapMb,
    })),
  );
  console.log(
    `First load: navigation to the first card (Storybook's own start-up included). Remount: a fresh store and list, median of ${REMOUNTS}. JS heap after a full GC; ${figures.heapAfterScrollMb} MB after the fling below to the end, ${figures.heapAfterSecondScrollMb} MB after a second one.`,
  );
  console.log(
    '\nScrolling the window in requestAnimationFrame steps (frame = time between frames)',
  );
  console.table(
    figures.passes.map(({ name, result }) => ({
      pass: name,
      frames: result.frames,
      s: result.seconds,
      'p50 ms': result.p50,
      'p95 ms': result.p95,
      'max ms': result.max,
      '>50 ms': result.over50,
      'long tasks': result.longTasks,
      'longest task ms': result.longTaskMax,
      'blank frames': result.blankFrames,
      'max cards': result.maxCards,
      [`at end, post ${OLDEST_ID} shown`]: result.atEnd
        ? result.reachedOldest
          ? 'yes'
          : 'no'
        : '–',
    })),
  );
  const { keys } = figures;
  console.log(
    `Keyboard (real key presses): End ×${keys.endPresses} → oldest post ${keys.reachedWithEnd ? 'shown' : 'NOT shown'}; PageDown ×20 from the top: ${keys.pageDownPosts} posts shown, ${keys.pageDownBlank} blank screens, at most ${keys.maxCards} cards in the page.`,
  );
}
