"""Games played a while in a real window, the computers moving, the human by clicks."""
from __future__ import annotations

import random
from typing import Any

from .driver import Driver


def play_a_while(qtbot: Any, window: Any, players: int, level: str = "greedy",
                 seed: int | None = None, turns: int | None = None) -> Driver:
    """A game of `players` (Ann, the human, and computers at `level`) played on to `turns`
    (a few rounds by default), still on."""
    seats = [{"name": "Ann", "kind": "human"}] + [
        {"name": f"Robo {i}", "kind": "bot", "level": level} for i in range(1, players)]
    if seed is None:  # deals whose game is still on at turn 10 with the demo set
        seed = {2: 8, 4: 9, 6: 1}.get(players, 1)
    assert window.games.start_game({"seats": seats, "cardset_id": window.storage.demo_cardset_id,
                              "seed": seed, "first_player": 0})
    d = Driver(qtbot, window)
    c = window.controller
    rng = random.Random(3)
    while c.state.turn < (turns or players + 4) and not c.over:
        d.wait_computer()
        if c.over:
            break
        d.perform(d.choose(c.acting_seat(), rng))
    d.wait_computer()
    assert not c.over, "the game is still on"
    return d
