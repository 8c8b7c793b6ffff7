#!/usr/bin/env bash
# Every test of the workspace: typecheck, lint, unit and API tests (PGlite, and a real
# PostgreSQL server when TEST_DATABASE_URL is set), then the Playwright journeys on the built app.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$*"; }

step "typecheck"
pnpm -r --workspace-concurrency=2 typecheck

step "lint"
pnpm lint

step "formatting (prettier --check) and unused code (knip: files, exports, dependencies)"
pnpm exec prettier --check . --log-level warn
pnpm exec knip --no-progress

step "unit and API tests (embedded PGlite)"
bash scripts/ensure-xml-tools.sh
pnpm -r --workspace-concurrency=1 --filter '!@academias/e2e' test

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API tests on PostgreSQL ($TEST_DATABASE_URL)"
  DATABASE_URL="$TEST_DATABASE_URL" pnpm --filter @academias/server test
fi

step "build shell and remotes"
pnpm -r --workspace-concurrency=2 --filter ./shell --filter './mfe-*' build

step "browser"
bash scripts/ensure-chromium.sh

step "end-to-end journeys (Playwright, Chromium)"
pnpm --filter @academias/e2e test
