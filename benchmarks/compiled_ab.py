"""The compiled engine against its Python source in one run: benchmarks/engine.py run in
turn with the engine compiled (as installed) and with REDLIGHT_PURE_PYTHON=1, each figure
side by side with its ratio (compiled / pure; for the 400-card cost, the two ratios).
Prints figures, asserts nothing. Needs an install that compiled the engine (pip install -e .).

With `--against OTHER_CHECKOUT` (another source tree, e.g. `git worktree add --detach
/tmp/before <commit>`, its compiled engine built or copied in place), the other tree runs too,
compiled and pure, interleaved with this one in the same rounds (each tree with its own
benchmarks/engine.py, on this interpreter): before and after under the same load.

Run: python benchmarks/compiled_ab.py [--quick] [--rounds 2] [--against OTHER_CHECKOUT]
"""
from __future__ import annotations

import argparse
import compileall
import os
import re
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
FIGURES = {  # name: pattern of engine.py's line (the first number caught)
    "simulate, 4 random bots (games/CPU s)": r"4 random bots:\s+([\d.]+)",
    "simulate, 4 greedy bots (games/CPU s)": r"4 greedy bots:\s+([\d.]+)",
    "400-card set at 6 players / demo at 4 (per move)": r"at 4 players \d+ us \(([\d.]+)x\)",
    "search, normal, 4 players (iterations/CPU s)": r"search bot, normal, 4 players:\s+(\d+)",
    "random_playout, 4 players (games/CPU s)": r"4 players:\s+([\d.]+) games per CPU second",
    "legal_moves (calls/CPU s)": r"legal_moves on mid-game positions:\s+(\d+)",
    "apply one move (us CPU)": r"apply one move: mean ([\d.]+) us",
}


def run(pure: bool, quick: bool, root: Path = HERE.parent) -> tuple[dict[str, float], str]:
    """engine.py of the tree at `root`, its package first on the path."""
    env = {k: v for k, v in os.environ.items() if k != "REDLIGHT_PURE_PYTHON"}
    env["PYTHONPATH"] = str(root)
    if pure:
        env["REDLIGHT_PURE_PYTHON"] = "1"
    out = subprocess.run([sys.executable, str(root / "benchmarks" / "engine.py")]
                         + (["--quick"] if quick else []),
                         env=env, cwd=root, capture_output=True, text=True, check=True).stdout
    found = {}
    for name, pattern in FIGURES.items():
        match = re.search(pattern, out)
        if match:
            found[name] = float(match.group(1))
    return found, out.splitlines()[0]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--against", type=Path, help="another checkout, run in the same rounds")
    args = parser.parse_args()
    if args.against:
        against(args.against.resolve(), args.rounds, args.quick)
        return
    runs: dict[bool, list[dict[str, float]]] = {False: [], True: []}
    for round_no in range(args.rounds):
        for as_source in (False, True):  # interleaved: the machine's load falls on both alike
            figures, head = run(as_source, args.quick)
            runs[as_source].append(figures)
            print(f"round {round_no + 1}: {head}", flush=True)
    print(f"\n{'figure':50s} {'compiled':>10s} {'pure':>10s} {'ratio':>7s}   (medians of {args.rounds} rounds"
          f"{', --quick' if args.quick else ''}; then each round's compiled and pure)")
    for name in FIGURES:
        compiled = [r[name] for r in runs[False]]
        pure = [r[name] for r in runs[True]]
        rounds = " ".join(f"{c:g}/{p:g}" for c, p in zip(compiled, pure, strict=True))
        print(f"{name:50s} {statistics.median(compiled):10.2f} {statistics.median(pure):10.2f} "
              f"{statistics.median(compiled) / statistics.median(pure):6.2f}x   {rounds}")
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")


def against(other: Path, rounds: int, quick: bool) -> None:
    """Each figure for the other tree (before) and this one (after), compiled and pure,
    interleaved: every round runs the four, in an order that turns round by round."""
    kinds = [("before", False), ("after", False), ("before", True), ("after", True)]
    roots = {"before": other, "after": HERE.parent}
    for root in roots.values():  # as installed: a module imported while timed (bots.random's
        # source, pure) is read from its .pyc, not compiled (PYTHONDONTWRITEBYTECODE=1 would)
        compileall.compile_dir(str(root / "redlight_app"), quiet=1)
    runs: dict[tuple[str, bool], list[dict[str, float]]] = {kind: [] for kind in kinds}
    for round_no in range(rounds):
        order = kinds[round_no % 4:] + kinds[:round_no % 4]
        for name, as_source in order:
            figures, head = run(as_source, quick, roots[name])
            runs[(name, as_source)].append(figures)
            print(f"round {round_no + 1} {name} {'pure' if as_source else 'compiled'}: {head}", flush=True)
    print(f"\nbefore = {other}, after = {HERE.parent}; medians of {rounds} rounds"
          f"{', --quick' if quick else ''} (after / before), then each round's figures")
    for name in FIGURES:
        for as_source in (False, True):
            before = [r[name] for r in runs[("before", as_source)] if name in r]
            after = [r[name] for r in runs[("after", as_source)] if name in r]
            if not before or not after:
                continue
            b, a = statistics.median(before), statistics.median(after)
            print(f"{name:50s} {'pure' if as_source else 'compiled':8s} before {b:9.2f} after {a:9.2f} "
                  f"{a / b:5.2f}x   " + " ".join(f"{x:g}/{y:g}" for x, y in zip(before, after, strict=True)))
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
