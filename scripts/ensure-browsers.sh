#!/usr/bin/env bash
# The browsers the demo and the end-to-end suites drive: Debian's Chromium and Firefox ESR
# (Playwright cannot download its own browsers on these machines).
#
#   bash scripts/ensure-browsers.sh [chromium] [firefox]          installs what is missing
#   bash scripts/ensure-browsers.sh --check [chromium] [firefox]  only says what is missing
#
# With no browser named, both. Installing needs root and apt-get; `npm test` only checks.
set -euo pipefail

check_only=false
if [ "${1:-}" = "--check" ]; then check_only=true; shift; fi
wanted=("$@")
if [ ${#wanted[@]} -eq 0 ]; then wanted=(chromium firefox); fi

# name -> Debian package; a browser is there if its override variable or binary is.
missing=()
for browser in "${wanted[@]}"; do
  case "$browser" in
    chromium)
      if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "${CHROMIUM_PATH}" ]; then continue; fi
      command -v chromium >/dev/null 2>&1 || missing+=(chromium)
      ;;
    firefox)
      if [ -n "${FIREFOX_PATH:-}" ] && [ -x "${FIREFOX_PATH}" ]; then continue; fi
      # The Firefox build needs gecko 142 or later (wxt.config.ts strict_min_version); an
      # older ESR already on the machine (bookworm's 140) is upgraded like a missing one.
      if ! command -v firefox-esr >/dev/null 2>&1; then
        missing+=(firefox-esr)
      elif [ "$(firefox-esr --version 2>/dev/null | grep -oE '[0-9]+' | head -n 1)" -lt 142 ] 2>/dev/null; then
        echo "ensure-browsers: $(firefox-esr --version 2>/dev/null) is older than 142." >&2
        missing+=(firefox-esr)
      fi
      ;;
    *)
      echo "ensure-browsers: unknown browser '$browser' (chromium or firefox)" >&2
      exit 2
      ;;
  esac
done
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi

if [ "$check_only" = false ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Missing: ${missing[*]}. Installing with apt-get (about 20 s each)…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi

echo "Missing browser package(s): ${missing[*]}." >&2
echo "Install them with: sudo apt-get install -y ${missing[*]}" >&2
echo "  (or, as root: bash scripts/ensure-browsers.sh; or set CHROMIUM_PATH / FIREFOX_PATH" >&2
echo "  to a Chromium / Firefox ESR binary)." >&2
exit 1
