"""Moves: what a player (or the table) does, as frozen data in the scenario format."""
from __future__ import annotations

from dataclasses import MISSING, dataclass, fields
from typing import Any, Callable

MOVE_TYPES = ("make_film", "buy_award", "outshine", "use_ability", "play_event", "play_award",
              "pass", "end_turn", "agree_end", "draw", "film_top", "adjust_move", "adjust_value",
              "adjust_unuse", "end_stalled", "choose_targets")

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
    # A5: the drawer of a revealed award names its targets (a star, a player, or both);
    # choice: the award a targeted player gives back (return_award), theirs to choose
    "choose_targets": (("player", "target", "target_player", "choice"), ("player",)),
    # Table mode: chance entered by people, and manual adjustments (each with a reason).
    "draw": (("player", "card"), ("player",)),  # card: the star drawn; none: a secret event
    "film_top": (("amount",), ("amount",)),  # the required fame on the top film's back
    "adjust_move": (("card", "place", "reason"), ("card", "place")),
    "adjust_value": (("star", "stat", "amount", "until", "reason"), ("star", "stat", "amount", "until")),
    "adjust_unuse": (("star", "reason"), ("star",)),
}
_INT_FIELDS = ("player", "target_player", "reveal_target_player", "amount")
# Limits for moves read from files, wide enough that the rules still judge every number a
# person could enter (a seat that does not exist, an amount beyond 999: IllegalMove), a card
# instance's name (a 60-character id and "#200"), a reason typed at the table (400).
_INT_RANGES = {"player": (-999, 999), "target_player": (-999, 999),
               "reveal_target_player": (-999, 999),
               "amount": (-999_999, 999_999)}
MAX_INSTANCE, MAX_REASON, MAX_TEAM = 64, 400, 200


class MoveFormatError(ValueError):
    """A move that is not well formed (unknown type, missing or mistyped field)."""


@dataclass(frozen=True)
class Move:
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
        if not isinstance(kind, str) or kind not in _FIELDS:
            if isinstance(kind, str | int | float) or kind is None:
                raise MoveFormatError(f"unknown move type {repr(kind)[:40]}")
            what = "a list" if isinstance(kind, list) else "an object"
            raise MoveFormatError(f"unknown move type: type must be a word such as "
                                  f"\"end_turn\", not {what}")
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
                lo, hi = _INT_RANGES[key]
                if not lo <= value <= hi:
                    raise MoveFormatError(f"{kind}: {key} must be within {lo}..{hi}")
            elif key == "stars":
                if (not isinstance(value, list) or len(value) > MAX_TEAM
                        or not all(isinstance(s, str) and len(s) <= MAX_INSTANCE for s in value)):
                    raise MoveFormatError(f"{kind}: stars must be a list of card instances")
                value = tuple(value)
            elif not isinstance(value, str):
                raise MoveFormatError(f"{kind}: {key} must be text")
            elif len(value) > (MAX_REASON if key == "reason" else MAX_INSTANCE):
                raise MoveFormatError(f"{kind}: {key} is too long")
            values[key] = value
        return cls(type=kind, **values)


def _one_step_init(cls: type) -> Callable[..., None]:
    """An `__init__` for a frozen dataclass that takes the same arguments as the generated
    one but sets the instance's attributes in one step (the generated one makes a call per
    field, and legal-move listings build thousands of moves a game)."""
    params, items = [], []
    namespace: dict[str, Any] = {"_set": object.__setattr__}
    for f in fields(cls):
        if f.default is MISSING:
            params.append(f.name)
        else:
            namespace[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
        items.append(f"{f.name!r}: {f.name}")
    source = (f"def __init__(self, {', '.join(params)}):\n"
              f"    _set(self, '__dict__', {{{', '.join(items)}}})\n")
    exec(source, namespace)  # noqa: S102  (built from the field names above, nothing else)
    return namespace["__init__"]


setattr(Move, "__init__", _one_step_init(Move))  # noqa: B010


_LISTED: dict[tuple[Any, ...], Move] = {}
_LISTED_MAX = 4_096  # moves kept for reuse (about 3 MB at most); the table starts again when full


def listed_move(kind: str, player: int | None, star: str | None = None, card: str | None = None,
                target: str | None = None, target_player: int | None = None,
                assign_to: str | None = None, stars: tuple[str, ...] = ()) -> Move:
    """The move with these fields, shared with earlier listings that built the same one.

    Legal-move listings build the same moves again and again (a move is frozen data, so
    one object serves every listing); a lookup costs a fraction of building one."""
    key = (kind, player, star, card, target, target_player, assign_to, stars)
    move = _LISTED.get(key)
    if move is None:
        if len(_LISTED) >= _LISTED_MAX:
            _LISTED.clear()
        move = _LISTED[key] = Move(kind, player, stars=stars, star=star, target=target,
                                   target_player=target_player, card=card, assign_to=assign_to)
    return move


def choose_targets(player: int, target: str | None, target_player: int | None) -> Move:
    """A5: the drawer's choice of targets for the award revealed on draw."""
    return Move("choose_targets", player, target=target, target_player=target_player)


def end_turn(player: int) -> Move:
    return Move("end_turn", player)


def pass_window(player: int) -> Move:
    return Move("pass", player)
