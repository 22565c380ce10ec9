"""The random bot: a legal move at random, each kind of move equally likely first."""
from __future__ import annotations

import random
from typing import Any

from ..engine import chance
from ..engine.moves import Move
from .base import Bot, register


class RandomBot(Bot):
    name = "random"
    needs_view = False

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


register("random", RandomBot)
