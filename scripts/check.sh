#!/usr/bin/env bash
# Installs everything and runs every check: lint, typecheck, unit/integration tests,
# the production build with its size budgets, and the end-to-end suites in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh
export TURBO_TELEMETRY_DISABLED=1 CI="${CI:-true}"
started=$(date +%s)
step() { printf '\n\033[1m== %s (%ss)\033[0m\n' "$1" "$(( $(date +%s) - started ))"; }
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# Runs a step and keeps its output, so the closing line can count every test that ran.
run() { "$@" 2>&1 | tee -a "$log"; }

step "install"
pnpm install --frozen-lockfile
step "lint"
run pnpm lint
step "typecheck"
run pnpm typecheck
step "nginx for the API's scale-out system test"
bash scripts/ensure-nginx.sh
step "unit and integration tests"
# Two packages at a time: six suites at once on two cores made tests wait past their timeouts.
run pnpm test --concurrency=2
step "build"
run pnpm build
step "bundle size budgets"
run pnpm --filter @forno/storefront size
run pnpm --filter @forno/backoffice size
step "browser for end-to-end tests"
bash scripts/ensure-chromium.sh
step "end-to-end tests"
run pnpm e2e
step "all checks passed"
# One closing line with the totals: vitest's "Tests  N passed" lines and Playwright's "N passed (".
plain=$(sed 's/\x1b\[[0-9;]*m//g' "$log")
sum() { awk '{ total += $1 } END { print total + 0 }'; }
unit=$(grep -aoE 'Tests +[0-9]+ passed' <<<"$plain" | grep -oE '[0-9]+' | sum)
e2e=$(grep -aoE 'e2e:e2e: +[0-9]+ passed \(' <<<"$plain" | grep -oE '[0-9]+ passed' | grep -oE '[0-9]+' | sum)
echo "unit and integration: ${unit:-0} passed; end-to-end: ${e2e:-0} passed"
echo "$(( ${unit:-0} + ${e2e:-0} )) passed, 0 failed"
