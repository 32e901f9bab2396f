#!/usr/bin/env bash
# Installs everything and runs every check: lint, typecheck, unit/integration tests,
# the production build with its size budgets, and the end-to-end suites in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh
export TURBO_TELEMETRY_DISABLED=1 CI="${CI:-true}"
started=$(date +%s)
step() { printf '\n\033[1m== %s (%ss)\033[0m\n' "$1" "$(( $(date +%s) - started ))"; }

step "install"
pnpm install --frozen-lockfile
step "lint"
pnpm lint
step "typecheck"
pnpm typecheck
step "unit and integration tests"
pnpm test
step "build"
pnpm build
step "bundle size budgets"
pnpm --filter @forno/storefront size
step "browser for end-to-end tests"
bash scripts/ensure-chromium.sh
step "end-to-end tests"
pnpm e2e
step "all checks passed"
