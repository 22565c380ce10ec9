"""A digest of the search bots' decisions, to check that a speed change leaves them as they
were: the normal and hard levels (their iteration budgets, no time cap) on positions met in
greedy games at 2 and 4 players, each search given a fixed seed, and two whole games of the
normal level against greedy bots (2 and 4 players). Prints two SHA-256 digests:
`moves` (the move chosen) and `stats` (every root move's visits and estimated win chance,
exactly). Same digests before and after a change: the bots decide the same.
Run: python benchmarks/search_digest.py [--positions N] [--hard N]
"""
from __future__ import annotations

import argparse
import hashlib
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from greedy_positions import positions  # beside this file

from redlight_app.bots import make_bot
from redlight_app.bots.play import play_game
from redlight_app.bots.search import LEVELS, Level, SearchBot
from redlight_app.engine.cards import load_cardset_text
from redlight_app.engine.rules import legal_moves
from redlight_app.engine.view import view
from redlight_app.resources import demo_cardset_path


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=30, help="normal-level positions per player count")
    parser.add_argument("--hard", type=int, default=6, help="hard-level positions per player count")
    args = parser.parse_args()
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    moves_hash, stats_hash = hashlib.sha256(), hashlib.sha256()
    cpu = time.process_time()
    iterations = 0
    for level_name, count in (("normal", args.positions), ("hard", args.hard)):
        base = LEVELS[level_name]
        level = Level(**{**base.__dict__, "time_limit": 1e9})  # the budget alone, no cap
        for players in (2, 4):
            for i, (state, seat) in enumerate(positions(cardset, players, count)):
                bot = SearchBot(level, name=level_name)
                bot.begin(cardset, seat)
                moves = legal_moves(state, seat)
                result = bot.search(view(state, seat), moves, seed=1000 * players + i,
                                    allow_none=False)
                iterations += result.iterations
                line = f"{level_name} {players} {i}: {result.move!r}\n"
                moves_hash.update(line.encode())
                stats_hash.update(line.encode())
                for st in result.stats:
                    stats_hash.update(f"  {st.move!r} {st.visits} {st.win_chance!r}\n".encode())
    for players, seed in ((2, 7), (4, 8)):  # whole games: the search in seat 0 against greedy
        level = Level(**{**LEVELS["normal"].__dict__, "time_limit": 1e9})
        bots = [SearchBot(level, name="normal")] + [make_bot("greedy") for _ in range(players - 1)]
        played = play_game(cardset, bots, seed)
        for move in played.moves:
            moves_hash.update(f"game {players} {move!r}\n".encode())
            stats_hash.update(f"game {players} {move!r}\n".encode())
    spent = time.process_time() - cpu
    print(f"moves {moves_hash.hexdigest()[:16]} stats {stats_hash.hexdigest()[:16]} "
          f"({iterations} iterations, {spent:.1f} CPU s)")


if __name__ == "__main__":
    main()
