"""The table's layout as pure functions (no Qt): window size, player count, text metrics and
mode in, rectangles out. `layout_table` for the whole table, `place_stars` inside a
player's area, `place_hand` on the rail, `legend_rect`, `respond_width` and `respond_rect` for what floats."""
from __future__ import annotations

from .geometry import Rect
from .hand import HandPlacement, place_hand
from .legend import legend_rect
from .stars import StarsPlacement, place_stars
from .table import (
    AreaLayout,
    LayoutInput,
    StarsNeed,
    TableLayout,
    TextMetrics,
    layout_table,
    respond_rect,
    respond_width,
)

__all__ = ["AreaLayout", "HandPlacement", "LayoutInput", "Rect", "StarsNeed", "StarsPlacement",
           "TableLayout", "TextMetrics", "layout_table", "legend_rect", "place_hand",
           "place_stars", "respond_rect", "respond_width"]
