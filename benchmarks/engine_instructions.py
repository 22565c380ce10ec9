"""The engine's work counted in instructions (valgrind's callgrind), which neither the
machine nor its load changes: the figures to compare across days and machines where
benchmarks/engine.py's CPU-time rates move with the other jobs on a shared machine.

Three workloads, each counted alone (callgrind collects only inside `operator.call(work)`;
start-up, imports and the positions' set-up are not counted):
- search: the normal search bot at a fixed 110 iterations (no time limit) on positions met
  in greedy games, 4 players (engine.py's search figure): instructions per iteration;
- playout: `random_playout`, 4 players (the engine alone): instructions per move;
- simulate: `simulate`, 4 random bots (the session's commit path too): instructions per move.

With `--against OTHER_CHECKOUT` (another source tree, its compiled engine built or copied in
place) the same workloads run on that tree too, on this interpreter, side by side.
Needs valgrind. Takes a minute or two per tree (everything runs about 50x slower).

Run: python benchmarks/engine_instructions.py [--positions 4] [--games 20] [--against OTHER_CHECKOUT]
     (REDLIGHT_PURE_PYTHON=1 to count the Python source)
"""
from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent

# Run in a child under valgrind, from the tree's root with the tree first on the path; prints
# the workload's unit count (iterations, games, moves). Each tree's own benchmarks/ are used.
CHILD = """
import operator, random, sys
sys.path.insert(0, "benchmarks")
from greedy_positions import positions
from redlight_app.bots.search import Level, SearchBot
from redlight_app.engine.cards import load_cardset_text
from redlight_app.engine.rollout import random_playout
from redlight_app.engine.rules import legal_moves
from redlight_app.engine.setup import new_game
from redlight_app.engine.state import Options
from redlight_app.engine.view import view
from redlight_app.resources import demo_cardset_path
from redlight_app.simulate import simulate
import redlight_app.bots.random  # imported by simulate's first game: not counted
what, count = sys.argv[1], int(sys.argv[2])
cardset = load_cardset_text(demo_cardset_path().read_bytes())
spots = positions(cardset, 4, count) if what == "search" else []
def work():
    if what == "search":
        done = 0
        for i, (state, seat) in enumerate(spots):
            bot = SearchBot(Level(iterations=110, time_limit=1e9), name="normal")
            bot.begin(cardset, seat)
            bot.choose(view(state, seat), legal_moves(state, seat), random.Random(i), own_turn=True)
            done += bot.last.iterations
        return done
    if what == "playout":
        moves = 0
        for g in range(count):
            state = new_game(cardset, [f"P{i}" for i in range(4)], g, Options(turn_limit=400))
            random_playout(state, random.Random(g))
            moves += state.moves_applied
        return moves
    return simulate(cardset, ["random"] * 4, count, 1).moves_applied
print("UNITS", operator.call(work))
"""
UNITS = {"search": "iteration", "playout": "move", "simulate": "move"}


def count(root: Path, what: str, n: int) -> tuple[int, int, str]:
    """(instructions, units, engine kind) of one workload on the tree at `root`."""
    with tempfile.TemporaryDirectory() as tmp:
        out_file = os.path.join(tmp, "callgrind.out")
        env = dict(os.environ, PYTHONPATH=str(root))
        kind = subprocess.run([sys.executable, "-c", "from redlight_app._compiled import engine_kind; "
                               "print(engine_kind())"], env=env, cwd=root, capture_output=True,
                              text=True, check=True).stdout.strip()
        run = subprocess.run(["valgrind", "--tool=callgrind", "--collect-atstart=no",
                              "--toggle-collect=_operator_call", f"--callgrind-out-file={out_file}",
                              sys.executable, "-c", CHILD, what, str(n)],
                             env=env, cwd=root, capture_output=True, text=True, check=True)
        units = int(re.search(r"UNITS (\d+)", run.stdout).group(1))  # type: ignore[union-attr]
        collected = int(re.search(r"Collected : (\d+)", run.stderr).group(1))  # type: ignore[union-attr]
        return collected, units, kind


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=4, help="search positions (110 iterations each)")
    parser.add_argument("--games", type=int, default=20, help="games for playout and simulate")
    parser.add_argument("--against", type=Path, help="another checkout, counted the same way")
    args = parser.parse_args()
    roots = {"this": HERE.parent} if args.against is None else {
        "before": args.against.resolve(), "after": HERE.parent}
    found: dict[str, dict[str, float]] = {name: {} for name in roots}
    for what, n in (("search", args.positions), ("playout", args.games), ("simulate", args.games)):
        for name, root in roots.items():
            total, units, kind = count(root, what, n)
            found[name][what] = total / units
            print(f"{what:8s} {name:6s} {root} ({kind}): {total:,} instructions, {units} "
                  f"{UNITS[what]}s, {total / units:,.0f} per {UNITS[what]}", flush=True)
        if args.against is not None:
            ratio = found["after"][what] / found["before"][what]
            print(f"{what:8s} after / before: {ratio:.3f}x", flush=True)


if __name__ == "__main__":
    main()
