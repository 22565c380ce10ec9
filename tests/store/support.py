"""Test support for the store: a synthetic card set and a random player (no bots package)."""
from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from redlight_app.engine.cards import CardSet, load_cardset
from redlight_app.engine.moves import Move
from redlight_app.engine.record import GameRecord
from redlight_app.engine.rules import apply, legal_moves
from redlight_app.engine.state import GameState, Options


def _star(i: int) -> dict[str, Any]:
    return {"id": f"s-{i}", "name": f"Star {i}", "psyche": 30 + (i * 17) % 80,
            "charisma": 30 + (i * 29) % 80, "fame": 1 + i % 3, "copies": 1, "ability": None,
            "text": ""}


EFFECTS: list[dict[str, Any]] = [
    {"do": "draw", "count": 2}, {"do": "take_film"}, {"do": "take_award"},
    {"do": "extra_award_purchase"},
    {"do": "modify", "stat": "fame", "amount": 2, "target": "own_star", "until": "end_of_turn"},
    {"do": "modify", "stat": "psyche", "amount": -30, "target": "opponent_star",
     "until": "end_of_turn"},
    {"do": "ready_star", "target": "own_star"}, {"do": "discard_star", "target": "opponent_star"},
    {"do": "steal_film", "target": "opponent_star"}, {"do": "return_award", "target": "opponent"},
    {"do": "discard_random", "target": "opponent", "count": 1},
    {"do": "steal_random", "target": "opponent"}, {"do": "skip_turn", "target": "opponent"},
    {"do": "all", "effects": [{"do": "draw", "count": 1}, {"do": "take_film"}]},
    {"do": "manual"},
]


def cardset_doc(n_stars: int = 25, n_events: int = 36, n_films: int = 24,
                n_awards: int = 15, name: str = "Synthetic") -> dict[str, Any]:
    """A plain card set with a spread of values and every effect verb."""
    events = []
    for i in range(n_events):
        if i % 6 == 5:
            effect = {"do": "protect" if i % 12 == 5 else "cancel_event"}
            phase = "reaction"
        else:
            effect = EFFECTS[i % len(EFFECTS)]
            phase = "any_turn" if i % 7 == 3 else "own_turn"
        events.append({"id": f"e-{i}", "name": f"Event {i}", "phase": phase, "effect": effect,
                       "copies": 1, "text": ""})
    films = [{"id": f"f-{i}", "name": f"Film {i}", "color": ("green", "red", "blue")[i % 3],
              "bonus": 1 + i % 2 if i % 3 == 2 else 20 + (i * 10) % 50,
              "fame_required": 1 + i % 4, "copies": 1} for i in range(n_films)]
    awards = [{"id": f"a-{i}", "name": f"Award {i}", "frame": "silver" if i % 7 == 6 else "gold",
               "costs": None, "reveal_on_draw": i % 8 == 7, "counts_toward_win": i % 14 != 13,
               "effect": {"do": "draw", "count": 1} if i % 5 == 4 else None, "copies": 1}
              for i in range(n_awards)]
    return {"format": "redlight-cardset/1", "name": name, "award_costs": [4, 4, 6, 8],
            "stars": [_star(i) for i in range(n_stars)], "events": events, "films": films,
            "awards": awards}


def make_cardset(**kwargs: Any) -> CardSet:
    return load_cardset(cardset_doc(**kwargs))


def new_record(cardset: CardSet, seed: int, players: int = 3, bots: int = 0,
               options: Options | None = None) -> GameRecord:
    seats = [{"name": f"Player {i + 1}", "kind": "bot" if i < bots else "human",
              "level": "random" if i < bots else None} for i in range(players)]
    return GameRecord(cardset=cardset, seats=seats, seed=seed, options=options or Options())


def acting_seat(state: GameState) -> int:
    return state.window.seat if state.window else state.active


def random_move(state: GameState, rnd: random.Random) -> Move:
    return rnd.choice(legal_moves(state, acting_seat(state)))


def playout(state: GameState, rnd: random.Random, max_moves: int) -> Iterator[Move]:
    """Random legal moves, applied to `state` as they are yielded."""
    for _ in range(max_moves):
        if state.over:
            return
        move = random_move(state, rnd)
        apply(state, move)
        yield move


def played_record(cardset: CardSet, seed: int, moves: int, players: int = 3,
                  options: Options | None = None) -> tuple[GameRecord, GameState]:
    """A record with up to `moves` random moves (fewer if the game ends) and its state."""
    record = new_record(cardset, seed, players, options=options)
    state = record.start()
    record.moves.extend(playout(state, random.Random(seed), moves))
    return record, state


def python_child(code: str, *args: str):  # type: ignore[no-untyped-def]
    """Start `code` in a fresh interpreter with the repository on its path (stdout piped)."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        [str(root)] + [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]))
    return subprocess.Popen([sys.executable, "-c", code, *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env)
