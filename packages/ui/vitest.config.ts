import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/**
 * Both projects run in Debian's Chromium (Playwright's own browser download is blocked on these
 * machines). `unit` runs the Testing Library tests next to each component; `storybook` turns every
 * story of this package into a test (render, `play`, then the accessibility check).
 */
const repoRoot = path.join(import.meta.dirname, '../..');

const chromium = playwright({
  // Motion tokens drop to 0 ms under reduced motion: tests see final states, never mid-animation.
  contextOptions: { reducedMotion: 'reduce' },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
});

// A fresh object per project: Vitest names each browser instance after its project.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: chromium,
  instances: [{ browser: 'chromium' as const }],
  // Failures are read from the assertion; screenshots are the visual-regression run's job.
  screenshotFailures: false,
});

export default defineConfig({
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload and fail the run.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      'radix-ui',
      '@radix-ui/react-icons',
      'lightweight-charts',
      '@dnd-kit/core',
      '@dnd-kit/sortable',
      '@dnd-kit/utilities',
      '@tapetv/time-format > date-fns',
      '@tapetv/time-format > @date-fns/tz',
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          browser: { ...browser(), viewport: { width: 1280, height: 800 } },
        },
      },
      {
        extends: true,
        plugins: [
          storybookTest({
            configDir: path.join(repoRoot, '.storybook'),
          }),
        ],
        test: {
          name: 'storybook',
          // The root Storybook also holds apps/web's stories; that app runs those itself.
          exclude: [path.join(repoRoot, 'apps/**')],
          browser: browser(),
        },
      },
    ],
  },
});
