"""The card set editor (issue 5, table companion mode): a window of its own for building,
checking, importing, exporting and storing card sets, and picking one for new games.

The window is imported when asked for: the game's screens use `editor.model` (how an
effect reads) during play, and must not load the editor's window to do so."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .window import CardSetEditor

__all__ = ["CardSetEditor"]


def __getattr__(name: str) -> Any:  # PEP 562: the window, on first use
    if name == "CardSetEditor":
        from .window import CardSetEditor
        return CardSetEditor
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
