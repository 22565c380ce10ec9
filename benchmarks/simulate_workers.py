"""`redlight simulate --workers N` against one worker, in one run: wall time of each and the
ratio (one worker / N workers: above 1 means the workers are faster), and whether the two
summaries are the same (they must be: every game's seed is fixed). Prints figures, asserts
nothing. Interleaved rounds, since the machine may be shared; the load average is printed.
Run: python benchmarks/simulate_workers.py [--games 600] [--workers 2] [--rounds 3]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from redlight_app._compiled import engine_kind
from redlight_app.engine.cards import load_cardset_text
from redlight_app.resources import demo_cardset_path
from redlight_app.simulate import simulate


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--bots", default="random")
    args = parser.parse_args()
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    bots = [args.bots] * 4
    times: dict[int, list[float]] = {1: [], args.workers: []}
    summaries = {}
    for _ in range(args.rounds):
        for workers in (1, args.workers):
            start = time.perf_counter()
            summary = simulate(cardset, bots, args.games, 1, workers=workers)
            times[workers].append(time.perf_counter() - start)
            summaries[workers] = summary.to_dict()
    one, many = statistics.median(times[1]), statistics.median(times[args.workers])
    print(f"engine: {engine_kind()}; load average {os.getloadavg()[0]:.2f}; "
          f"{args.games} games, 4 {args.bots} bots, {args.rounds} rounds interleaved")
    print(f"1 worker: median {one:.2f} s wall ({args.games / one:.0f} games/s)")
    print(f"{args.workers} workers: median {many:.2f} s wall ({args.games / many:.0f} games/s)")
    print(f"ratio 1 worker / {args.workers} workers: {one / many:.2f}x")
    print(f"same summary: {summaries[1] == summaries[args.workers]}")


if __name__ == "__main__":
    main()
