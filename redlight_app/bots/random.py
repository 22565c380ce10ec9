"""The random bot: a legal move at random, each kind of move equally likely first."""
from __future__ import annotations

import random
from typing import Any, Callable

from ..engine import chance
from ..engine.legal import TURN_KINDS, Listing
from ..engine.moves import Move
from .base import Bot, register

TURN_ORDER = tuple(sorted(TURN_KINDS))  # the kinds of a turn, in the order they are drawn from


class RandomBot(Bot):
    """A kind of move first, each kind the seat has now equally likely, then one move of
    that kind. On its own turn the kinds are drawn one by one, without putting them back,
    until one has a move: the first found is equally likely any kind the seat has, and most
    turns ask about two or three kinds, not all seven. `choose` (a list of moves) and
    `choose_from` (a Listing) draw the same move with the same rng."""

    name = "random"
    needs_view = False
    lists_moves = False  # whole games draw from a Listing: one move is built a decision

    def choose(self, view: dict[str, Any], moves: list[Move], rng: random.Random,
               own_turn: bool = True) -> Move | None:
        if not moves:
            return None
        by_type: dict[str, list[Move]] = {}
        for move in moves:
            by_type.setdefault(move.type, []).append(move)
        if "end_turn" in by_type:  # the seat's own turn
            kind = _draw_kind(rng, by_type.__contains__)
        else:
            if not own_turn and rng.random() < 0.8:
                return None
            kind = chance.choice(rng, sorted(by_type))
        return chance.choice(rng, by_type[kind])

    def choose_from(self, listing: Listing, rng: random.Random,
                    own_turn: bool = True) -> Move | None:
        if listing.own_turn:
            kind = _draw_kind(rng, listing.has)
        else:
            kinds = listing.kinds()
            if not kinds:
                return None
            if not own_turn and rng.random() < 0.8:
                return None
            kind = chance.choice(rng, sorted(kinds))
        return listing.pick(kind, chance.below(rng, listing.count(kind)))  # chance.choice's draw


def _draw_kind(rng: random.Random, has: Callable[[str], bool]) -> str:
    """A turn's kinds drawn without putting back until one `has` moves (end_turn always)."""
    left = list(TURN_ORDER)
    while True:
        kind = left.pop(chance.below(rng, len(left)))
        if has(kind):
            return kind


register("random", RandomBot)
