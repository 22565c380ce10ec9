#!/usr/bin/env bash
# CI: build the one-folder bundle with PyInstaller and run its self-test with no Python
# environment on the path (packaging/build.sh does both). Run after .ci/run has made .venv.
# About 75 s to build and 5 s to self-test on a 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-.venv/bin/python}
"$PY" -m pip install -q "pyinstaller>=6"
PYTHON="$PY" bash packaging/build.sh
