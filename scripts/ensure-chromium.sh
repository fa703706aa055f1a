#!/usr/bin/env bash
# Browser tests use Debian's Chromium (Playwright's own browser download is blocked here).
# Installs it with apt when it is missing; prints where it is.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then
  echo "Chromium: $("$chromium_path" --version 2>/dev/null || echo "$chromium_path")"
  exit 0
fi
echo "Chromium not found at $chromium_path: installing Debian's chromium package"
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo_cmd=(sudo -n); else
    echo "Cannot install chromium: not root and no sudo. Install Debian's chromium package, or set CHROMIUM_PATH." >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
echo "Chromium: $("$chromium_path" --version)"
