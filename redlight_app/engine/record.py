"""A game as its record: card set + seats + options + seed + accepted moves.

Replaying a record through the rules gives the same state every time; this is what saved
games, undo, export and bug reports stand on.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from . import table as table_mode
from .cards import CardSet, CardSetError, load_cardset, shown
from .errors import IllegalMove
from .moves import Move, MoveFormatError
from .rules import apply
from .setup import SetupError, new_game
from .state import DIGITAL, TABLE, GameState, Options

FORMAT = "redlight-game/1"
# What `GameRecord.replay` calls after the deal and after each move: (number, state, entries).
EachMove = Callable[[int, GameState, list[dict[str, Any]]], None]


class RecordError(ValueError):
    """A record that is malformed, or whose moves no longer replay (names the move number)."""

    def __init__(self, message: str, move_number: int | None = None) -> None:
        super().__init__(message)
        self.move_number = move_number


@dataclass
class GameRecord:
    cardset: CardSet
    seats: list[dict[str, Any]]  # each at least {"name": ...}; front ends add "kind", "level"
    seed: int
    options: Options = field(default_factory=Options)
    first_player: int | None = None
    moves: list[Move] = field(default_factory=list)
    chance: str = DIGITAL  # TABLE: a game played with the real cards, chance entered by people
    dealt_stars: list[str] | None = None  # TABLE: the star each seat was dealt

    @property
    def names(self) -> list[str]:
        return [s["name"] for s in self.seats]

    def start(self) -> GameState:
        if self.chance == TABLE:
            try:
                return table_mode.new_table_game(self.cardset, self.names, self.first_player or 0,
                                                 self.dealt_stars or [], self.options)
            except ValueError as exc:
                raise SetupError(str(exc)) from None
        return new_game(self.cardset, self.names, self.seed, self.options, self.first_player)

    def replay(self, upto: int | None = None, each: EachMove | None = None) -> GameState:
        """The state after the first `upto` moves (all by default); RecordError if one fails.
        `each(number, state, entries)` is called after the deal (number 0, no entries) and
        after each move with the log entries it wrote (the state is the one replayed: copy
        it to keep it)."""
        try:
            state = self.start()
        except SetupError as exc:
            raise RecordError(str(exc)) from None
        if each is not None:
            each(0, state, [])
        for number, move in enumerate(self.moves[:upto], start=1):
            try:
                entries = apply(state, move)
            except IllegalMove as exc:
                raise RecordError(f"move {number} ({move.type}) no longer replays: {exc}",
                                  number) from None
            if each is not None:
                each(number, state, entries)
        return state

    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "cardset": dict(self.cardset.document), "seats": self.seats,
                "options": self.options.to_dict(), "seed": self.seed,
                "first_player": self.first_player, "moves": [m.to_dict() for m in self.moves],
                "chance": self.chance, "dealt_stars": self.dealt_stars}

    @classmethod
    def from_dict(cls, data: Any) -> "GameRecord":
        if not isinstance(data, dict):
            raise RecordError("a game file must be a JSON object")
        if data.get("format") != FORMAT:
            raise RecordError(f'format must be "{FORMAT}", not {shown(data.get("format"))}')
        try:
            cardset = load_cardset(data.get("cardset"))
        except CardSetError as exc:
            raise RecordError(f"card set: {exc}") from None
        seats = data.get("seats")
        if not isinstance(seats, list) or not all(
                isinstance(s, dict) and isinstance(s.get("name"), str) and s["name"].strip()
                for s in seats):
            raise RecordError("seats must be a list of objects with a name")
        seed = data.get("seed")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise RecordError("seed must be a whole number")
        options_raw = data.get("options") or {}
        if not isinstance(options_raw, dict):
            raise RecordError("options must be an object")
        try:
            options = Options.from_dict(options_raw)
        except (TypeError, ValueError) as exc:
            raise RecordError(f"options: {exc}") from None
        first = data.get("first_player")
        if first is not None and (isinstance(first, bool) or not isinstance(first, int)):
            raise RecordError("first_player must be a seat number or null")
        raw_moves = data.get("moves", [])
        if not isinstance(raw_moves, list):
            raise RecordError("moves must be a list")
        moves = []
        for i, raw in enumerate(raw_moves, start=1):
            try:
                moves.append(Move.from_dict(raw))
            except MoveFormatError as exc:
                raise RecordError(f"move {i}: {exc}", i) from None
        chance = data.get("chance", DIGITAL)
        if chance not in (DIGITAL, TABLE):
            raise RecordError(f'chance must be "{DIGITAL}" or "{TABLE}", not {shown(chance)}')
        dealt = data.get("dealt_stars")
        if chance == TABLE and (not isinstance(dealt, list) or not all(isinstance(s, str) for s in dealt)):
            raise RecordError("a table game names the star each seat was dealt (dealt_stars)")
        return cls(cardset=cardset, seats=[dict(s) for s in seats], seed=seed, options=options,
                   first_player=first, moves=moves, chance=chance,
                   dealt_stars=[str(s) for s in dealt or []] if chance == TABLE else None)
