"""The table on screen: the page (page.py) renders the view-model where the layout says;
each player's area (player_area.py), the decks (decks.py), the hand on the rail
(hand_row.py), the banner (banner.py), the felt and rail (felt.py)."""
from __future__ import annotations

from ...viewmodel import HintMarks, TableContext
from .felt import Felt, ink
from .page import TablePage

__all__ = ["Felt", "HintMarks", "TableContext", "TablePage", "ink"]
