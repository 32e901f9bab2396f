# Sourced by the README commands: makes `pnpm` available on a machine that has only Node and npm.
PNPM_VERSION="10.34.9"
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "› installing pnpm $PNPM_VERSION with npm"
  npm install --global --no-fund --no-audit "pnpm@$PNPM_VERSION" >/dev/null 2>&1 || {
    # No permission for a global install: fall back to npx.
    pnpm() { npx --yes "pnpm@$PNPM_VERSION" "$@"; }
  }
fi
