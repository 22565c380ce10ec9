"""Where a session's accepted moves go before anyone sees them: a sink.

A sink stores a move at a sequence number, or raises `SaveError` and stores nothing. The
store's sink writes SQLite (redlight_app/store/session_sink.py); `MemorySink` keeps the
moves in a list (simulations, tournaments, tests, and games played on without saving).
"""
from __future__ import annotations

from typing import Protocol

from ..engine.moves import Move
from ..engine.state import GameState

DISK_FULL, LOCKED, POSITION, OTHER = "disk_full", "locked", "position", "other"


class SaveError(Exception):
    """The sink could not store the move (or cut the log): nothing was stored. `reason` is
    one of DISK_FULL, LOCKED, POSITION, OTHER; `detail` says what happened, for people;
    `cause` is the sink's own error, when it had one (a screen may say it in its language)."""

    def __init__(self, reason: str, detail: str, cause: BaseException | None = None) -> None:
        super().__init__(detail)
        self.reason = reason
        self.detail = detail
        self.cause = cause


class MoveSink(Protocol):
    """Stores a game's move log. Each call either completes (the move is durable when
    `append` returns) or raises SaveError having changed nothing."""

    def append(self, seq: int, move: Move, state_after: GameState) -> None:
        """Store `move` as number `seq` (1 for the first move); `state_after` is the state
        it leads to (for summaries such as status and turn)."""
        ...

    def truncate(self, keep: int) -> None:
        """Keep the first `keep` moves, remove the rest (undo)."""
        ...


class MemorySink:
    """A move log in memory, with the same position check as the store."""

    def __init__(self, moves: list[Move] | None = None) -> None:
        self.moves: list[Move] = list(moves or [])

    def append(self, seq: int, move: Move, state_after: GameState) -> None:
        if seq != len(self.moves) + 1:
            raise SaveError(POSITION, f"move {seq} cannot be stored: the log holds "
                                      f"{len(self.moves)} moves")
        self.moves.append(move)

    def truncate(self, keep: int) -> None:
        if not 0 <= keep <= len(self.moves):
            raise SaveError(POSITION, f"cannot keep {keep} moves: the log holds "
                                      f"{len(self.moves)}")
        del self.moves[keep:]
