import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Tests pass explicit zones; this pins the one test of the default zone, so
    // the suite gives the same result on any machine. Auckland, not UTC, so a
    // label that silently fell back to UTC would fail.
    env: { TZ: 'Pacific/Auckland' },
  },
});
