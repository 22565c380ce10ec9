"""The one place the screens hand a move to the game and take moves back.

Today it goes through the GameController; when the game session (`redlight_app/session`,
`GameSession.submit` / `undo_to`) drives the controller, only this file changes.
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
        """Take moves back until `keep` remain (or, in a game with computers, to the last
        human decision at or before that point). One redraw at the end."""
        if self.c.record is None or keep >= self.moves_made() or not self.c.can_undo():
            return False
        from .controller import Change
        self.c.blockSignals(True)
        try:
            while self.moves_made() > keep and self.c.can_undo():
                self.c.undo()
        finally:
            self.c.blockSignals(False)
        self.c.changed.emit(Change("undo", list(self.c.log)))
        return True
