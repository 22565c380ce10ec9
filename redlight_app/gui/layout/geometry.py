"""Rectangles in whole pixels (no Qt: the layout is plain arithmetic, tested without a screen)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Rect:
    x: int
    y: int
    w: int
    h: int

    @property
    def right(self) -> int:
        """One past the last column (x + w)."""
        return self.x + self.w

    @property
    def bottom(self) -> int:
        """One past the last row (y + h)."""
        return self.y + self.h

    def inside(self, other: Rect) -> bool:
        """Whether this rectangle lies within `other`."""
        return other.x <= self.x and other.y <= self.y and self.right <= other.right \
            and self.bottom <= other.bottom

    def overlaps(self, other: Rect) -> bool:
        return self.x < other.right and other.x < self.right and self.y < other.bottom \
            and other.y < self.bottom

    def moved(self, dx: int, dy: int) -> Rect:
        return Rect(self.x + dx, self.y + dy, self.w, self.h)

    def shrunk(self, left: int, top: int, right: int, bottom: int) -> Rect:
        """The rectangle with these margins taken off (never below zero size)."""
        return Rect(self.x + left, self.y + top, max(0, self.w - left - right),
                    max(0, self.h - top - bottom))
