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
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
from paint_timing import BARE, age_confirmed_data_dir, time_to_paint  # beside this file


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
    data = age_confirmed_data_dir(home)
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
            times[name].append(time_to_paint(cmd, env, home)[0])
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
