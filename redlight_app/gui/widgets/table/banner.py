"""The banner's sentence (whose turn, the showdown, an open window): on one line, or two
when it needs them (the layout gives it the height); elided only past two lines, the whole
sentence in its tooltip and for screen readers."""
from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from ...plain_text import set_tooltip
from ...viewmodel.table_view import BannerView
from ..cards.text import font
from .measure import BANNER_FONT

STYLES = {"plain": "", "muted": "color:#cfe0d3; font-weight:normal;",
          "showdown": "background:#b3261e; color:white;",
          "showdown_note": "color:#f3c6c2; font-weight:normal;", "window": "color:#ffbf80;"}
PADDING = 14  # the banner's margins, left and right


class Banner(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)
        self.setFont(font(*BANNER_FONT))
        self.setContentsMargins(PADDING, 0, PADDING, 0)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.banner: BannerView | None = None
        self.full = ""
        self.elided = False

    def text_width(self, banner: BannerView) -> int:
        """The sentence's width on one line, margins included (what the layout asks)."""
        return QFontMetrics(self.font()).horizontalAdvance(banner.full) + 2 * PADDING + 8

    def set_banner(self, banner: BannerView) -> None:
        if banner == self.banner:
            return
        self.banner = banner
        self.full = banner.full
        set_tooltip(self, self.full)
        self.setAccessibleName(self.full)
        self._render()

    def plain(self) -> str:
        return self.full

    def _render(self) -> None:
        """The parts as rich text; past the lines the label's height holds, the last parts
        elided (most important first)."""
        banner = self.banner
        if banner is None:
            return
        fm = QFontMetrics(self.font())
        lines = max(1, self.contentsRect().height() // max(1, fm.lineSpacing()))
        room = max(0, (self.contentsRect().width() - 8) * lines - (lines - 1) * fm.averageCharWidth() * 6)
        used, out = 0, []
        self.elided = False
        for part in banner.parts:
            text = part.text
            width = fm.horizontalAdvance(text)
            if room > 0 and used + width > room:
                text = fm.elidedText(text, Qt.TextElideMode.ElideRight, max(0, room - used))
                self.elided = True
                if text.strip() in ("", "…"):
                    break
            body = html.escape(text, quote=False).replace("  ", "&nbsp;&nbsp;")
            style = STYLES.get(part.style, "")
            out.append(f"<span style='{style}'>{body}</span>" if style else body)
            used += fm.horizontalAdvance(text)
            if self.elided:
                break
        super().setText("".join(out))

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._render()
