#!/usr/bin/env bash
# Makes sure the external-broker check has Debian's mosquitto. Installs the package when it is
# missing and we may (root, apt-get present); otherwise says how and fails, as a missing Chromium does.
set -euo pipefail
for p in "${MOSQUITTO_PATH:-}" /usr/sbin/mosquitto /usr/bin/mosquitto; do
  [ -n "$p" ] && [ -x "$p" ] && exit 0
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing mosquitto from Debian's packages..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq mosquitto >/dev/null
  exit 0
fi
echo "mosquitto is missing: run 'sudo apt-get install -y mosquitto' or set MOSQUITTO_PATH." >&2
exit 1
