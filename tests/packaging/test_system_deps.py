"""Issue 14: on a fresh Debian the README's run command opens a real window. The system
script installs every library Qt's X11 plugin links against (its --check runs ldd on the
installed PySide6's libqxcb.so); CI then runs the self-test in Xvfb (.ci/run)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "install-system-deps.sh"


def test_qt_x11_plugin_finds_every_library_it_links_against():
    done = subprocess.run(["bash", str(SCRIPT), "--check"], cwd=ROOT, capture_output=True,
                          text=True, env={"PYTHON": sys.executable, "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, (done.stdout + done.stderr +
                                  "\nrun: bash scripts/install-system-deps.sh")


def test_the_script_names_the_x11_libraries_qt_needs_beyond_libxcb():
    text = SCRIPT.read_text(encoding="utf-8")
    for package in ("libxcb-icccm4", "libxcb-keysyms1", "libxcb-cursor0", "libxcb-image0",
                    "libxcb-render-util0", "libxkbcommon-x11-0"):
        assert package in text, package


def test_ci_runs_the_app_once_in_a_real_x_server():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "QT_QPA_PLATFORM=xcb xvfb-run -a" in ci and "--smoke" in ci
    assert "install-system-deps.sh --check" in ci


def test_a_stock_debian_gets_venv_a_compiler_and_pythons_headers(tmp_path):
    """On a machine with Qt's libraries but Debian's bare python3 (no venv module, no gcc, no
    headers), the script installs exactly those three, with apt-get, as root."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    log = tmp_path / "apt.log"
    stubs = {
        # installed: everything but the three a stock Debian lacks
        "dpkg": 'case "$2" in python3-venv|gcc|python3-dev) exit 1;; *) exit 0;; esac',
        "apt-get": f'echo "$@" >> {log}',
        "id": "echo 0",
    }
    for name, body in stubs.items():
        path = bin_dir / name
        path.write_text(f"#!/bin/sh\n{body}\n", encoding="utf-8")
        path.chmod(0o755)
    done = subprocess.run(["bash", str(SCRIPT)], cwd=ROOT, capture_output=True, text=True,
                          env={"PATH": f"{bin_dir}:/usr/bin:/bin"})
    assert done.returncode == 0, done.stdout + done.stderr
    calls = log.read_text(encoding="utf-8").splitlines()
    assert calls[0] == "update -qq"
    assert calls[1] == "install -y -qq python3-venv gcc python3-dev"
    assert "installing: python3-venv gcc python3-dev" in done.stdout
