"""Before and after, interleaved: simulate's headline and the search bot's iterations, for
two source trees, run by turns in fresh processes, so both meet the same load on a shared
machine. Prints figures, asserts nothing.

    git archive main | tar -x -C /tmp/before
    python benchmarks/engine_ab.py --before /tmp/before [--rounds 3] [--games 100]

Each round runs, for each tree: `simulate` with four random bots and with four greedy
bots (games per CPU second, the card set's loading excluded, as engine.py's headline) and
the normal search bot on positions from greedy games (iterations per CPU second). The
load average is printed with every round.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]

# Run inside each tree (its own sys.path): prints one JSON line of figures.
PROBE = r"""
import json, random, sys, time
root = sys.argv[1]
sys.path.insert(0, root)
sys.path.insert(0, root + "/benchmarks")
from greedy_positions import positions
from redlight_app.bots import make_bot
from redlight_app.engine.cards import load_cardset_text
from redlight_app.engine.rules import legal_moves
from redlight_app.engine.view import view
from redlight_app.resources import demo_cardset_path
from redlight_app.simulate import simulate
games, spots_wanted = int(sys.argv[2]), int(sys.argv[3])
cardset = load_cardset_text(demo_cardset_path().read_bytes())
out = {}
for bot in ("random", "greedy"):
    cpu = time.process_time()
    summary = simulate(cardset, [bot] * 4, games, 1)
    spent = time.process_time() - cpu
    out[bot] = games / spent
    out[bot + "_moves"] = summary.moves_applied
spots = positions(cardset, 4, spots_wanted)
iterations = 0
cpu = time.process_time()
for i, (state, seat) in enumerate(spots):
    searcher = make_bot("normal")
    searcher.begin(cardset, seat)
    searcher.choose(view(state, seat), legal_moves(state, seat), random.Random(i), own_turn=True)
    iterations += searcher.last.iterations
out["search"] = iterations / (time.process_time() - cpu)
print(json.dumps(out))
"""


def probe(tree: Path, games: int, positions: int) -> dict[str, float]:
    done = subprocess.run([sys.executable, "-c", PROBE, str(tree), str(games), str(positions)],
                          check=True, capture_output=True, text=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--before", type=Path, required=True, help="the source tree before")
    parser.add_argument("--after", type=Path, default=HERE, help="the source tree after (this one)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--games", type=int, default=100, help="games per simulate figure")
    parser.add_argument("--positions", type=int, default=10, help="search positions")
    args = parser.parse_args()
    trees = {"before": args.before.resolve(), "after": args.after.resolve()}
    seen: dict[str, dict[str, list[float]]] = {name: {} for name in trees}
    for round_no in range(1, args.rounds + 1):
        for name, tree in trees.items():
            got = probe(tree, args.games, args.positions)
            for key in ("random", "greedy", "search"):
                seen[name].setdefault(key, []).append(got[key])
            print(f"round {round_no} {name:6s}: random {got['random']:6.1f}, greedy "
                  f"{got['greedy']:6.1f} games per CPU s; search {got['search']:6.0f} it per "
                  f"CPU s; moves {got['random_moves']}/{got['greedy_moves']}; load average "
                  f"{os.getloadavg()[0]:.2f}", flush=True)
    for key, unit in (("random", "games/CPU s"), ("greedy", "games/CPU s"), ("search", "it/CPU s")):
        before = statistics.median(seen["before"][key])
        after = statistics.median(seen["after"][key])
        print(f"median {key:6s}: {before:7.1f} -> {after:7.1f} {unit} ({after / before:.2f}x)")


if __name__ == "__main__":
    main()
