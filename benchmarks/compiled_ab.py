"""The compiled engine against its Python source in one run: benchmarks/engine.py run in
turn with the engine compiled (as installed) and with REDLIGHT_PURE_PYTHON=1, each figure
side by side with its ratio (compiled / pure; for the 400-card cost, the two ratios).
Prints figures, asserts nothing. Needs an install that compiled the engine (pip install -e .).

Run: python benchmarks/compiled_ab.py [--quick] [--rounds 2]
"""
from __future__ import annotations

import argparse
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


def run(pure: bool, quick: bool) -> tuple[dict[str, float], str]:
    env = {k: v for k, v in os.environ.items() if k != "REDLIGHT_PURE_PYTHON"}
    if pure:
        env["REDLIGHT_PURE_PYTHON"] = "1"
    out = subprocess.run([sys.executable, str(HERE / "engine.py")] + (["--quick"] if quick else []),
                         env=env, capture_output=True, text=True, check=True).stdout
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
    args = parser.parse_args()
    runs: dict[bool, list[dict[str, float]]] = {False: [], True: []}
    for round_no in range(args.rounds):
        for pure in (False, True):  # interleaved: the machine's load falls on both alike
            figures, head = run(pure, args.quick)
            runs[pure].append(figures)
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


if __name__ == "__main__":
    main()
