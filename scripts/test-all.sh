#!/usr/bin/env bash
# Every check and test, in the order a failure is cheapest to find. `pnpm test:all` runs this,
# and so does CI (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1

# Each step's heading says how long the one before it took, so a slow CI run shows where the time went.
last_step='' last_start=$SECONDS
step() {
  if [[ -n $last_step ]]; then printf '\n(%s took %ds)\n' "$last_step" $((SECONDS - last_start)); fi
  last_step=$* last_start=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
}

step "Chromium for browser tests"
bash scripts/ensure-chromium.sh
step "Lint (Biome)"
pnpm lint
step "Typecheck"
pnpm typecheck
step "API contract: route schemas = openapi.json = generated client"
pnpm api:check
step "Unit, component and server tests (Vitest)"
pnpm test
step "Visual regression: every Storybook story against visual/__baselines__"
pnpm test:visual
step "Build"
pnpm build
step "End-to-end tests (Playwright, Chromium)"
pnpm test:e2e
step "End-to-end tests again on two server processes and PostgreSQL (login, feed, real time, chat)"
pnpm test:e2e:cluster
step "Performance budgets: initial JavaScript per page and Lighthouse (mobile), built app"
pnpm --filter @tapetv/bench bench budgets
step "All checks and tests passed"
printf 'Total: %ds\n' "$SECONDS"
