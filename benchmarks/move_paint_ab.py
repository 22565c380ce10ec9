"""Move to repainted table, this checkout against another one, interleaved: prints figures,
asserts nothing.

On a shared machine the wall time of one run moves by 2x with the load; runs of the two
checkouts taken in turn (A B, B A, A B, ...) in fresh processes, each timing `--moves` moves
with `benchmarks/gui.py`'s own measure, and pooled per checkout, compare the code under the
same load. Wall and CPU time (the GUI thread's: what other load barely inflates) per move.

Run: python benchmarks/move_paint_ab.py OTHER_CHECKOUT [--pairs N] [--moves N]
     (OTHER_CHECKOUT: e.g. `git worktree add /tmp/main main`, or a `git archive` of it)
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

_CHILD = r"""
import json, os, sys
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
root = sys.argv[1]
sys.path[:0] = [root, os.path.join(root, "benchmarks")]
import gui
total, redraw, _frame, cpu = gui.move_to_paint(int(sys.argv[2]))
print(json.dumps({"wall": total, "after_commit": redraw, "cpu": cpu,
                  "load": os.getloadavg()[0]}))
"""


def _p(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))] * 1000


def _run(root: Path, moves: int) -> dict[str, list[float] | float]:
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    out = subprocess.run([sys.executable, "-c", _CHILD, str(root), str(moves)], env=env,
                         cwd=str(root), capture_output=True, text=True, check=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("other", type=Path, help="the checkout to compare with (e.g. main)")
    parser.add_argument("--pairs", type=int, default=6, help="runs of each checkout")
    parser.add_argument("--moves", type=int, default=200, help="moves timed in each run")
    args = parser.parse_args()
    roots = [args.other.resolve(), ROOT]
    pooled: dict[Path, dict[str, list[float]]] = {
        r: {"wall": [], "after_commit": [], "cpu": []} for r in roots}
    loads: list[float] = []
    for i in range(args.pairs):
        for root in roots if i % 2 == 0 else roots[::-1]:
            run = _run(root, args.moves)
            for key, values in pooled[root].items():
                values.extend(run[key])  # type: ignore[arg-type]
            loads.append(float(run["load"]))  # type: ignore[arg-type]
    print(f"move -> repainted table, {args.pairs} interleaved runs of {args.moves} moves each "
          f"(load average {min(loads):.1f}-{max(loads):.1f} on {os.cpu_count()} CPUs):")
    for root in roots:
        x = pooled[root]
        print(f"  {root}: {len(x['wall'])} moves | wall median "
              f"{statistics.median(x['wall']) * 1000:.1f} ms, p95 {_p(x['wall'], 0.95):.1f} ms | "
              f"after the commit p95 {_p(x['after_commit'], 0.95):.1f} ms | CPU median "
              f"{statistics.median(x['cpu']) * 1000:.1f} ms, p95 {_p(x['cpu'], 0.95):.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
