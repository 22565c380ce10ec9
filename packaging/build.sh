#!/usr/bin/env bash
# Build the one-folder Linux bundle dist/redlight/ with PyInstaller, then run its self-test
# from a clean folder with no Python environment on the path.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-.venv/bin/python}
if [ ! -x "$PY" ]; then
  python3 -m venv .venv
  PY=.venv/bin/python
fi
"$PY" -m pip install -q -e . "pyinstaller>=6"
"$PY" scripts/build_translations.py --check  # .ts sources up to date, .qm compiled
rm -rf build/pyinstaller dist/redlight
start=$(date +%s)
"$PY" -m PyInstaller packaging/redlight.spec --noconfirm --distpath dist --workpath build/pyinstaller
echo "built dist/redlight in $(( $(date +%s) - start )) s, $(du -sh dist/redlight | cut -f1)"
# Self-test: no venv, no PYTHONPATH, a temporary data folder, from an empty directory.
tmp=$(mktemp -d)
( cd "$tmp" && env -i HOME="$tmp" PATH=/usr/bin:/bin QT_QPA_PLATFORM=offscreen \
    "$OLDPWD/dist/redlight/redlight" --smoke --data-dir "$tmp/data" --screenshot "$tmp/smoke.png" )
echo "bundle self-test passed (screenshot: $tmp/smoke.png)"
