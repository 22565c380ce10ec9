"""The layout's text metrics, measured with the screen's fonts (Qt's side of `layout`)."""
from __future__ import annotations

from PySide6.QtGui import QFontMetrics

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
