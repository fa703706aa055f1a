#!/usr/bin/env bash
# The end-to-end journeys of login, the feed, real time and group chat once more, against the app
# started as `DATABASE_URL=… WEB_CONCURRENCY=2 pnpm start` on a fresh PostgreSQL database (issue 24).
# Runs when a PostgreSQL answers (TEST_DATABASE_URL, DATABASE_URL or postgres@127.0.0.1:5432), as on
# CI's machine; otherwise it says so and passes.
set -euo pipefail
cd "$(dirname "$0")/.."

status=0
url=$(pnpm --silent --filter @tapetv/server exec tsx scripts/e2e-database.ts create) || status=$?
if [[ $status -eq 3 ]]; then
  echo "No PostgreSQL answers: the end-to-end run on two server processes needs one; not run."
  exit 0
elif [[ $status -ne 0 ]]; then
  exit "$status"
fi
trap 'pnpm --silent --filter @tapetv/server exec tsx scripts/e2e-database.ts drop "$url"' EXIT

E2E_DATABASE_URL=$url E2E_WEB_CONCURRENCY=2 E2E_PORT=${E2E_CLUSTER_PORT:-3200} \
  pnpm exec playwright test e2e/foundation.spec.ts e2e/feed.spec.ts e2e/live-feed.spec.ts \
  e2e/realtime.spec.ts e2e/groups.spec.ts "$@"
