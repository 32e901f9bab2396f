#!/usr/bin/env bash
# Playwright cannot download its own browser here: use Debian's chromium package.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  /usr/bin/chromium --version
  exit 0
fi
echo "› installing Debian's chromium"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-liberation >/dev/null
/usr/bin/chromium --version
