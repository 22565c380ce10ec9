"""The bot interface and the registry of bots by name."""
from __future__ import annotations

import importlib
import random
from typing import Any, Callable

from ..engine.cards import CardSet
from ..engine.legal import Listing
from ..engine.moves import Move


class Bot:
    """A computer player. `choose` sees only the seat's view and its legal moves.

    On its own turn or in its response window it must return one of `moves`; off its
    turn (moves are then only any_turn events) it may return None to let the moment pass.
    """

    name = "bot"
    needs_view = True  # a bot that ignores the view is handed an empty one (saves time)
    # False: the bot draws from the legal moves kind by kind (`choose_from`), so whole
    # games between such bots never list every legal move (saves time)
    lists_moves = True
    cardset: CardSet | None = None
    seat: int = 0

    def begin(self, cardset: CardSet, seat: int) -> None:
        """Called once before the game: the card set is public knowledge."""
        self.cardset = cardset
        self.seat = seat

    def choose(self, view: dict[str, Any], moves: list[Move], rng: random.Random,
               own_turn: bool = True) -> Move | None:
        raise NotImplementedError

    def choose_from(self, listing: Listing, rng: random.Random,
                    own_turn: bool = True) -> Move | None:
        """`choose` for a bot that sets `lists_moves` False: the same move, from the legal
        moves as a `Listing` (engine/legal.py) instead of a list."""
        raise NotImplementedError


_REGISTRY: dict[str, Callable[[], Bot]] = {}
_BUILTIN_LOADED = False


def register(name: str, factory: Callable[[], Bot]) -> None:
    _REGISTRY[name] = factory


def bot_names() -> list[str]:
    _load_builtin()
    return sorted(_REGISTRY)


def make_bot(name: str) -> Bot:
    _load_builtin()
    try:
        return _REGISTRY[name]()
    except KeyError:
        raise ValueError(f"unknown bot {name!r}: choose from {', '.join(sorted(_REGISTRY))}") from None


BUILTIN_MODULES = ("random", "greedy", "search")


def _load_builtin() -> None:
    """Import the bundled bot modules once; each registers its bots when imported."""
    global _BUILTIN_LOADED
    if _BUILTIN_LOADED:
        return
    _BUILTIN_LOADED = True
    for module in BUILTIN_MODULES:
        importlib.import_module(f"{__package__}.{module}")
