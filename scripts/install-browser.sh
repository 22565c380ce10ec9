#!/usr/bin/env bash
# Debian's chromium and its driver, for the phone page's browser tests (tests/host/
# test_browser.py drives them with Selenium). Installs only what is missing; no browser
# build is downloaded from anywhere but the distribution's packages.
set -euo pipefail
missing=()
command -v chromium >/dev/null || missing+=(chromium)
command -v chromedriver >/dev/null || missing+=(chromium-driver)
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi
chromium --version 2>/dev/null || true
