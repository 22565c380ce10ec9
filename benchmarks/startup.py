"""Cold start of the bundle next to `python -m redlight_app` and a bare PySide6 window.

Each run is a fresh process timed from launch to its first painted window (the app prints
"PAINTED" on its start page's first paint and quits when REDLIGHT_EXIT_AFTER_PAINT is set; the
bare window does the same from a QMainWindow). The three are interleaved, run after run, in
one invocation of this script, with the same platform plugin and a clean environment (no
PYTHONPATH except for `python -m redlight_app`, which needs the checkout). "Cold" means a new
process; the file cache is warm (one untimed warm-up run each). Prints figures only.

Run: python benchmarks/startup.py [--runs N] [--bundle dist/redlight/redlight]
(build the bundle first: packaging/build.sh)
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

BARE = r"""
import sys
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget
class Central(QWidget):
    done = False
    def paintEvent(self, event):
        if not Central.done:
            Central.done = True
            print("PAINTED", flush=True)
            QApplication.instance().quit()
app = QApplication([sys.argv[0]])
window = QMainWindow()
window.setCentralWidget(Central())
window.resize(1420, 940)
window.show()
app.exec()
"""


def time_to_paint(cmd: list[str], env: dict[str, str], cwd: str) -> float:
    start = time.perf_counter()
    child = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                             env=env, cwd=cwd)
    assert child.stdout is not None
    for line in child.stdout:
        if line.startswith("PAINTED"):
            elapsed = time.perf_counter() - start
            break
    else:
        child.wait(timeout=30)
        raise RuntimeError(f"{cmd[0]} never painted (exit {child.returncode})")
    child.wait(timeout=30)
    return elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--bundle", default=str(ROOT / "dist" / "redlight" / "redlight"))
    args = parser.parse_args()
    bundle = Path(args.bundle)
    if not bundle.is_file():
        print(f"no bundle at {bundle}: run packaging/build.sh first", file=sys.stderr)
        return 2
    home = tempfile.mkdtemp(prefix="redlight-startup-")
    data = Path(home) / "data"
    (data / "config").mkdir(parents=True)
    # a usual start: the 18+ question was answered on the first one
    (data / "config" / "redlight-gui.ini").write_text("[General]\nage_confirmed=true\n")
    clean = {"HOME": home, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
             "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
             "REDLIGHT_EXIT_AFTER_PAINT": "1"}
    commands = {
        "bundle": ([str(bundle), "--data-dir", str(data)], clean),
        "python -m redlight_app": ([sys.executable, "-m", "redlight_app", "--data-dir", str(data)],
                                   dict(clean, PYTHONPATH=str(ROOT))),
        "bare PySide6 window": ([sys.executable, "-c", BARE], clean),
    }
    for cmd, env in commands.values():  # warm the file cache, untimed
        time_to_paint(cmd, env, home)
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(args.runs):
        for name, (cmd, env) in commands.items():
            times[name].append(time_to_paint(cmd, env, home))
    bare = statistics.median(times["bare PySide6 window"])
    print(f"cold start to first paint, {args.runs} interleaved runs each (QT_QPA_PLATFORM="
          f"{clean['QT_QPA_PLATFORM']}):")
    for name, values in times.items():
        med = statistics.median(values)
        print(f"  {name:24s} median {med * 1000:5.0f} ms  min {min(values) * 1000:5.0f}  "
              f"max {max(values) * 1000:5.0f}  ({med / bare:.2f}x bare)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
