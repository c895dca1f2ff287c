#!/usr/bin/env bash
# Makes sure the browser tests have a Chromium: CHROME_PATH, or Debian's chromium package.
# Installs the package when it is missing and we may (root, apt-get present); otherwise says how.
set -euo pipefail
if [ -n "${CHROME_PATH:-}" ] && [ -x "${CHROME_PATH}" ]; then exit 0; fi
for p in /usr/lib/chromium/chromium /usr/bin/chromium /usr/bin/chromium-browser; do
  [ -x "$p" ] && exit 0
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Chromium from Debian's packages..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing: run 'sudo apt-get install -y chromium' or set CHROME_PATH to a Chromium binary." >&2
exit 1
