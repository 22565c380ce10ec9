"""The rules of Red Light as pure Python: no Qt, no database, no files."""
from __future__ import annotations

from .cards import CardSet, CardSetError, load_cardset, load_cardset_text
from .errors import IllegalMove
from .moves import Move, MoveFormatError
from .rules import apply, check, is_legal, legal_moves
from .setup import SetupError, new_game, rigged_game
from .state import OVER, PLAYING, SHOWDOWN, GameState, Options

__all__ = [
    "CardSet", "CardSetError", "load_cardset", "load_cardset_text", "IllegalMove", "Move",
    "MoveFormatError", "apply", "check", "is_legal", "legal_moves", "SetupError", "new_game",
    "rigged_game", "GameState", "Options", "OVER", "PLAYING", "SHOWDOWN",
]
