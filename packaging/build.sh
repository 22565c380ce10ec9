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
# Install the dependencies and PyInstaller only when missing (the spec takes the project's
# own code from this checkout, so a ready environment, e.g. PYTHON=/path/to/venv/bin/python,
# is used as it is and not modified).
if ! "$PY" -c "import PySide6, sqlalchemy, alembic, platformdirs, PyInstaller" 2>/dev/null; then
  "$PY" -m pip install -q -e . "pyinstaller>=6"
fi
"$PY" scripts/build_translations.py --check  # .ts sources up to date, .qm compiled
rm -rf build/pyinstaller dist/redlight
start=$(date +%s)
"$PY" -m PyInstaller packaging/redlight.spec --noconfirm --distpath dist --workpath build/pyinstaller
echo "built dist/redlight in $(( $(date +%s) - start )) s, $(du -sh dist/redlight | cut -f1)"
# The engine's compiled modules (setup.py), when this checkout has them: the bundle must hold
# them and mypyc's shared library, and its self-test loads them or fails.
expect=0
if [ "${REDLIGHT_EXPECT_COMPILED:-0}" = 1 ] || "$PY" -c "import sys
from redlight_app._compiled import not_compiled
sys.exit(1 if not_compiled() else 0)" 2>/dev/null; then
  expect=1
  ls dist/redlight/_internal/redlight_app/_native__mypyc.*.so dist/redlight/_internal/redlight_app/engine/legal.*.so \
    >/dev/null || { echo "the bundle lacks the compiled engine" >&2; exit 1; }
  echo "the bundle holds the compiled engine: $(find dist/redlight/_internal/redlight_app -name '*.so' | wc -l) extension files"
fi
# Self-test: no venv, no PYTHONPATH, a temporary data folder, from an empty directory.
tmp=$(mktemp -d)
( cd "$tmp" && env -i HOME="$tmp" PATH=/usr/bin:/bin LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen \
    REDLIGHT_EXPECT_COMPILED=$expect \
    "$OLDPWD/dist/redlight/redlight" --smoke --data-dir "$tmp/data" --screenshot "$tmp/smoke.png" )
# The frozen app wrote its rotating log file into the log folder, and the screenshot exists.
grep -q "start:" "$tmp/data/logs/redlight.log" || { echo "no log file from the bundle" >&2; exit 1; }
test -s "$tmp/smoke.png" || { echo "no screenshot from the bundle" >&2; exit 1; }
echo "bundle self-test passed in $(( $(date +%s) - start )) s since the build began (screenshot: $tmp/smoke.png)"
