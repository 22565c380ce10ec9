"""Shared by the tests of what a move costs the window: a game watched by one human with
three greedy seats that the test moves itself, one move at a time, and counters of the
measuring calls Qt makes on labels."""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QApplication, QLabel


def watched_game(window: Any, seed: int = 1) -> tuple[Any, Callable[[], None]]:
    """(the controller, a function making the acting seat's greedy move and letting the
    window redraw and paint) for a new 4-player game in `window`."""
    from redlight_app.bots import make_bot
    from redlight_app.engine.view import view
    seats = [{"name": "Ann", "kind": "human"}] + [
        {"name": f"Seat {i}", "kind": "bot", "level": "greedy"} for i in (2, 3, 4)]
    window.games.start_game({"seats": seats, "seed": seed, "turn_limit": 120})
    c = window.controller
    c._schedule_bots = lambda: None  # every seat moved by the test, one move at a time
    c._cancel_bots()
    app = QApplication.instance()
    app.processEvents()
    rng = random.Random(7)

    def move() -> None:
        seat = c.acting_seat()
        bot = make_bot("greedy")
        bot.begin(c.state.cardset, seat)
        c.submit(bot.choose(view(c.state, seat), c.legal(seat), rng))
        QApplication.sendPostedEvents()
        app.processEvents()
    return c, move


def counted_size_hints(monkeypatch: Any) -> list[QLabel]:
    """Every label that works out its size hint as a QLabel (its text laid out), from now
    on. Qt remembers which methods Python does not override once it has asked: count from
    before the labels are made."""
    measured: list[QLabel] = []
    real = QLabel.sizeHint

    def counting(self: QLabel):
        measured.append(self)
        return real(self)
    monkeypatch.setattr(QLabel, "sizeHint", counting)
    return measured
