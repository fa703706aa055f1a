import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The CI machines have two cores; each worker holds an in-memory PGlite of its own.
    pool: 'forks',
    maxWorkers: 2,
  },
});
