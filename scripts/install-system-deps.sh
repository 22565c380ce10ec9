#!/usr/bin/env bash
# What a stock Debian/Ubuntu lacks for the README's two commands: Python's venv module (not in
# Debian's python3 alone), a C compiler and Python's headers (pip compiles the engine with
# mypyc; without them it installs as pure Python, slower), and the libraries Qt needs to run
# (offscreen, and in a real X11 session), and a font.
# Installs only what is missing, so on a machine that already has them it costs nothing.
#
# The X11 list is what PySide6's plugins/platforms/libqxcb.so and libQt6XcbQpa link
# against (checked with ldd on Debian 12), plus libxcb-cursor0, which Qt loads at run time
# and names when it is missing. `bash scripts/install-system-deps.sh --check` lists, with
# ldd, any library of the installed PySide6's X11 plugin that is still not found.
set -euo pipefail
needed=(
  # python3 -m venv .venv, and the compiled engine (mypyc: a C compiler, Python's headers)
  python3-venv gcc python3-dev
  # Qt itself (offscreen included), D-Bus, GLib, a font
  libegl1 libgl1 libxkbcommon0 libfontconfig1 libfreetype6 libdbus-1-3 libglib2.0-0
  fonts-dejavu-core
  # the X11 platform plugin (xcb)
  libx11-6 libx11-xcb1 libxcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1
  libxcb-randr0 libxcb-render0 libxcb-render-util0 libxcb-shape0 libxcb-shm0 libxcb-sync1
  libxcb-util1 libxcb-xfixes0 libxcb-xkb1 libxkbcommon-x11-0
)
if [ "${1:-}" = "--check" ]; then
  python="${PYTHON:-.venv/bin/python}"
  plugin_dir=$("$python" -c 'import os, PySide6; print(os.path.join(os.path.dirname(PySide6.__file__), "Qt"))')
  missing=$(ldd "$plugin_dir/plugins/platforms/libqxcb.so" "$plugin_dir/lib/libQt6XcbQpa.so.6" \
            | awk '/not found/ {print $1}' | sort -u | tr '\n' ' ')
  if [ -n "$missing" ]; then
    echo "not found for Qt's X11 plugin: $missing" >&2
    exit 1
  fi
  echo "Qt's X11 plugin finds every library it links against."
  exit 0
fi
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
