"""The one place table mode and Undo to here hand a move to the game and take moves back:
the controller, the Qt adapter over the game session (`GameSession.submit` / `undo_to`).
"""
from __future__ import annotations

from typing import Any

from ..engine.errors import IllegalMove
from ..engine.moves import Move


class SessionAdapter:
    def __init__(self, controller: Any) -> None:
        self.c = controller

    def submit(self, move: Move) -> IllegalMove | None:
        """The engine's refusal, or None when the move was made (saved, then shown)."""
        return self.c.submit(move)

    def check(self, move: Move) -> IllegalMove | None:
        return self.c.check(move)

    def moves_made(self) -> int:
        return len(self.c.record.moves) if self.c.record is not None else 0

    def undo_to(self, keep: int) -> bool:
        """Take moves back until `keep` remain (the session's `undo_to`, saved like any undo)."""
        if self.c.record is None or keep >= self.moves_made():
            return False
        return bool(self.c.undo_to(keep))
