"""The banner's sentence (whose turn, the showdown, an open window): on one line, or two
when it needs them (the layout gives it the height). Past its lines the parts take their
short forms (the showdown's reminder gives way, an outshine is said without its values);
only past those the last parts are cut. The whole sentence is in its tooltip and for
screen readers."""
from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics, QTextDocument
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
        """The parts as rich text, wrapped to the lines the label's height holds. When the
        sentence does not fit them, the parts with a short form take it: first those that
        give way whole (the showdown's reminder), then all; past that the last parts are cut
        (most important first), the last one shown elided."""
        banner = self.banner
        if banner is None:
            return
        self.elided = False
        full = [(p.text, p.style) for p in banner.parts]
        lighter = [(p.text, p.style) for p in banner.parts if p.short != ""]
        shortest = [(p.text if p.short is None else p.short, p.style) for p in banner.parts
                    if p.short != ""]
        for parts in (full, lighter, shortest):
            if self._fits(parts):
                super().setText(self._html(parts))
                return
        kept: list[tuple[str, str]] = []
        fm = QFontMetrics(self.font())
        for text, style in shortest:
            if self._fits([*kept, (text, style)]):
                kept.append((text, style))
                continue
            self.elided = True

            def elided(chars: int, text: str = text) -> str:
                return fm.elidedText(text, Qt.TextElideMode.ElideRight,
                                     fm.horizontalAdvance(text[:chars]) + 1)
            low, high = 0, len(text)  # the longest beginning that fits, elided
            while low < high:
                mid = (low + high + 1) // 2
                if self._fits([*kept, (elided(mid), style)]):
                    low = mid
                else:
                    high = mid - 1
            cut = elided(low) if low else ""
            if cut.strip() not in ("", "…"):
                kept.append((cut, style))
            break
        super().setText(self._html(kept))

    @staticmethod
    def _html(parts: list[tuple[str, str]]) -> str:
        out = []
        for text, style in parts:
            body = html.escape(text, quote=False).replace("  ", "&nbsp;&nbsp;")
            css = STYLES.get(style, "")
            if "background" in css:  # a badge's end spaces are its padding: kept, not run
                # into the next part's space (the showdown's reminder touched the badge)
                body = ("&nbsp;" + body[1:] if body.startswith(" ") else body)
                body = (body[:-1] + "&nbsp;" if body.endswith(" ") else body)
            out.append(f"<span style='{css}'>{body}</span>" if css else body)
        return "".join(out)

    def _fits(self, parts: list[tuple[str, str]]) -> bool:
        """`parts` wrapped to the label's width stay inside its height (before the label is
        given a size, everything fits)."""
        room = self.contentsRect()
        if room.width() <= 0 or room.height() <= 0:
            return True
        doc = QTextDocument()
        doc.setDefaultFont(self.font())
        doc.setHtml(self._html(parts))
        doc.setTextWidth(room.width())
        return doc.size().height() <= room.height()

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._render()
