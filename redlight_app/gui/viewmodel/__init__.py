"""The table's view-model: a pure function (no Qt) from the seat's view of the game and the
screen's state (selection, targets, a hint) to frozen values the widgets render.

    build_table(TableContext(...), words) -> TableView

Rules are the engine's: costs, legality and refusals are asked of it, never worked out here.
"""
from __future__ import annotations

from .build import build_table
from .table_input import HintMarks, TableContext
from .table_view import TableView
from .words import PLAIN_WORDS, Words

__all__ = ["PLAIN_WORDS", "HintMarks", "TableContext", "TableView", "Words", "build_table"]
