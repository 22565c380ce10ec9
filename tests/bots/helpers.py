"""Shared helpers for bot tests: the demo set and positions reached by play."""
from __future__ import annotations

import random

from redlight_app.bots import make_bot
from redlight_app.engine.cards import load_cardset_text
from redlight_app.engine.rules import apply, legal_moves
from redlight_app.engine.setup import new_game
from redlight_app.engine.state import GameState, Options
from redlight_app.engine.view import view
from redlight_app.resources import demo_cardset_path

DEMO = load_cardset_text(demo_cardset_path().read_bytes())


def actor(state: GameState) -> int:
    return state.window.seat if state.window is not None else state.active


def positions(seed: int, players: int, every: int = 3, limit: int = 200):
    """States met along a game between greedy bots (each a fresh copy), every `every` moves."""
    state = new_game(DEMO, [f"P{i}" for i in range(players)], seed, Options(turn_limit=400))
    bots = [make_bot("greedy") for _ in range(players)]
    for seat, bot in enumerate(bots):
        bot.begin(DEMO, seat)
    rng = random.Random(seed)
    for step in range(limit):
        if state.over:
            return
        seat = actor(state)
        if step % every == 0:
            yield state.copy()
        moves = legal_moves(state, seat)
        apply(state, bots[seat].choose(view(state, seat), moves, rng))
