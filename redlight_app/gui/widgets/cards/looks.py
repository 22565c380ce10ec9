"""The one memo of the table's drawing, for the budget of benchmarks/gui.py (a move to the
repainted table, p95 under 16 ms; FIGURES.md): a star's card or a card in the hand drawn
once per look (what its view says is drawn, its size, its focus, the language and the font
size) and blitted after. The same looks come back move after move: a star used, then ready
again; a hand turning playable when its player's turn comes round (that move repainted every
card of the hand, about 1.2 ms each, and was the slowest twentieth of the moves). The least
recently used go first past LOOKS_BUDGET bytes (a few tables' worth)."""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QWidget

from ... import i18n
from ...font_scale import system_font_factor

LOOKS_BUDGET = 12 * 1024 * 1024


def _bytes(pix: QPixmap) -> int:
    return pix.width() * pix.height() * 4


class Looks:
    """Cards as drawn, by what was drawn; the least recently used go past `budget` bytes
    (the total kept as they come and go)."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.drawn: OrderedDict[tuple, QPixmap] = OrderedDict()
        self.bytes = 0

    def get(self, key: tuple) -> QPixmap | None:
        look = self.drawn.get(key)
        if look is not None:
            self.drawn.move_to_end(key)
        return look

    def put(self, key: tuple, look: QPixmap) -> None:
        self.drawn[key] = look
        self.bytes += _bytes(look)
        while self.bytes > self.budget and len(self.drawn) > 1:
            self.bytes -= _bytes(self.drawn.popitem(last=False)[1])

    def clear(self) -> None:
        self.drawn.clear()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self.drawn)


LOOKS = Looks(LOOKS_BUDGET)


def paint_look(widget: QWidget, drawn: tuple, draw: Callable[[QPainter], None]) -> None:
    """Paint `widget` with its look `drawn` (what `draw` would put on it), drawing it first
    when it is not kept."""
    dpr = widget.devicePixelRatioF()
    key = (type(widget).__name__, drawn, widget.width(), widget.height(), dpr,
           widget.hasFocus(), i18n.current(), system_font_factor())
    look = LOOKS.get(key)
    if look is None:
        look = QPixmap(max(1, round(widget.width() * dpr)), max(1, round(widget.height() * dpr)))
        look.setDevicePixelRatio(dpr)
        look.fill(Qt.GlobalColor.transparent)
        p = QPainter(look)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        draw(p)
        p.end()
        LOOKS.put(key, look)
    p = QPainter(widget)
    p.drawPixmap(0, 0, look)
    p.end()
