#!/usr/bin/env bash
# Installs everything, builds, and starts the whole system (API on its embedded database with the
# demo pizzeria, open 24 hours; storefront; backoffice). HOST=0.0.0.0 opens them to a phone on the
# same Wi-Fi; PORT, STOREFRONT_PORT and BACKOFFICE_PORT move them (decision 3604). Only warnings
# and errors are printed, then the addresses and logins last. Ctrl-C stops it all.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh
export TURBO_TELEMETRY_DISABLED=1
# The apps call the API at the address they are built with: this machine's, for this HOST.
VITE_API_URL="${VITE_API_URL:-$(node scripts/start-config.mjs api-url)}"
export VITE_API_URL
# The backoffice's coupon share links open the storefront at its address for this HOST (decision 3104).
VITE_STOREFRONT_URL="${VITE_STOREFRONT_URL:-$(node scripts/start-config.mjs storefront-url)}"
export VITE_STOREFRONT_URL
echo "Installing dependencies..."
pnpm install --frozen-lockfile --loglevel=warn
echo "Building the API and the apps for ${VITE_API_URL}..."
pnpm exec turbo run build --output-logs=errors-only
echo "Starting..."
exec node scripts/start.mjs
