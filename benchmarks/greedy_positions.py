"""Positions with a real choice (two or more legal moves), met in greedy games: what the
search-bot benchmarks (bots.py, engine.py) time the search on."""
from __future__ import annotations

import random

from redlight_app.bots import make_bot
from redlight_app.engine.rules import apply, legal_moves
from redlight_app.engine.setup import new_game
from redlight_app.engine.state import OVER, Options
from redlight_app.engine.view import view


def positions(cardset, players: int, count: int):
    """Positions with a real choice, from greedy games, spread over the game."""
    out = []
    seed = 0
    while len(out) < count:
        seed += 1
        state = new_game(cardset, [f"P{i}" for i in range(players)], seed, Options(turn_limit=400))
        bots = [make_bot("greedy") for _ in range(players)]
        for i, bot in enumerate(bots):
            bot.begin(cardset, i)
        rng = random.Random(seed)
        step = 0
        while state.status != OVER and len(out) < count:
            seat = state.window.seat if state.window is not None else state.active
            moves = legal_moves(state, seat)
            if len(moves) >= 2 and step % 5 == 0:
                out.append((state.copy(), seat))
            apply(state, bots[seat].choose(view(state, seat), moves, rng))
            step += 1
    return out
