"""The one adapter between the GUI and the computer players in `redlight_app.bots`."""
from __future__ import annotations

import random
from typing import Any

from ..bots import make_bot
from ..engine.cards import CardSet
from ..engine.moves import Move
from .i18n import QT_TR_NOOP, tr

# (level id, label): the level id is the bot's registered name.
LEVELS: list[tuple[str, str]] = [("easy", QT_TR_NOOP("Easy")), ("normal", QT_TR_NOOP("Normal")),
                                  ("hard", QT_TR_NOOP("Hard"))]
DEFAULT_LEVEL = "normal"
# Levels of games saved before the search bots existed.
OLD_LEVELS = {"greedy": "normal", "random": "easy"}


def level_label(level: str) -> str:
    level = OLD_LEVELS.get(level, level)
    return tr(dict(LEVELS)[level]) if level in dict(LEVELS) else level


def choose_move(level: str, cardset: CardSet, seat: int, view: dict[str, Any], moves: list[Move],
                rng: random.Random, own_turn: bool = True) -> Move | None:
    """The computer's move for `seat` from its view and legal moves (None: let it pass by).

    Safe to call off the GUI thread: it reads only what it is given."""
    try:
        bot = make_bot(level)
    except ValueError:
        bot = make_bot(DEFAULT_LEVEL)
    bot.begin(cardset, seat)
    move = bot.choose(view, moves, rng, own_turn=own_turn)
    if own_turn and move is None and moves:
        move = moves[-1]
    return move
