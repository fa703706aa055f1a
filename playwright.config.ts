import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The app is started as the README starts it (`pnpm start`), on a fresh data folder and its own port.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'tapetv-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  // Generous for the longer journeys on a loaded two-core CI machine: a passing test takes what it
  // takes, and only a failure waits the whole minute.
  timeout: 60_000,
  // An assertion waits up to 10 s for the page to catch up (Playwright's default is 5 s): on that
  // machine a member's first feed, with two browsers open, has taken longer than 5 s to paint.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Pages prefer reduced motion, which the product honours: no scrolling tape, no price flashes.
    // Headless Chromium composites in software, where the tape alone costs a fifth of a core per
    // open page, and the journeys hold two or three pages open on a two-core machine. The tests
    // about motion (the tape, the phone layout with the moving tape) ask for it.
    reducedMotion: 'reduce',
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
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'pnpm start',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      REALTIME_PORT: String(port + 1),
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // The suite signs up some thirty members from one address within minutes, where a person's
      // network gets ten an hour: the limits stay on, twenty times higher (server tests cover them).
      RATE_LIMIT_SCALE: '20',
      // scripts/e2e-cluster.sh: the app on a fresh PostgreSQL database with several server
      // processes (WEB_CONCURRENCY), as production runs it (issue 24).
      ...(process.env.E2E_DATABASE_URL
        ? {
            DATABASE_URL: process.env.E2E_DATABASE_URL,
            WEB_CONCURRENCY: process.env.E2E_WEB_CONCURRENCY ?? '2',
          }
        : {}),
    },
  },
});
