"""The layout's text metrics, measured with the screen's fonts (Qt's side of `layout`)."""
from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtGui import QFontMetrics, QFontMetricsF

from ...layout.table import TextMetrics
from ..cards.text import MIN_TEXT_PX, font

BANNER_FONT = (12.0, True)
NAME_FONT = (11.0, True)
SCORE_FONT = (8.5, False)
TITLE_FONT = (9.5, True)


def line(size: float, bold: bool = False) -> int:
    return QFontMetrics(font(size, bold)).lineSpacing()


def table_metrics() -> TextMetrics:
    """The line heights of the table's fonts on this screen."""
    small = font(1.0)
    small.setPixelSize(round(MIN_TEXT_PX))
    return TextMetrics(banner_line=line(*BANNER_FONT), name_line=line(*NAME_FONT),
                       score_line=line(*SCORE_FONT), title_line=line(*TITLE_FONT),
                       small_line=QFontMetrics(small).lineSpacing() + 2)


def name_widths(names: Iterable[str]) -> tuple[int, int]:
    """The widest of these star names at the smallest text a name is drawn at (bold, the
    9 px floor), in pixels: on one line, and the least width it takes on two lines (broken
    at a space; a name of one word takes its whole width)."""
    small = font(1.0, bold=True)
    small.setPixelSize(round(MIN_TEXT_PX))
    fm = QFontMetricsF(small)
    one = two = 0.0
    for name in names:
        words = name.split(" ")
        one = max(one, fm.horizontalAdvance(name))
        two = max(two, min((max(fm.horizontalAdvance(" ".join(words[:i])),
                                fm.horizontalAdvance(" ".join(words[i:])))
                            for i in range(1, len(words))), default=fm.horizontalAdvance(name)))
    return math.ceil(one) + 1, math.ceil(two) + 1
