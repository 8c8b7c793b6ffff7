#!/usr/bin/env bash
# Every test of the workspace: typecheck, lint, unit and API tests (PGlite, and a real
# PostgreSQL server when TEST_DATABASE_URL is set), and the Playwright journeys on the built app.
#
# The front ends are built first; the journeys then start in the background, beside the lint,
# formatting, typecheck and the unit and API tests, their output printed whole at the end: the
# clean-clone run took 1,125 s this way, against 1,689 s one step after another
# (docs/performance.md, "Session 13: CI with the journeys beside the API suites"; session 15
# moved the lint and formatting checks after the journeys' start). TEST_SERIAL=1 runs every step
# one after another.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$*"; }

step "build shell and remotes (the journeys run on the built app)"
pnpm -r --workspace-concurrency=2 --filter ./shell --filter './mfe-*' build

step "browser"
bash scripts/ensure-chromium.sh
bash scripts/ensure-xml-tools.sh

journeys_log=""
journeys_pid=""
if [ "${TEST_SERIAL:-}" != 1 ]; then
  step "end-to-end journeys (Playwright, Chromium): started in the background"
  journeys_log="$(mktemp -t academias-journeys.XXXXXX)"
  # In a process group of their own, so that a failing step below can stop their servers and
  # browser with them (the group's id is the pid of setsid's process).
  setsid pnpm --filter @academias/e2e test >"$journeys_log" 2>&1 &
  journeys_pid=$!
  # SIGINT first: Playwright then stops the servers it started (they run in process groups of
  # their own, out of reach of the group signal); SIGTERM for whatever is left after 15 s.
  stop_journeys() {
    kill -INT -- "-$journeys_pid" 2>/dev/null || return 0
    for _ in $(seq 15); do kill -0 "$journeys_pid" 2>/dev/null || return 0; sleep 1; done
    kill -TERM -- "-$journeys_pid" 2>/dev/null || true
  }
  trap stop_journeys EXIT
fi

# Beside the journeys too: they wait on the build only, and these ~1.5 min were on their path.
step "lint"
pnpm lint

step "formatting (prettier --check) and unused code (knip: files, exports, dependencies)"
pnpm exec prettier --check . --log-level warn
pnpm exec knip --no-progress

step "typecheck (the front ends and shared as one program, then the server and the journeys)"
pnpm typecheck

step "unit and API tests (embedded PGlite)"
pnpm -r --workspace-concurrency=1 --filter '!@academias/e2e' test

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API tests on PostgreSQL ($TEST_DATABASE_URL)"
  DATABASE_URL="$TEST_DATABASE_URL" pnpm --filter @academias/server test
fi

step "end-to-end journeys (Playwright, Chromium)"
if [ -z "$journeys_pid" ]; then
  pnpm --filter @academias/e2e test
else
  status=0
  wait "$journeys_pid" || status=$?
  trap - EXIT
  cat "$journeys_log"
  rm -f "$journeys_log"
  exit "$status"
fi
