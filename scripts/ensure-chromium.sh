#!/usr/bin/env bash
# Playwright cannot download browsers here: it drives Debian's chromium.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Instalando chromium (apt-get)..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Falta Chromium en $CHROMIUM: instálalo (sudo apt-get install chromium) o define CHROMIUM_PATH." >&2
exit 1
