"""Soak test (not in CI): thousands of random legal games on the demo set, the invariants of
the random-playout tests (`redlight_app/engine/invariants.py`) checked after every move.
Prints every violation met (up to --show) and how the games ended; exit 1 if any invariant
broke or any game ran into the turn limit.

    python scripts/soak.py [--games 3000] [--seed 0] [--turn-limit 400] [--cardset FILE]

`--cardset` plays another set instead, e.g. benchmarks/cardsets/reveals-in-windows.json:
reactions and effects that take awards revealed on draw (A5 with R1), which the demo set
has few of.
"""
from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from redlight_app.engine.cards import load_cardset_text
from redlight_app.engine.endings import PLAYED_ENDINGS as ENDINGS
from redlight_app.engine.invariants import random_game
from redlight_app.resources import demo_cardset_path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--turn-limit", type=int, default=400)
    parser.add_argument("--show", type=int, default=20, help="violations printed in full")
    parser.add_argument("--cardset", type=Path, default=None, help="a card set file (default: demo)")
    args = parser.parse_args()
    cardset = load_cardset_text((args.cardset or demo_cardset_path()).read_bytes())
    endings: Counter = Counter()
    by_players: dict[int, Counter] = {}
    violations = 0
    bad_games = 0
    turns = []
    start = time.perf_counter()
    for i in range(args.games):
        seed = args.seed + i
        players = 2 + i % 5  # 2 to 6 players, evenly
        state, found = random_game(cardset, seed, players, args.turn_limit)
        ending = state.ending or "none"
        endings[ending] += 1
        by_players.setdefault(players, Counter())[ending] += 1
        turns.append(state.turn)
        if found:
            bad_games += 1
            for v in found:
                violations += 1
                if violations <= args.show:
                    print(f"game seed {seed}, {players} players: {v}")
    seconds = time.perf_counter() - start
    print(f"{args.games} random games on {cardset.name} in {seconds:.0f} s; "
          f"turns mean {sum(turns) / len(turns):.1f}, max {max(turns)}")
    print(f"violations: {violations} (in {bad_games} games)")
    names = [e for e in ENDINGS if e in endings] + [e for e in endings if e not in ENDINGS]
    print("endings: " + ", ".join(f"{e} {endings[e]}" for e in names)
          + f"; turn limit {endings['limit']}")
    print("players | " + " | ".join(f"{e:>8}" for e in ENDINGS))
    for players in sorted(by_players):
        row = by_players[players]
        print(f"{players:>7} | " + " | ".join(f"{row[e]:>8}" for e in ENDINGS))
    return 1 if violations or endings["limit"] else 0


if __name__ == "__main__":
    sys.exit(main())
