import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const repoRoot = path.join(import.meta.dirname, '../..');

/**
 * `unit`: Testing Library tests in jsdom. `storybook`: every story of this app's slices as a test
 * in Debian's Chromium (render, `play`, accessibility check); packages/ui runs its own stories.
 * `source`: checks over the source files in Node (test/), e.g. that every CSS-module class a
 * component of this app or of packages/ui uses is defined.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/shared/lib/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'source',
          environment: 'node',
          include: ['test/**/*.test.ts'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(repoRoot, '.storybook') })],
        test: {
          name: 'storybook',
          exclude: [path.join(repoRoot, 'packages/**')],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
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
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
