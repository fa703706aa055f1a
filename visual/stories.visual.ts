import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

const index = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../storybook-static/index.json'), 'utf8'),
) as { entries: Record<string, IndexEntry> };

/**
 * Stories tagged `no-visual` are left out: ones too large to screenshot usefully (the 5,000-post
 * feed list) or that exist only for a benchmark. Their play functions still run as tests.
 */
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'),
);

/** Fonts that render identically on every machine with Debian's fonts-dejavu-core. */
const FIXED_FONTS = `:root, [data-theme] {
  --font-sans: "DejaVu Sans", sans-serif !important;
  --font-mono: "DejaVu Sans Mono", monospace !important;
}`;

const DESKTOP = { width: 1024, height: 640 };

type StorybookWindow = Window & {
  /** What Storybook reported when the story last finished (set by the init script below). */
  __VISUAL_STORY_FINISHED__?: { storyId: string; status: 'success' | 'error' };
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      story?: {
        storyGlobals?: { viewport?: { value?: string } };
        parameters?: {
          viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> };
        };
      };
    };
  };
};

/**
 * One browser page per worker, navigated afresh for every story: each story starts from a clean
 * document (a play function leaves focus and open layers behind), while the HTTP and code caches
 * survive, which roughly halves the run on these 2-core machines.
 */
const test = base.extend<object, { storybook: Page }>({
  storybook: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        ...workerInfo.project.use,
        viewport: DESKTOP,
      });
      await context.addInitScript((css) => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = css;
          document.head.append(style);
        });
        // The render phase ends as `finished` whether or not the play function threw, so the
        // outcome is read from Storybook's own storyFinished event, caught as its channel is set.
        let channel: unknown;
        Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
          configurable: true,
          get: () => channel,
          set: (next: { on: (event: string, listener: (payload: never) => void) => void }) => {
            channel = next;
            next.on(
              'storyFinished',
              (payload: { storyId: string; status: 'success' | 'error' }) => {
                (window as StorybookWindow).__VISUAL_STORY_FINISHED__ = {
                  storyId: payload.storyId,
                  status: payload.status,
                };
              },
            );
          },
        });
      }, FIXED_FONTS);
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Opens a story and waits until it rendered and its play function (if any) finished. A play
 * function that failed fails the test: its screenshot would show a state no one meant to keep.
 */
async function openStory(page: Page, id: string) {
  // Accessibility is checked by the Vitest story tests; skipping axe here halves the time.
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=a11y.manual:!true`);
  const status = await page
    .waitForFunction(
      (storyId) => {
        const finished = (window as StorybookWindow).__VISUAL_STORY_FINISHED__;
        return finished?.storyId === storyId ? finished.status : false;
      },
      id,
      { timeout: 20_000 },
    )
    .then((handle) => handle.jsonValue());
  expect(status, 'the story rendered and its play function passed').toBe('success');
}

/** The viewport a story asks for through the viewport global (e.g. the `phone` helper). */
async function storyViewport(page: Page) {
  return page.evaluate(() => {
    const story = (window as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender?.story;
    const name = story?.storyGlobals?.viewport?.value;
    const styles = name ? story?.parameters?.viewport?.options?.[name]?.styles : undefined;
    const width = Number.parseInt(styles?.width ?? '', 10);
    const height = Number.parseInt(styles?.height ?? '', 10);
    return Number.isFinite(width) && Number.isFinite(height) ? { width, height } : null;
  });
}

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ storybook: page }) => {
    await page.setViewportSize(DESKTOP);
    await openStory(page, story.id);
    const viewport = await storyViewport(page);
    if (viewport) {
      // Render again from scratch at the story's own size, as Storybook's canvas would.
      await page.setViewportSize(viewport);
      await openStory(page, story.id);
    }
    await page.evaluate(async () => {
      await document.fonts.ready;
      await Promise.all(
        Array.from(document.images).map((image) =>
          image.complete
            ? null
            : new Promise((resolve) => {
                image.addEventListener('load', resolve);
                image.addEventListener('error', resolve);
              }),
        ),
      );
    });
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
