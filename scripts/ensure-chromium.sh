#!/usr/bin/env bash
# Makes sure a Chromium is there for the demo and the end-to-end suites. Playwright cannot
# download its own browser on these machines, so Debian's package is used.
set -euo pipefail

if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "${CHROMIUM_PATH}" ]; then exit 0; fi
if command -v chromium >/dev/null 2>&1; then exit 0; fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package (about 20 s)…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  exit 0
fi

echo "No Chromium found. Install one (Debian/Ubuntu: sudo apt-get install chromium)," >&2
echo "or set CHROMIUM_PATH to a Chromium or Chrome for Testing binary." >&2
exit 1
