"""A digest of many seeded bot games: run it before and after an engine change; the same
digest means the same games (every move, every final state, every replayed log).

Games: random, greedy and easy bots alone and in mixed line-ups, 2 to 6 players, the demo
set and a 400-card set (engine.py's), each played as `simulate` plays it (a session with a
memory sink), then replayed through a session (its log and award history) and through
`random_playout`. Prints one digest per part and one overall.

Run: python benchmarks/games_digest.py [--games 200]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import big_cardset  # beside this file

from redlight_app.bots import make_bot
from redlight_app.bots.play import play_game
from redlight_app.engine.cards import load_cardset_text
from redlight_app.engine.record import GameRecord
from redlight_app.engine.rollout import random_playout
from redlight_app.engine.setup import new_game
from redlight_app.engine.state import Options
from redlight_app.resources import demo_cardset_path
from redlight_app.session import GameSession, MemorySink

LINEUPS = ("random", "greedy", "random,greedy", "greedy,random,easy", "easy")


def _dump(data: object) -> bytes:
    return json.dumps(data, sort_keys=True, default=str).encode()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()
    source = demo_cardset_path().read_bytes()
    demo = load_cardset_text(source)
    big = big_cardset(source)
    parts = {name: hashlib.sha256() for name in ("games", "logs", "playouts")}
    cpu = time.process_time()
    for game in range(args.games):
        players = 2 + game % 5
        lineup = LINEUPS[game % len(LINEUPS)].split(",")
        if "easy" in lineup and game % 3:  # the easy bot is slow: fewer of its games
            lineup = [n for n in lineup if n != "easy"] or ["greedy"]
        names = [lineup[seat % len(lineup)] for seat in range(players)]
        cardset = big if game % 10 == 9 else demo
        options = Options(turn_limit=60 if "easy" in names else 400)
        played = play_game(cardset, [make_bot(n) for n in names], 1000 + game, options)
        parts["games"].update(_dump([m.to_dict() for m in played.moves]))
        parts["games"].update(_dump(played.state.to_dict()))
        if game % 4 == 0:  # as the app keeps a game: the log
            record = GameRecord(cardset, [{"name": n} for n in names], 1000 + game, options)
            session = GameSession(record, MemorySink())
            for move in played.moves:
                session.submit(move)
            parts["logs"].update(_dump([(i.entry, i.turn, i.move_index) for i in session.log]))
            parts["logs"].update(_dump(session.state.to_dict()))
            parts["logs"].update(_dump(session.award_history()))
        if game % 2 == 0:
            state = new_game(cardset, [f"P{i}" for i in range(players)], game, options)
            random_playout(state, random.Random(game))
            parts["playouts"].update(_dump(state.to_dict()))
    whole = hashlib.sha256()
    for name, digest in parts.items():
        print(f"{name:9s} {digest.hexdigest()}")
        whole.update(digest.digest())
    print(f"ALL       {whole.hexdigest()}  ({args.games} games, {time.process_time() - cpu:.1f} CPU s)")


if __name__ == "__main__":
    main()
