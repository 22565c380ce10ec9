"""Moves: what a player (or the table) does, as frozen data in the scenario format.

One class per move type, each with only its own fields; `Move` is their common base. The
class attribute `type` is the move's word in JSON (`"make_film"`), and the dataclass
fields, in order, are its JSON fields: `to_dict` writes the fields that are set in that
order, `from_dict` reads them back with the strict limits below.
"""
from __future__ import annotations

from dataclasses import MISSING, dataclass, fields
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar, cast

MOVE_TYPES = ("make_film", "buy_award", "outshine", "use_ability", "play_event", "play_award",
              "pass", "end_turn", "agree_end", "draw", "film_top", "adjust_move", "adjust_value",
              "adjust_unuse", "end_stalled", "choose_targets")

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


class Move:
    """The common base of every move type. `player` is the seat making the move, or None
    for the moves the table makes (agree_end, end_stalled, table-mode entries)."""

    __slots__ = ()
    type: ClassVar[str]  # the move's word in JSON
    FIELDS: ClassVar[tuple[str, ...]]  # its JSON fields, in the order they are written
    REQUIRED: ClassVar[tuple[str, ...]]  # the ones a move read from a file must have

    if TYPE_CHECKING:  # at run time set below, once the move classes have their slots
        __dataclass_fields__: ClassVar[dict[str, Any]]  # every move type is a dataclass

        @property
        def player(self) -> int | None: ...

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        for key in self.FIELDS:
            value = getattr(self, key)
            if value is None:
                continue
            out[key] = list(value) if key == "stars" else value
        return out

    @staticmethod
    def from_dict(data: Any) -> Move:
        return _from_dict(data)


_M = TypeVar("_M", bound=Move)
_CLASSES: dict[str, type[Move]] = {}


def _move_type(cls: type[_M]) -> type[_M]:
    """Register a move class (a frozen dataclass with slots) under its JSON word, and note
    its JSON fields: all of them, and the ones a move read from a file must have."""
    own = fields(cast(Any, cls))
    cls.FIELDS = tuple(f.name for f in own)
    cls.REQUIRED = tuple(f.name for f in own if f.default is MISSING)
    _CLASSES[cls.type] = cls
    return cls


# --------------------------------------------------------------------------------------
# Turn actions (A1-A9) and played cards (E1, E4)
@_move_type
@dataclass(frozen=True, slots=True)
class MakeFilm(Move):
    type = "make_film"
    player: int
    stars: tuple[str, ...]
    assign_to: str  # the star of the team who receives the film
    card: str | None = None  # table mode: the film that came up


@_move_type
@dataclass(frozen=True, slots=True)
class BuyAward(Move):
    type = "buy_award"
    player: int
    stars: tuple[str, ...]
    card: str | None = None  # table mode: the award that came up
    # for an award revealed by the purchase (A5): its targets, and the award a targeted
    # player gives back if it is a return_award
    target: str | None = None
    target_player: int | None = None
    choice: str | None = None


@_move_type
@dataclass(frozen=True, slots=True)
class Outshine(Move):
    type = "outshine"
    player: int
    star: str
    target: str


@_move_type
@dataclass(frozen=True, slots=True)
class UseAbility(Move):
    type = "use_ability"
    player: int
    star: str
    target: str | None = None
    target_player: int | None = None
    assign_to: str | None = None
    choice: str | None = None
    # for an award the effect takes and reveals (A5)
    reveal_target: str | None = None
    reveal_target_player: int | None = None
    reveal_choice: str | None = None  # the award given back if the revealed award returns one


@_move_type
@dataclass(frozen=True, slots=True)
class PlayEvent(Move):
    type = "play_event"
    player: int
    card: str
    target: str | None = None
    target_player: int | None = None
    assign_to: str | None = None
    choice: str | None = None
    reveal_target: str | None = None
    reveal_target_player: int | None = None
    reveal_choice: str | None = None  # the award given back if the revealed award returns one


@_move_type
@dataclass(frozen=True, slots=True)
class PlayAward(Move):
    type = "play_award"
    player: int
    card: str
    target: str | None = None
    target_player: int | None = None
    assign_to: str | None = None
    choice: str | None = None
    reveal_target: str | None = None
    reveal_target_player: int | None = None
    reveal_choice: str | None = None  # the award given back if the revealed award returns one


@_move_type
@dataclass(frozen=True, slots=True)
class Pass(Move):
    """Close one's response window (R1)."""
    type = "pass"
    player: int


@_move_type
@dataclass(frozen=True, slots=True)
class EndTurn(Move):
    type = "end_turn"
    player: int


