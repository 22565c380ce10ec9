"""Pixmaps kept by key within a memory budget, the least recently used dropped first.

Pixmaps are native memory (tracemalloc does not see them): a cache that only grows makes
a long session's memory grow with every game, so each cache here has a budget in bytes and
is emptied when a game closes (`cards.forget_looks`)."""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable

from PySide6.QtGui import QPixmap


def pixmap_bytes(pix: QPixmap) -> int:
    """What a pixmap holds in memory (32 bits a pixel)."""
    return pix.width() * pix.height() * 4


class PixmapLru:
    """Pixmaps by key; `put` drops the least recently used ones while the budget is
    exceeded (the newest always stays). `renders` counts the pixmaps put in: what was
    drawn afresh rather than reused."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self._items: OrderedDict[Hashable, QPixmap] = OrderedDict()
        self.bytes = 0
        self.renders = 0

    def __len__(self) -> int:
        return len(self._items)

    def get(self, key: Hashable) -> QPixmap | None:
        pix = self._items.get(key)
        if pix is not None:
            self._items.move_to_end(key)
        return pix

    def put(self, key: Hashable, pix: QPixmap) -> None:
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= pixmap_bytes(old)
        self._items[key] = pix
        self.bytes += pixmap_bytes(pix)
        self.renders += 1
        while self.bytes > self.budget and len(self._items) > 1:
            _, dropped = self._items.popitem(last=False)
            self.bytes -= pixmap_bytes(dropped)

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0
