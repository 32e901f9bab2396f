#!/usr/bin/env bash
# Installs everything, builds, and starts the whole system (API on its embedded database
# with the demo pizzeria, storefront, backoffice). Ctrl-C stops it all.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh
export TURBO_TELEMETRY_DISABLED=1
pnpm install --frozen-lockfile
pnpm build
exec node scripts/start.mjs
