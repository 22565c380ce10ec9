"""Computer players: each chooses a move from its seat's view and legal moves only."""
from __future__ import annotations

from .base import Bot, bot_names, make_bot

__all__ = ["Bot", "bot_names", "make_bot"]
