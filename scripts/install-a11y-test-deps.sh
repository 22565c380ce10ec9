#!/usr/bin/env bash
# Debian's screen-reader stack for the real-client accessibility test
# (tests/gui/test_screen_reader.py): the AT-SPI bus and registry (at-spi2-core), the client
# library for Debian's own Python (python3-pyatspi), a session bus (dbus, dbus-x11), an X
# server (xvfb, xauth) and a small window manager that gives the app's windows the
# keyboard (matchbox-window-manager). Installs only what is missing.
set -euo pipefail
needed=(at-spi2-core python3-pyatspi dbus dbus-x11 xvfb xauth matchbox-window-manager)
missing=()
for pkg in "${needed[@]}"; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi
/usr/bin/python3 -c 'import pyatspi' && echo "AT-SPI client stack ready."
