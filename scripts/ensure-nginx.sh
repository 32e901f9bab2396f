#!/usr/bin/env bash
# The API's scale-out system test runs the reverse-proxy configuration of docs/deployment.md in a
# real nginx (decision 3705): install Debian's package when it is missing, without starting it.
set -euo pipefail
for candidate in "$(command -v nginx 2>/dev/null || true)" /usr/sbin/nginx; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then
    "$candidate" -v
    exit 0
  fi
done
echo "› installing Debian's nginx"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
# The package would start a server on port 80 where an init system runs: tell it not to (exit 101).
policy=/usr/sbin/policy-rc.d
created=""
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$policy" >/dev/null
  $SUDO chmod +x "$policy"
  created=1
fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends nginx-light >/dev/null 2>&1 || DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends nginx >/dev/null
if [ -n "$created" ]; then $SUDO rm -f "$policy"; fi
/usr/sbin/nginx -v
