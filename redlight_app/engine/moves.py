"""Moves: what a player (or the table) does, as frozen data in the scenario format."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

MOVE_TYPES = ("make_film", "buy_award", "outshine", "use_ability", "play_event", "play_award",
              "pass", "end_turn", "agree_end", "draw", "film_top", "adjust_move", "adjust_value",
              "adjust_unuse", "end_stalled")

# Fields each move type takes (besides "type"), and which are required.
_FIELDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "make_film": (("player", "stars", "assign_to", "card"), ("player", "stars", "assign_to")),
    # target / target_player: for an award revealed by the purchase (A5)
    "buy_award": (("player", "stars", "card", "target", "target_player"), ("player", "stars")),
    "outshine": (("player", "star", "target"), ("player", "star", "target")),
    # reveal_target / reveal_target_player: for an award the effect takes and reveals (A5)
    "use_ability": (("player", "star", "target", "target_player", "assign_to", "choice",
                     "reveal_target", "reveal_target_player"), ("player", "star")),
    "play_event": (("player", "card", "target", "target_player", "assign_to", "choice",
                    "reveal_target", "reveal_target_player"), ("player", "card")),
    "play_award": (("player", "card", "target", "target_player", "assign_to", "choice",
                    "reveal_target", "reveal_target_player"), ("player", "card")),
    "pass": (("player",), ("player",)),
    "end_turn": (("player",), ("player",)),
    "agree_end": ((), ()),
    "end_stalled": ((), ()),  # V8, proposed at a table: the showdown stood still
    # Table mode: chance entered by people, and manual adjustments (each with a reason).
    "draw": (("player", "card"), ("player",)),  # card: the star drawn; none: a secret event
    "film_top": (("amount",), ("amount",)),  # the required fame on the top film's back
    "adjust_move": (("card", "place", "reason"), ("card", "place")),
    "adjust_value": (("star", "stat", "amount", "until", "reason"), ("star", "stat", "amount", "until")),
    "adjust_unuse": (("star", "reason"), ("star",)),
}
_INT_FIELDS = ("player", "target_player", "reveal_target_player", "amount")


class MoveFormatError(ValueError):
    """A move that is not well formed (unknown type, missing or mistyped field)."""


@dataclass(frozen=True, init=False)
class Move:
    """One move. Frozen; built by an `__init__` that fills the instance dict in one step,
    half the cost of the 16 frozen-field assignments dataclasses would generate (moves are
    built by the thousand in every bot decision and simulated game)."""

    type: str
    player: int | None = None
    stars: tuple[str, ...] = ()
    star: str | None = None
    target: str | None = None
    target_player: int | None = None
    card: str | None = None
    assign_to: str | None = None
    choice: str | None = None
    place: str | None = None
    stat: str | None = None
    amount: int | None = None
    until: str | None = None
    reason: str | None = None
    reveal_target: str | None = None
    reveal_target_player: int | None = None

    def __init__(self, type: str, player: int | None = None, stars: tuple[str, ...] = (),
                 star: str | None = None, target: str | None = None,
                 target_player: int | None = None, card: str | None = None,
                 assign_to: str | None = None, choice: str | None = None,
                 place: str | None = None, stat: str | None = None, amount: int | None = None,
                 until: str | None = None, reason: str | None = None,
                 reveal_target: str | None = None,
                 reveal_target_player: int | None = None) -> None:
        self.__dict__.update(
            type=type, player=player, stars=stars, star=star, target=target,
            target_player=target_player, card=card, assign_to=assign_to, choice=choice,
            place=place, stat=stat, amount=amount, until=until, reason=reason,
            reveal_target=reveal_target, reveal_target_player=reveal_target_player)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        for key in _FIELDS[self.type][0]:
            value = getattr(self, key)
            if value is None:
                continue
            out[key] = list(value) if key == "stars" else value
        return out

    @classmethod
    def from_dict(cls, data: Any) -> "Move":
        if not isinstance(data, dict):
            raise MoveFormatError("a move must be an object")
        kind = data.get("type")
        if kind not in _FIELDS:
            raise MoveFormatError(f"unknown move type {kind!r}")
        allowed, required = _FIELDS[kind]
        for key in required:
            if data.get(key) is None:
                raise MoveFormatError(f"{kind} needs {key}")
        values: dict[str, Any] = {}
        for key in allowed:
            value = data.get(key)
            if value is None:
                continue
            if key in _INT_FIELDS:
                if isinstance(value, bool) or not isinstance(value, int):
                    raise MoveFormatError(f"{kind}: {key} must be a whole number")
            elif key == "stars":
                if not isinstance(value, list) or not all(isinstance(s, str) for s in value):
                    raise MoveFormatError(f"{kind}: stars must be a list of card instances")
                value = tuple(value)
            elif not isinstance(value, str):
                raise MoveFormatError(f"{kind}: {key} must be text")
            values[key] = value
        return cls(type=kind, **values)


def end_turn(player: int) -> Move:
    return Move("end_turn", player)


def pass_window(player: int) -> Move:
    return Move("pass", player)
