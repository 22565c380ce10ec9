"""A saved game step by step: the state after each move, the log entries each move wrote,
and where each turn began (what a replay view, a log file and a branch stand on).

Pure: built by replaying the record through the rules, once.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from .record import GameRecord
from .state import OVER, GameState
from .view import view


@dataclass
class Step:
    """The game after `index` moves (0: the deal), and what the last of them wrote."""

    index: int
    state: GameState
    entries: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class Timeline:
    record: GameRecord
    steps: list[Step]

    @classmethod
    def of(cls, record: GameRecord) -> Timeline:
        """Every step of `record`; RecordError names the move that no longer replays."""
        steps: list[Step] = []

        def keep(number: int, state: GameState, entries: list[dict[str, Any]]) -> None:
            if number == 0:
                entries = [{"type": "turn", "seat": state.active, "turn": state.turn}]
            steps.append(Step(number, state.copy(), entries))
        record.replay(each=keep)
        return cls(record, steps)

    @property
    def last(self) -> int:
        """The index of the last step (the number of moves)."""
        return len(self.steps) - 1

    @property
    def finished(self) -> bool:
        return self.steps[-1].state.status == OVER

    def state(self, index: int) -> GameState:
        """The state after `index` moves (an independent copy)."""
        return self.steps[index].state.copy()

    def turn_of(self, index: int) -> int:
        return self.steps[index].state.turn

    def turn_starts(self) -> list[int]:
        """The step at which each turn is first seen (the deal, then each move that began a
        new turn), in order."""
        starts = [0]
        for step in self.steps[1:]:
            if step.state.turn != self.steps[step.index - 1].state.turn:
                starts.append(step.index)
        return starts

    def next_turn(self, index: int) -> int:
        """The first step of the next turn (the last step if this is the last turn)."""
        return next((s for s in self.turn_starts() if s > index), self.last)

    def previous_turn(self, index: int) -> int:
        """The start of this turn, or of the one before if `index` is already its start."""
        return max((s for s in self.turn_starts() if s < index), default=0)

    def branch(self, upto: int) -> GameRecord:
        """A new record: the same deal, with the first `upto` moves (the original is untouched)."""
        return replace(self.record, seats=[dict(s) for s in self.record.seats],
                       moves=list(self.record.moves[:upto]),
                       dealt_stars=None if self.record.dealt_stars is None
                       else list(self.record.dealt_stars))


def deal_again(record: GameRecord) -> GameRecord:
    """The same card set, seed, seats, options and first player, with no moves made yet."""
    return replace(record, seats=[dict(s) for s in record.seats], moves=[],
                   dealt_stars=None if record.dealt_stars is None else list(record.dealt_stars))


def open_view(state: GameState) -> dict[str, Any]:
    """The table with every card open (for looking back at a finished game): every hand and
    every award in hand is shown; deck order stays what a view shows (counts, public tops)."""
    seen = view(state, None)
    for seat, player in enumerate(seen["players"]):
        player["hand"] = list(state.players[seat].hand)
        player["awards"] = list(state.players[seat].awards)
    return seen
