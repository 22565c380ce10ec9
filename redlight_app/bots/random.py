"""The random bot: a legal move at random, each kind of move equally likely first."""
from __future__ import annotations

import random
from typing import Any

from ..engine import chance
from ..engine.legal import Listing
from ..engine.moves import Move
from .base import Bot, register


class RandomBot(Bot):
    name = "random"
    needs_view = False
    lists_moves = False  # whole games draw from a Listing: one kind of move is listed

    def choose(self, view: dict[str, Any], moves: list[Move], rng: random.Random,
               own_turn: bool = True) -> Move | None:
        if not moves:
            return None
        if not own_turn and rng.random() < 0.8:
            return None
        by_type: dict[str, list[Move]] = {}
        for move in moves:
            by_type.setdefault(move.type, []).append(move)
        kinds = sorted(by_type)
        return chance.choice(rng, by_type[chance.choice(rng, kinds)])

    def choose_from(self, listing: Listing, rng: random.Random,
                    own_turn: bool = True) -> Move | None:
        """The move `choose` would make from `listing.moves()` with the same rng: a kind
        first, then one move of that kind (listed in the same order)."""
        kinds = listing.kinds()
        if not kinds:
            return None
        if not own_turn and rng.random() < 0.8:
            return None
        kind = chance.choice(rng, sorted(kinds))
        return listing.pick(kind, chance.below(rng, listing.count(kind)))  # chance.choice's draw


register("random", RandomBot)
