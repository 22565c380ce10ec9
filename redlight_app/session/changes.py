"""What a session hands back after a change: typed, so screens and tools redraw from it."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from ..engine.moves import Move


class LogItem(NamedTuple):
    """One log entry with the turn it happened in and the move that caused it (its
    sequence number; 0 for the setup). A named tuple: one is made per entry, in every game
    (simulations included), and a tuple is the cheapest immutable record to make."""

    entry: dict[str, Any]
    turn: int
    move_index: int


class AwaitedChoice(NamedTuple):
    """A move held until a player chooses the award it makes them give back."""

    move: Move  # a played card, a purchase or a revealed award's targets (A5)
    by_computer: bool
    giver: int


class Changes(NamedTuple):
    """What the last change was: `kind` is new, load, move, choice (an award choice is
    awaited), undo, redo or close. `entries` are the new log items (for new, load, undo and
    redo: the whole log); `seq` is the stored sequence number of `move`. A named tuple,
    like LogItem: one is made per move in every game, and a simulation's moves cost about
    10% less than with a frozen dataclass (benchmarks/FIGURES.md, branch core)."""

    kind: str
    entries: Sequence[LogItem] = ()
    move: Move | None = None
    by_computer: bool = False
    seq: int | None = None
    acting: int | None = None
    awaiting: AwaitedChoice | None = None
    over: bool = False
    save_error: Exception | None = None  # redo stored only part of its moves


@dataclass(frozen=True)
class UndoPlan:
    """What an undo would do: keep the first `keep` moves; `ask` are the other humans whose
    decisions it takes back, who must agree first (hot-seat)."""

    keep: int
    ask: tuple[int, ...] = ()

    @property
    def possible(self) -> bool:
        return self.keep >= 0
