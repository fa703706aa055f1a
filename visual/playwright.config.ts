import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Visual regression: every story of the built Storybook (`storybook-static/`) is opened in
 * Debian's Chromium and compared with its committed baseline in `visual/__baselines__/`.
 * Update the baselines after an intended change with `pnpm test:visual --update-snapshots`.
 */
const port = 6107;
const repoRoot = path.join(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: 'stories.visual.ts',
  snapshotPathTemplate: '{testDir}/__baselines__/{arg}{ext}',
  outputDir: path.join(repoRoot, 'test-results/visual'),
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['dot']],
  timeout: 30_000,
  expect: {
    toHaveScreenshot: {
      // Same browser, same fonts, no animation: only a real change moves pixels.
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      maxDiffPixelRatio: 0.001,
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1024, height: 640 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
    launchOptions: {
      // Debian's chromium: Playwright's own browser download is blocked on these machines.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--font-render-hinting=none',
        '--disable-lcd-text',
      ],
    },
  },
  webServer: {
    command: `pnpm exec vite preview --outDir storybook-static --port ${port} --strictPort --host 127.0.0.1`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