@_move_type
@dataclass(frozen=True, slots=True)
class AgreeEnd(Move):
    """The table agrees to end the game (V6)."""
    type = "agree_end"


@_move_type
@dataclass(frozen=True, slots=True)
class EndStalled(Move):
    """V8, proposed at a table: the showdown stood still."""
    type = "end_stalled"


# --------------------------------------------------------------------------------------
# Table mode: chance entered by people, and manual adjustments (each with a reason).
@_move_type
@dataclass(frozen=True, slots=True)
class Draw(Move):
    type = "draw"
    player: int
    card: str | None = None  # the star drawn; None: a secret event


@_move_type
@dataclass(frozen=True, slots=True)
class FilmTop(Move):
    type = "film_top"
    amount: int  # the required fame on the top film's back


@_move_type
@dataclass(frozen=True, slots=True)
class AdjustMove(Move):
    type = "adjust_move"
    card: str
    place: str
    reason: str | None = None
    choice: str | None = None  # where an unseen card is taken from: a deck (default) or "hand:S"


@_move_type
@dataclass(frozen=True, slots=True)
class AdjustValue(Move):
    type = "adjust_value"
    star: str
    stat: str
    amount: int
    until: str
    reason: str | None = None


@_move_type
@dataclass(frozen=True, slots=True)
class AdjustUnuse(Move):
    type = "adjust_unuse"
    star: str
    reason: str | None = None


# --------------------------------------------------------------------------------------
# A5: the drawer of a revealed award names its targets once it has come up
@_move_type
@dataclass(frozen=True, slots=True)
class ChooseTargets(Move):
    type = "choose_targets"
    player: int
    target: str | None = None  # a star, as the award's effect needs
    target_player: int | None = None  # a player, as the award's effect needs
    choice: str | None = None  # the award a targeted player gives back (return_award)


def _no_player(move: Move) -> None:
    return None


# The moves with a player have their own `player` slot; the table's moves answer None. (Set
# only now: a `player` on the base while the classes were made would be taken for a default.)
setattr(Move, "player", property(_no_player))  # noqa: B010
EffectMove = UseAbility | PlayEvent | PlayAward  # a card's effect played: targets, choices
EFFECT_MOVES = (UseAbility, PlayEvent, PlayAward)
TeamMove = MakeFilm | BuyAward  # stars acting together (A1, A3)
assert set(_CLASSES) == set(MOVE_TYPES)
_ALL_FIELDS = frozenset(name for cls in _CLASSES.values() for name in cls.FIELDS)


def move_class(kind: str) -> type[Move] | None:
    """The class of the move type named `kind` in JSON, None if there is none."""
    return _CLASSES.get(kind)


def _from_dict(data: Any) -> Move:
    if not isinstance(data, dict):
        raise MoveFormatError("a move must be an object")
    kind = data.get("type")
    cls = _CLASSES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        if isinstance(kind, str | int | float) or kind is None:
            raise MoveFormatError(f"unknown move type {repr(kind)[:40]}")
        what = "a list" if isinstance(kind, list) else "an object"
        raise MoveFormatError(f"unknown move type: type must be a word such as "
                              f"\"end_turn\", not {what}")
    for key in cls.REQUIRED:
        if data.get(key) is None:
            raise MoveFormatError(f"{kind} needs {key}")
    for key, value in data.items():
        # A field of another move type is a move mistaken for another: refuse it rather
        # than drop it (keys no move type has, such as a note, are left alone).
        if key in _ALL_FIELDS and key not in cls.FIELDS and value is not None:
            raise MoveFormatError(f"{kind} takes no {key}")
    values: dict[str, Any] = {}
    for key in cls.FIELDS:
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
    return cls(**values)


_LISTED: dict[tuple[Any, ...], Any] = {}
_LISTED_MAX = 4_096  # moves kept for reuse (well under 2 MB); the table starts again when full


def listed_move(cls: type[_M], *fields: Any) -> _M:
    """`cls(*fields)`, shared with earlier listings that built the same move.

    Legal-move listings build the same moves again and again (a move is frozen data, so
    one object serves every listing); a lookup costs a fraction of building one."""
    key = (cls, *fields)
    move = _LISTED.get(key)
    if move is None:
        if len(_LISTED) >= _LISTED_MAX:
            _LISTED.clear()
        move = _LISTED[key] = cls(*fields)
    return move


def choose_targets(player: int, target: str | None, target_player: int | None) -> ChooseTargets:
    """A5: the drawer's choice of targets for the award revealed on draw."""
    return ChooseTargets(player, target, target_player)
