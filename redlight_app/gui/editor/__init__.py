"""The card set editor (issue 5, table companion mode): a window of its own for building,
checking, importing, exporting and storing card sets, and picking one for new games."""
from __future__ import annotations

from .window import CardSetEditor

__all__ = ["CardSetEditor"]
