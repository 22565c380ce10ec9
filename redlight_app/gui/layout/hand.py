"""Where the hand's cards go on the rail: as large as the screen's height suggests, as many
to a row as fit across at their least width (a second row before any sideways scroll)."""
from __future__ import annotations

import math
from dataclasses import dataclass

from .geometry import Rect

HAND_W, HAND_H = 142, 104  # a hand card's proportions (card units)
MIN_HAND_W, MIN_HAND_H = 104, 84  # the least a hand card takes, in pixels
MAX_HAND_H = 176
HAND_GAP = 6


@dataclass(frozen=True)
class HandPlacement:
    """The hand cards' cells, relative to the hand's row (in hand order)."""

    cells: tuple[Rect, ...]
    height: int  # all the rows

    @property
    def card_w(self) -> int:
        return self.cells[0].w if self.cells else 0


def hand_card_height(window_h: int) -> int:
    """A hand card's height on a screen `window_h` tall: about a seventh of it."""
    return max(MIN_HAND_H + 12, min(MAX_HAND_H, round(window_h * 0.15)))


def place_hand(width: int, window_h: int, count: int) -> HandPlacement:
    """`count` cards across `width` pixels."""
    if count == 0:
        return HandPlacement((), 0)
    height = hand_card_height(window_h)
    most = max(1, (width + HAND_GAP) // (MIN_HAND_W + HAND_GAP))  # at the least width
    rows = math.ceil(count / most)
    if rows > 1:
        height = max(MIN_HAND_H, round(height * 0.8))
    per_row = math.ceil(count / rows)
    wanted = round(height * HAND_W / HAND_H)
    card_w = max(MIN_HAND_W, min(wanted, (width - (per_row - 1) * HAND_GAP) // per_row))
    cells = tuple(Rect((i % per_row) * (card_w + HAND_GAP), (i // per_row) * (height + HAND_GAP),
                       card_w, height) for i in range(count))
    return HandPlacement(cells, rows * height + (rows - 1) * HAND_GAP)
