"""Undo and redo for the editor: snapshots of the whole document (as JSON text), each with
the card that was selected, taken when typing pauses. Plain Python, no Qt."""
from __future__ import annotations

import json
from typing import Any

HISTORY = 300  # snapshots kept; the oldest go first
Key = tuple[str, int]


class EditHistory:
    """The snapshots and where in them the document on screen is."""

    def __init__(self) -> None:
        self._snapshots: list[tuple[str, Key | None]] = []
        self._pos = -1

    def clear(self) -> None:
        self._snapshots = []
        self._pos = -1

    def remember(self, doc: dict[str, Any], where: Key | None) -> None:
        """Take a snapshot unless the document is the one last remembered; drops the redos."""
        snap = json.dumps(doc, ensure_ascii=False)
        if self._pos >= 0 and self._snapshots[self._pos][0] == snap:
            return
        del self._snapshots[self._pos + 1:]
        self._snapshots.append((snap, where))
        if len(self._snapshots) > HISTORY:
            del self._snapshots[0]
        self._pos = len(self._snapshots) - 1

    @property
    def can_undo(self) -> bool:
        return self._pos > 0

    @property
    def can_redo(self) -> bool:
        return 0 <= self._pos < len(self._snapshots) - 1

    def undo(self) -> tuple[dict[str, Any], Key | None] | None:
        """The document before the last change, and the card selected when that change was
        remembered; None when there is nothing to undo."""
        if not self.can_undo:
            return None
        where = self._snapshots[self._pos][1]
        self._pos -= 1
        return json.loads(self._snapshots[self._pos][0]), where

    def redo(self) -> tuple[dict[str, Any], Key | None] | None:
        """The document after the change last undone and its selected card; None when there
        is nothing to redo."""
        if not self.can_redo:
            return None
        self._pos += 1
        snap, where = self._snapshots[self._pos]
        return json.loads(snap), where
