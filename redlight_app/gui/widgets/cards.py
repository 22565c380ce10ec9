"""Cards drawn like the printed ones: stars (with films tucked beneath), hand cards, backs.

Each widget holds plain data set by `set_data`, paints itself, and emits `clicked`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from .. import i18n
from ..font_scale import font_generation, system_font_factor
from ..i18n import QT_TR_NOOP, tr
from ..plain_text import html_text
from . import palette as pal
from .pixmap_cache import PixmapLru

CARD_W, CARD_H = 116.0, 162.0
STAR_CELL_W, STAR_CELL_H = 172.0, 174.0
FILM_H = 29.0  # a film strip with its name on one line; a long name adds a line or two
HAND_W, HAND_H = 142.0, 104.0
# below this scale a star is drawn as a compact tile (values, name, films; her text is in the
# tooltip and her accessible description): opponents' areas compress to it first
COMPACT_BELOW = 0.7
TILE_W, TILE_H, TILE_FILM_H = 150.0, 60.0, 17.0
MIN_TILE_W = 92.0
# no card text smaller than this many pixels on screen (9 px: about 6.75 pt at 96 dpi)
MIN_TEXT_PX = 9.0
# the narrowest a word too wide for its box at the smallest size is set (percent of its width)
MIN_STRETCH = 80
FILM_ICONS = {"green": "●", "red": "◆", "blue": "★"}  # colour is not the only cue
FILM_UNITS = {"green": QT_TR_NOOP("psy"), "red": QT_TR_NOOP("cha"), "blue": "★"}

KIND_WORDS = {"event": QT_TR_NOOP("event"), "award": QT_TR_NOOP("award"), "star": QT_TR_NOOP("star"),
              "film": QT_TR_NOOP("film"), "action": QT_TR_NOOP("action"),
              "reaction": QT_TR_NOOP("reaction"), "passive": QT_TR_NOOP("passive")}


def without_kind_label(kind: str, text: str) -> str:
    """An ability's text without the kind it opens with ("Passive: …", "Passiv: …",
    "Passif : …"): the card prints the kind as a label of its own above the text."""
    words = {kind.casefold(), tr(KIND_WORDS.get(kind, kind)).casefold()}
    head, colon, rest = text.partition(":")
    if colon and head.strip().casefold() in words:
        rest = rest.strip()
        return rest[:1].upper() + rest[1:]
    return text


def font(size: float, bold: bool = False, italic: bool = False, family: str = "",
         stretch: int = 100) -> QFont:
    """A font `size` points at the design's system font size (scaled to the one in use),
    set `stretch` percent wide; a copy the caller may change. Made once per size and style
    (a card's redraw asks for a dozen; a long name on a narrow tile is set narrower at each
    redraw), again after the application's font changed."""
    key = (size, bold, italic, family, stretch, font_generation())
    made = _FONTS.get(key)
    if made is None:
        made = QFont(family) if family else QFont()
        made.setPointSizeF(max(5.0, size * system_font_factor()))
        made.setBold(bold)
        made.setItalic(italic)
        if stretch != 100:
            made.setStretch(stretch)
        if len(_FONTS) > 2000:
            _FONTS.clear()
        _FONTS[key] = made
    return QFont(made)


_FONTS: dict[tuple, QFont] = {}


def warm_narrow_fonts() -> None:
    """Load ahead the fonts a long name on a narrow tile may be set in: the tile's smallest
    size, bold, at each width `fit_text` may narrow it to. Qt loads a font it has not used
    before (a size, a stretch) at its first use, a few milliseconds that would otherwise
    fall inside the move that first shows such a name. Run once the window is ready."""
    from PySide6.QtGui import QGuiApplication
    screen = QGuiApplication.primaryScreen()
    dpi = screen.logicalDotsPerInchY() if screen is not None else 96.0
    size = tile_name_size(dpi)
    for stretch in range(MIN_STRETCH, 100, 2):
        QFontMetricsF(font(size, bold=True, stretch=stretch)).height()  # the font loaded


def fit_text(p: QPainter, rect: QRectF, text: str, size: float, min_size: float = 6.0,
             bold: bool = False, italic: bool = False,
             flags: int = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop) -> bool:
    """Word-wrapped text shrunk until it fits the rectangle, never below MIN_TEXT_PX on
    screen whatever the painter's scale; a word still too wide across is set narrower (down
    to MIN_STRETCH percent), then broken across lines rather than cut at the box's edges;
    text still too tall is elided as a last resort. True when the text is drawn whole."""
    wrap = int(flags) | int(Qt.TextFlag.TextWordWrap)
    min_size = max(min_size, min_point_size(p))
    size = max(size, min_size)
    # the same text in the same box comes back at every redraw of a card whose values
    # changed: the size it fits at is worked out once
    key = (rect.width(), rect.height(), text, size, min_size, bold, italic, wrap,
           font_generation())
    fitted = _FITTED.get(key)
    if fitted is None:
        s = size
        while True:
            f = font(s, bold, italic)
            fm = QFontMetricsF(f)
            bounds = fm.boundingRect(rect, wrap, text)
            widest = max([fm.horizontalAdvance(w) for w in _words(text)] + [bounds.width()])
            # a long word (German, Italian) must fit across too, not just the lines down
            if (bounds.height() <= rect.height() + 0.5 and widest <= rect.width() + 0.5) \
                    or s <= min_size:
                break
            s = max(min_size, s - 0.5)
        stretch = 100
        # a word wider than the box at the smallest size (a long name on a narrow tile):
        # its letters are set narrower, never shorter than MIN_TEXT_PX, rather than cut
        while widest > rect.width() + 0.5 and stretch > MIN_STRETCH:
            stretch = max(MIN_STRETCH, stretch - 2)
            fm = QFontMetricsF(font(s, bold, italic, stretch=stretch))
            bounds = fm.boundingRect(rect, wrap, text)
            widest = max([fm.horizontalAdvance(w) for w in _words(text)] + [bounds.width()])
        shown = text
        if widest > rect.width() + 0.5:  # lines break at spaces and hyphens first; only a
            # word too wide for the box is broken inside, with a hyphen, every letter in it
            shown = broken_words(text, fm, rect.width())
            bounds = fm.boundingRect(rect, wrap, shown)
            if bounds.height() > rect.height() + 0.5:  # too tall so: broken anywhere, the
                shown = text  # lines filled to their ends
                wrap |= int(Qt.TextFlag.TextWrapAnywhere)
                bounds = fm.boundingRect(rect, wrap, shown)
        elided = None
        if bounds.height() > rect.height() + 0.5:
            lines = max(1, int(rect.height() // fm.lineSpacing()))
            elided = fm.elidedText(text, Qt.TextElideMode.ElideRight, rect.width() * lines * 0.92)
        if len(_FITTED) > 4000:
            _FITTED.clear()
        fitted = _FITTED[key] = (s, stretch, elided, wrap, shown)
    s, stretch, elided, wrap, text = fitted
    p.setFont(font(s, bold, italic, stretch=stretch))
    if elided is not None:
        text = elided
        # what is left starts at the top and stays inside its box (the tooltip has it all)
        wrap = (wrap & ~int(Qt.AlignmentFlag.AlignVCenter)) | int(Qt.AlignmentFlag.AlignTop)
        p.save()
        p.setClipRect(rect)
        p.drawText(rect, wrap, text)
        p.restore()
        return False
    p.drawText(rect, wrap, text)
    return True


_FITTED: dict[tuple, tuple[float, int, str | None, int, str]] = {}


ZERO_WIDTH_SPACE = "\u200b"  # a place a line may break, drawn as nothing


def broken_words(text: str, fm: QFontMetricsF, room: float) -> str:
    """`text` with each word (or hyphenated part) wider than `room` broken onto lines of its
    own, each piece but the last ending in a hyphen ("Audrey Unflap-/pable"), the pieces as
    even as the fewest lines allow; words that fit are left whole for the word wrap to break
    between them."""
    out = []
    for token in re.split(r"(\s+)", text):
        if not token or token.isspace() or fm.horizontalAdvance(token) <= room + 0.5:
            out.append(token)
            continue
        # (a line may also break after an apostrophe there: "O'" / "Spotlight")
        parts = [part for part in re.split(r"(?<=[-'’])", token) if part]
        out.append(ZERO_WIDTH_SPACE.join(part if fm.horizontalAdvance(part) <= room + 0.5
                           else "\n".join(_word_pieces(part, fm, room)) for part in parts))
    return "".join(out)


def _word_pieces(word: str, fm: QFontMetricsF, room: float) -> list[str]:
    """`word` cut into the fewest pieces that fit `room` with a hyphen after each but the
    last, then evened out ("Unflap-", "pable" rather than "Unflappa-", "ble")."""
    hyphen = fm.horizontalAdvance("-")

    def pack(limit: float) -> list[str]:
        pieces, piece = [], ""
        for ch in word:
            if piece and fm.horizontalAdvance(piece + ch) + hyphen > limit + 0.5:
                pieces.append(piece)
                piece = ch
            else:
                piece += ch
        return pieces + [piece]

    best = pack(room)
    limit = room
    while limit > 4:
        fewer = pack(limit - 1)
        if len(fewer) > len(best):
            break
        best, limit = fewer, limit - 1
    return [piece + "-" for piece in best[:-1]] + best[-1:]


def _words(text: str) -> list[str]:
    """The pieces a line may break between: at spaces and after a hyphen ("Honorable-" /
    "Mention"), as Qt's word wrap breaks them."""
    return [w for w in re.split(r"\s+|(?<=-)", text) if w]


def film_strip_plan(film: FilmData, size: float, width: float) -> tuple[bool, int, float]:
    """How a film's strip `width` wide lays out with its text at point size `size`:
    (stacked, name lines, line spacing). Side by side, the name wraps between the colour's
    icon and the bonus; where that leaves too little room for the name's longest word (a
    narrow tile), the strip is stacked: the name over the whole width, the bonus on a line
    of its own below it."""
    key = (film.name, film.color, film.bonus, round(size, 2), round(width, 1))
    cached = _STRIP_PLANS.get(key)
    if cached is not None:
        return cached
    fm = QFontMetricsF(font(size, bold=True))
    bonus = f"+{film.bonus} {tr(FILM_UNITS[film.color]) if film.color in FILM_UNITS else ''}"
    icon_w = fm.horizontalAdvance(FILM_ICONS.get(film.color, "")) + 4
    widest = max((fm.horizontalAdvance(w) for w in film.name.split()), default=0.0)
    wrap = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)

    def lines_in(room: float) -> int:
        tall = fm.boundingRect(QRectF(0, 0, max(room, 10.0), 10_000), wrap, film.name).height()
        return max(1, round(tall / fm.lineSpacing()))
    beside = width - 14 - icon_w - fm.horizontalAdvance(bonus)
    plan = (False, lines_in(beside), fm.lineSpacing())
    if widest > beside or plan[1] > 2:
        stacked = (True, lines_in(width - 10 - icon_w), fm.lineSpacing())
        if widest > beside or stacked[1] + 1 <= plan[1]:
            plan = stacked
    _STRIP_PLANS[key] = plan
    return plan


_STRIP_PLANS: dict[tuple, tuple[bool, int, float]] = {}


def film_strip_height(film: FilmData, scale: float, dpi: float = 96.0,
                      width: float = STAR_CELL_W - 8, base: float = FILM_H) -> float:
    """How tall (in card units) a film's strip `width` wide is on a card drawn at `scale`:
    `base` with its name on one line, a line more for each further line the name (and, when
    stacked, the bonus) needs to be read whole at the smallest size its text may take there
    (MIN_TEXT_PX on screen)."""
    size = strip_text_size(scale, dpi)
    stacked, lines, spacing = film_strip_plan(film, size, width)
    return base + (lines - 1 + (1 if stacked else 0)) * spacing


def strip_text_size(scale: float, dpi: float = 96.0) -> float:
    """The point size a film strip's text is drawn at on a card drawn at `scale`."""
    return max(6.8, MIN_TEXT_PX * 72.0 / max(dpi, 1.0) / max(scale, 0.05) / system_font_factor())


def films_height(films: list[FilmData], scale: float, dpi: float = 96.0) -> float:
    """The height of a star's filmography under her whole card, in card units."""
    return sum(film_strip_height(f, scale, dpi) for f in films)


def card_growth(d: StarData, scale: float, dpi: float = 96.0) -> tuple[float, float]:
    """How a whole card drawn at `scale` makes room for her words at the smallest size they
    may take there (MIN_TEXT_PX on screen), in card units: (down, extra). A long name takes a
    third line and pushes what is below it `down`; a long text (German!) makes
    the card `extra` taller rather than being cut."""
    key = (d.name, d.text, d.ability_kind, round(scale, 3), dpi, i18n.generation,
           font_generation())
    cached = _GROWTH.get(key)
    if cached is not None:
        return cached
    least = max(6.8, MIN_TEXT_PX * 72.0 / max(dpi, 1.0) / max(scale, 0.05) / system_font_factor())
    wrap = int(Qt.AlignmentFlag.AlignHCenter) | int(Qt.TextFlag.TextWordWrap)
    name_h = QFontMetricsF(font(least, bold=True)).boundingRect(
        QRectF(0, 0, CARD_W - 12, 10_000), wrap, d.name).height()
    down = max(0.0, name_h - 30 + 1)
    text, room = d.text, CARD_H - 97 - down
    if d.ability_kind:
        text, room = without_kind_label(d.ability_kind, text), CARD_H - 108 - down
    extra = 0.0
    if text:
        fm = QFontMetricsF(font(least, italic=not d.ability_kind))
        tall = fm.boundingRect(QRectF(0, 0, CARD_W - 14, 10_000), wrap, text).height()
        extra = float(max(0.0, tall - room + 1))
    if len(_GROWTH) > 4000:
        _GROWTH.clear()
    _GROWTH[key] = (down, extra)
    return down, extra


_GROWTH: dict[tuple, tuple[float, float]] = {}


def star_below(d: StarData, scale: float, dpi: float = 96.0) -> float:
    """What a whole card drawn at `scale` takes below the standard cell, in card units: her
    films and the room her text needs beyond the card's (see `card_growth`)."""
    return films_height(d.films, scale, dpi) + card_growth(d, scale, dpi)[1]


def tile_films_height(films: list[FilmData], tile_w: float = TILE_W, dpi: float = 96.0) -> float:
    """The height of a star's filmography under her compact tile `tile_w` wide, in pixels:
    one strip a film, each as tall as its name needs to be read whole."""
    return sum(film_strip_height(f, 1.0, dpi, width=tile_w - 8, base=TILE_FILM_H) for f in films)


def tile_name_height(name: str, tile_w: float, dpi: float = 96.0) -> float:
    """The height a tile gives its star's name: two lines, or three when a long name needs
    them at the smallest size it may be drawn with (MIN_TEXT_PX)."""
    key = (name, tile_w, dpi, font_generation())
    cached = _NAME_HEIGHTS.get(key)
    if cached is not None:
        return cached
    fm = QFontMetricsF(font(tile_name_size(dpi), bold=True))
    wrap = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
    room = tile_w - 8 - 31 - 2
    tall = fm.boundingRect(QRectF(0, 0, room, 10_000), wrap, name).height()
    if len(_NAME_HEIGHTS) > 4000:
        _NAME_HEIGHTS.clear()
    height = _NAME_HEIGHTS[key] = max(28.0, min(tall + 2, 3 * fm.lineSpacing() + 2))
    return height


def tile_name_size(dpi: float = 96.0) -> float:
    """The point size a tile's name is drawn at when it must shrink: its least (MIN_TEXT_PX
    on screen, a tile being drawn unscaled), never below 6.8 points."""
    return max(6.8, MIN_TEXT_PX * 72.0 / max(dpi, 1.0) / system_font_factor())


# a table's room is shared again after a star comes or goes: its tiles' name heights are
# asked for every way the stars could be laid out, and measuring text is the slow part
_NAME_HEIGHTS: dict[tuple[str, float, float, int], float] = {}


def tile_height(data: StarData | None, tile_w: float, dpi: float = 96.0) -> float:
    """A compact tile's whole height with its films, in pixels."""
    if data is None:
        return TILE_H + 4
    extra = tile_name_height(data.name, tile_w, dpi) - 28.0
    return TILE_H + extra + tile_films_height(data.films, tile_w, dpi) + 4


def badge_height(p: QPainter) -> float:
    """The room a card keeps at its foot for the shortcut's badge (see CardKeys.badge_rect),
    in the painter's units: no word of the card's text lies under the badge."""
    return QFontMetricsF(font(max(6.8, min_point_size(p)), bold=True)).height() - 2


def min_point_size(p: QPainter) -> float:
    """The point size (before `font()`'s system factor) that draws MIN_TEXT_PX pixels tall
    through this painter's scale."""
    t = p.worldTransform()
    scale = max(0.05, (t.m11() ** 2 + t.m12() ** 2) ** 0.5)
    device = p.device()
    dpi = device.logicalDpiY() if device is not None and device.logicalDpiY() > 0 else 96
    return MIN_TEXT_PX * 72.0 / dpi / scale / system_font_factor()


_TEMPLATES: dict[tuple, QPixmap] = {}


def _device_scale(p: QPainter) -> float:
    t = p.worldTransform()
    scale = (t.m11() ** 2 + t.m12() ** 2) ** 0.5
    device = p.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    return round(max(0.25, scale * ratio), 2)


def _template(p: QPainter, key: tuple, w: float, h: float,
              draw: Callable[[QPainter, QRectF], None]) -> tuple[QPixmap, float]:
    """A card's unchanging look (shadow, face, frame) rendered once per size and scale,
    then blitted: most of a card's cost is these antialiased rounded rectangles."""
    scale = _device_scale(p)
    full = key + (round(w, 2), round(h, 2), scale)
    pix = _TEMPLATES.get(full)
    if pix is None:
        pix = QPixmap(max(1, int((w + 4) * scale + 1)), max(1, int((h + 5) * scale + 1)))
        pix.setDevicePixelRatio(scale)
        pix.fill(Qt.GlobalColor.transparent)
        q = QPainter(pix)
        q.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw(q, QRectF(0.5, 0.5, w, h))
        q.end()
        if len(_TEMPLATES) > 400:
            _TEMPLATES.clear()
        _TEMPLATES[full] = pix
    return pix, scale


def _face(q: QPainter, rect: QRectF, radius: float, top: QColor, bottom: QColor,
          edge: QColor) -> None:
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0, top)
    grad.setColorAt(1, bottom)
    q.setPen(Qt.PenStyle.NoPen)
    q.setBrush(QColor(0, 0, 0, 70))  # a soft shadow under the card
    q.drawRoundedRect(rect.translated(2, 3), radius, radius)
    q.setBrush(QBrush(grad))
    q.setPen(QPen(edge, 1.4))
    q.drawRoundedRect(rect, radius, radius)


def card_face(p: QPainter, rect: QRectF, radius: float, top: QColor = pal.CARD_FACE_TOP,
              bottom: QColor = pal.CARD_FACE_BOTTOM, edge: QColor = pal.CARD_EDGE) -> None:
    key = ("face", radius, top.rgba(), bottom.rgba(), edge.rgba())
    pix, _ = _template(p, key, rect.width(), rect.height(),
                       lambda q, r: _face(q, r, radius, top, bottom, edge))
    p.drawPixmap(rect.topLeft() - QPointF(0.5, 0.5), pix)


def _back(q: QPainter, rect: QRectF, radius: float) -> None:
    q.setPen(Qt.PenStyle.NoPen)
    q.setBrush(QColor(0, 0, 0, 80))
    q.drawRoundedRect(rect.translated(2, 3), radius, radius)
    q.setBrush(pal.BACK)
    q.setPen(QPen(pal.BACK_LINE, 1.6))
    q.drawRoundedRect(rect, radius, radius)
    q.setPen(QPen(QColor(201, 162, 74, 120), 1))
    q.setBrush(Qt.BrushStyle.NoBrush)
    q.drawRoundedRect(rect.adjusted(5, 5, -5, -5), radius * 0.6, radius * 0.6)


def card_back(p: QPainter, rect: QRectF, radius: float, label: str = "") -> None:
    pix, _ = _template(p, ("back", radius), rect.width(), rect.height(),
                       lambda q, r: _back(q, r, radius))
    p.drawPixmap(rect.topLeft() - QPointF(0.5, 0.5), pix)
    if label:
        p.setPen(pal.BACK_LINE)
        p.setFont(font(min(rect.width(), rect.height()) * 0.14, bold=True, family="Serif"))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)


def _circle(q: QPainter, rect: QRectF, color: QColor, changed: bool) -> None:
    q.setPen(QPen(QColor("#ffffff") if changed else color.darker(140), 2.2 if changed else 1.2))
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0, color.lighter(125))
    grad.setColorAt(1, color.darker(115))
    q.setBrush(QBrush(grad))
    q.drawEllipse(rect.adjusted(1.2, 1.2, -1.2, -1.2))


def _strip(q: QPainter, rect: QRectF, color: QColor) -> None:
    q.setPen(QPen(color.darker(150), 1))
    q.setBrush(color)
    q.drawRoundedRect(rect, 4, 4)


def stat_circle(p: QPainter, center: QPointF, radius: float, color: QColor, value: int,
                changed: bool) -> None:
    """A value in its coloured circle (white-ringed when films or effects changed it)."""
    pix, _ = _template(p, ("circle", color.rgba(), changed), 2 * radius + 2.4, 2 * radius + 2.4,
                       lambda q, r: _circle(q, r, color, changed))
    p.drawPixmap(QPointF(center.x() - radius - 1.7, center.y() - radius - 1.7), pix)
    p.setPen(QColor("#ffffff"))
    text = str(value)
    p.setFont(font(radius * (0.62 if len(text) < 3 else 0.57), bold=True))
    p.drawText(QRectF(center.x() - radius, center.y() - radius, 2 * radius, 2 * radius),
               Qt.AlignmentFlag.AlignCenter, text)


# looks shared between widgets, least recently used first; the widgets keep their own
# look whatever happens here, so this only decides what a look coming back may reuse.
# A table's looks take a few MB: a budget of a few tables keeps a long session's memory
# flat (a larger one only grew with every game played). A look costs little to draw again
# now that its card's body is kept (below): the two budgets together are what looks alone
# had before.
LOOKS_BUDGET = 4 * 1024 * 1024
LOOKS = PixmapLru(LOOKS_BUDGET)
# a card's body: what stays when her values, marks or keys change (face, frame, name,
# text, films), drawn once per card, size and language and reused by every look of it
BODIES_BUDGET = 4 * 1024 * 1024
BODIES = PixmapLru(BODIES_BUDGET)


def forget_looks() -> None:
    """Drop the shared looks and bodies (a game closed: its tables will not come back)."""
    LOOKS.clear()
    BODIES.clear()
    _TEMPLATES.clear()


def card_body(widget: QWidget, key: tuple, draw: Callable[[QPainter], None]) -> QPixmap:
    """The widget-sized pixmap of a card's body, `draw`n once per `key` (what the body is
    drawn from), widget size, pixel ratio, language and font size, then reused."""
    dpr = widget.devicePixelRatioF()
    full = (key, widget.width(), widget.height(), dpr, i18n.generation, font_generation())
    pix = BODIES.get(full)
    if pix is None:
        pix = drawn_pixmap(widget, dpr, draw)
        BODIES.put(full, pix)
    return pix


def drawn_pixmap(widget: QWidget, dpr: float, draw: Callable[[QPainter], None],
                 opaque: bool = False) -> QPixmap:
    """A transparent pixmap of `widget`'s size at pixel ratio `dpr`, `draw`n antialiased;
    `opaque`: one with no alpha channel, for a `draw` that covers every pixel (blitting it
    is a copy, not a blend)."""
    pix = QPixmap(max(1, int(widget.width() * dpr)), max(1, int(widget.height() * dpr)))
    pix.setDevicePixelRatio(dpr)
    pix.fill(Qt.GlobalColor.black if opaque else Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    draw(painter)
    painter.end()
    return pix


class Cached(QWidget):
    """A widget that paints into a pixmap once per look (`paint_key`) and blits it after:
    a move repaints only what changed, and what did not change costs one drawPixmap.
    Looks are shared between widgets (an area becoming active again, a card coming back
    to a hand) within a memory budget."""

    _pix: QPixmap | None = None
    _key: object = None
    # a look that covers every pixel with opaque paint (the felt, the rail): kept without
    # an alpha channel and blitted by copying, and nothing under the widget is painted
    # first (a subclass sets Qt's WA_OpaquePaintEvent too)
    opaque = False

    def paint_key(self) -> object:
        return None

    def draw(self, p: QPainter) -> None:
        raise NotImplementedError

    def paintEvent(self, event: QPaintEvent) -> None:
        key = (self.paint_key(), self.width(), self.height(), i18n.generation,
               font_generation())
        if self._pix is None or key != self._key:
            dpr = self.devicePixelRatioF()
            shared = (type(self).__name__, repr(key), dpr)
            pix = LOOKS.get(shared)
            if pix is None:
                pix = drawn_pixmap(self, dpr, self.draw, self.opaque)
                LOOKS.put(shared, pix)
            self._pix, self._key = pix, key
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._pix)
        painter.end()


@dataclass
class FilmData:
    name: str
    color: str
    bonus: int


@dataclass
class StarData:
    card: str
    name: str
    psyche: int
    charisma: int
    fame: int
    printed: tuple[int, int, int]
    ability_kind: str | None = None
    text: str = ""
    films: list[FilmData] = field(default_factory=list)
    used: bool = False
    owner_out: bool = False


class CardKeys(Cached):
    """A card that takes keyboard focus: Enter or Space does what a click does; the left and
    right arrows move to the neighbouring card in the same row. The focus ring and the card's
    shortcut (shown in a corner) are part of its look."""

    clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.shortcut = ""
        self.badge_at: QRectF | None = None  # where the shortcut's badge was last drawn
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def card_id(self) -> str | None:
        data = getattr(self, "data", None)
        return getattr(data, "card", None)

    def set_shortcut(self, text: str) -> None:
        """The key that reaches this card ("1", "Ctrl+2"), drawn in its corner; "" for none."""
        if text != self.shortcut:
            self.shortcut = text
            self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        card = self.card_id()
        if event.button() == Qt.MouseButton.LeftButton and card is not None:
            self.clicked.emit(card)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        card = self.card_id()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and card is not None \
                and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.clicked.emit(card)
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            parent = self.parentWidget()
            direct = Qt.FindChildOption.FindDirectChildrenOnly
            row = [w for w in parent.findChildren(CardKeys, options=direct)
                   if w.isVisible()] if parent is not None else []
            row.sort(key=lambda w: (w.y() // 40, w.x()))
            if self in row:
                i = row.index(self) + (1 if key == Qt.Key.Key_Right else -1)
                if 0 <= i < len(row):
                    row[i].setFocus(Qt.FocusReason.OtherFocusReason)
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    def badge_rect(self, p: QPainter, rect: QRectF) -> QRectF:
        """Where the shortcut's badge lies over `rect` (the card's face): at its foot, in
        the room the card's text leaves for it (`badge_height`); sets the painter's font."""
        p.setFont(font(max(6.8, min_point_size(p)), bold=True))
        fm = QFontMetricsF(p.font())
        w = fm.horizontalAdvance(self.shortcut) + 8
        return QRectF(rect.left() + (rect.width() - w) / 2, rect.bottom() - fm.height() + 2,
                      w, fm.height())

    def draw_keys(self, p: QPainter, rect: QRectF, radius: float) -> None:
        """The focus ring and the shortcut badge over `rect` (the card's face)."""
        if self.hasFocus():
            p.setPen(QPen(pal.FOCUS, 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), radius + 4, radius + 4)
        if self.shortcut:
            badge = self.badge_rect(p, rect)
            self.badge_at = p.worldTransform().mapRect(badge)  # (where tests look for it)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(20, 20, 20, 200))
            p.drawRoundedRect(badge, 4, 4)
            p.setPen(QColor("#ffe9a8"))
            p.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.shortcut)


class StarWidget(CardKeys):
    """A star on a table, upright; a used one is greyed and labelled USED (her text stays
    readable); films beneath. Below COMPACT_BELOW she is drawn as a compact tile."""

    def __init__(self, scale: float = 1.0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.s = scale
        self.tile_w = TILE_W
        self.data: StarData | None = None
        self.selected = False
        self.highlighted = False
        self.hinted = False
        self.tooltip: Callable[[], str] | None = None
        self.source: object = None  # what her area last gave her data from (table.py)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, False)

    @property
    def compact(self) -> bool:
        return self.s < COMPACT_BELOW

    def set_data(self, data: StarData, selected: bool, highlighted: bool,
                 tooltip: Callable[[], str], hinted: bool = False) -> None:
        """`tooltip` is called when the pointer rests on the card (the totals' breakdown)."""
        resize = self.data is None or data.films != self.data.films
        if (data, selected, highlighted, hinted) != (self.data, self.selected, self.highlighted,
                                                     self.hinted):
            self.data, self.selected, self.highlighted = data, selected, highlighted
            self.hinted = hinted
            self.update()
        self.tooltip = tooltip
        name = tr("{name}: psyche {psyche}, charisma {charisma}, fame {fame}").format(
            name=data.name, psyche=data.psyche, charisma=data.charisma, fame=data.fame) + (
            tr(", used") if data.used else "") + (tr(", selected") if selected else "")
        if name != self.accessibleName():
            self.setAccessibleName(name)
        films = "; ".join(tr("film {name}: +{bonus} {stat}").format(
            name=f.name, bonus=f.bonus, stat=tr(pal.STAT_SHORT.get(f.color, f.color)))
            for f in data.films)
        description = " ".join(x for x in (data.text, films) if x)
        if description != self.accessibleDescription():
            self.setAccessibleDescription(description)
        if resize:
            self.setFixedSize(self.sizeHint())
            self.updateGeometry()

    def set_scale(self, scale: float, tile_w: float = TILE_W) -> None:
        if (scale, tile_w) != (self.s, self.tile_w):
            self.s, self.tile_w = scale, tile_w
            self.setFixedSize(self.sizeHint())
            self.update()

    def sizeHint(self) -> QSize:
        if self.compact:
            return QSize(int(self.tile_w), int(tile_height(self.data, self.tile_w, self.logicalDpiY())))
        tall = star_below(self.data, self.s, self.logicalDpiY()) if self.data else 0.0
        return QSize(int(STAR_CELL_W * self.s), int((STAR_CELL_H + 6 + tall) * self.s))

    def card_h(self, d: StarData) -> float:
        """The whole card's height, in card units: taller when her text needs it."""
        return CARD_H + card_growth(d, self.s, self.logicalDpiY())[1]

    def event(self, event: QEvent) -> bool:
        if isinstance(event, QHelpEvent) and event.type() == QEvent.Type.ToolTip and \
                self.tooltip is not None:
            QToolTip.showText(event.globalPos(), self.tooltip(), self)
            return True
        return super().event(event)

    def paint_key(self) -> object:
        return (self.data, self.selected, self.highlighted, self.hinted, self.s, self.tile_w,
                self.hasFocus(), self.shortcut)

    def body_key(self, d: StarData) -> tuple:
        """What her body is drawn from: all but her values, marks and keys."""
        films = tuple((f.name, f.color, f.bonus) for f in d.films)
        return ("star", d.card, d.name, d.text, d.ability_kind, films, d.used, self.compact,
                self.s, self.tile_w)

    def draw(self, p: QPainter) -> None:
        """The marks under the card, her body (reused while only her values, marks or keys
        change), then her values, the used mark, the greying of an out player's stars, and
        the focus ring and shortcut over it all."""
        d = self.data
        if d is None:
            return
        body = card_body(self, self.body_key(d), self._draw_body)
        if self.compact:
            rect, name_h = self._tile_rect(d)
            self._marks(p, rect, 7)
            p.drawPixmap(0, 0, body)
            self._tile_values(p, d, rect, name_h)
            self.draw_keys(p, rect, 7)
            return
        rect = QRectF(0, 0, CARD_W, self.card_h(d))
        p.save()
        p.scale(self.s, self.s)
        p.translate((STAR_CELL_W - CARD_W) / 2, (STAR_CELL_H - CARD_H) / 2)
        self._marks(p, rect, 9)
        p.restore()
        p.drawPixmap(0, 0, body)
        p.scale(self.s, self.s)
        p.translate((STAR_CELL_W - CARD_W) / 2, (STAR_CELL_H - CARD_H) / 2)
        self._card_values(p, d)
        self.draw_keys(p, rect, 9)

    def _draw_body(self, p: QPainter) -> None:
        d = self.data
        assert d is not None
        if self.compact:
            rect, name_h = self._tile_rect(d)
            self._tile_body(p, d, rect, name_h)
            return
        p.scale(self.s, self.s)
        self._paint_films(p, d)
        p.translate((STAR_CELL_W - CARD_W) / 2, (STAR_CELL_H - CARD_H) / 2)
        self._card_body(p, d)

    def badge_rect(self, p: QPainter, rect: QRectF) -> QRectF:
        """The shortcut's badge clear of her words: on a whole card at the top between her
        values (under the USED mark), on a tile in its bottom right corner (the USED word
        stops short of it), or beside the fame when the USED word takes the line below."""
        p.setFont(font(max(6.8, min_point_size(p)), bold=True))
        fm = QFontMetricsF(p.font())
        w = fm.horizontalAdvance(self.shortcut) + 8
        if self.compact:
            d = self.data
            if d is not None and d.used:
                small = p.font()
                line, stacked = self._tile_fame_line(p, d, rect)
                p.setFont(small)
                if stacked:  # (on the fame's line: the USED word has the line below)
                    return QRectF(rect.right() - w - 3, line.center().y() - fm.height() / 2,
                                  w, fm.height())
            return QRectF(rect.right() - w - 3, rect.bottom() - fm.height() - 2, w, fm.height())
        return QRectF(rect.left() + (rect.width() - w) / 2, rect.top() + 12, w, fm.height())

    def _marks(self, p: QPainter, rect: QRectF, radius: float) -> None:
        """Selection, target and hint rings around the card."""
        if self.selected:
            p.setPen(QPen(pal.SELECTED, 5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius + 3, radius + 3)
        if self.highlighted:
            p.setPen(QPen(pal.TARGET, 4, Qt.PenStyle.DashLine))
            p.setBrush(QColor(255, 107, 107, 40))
            p.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), radius + 4, radius + 4)
        if self.hinted:
            p.setPen(QPen(pal.HINT, 4, Qt.PenStyle.DotLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius + 2, radius + 2)

    def _film_strip(self, p: QPainter, r: QRectF, film: FilmData, size: float,
                    width: float = STAR_CELL_W - 8) -> None:
        color = pal.FILM.get(film.color, QColor("#777"))
        pix, _ = _template(p, ("film", color.rgba()), r.width(), r.height(),
                           lambda q, rr: _strip(q, rr, color))
        p.drawPixmap(r.topLeft() - QPointF(0.5, 0.5), pix)
        p.setPen(QColor("#ffffff"))
        p.setFont(font(max(size, min_point_size(p)), bold=True))
        unit = tr(FILM_UNITS[film.color]) if film.color in FILM_UNITS else ""
        icon = FILM_ICONS.get(film.color, "")
        bonus = f"+{film.bonus} {unit}"
        fm = QFontMetricsF(p.font())
        bonus_w = fm.horizontalAdvance(bonus)
        icon_w = fm.horizontalAdvance(icon) + 4
        stacked, _, spacing = film_strip_plan(film, max(size, min_point_size(p)), width)
        if stacked:  # a narrow strip: the name over the whole width, the bonus below it
            name_r = r.adjusted(5 + icon_w, 1, -5, -spacing - 1)
            p.drawText(QRectF(r.left() + 5, name_r.top(), icon_w, spacing),
                       Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, icon)
            p.drawText(QRectF(r.left() + 6, r.bottom() - spacing - 1, r.width() - 11, spacing),
                       Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, bonus)
            fit_text(p, name_r, film.name, size, size,
                     flags=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            return
        p.drawText(r.adjusted(5, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, icon)
        p.drawText(r.adjusted(6, 0, -5, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                   bonus)
        # the name wraps onto another line where the strip has room for one
        fit_text(p, r.adjusted(5 + icon_w, 1, -9 - bonus_w, -1), film.name, size, size,
                 flags=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

    def _paint_films(self, p: QPainter, d: StarData) -> None:
        top = STAR_CELL_H + 4 + self.card_h(d) - CARD_H
        x, w = 4.0, STAR_CELL_W - 8
        dpi = self.logicalDpiY()
        for film in d.films:
            tall = film_strip_height(film, self.s, dpi)
            self._film_strip(p, QRectF(x, top, w, tall - 3), film, strip_text_size(self.s, dpi), w)
            top += tall

    def _used_badge(self, p: QPainter, rect: QRectF) -> None:
        p.setFont(font(max(6.8, min_point_size(p)), bold=True))
        text = tr("USED")
        fm = QFontMetricsF(p.font())
        w = fm.horizontalAdvance(text) + 10
        badge = QRectF(rect.center().x() - w / 2, rect.top() - 5, w, fm.height() + 2)
        p.setPen(QPen(QColor("#f4efe2"), 1))
        p.setBrush(QColor("#4b4038"))
        p.drawRoundedRect(badge, 4, 4)
        p.setPen(QColor("#f4efe2"))
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)

    def _card_body(self, p: QPainter, d: StarData) -> None:
        """The whole card's face, frame, name, ability and text."""
        card_h = self.card_h(d)
        rect = QRectF(0, 0, CARD_W, card_h)
        face_top = pal.CARD_FACE_TOP if not d.used else pal.USED_FACE
        face_bottom = pal.CARD_FACE_BOTTOM if not d.used else pal.USED_FACE.darker(108)
        card_face(p, rect, 9, top=face_top, bottom=face_bottom)
        p.setPen(QPen(QColor(59, 42, 26, 60), 1, Qt.PenStyle.DashLine if d.used else Qt.PenStyle.SolidLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect.adjusted(4, 4, -4, -4), 6, 6)
        p.setPen(pal.CARD_INK)
        # a long name on a small card takes a third line: what is below it moves down
        down = card_growth(d, self.s, self.logicalDpiY())[0]
        name_rect = QRectF(6, 40, CARD_W - 12, 30 + down)
        fit_text(p, name_rect, d.name, 9.2, 6.8, bold=True,
                 flags=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter)
        p.setPen(QPen(QColor(59, 42, 26, 90), 0.8))
        p.drawLine(QPointF(12, 91 + down), QPointF(CARD_W - 12, 91 + down))
        body = QRectF(7, 93 + down, CARD_W - 14, card_h - 97 - down)
        text = d.text
        if d.ability_kind:
            p.setPen(pal.CARD_SOFT_INK)
            p.setFont(font(max(6.3, min_point_size(p)), bold=True))
            p.drawText(QRectF(8, 92 + down, CARD_W - 16, 12), Qt.AlignmentFlag.AlignHCenter,
                       tr(KIND_WORDS.get(d.ability_kind, d.ability_kind)).upper())
            body = QRectF(7, 104 + down, CARD_W - 14, card_h - 108 - down)
            text = without_kind_label(d.ability_kind, text)
        if text:
            p.setPen(pal.CARD_INK)
            fit_text(p, body, text, 7.2, 6.8, italic=not d.ability_kind)

    def _card_values(self, p: QPainter, d: StarData) -> None:
        """The whole card's values (white-ringed when changed), fame, used and out marks."""
        rect = QRectF(0, 0, CARD_W, self.card_h(d))
        stat_circle(p, QPointF(22, 22), 16, pal.PSYCHE, d.psyche, d.psyche != d.printed[0])
        stat_circle(p, QPointF(CARD_W - 22, 22), 16, pal.CHARISMA, d.charisma,
                    d.charisma != d.printed[1])
        down = card_growth(d, self.s, self.logicalDpiY())[0]
        # fame as stars (a number beside them when there are many)
        stars = "★" * min(d.fame, 6) if d.fame else "☆"
        p.setPen(pal.FAME.darker(110) if d.fame == d.printed[2] else QColor("#2f6fd0"))
        p.setFont(font(10.5 if d.fame <= 4 else 8.5))
        label = stars if d.fame <= 6 else f"★ × {d.fame}"
        p.drawText(QRectF(4, 69 + down, CARD_W - 8, 18), Qt.AlignmentFlag.AlignCenter, label)
        if d.used:
            self._used_badge(p, rect)
        if d.owner_out:
            p.setBrush(QColor(40, 40, 40, 110))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRoundedRect(rect, 9, 9)

    def _tile_rect(self, d: StarData) -> tuple[QRectF, float]:
        """The compact tile's card (without its films) and the height of its name."""
        name_h = tile_name_height(d.name, self.tile_w, self.logicalDpiY())
        return QRectF(4, 4, self.tile_w - 8, TILE_H - 8 + name_h - 28.0), name_h

    def _tile_body(self, p: QPainter, d: StarData, rect: QRectF, name_h: float) -> None:
        """The compact tile's face, the name (on up to three lines, read whole) and the
        films, each name read whole too."""
        w = self.tile_w
        dpi = self.logicalDpiY()
        top = pal.CARD_FACE_TOP if not d.used else pal.USED_FACE
        card_face(p, rect, 7, top=top, bottom=pal.CARD_FACE_BOTTOM if not d.used else top.darker(108))
        text_x = rect.left() + 31
        p.setPen(pal.CARD_INK)
        fit_text(p, QRectF(text_x, rect.top() + 1, rect.right() - text_x - 2, name_h), d.name, 8.0,
                 6.8, bold=True, flags=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        y = TILE_H - 2 + name_h - 28.0
        for film in d.films:
            tall = film_strip_height(film, 1.0, dpi, width=w - 8, base=TILE_FILM_H)
            self._film_strip(p, QRectF(4, y, w - 8, tall - 2), film, strip_text_size(1.0, dpi), w - 8)
            y += tall

    def _tile_fame_line(self, p: QPainter, d: StarData, rect: QRectF) -> tuple[QRectF, bool]:
        """Where the tile's fame is written, and whether a used star's USED word goes on a
        line of its own below it: when it does not fit whole after the fame and before the
        shortcut's badge (a narrow tile). Sets the painter's font to the fame's."""
        down = rect.height() - (TILE_H - 8)
        text_x = rect.left() + 31
        fame_font = font(max(7.5, min_point_size(p)), bold=True)
        line = QRectF(text_x, rect.top() + 29 + down, rect.right() - text_x - 2, 20)
        if not d.used:
            p.setFont(fame_font)
            return line, False
        key = (d.fame, self.tile_w, self.shortcut, round(min_point_size(p), 3), font_generation(),
               tr("USED"))
        stacked = self._stacked.get(key)
        if stacked is None:
            fame_w = QFontMetricsF(fame_font).horizontalAdvance(f"★ {d.fame}") + 4
            keys = 0.0
            if self.shortcut:
                small = QFontMetricsF(font(max(6.8, min_point_size(p)), bold=True))
                keys = small.horizontalAdvance(self.shortcut) + 8 + 3
            used_w = QFontMetricsF(font(max(6.8, min_point_size(p)), bold=True)).horizontalAdvance(
                tr("USED"))
            stacked = fame_w + used_w + keys > line.width() + 0.5
            if len(self._stacked) > 200:
                self._stacked.clear()
            self._stacked[key] = stacked
        p.setFont(fame_font)
        if stacked:  # two lines in the fame's room: the fame, then USED
            tall = QFontMetricsF(fame_font).height()
            line = QRectF(line.left(), rect.top() + 29 + down, line.width(), tall)
        return line, stacked

    _stacked: dict[tuple, bool] = {}

    def _tile_values(self, p: QPainter, d: StarData, rect: QRectF, name_h: float) -> None:
        """The compact tile's values in their circles, fame, used and out marks."""
        stat_circle(p, QPointF(rect.left() + 15, rect.top() + 15), 12, pal.PSYCHE, d.psyche,
                    d.psyche != d.printed[0])
        stat_circle(p, QPointF(rect.left() + 15, rect.top() + 38), 12, pal.CHARISMA, d.charisma,
                    d.charisma != d.printed[1])
        line, stacked = self._tile_fame_line(p, d, rect)
        p.setPen(pal.FAME.darker(120) if d.fame == d.printed[2] else QColor("#2f6fd0"))
        fame = f"★ {d.fame}"
        p.drawText(line, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, fame)
        if d.used and stacked:  # a narrow tile: USED whole on the line below the fame
            p.setPen(QColor("#4b4038"))
            fit_text(p, QRectF(line.left(), line.bottom(), line.width(),
                               rect.bottom() - line.bottom() - 0.5),
                     tr("USED"), 6.8, 6.8, bold=True,
                     flags=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        elif d.used:  # after the fame, before the shortcut's badge in the corner
            fame_w = QFontMetricsF(p.font()).horizontalAdvance(fame) + 4
            keys = 0.0
            if self.shortcut:  # (the shortcut's badge in the corner: see badge_rect)
                keys = rect.right() - self.badge_rect(p, rect).left() - 2
            p.setPen(QColor("#4b4038"))
            fit_text(p, QRectF(line.left() + fame_w, line.top(), line.width() - fame_w - keys, 20),
                     tr("USED"), 6.8, 6.8, bold=True,
                     flags=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if d.owner_out:
            p.setBrush(QColor(40, 40, 40, 110))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRoundedRect(rect, 7, 7)

@dataclass
class HandCardData:
    card: str
    name: str
    kind: str  # "event" | "award"
    text: str
    phase: str = ""  # events
    frame: str = ""  # awards: gold | silver
    counts: bool = True
    has_effect: bool = False


class HandCardWidget(CardKeys):
    """An event or an award in the hand, with its phase and text."""

    def __init__(self, scale: float = 1.0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.s = scale
        self.data: HandCardData | None = None
        self.playable = False
        self.highlighted = False
        self.hinted = False
        self.card_w = HAND_W  # wider for a long text (hand_card_width)
        self.setFixedSize(int(HAND_W * scale) + 10, int(HAND_H * scale) + 10)

    def set_data(self, data: HandCardData, playable: bool, highlighted: bool = False,
                 hinted: bool = False) -> None:
        if (data, playable, highlighted, hinted) != (self.data, self.playable, self.highlighted,
                                                     self.hinted):
            self.data, self.playable, self.highlighted = data, playable, highlighted
            self.hinted = hinted
            self.update()
            wide = hand_card_width(data, self.s, self.logicalDpiY())
            if wide != self.card_w:
                self.card_w = wide
                self.setFixedSize(int(wide * self.s) + 10, int(HAND_H * self.s) + 10)
        tip = f"<b>{html_text(data.name)}</b><br>{html_text(data.text)}" + (
            "" if playable else "<br><i>" + tr("Not playable now: click to see why.") + "</i>")
        if tip != self.toolTip():
            self.setToolTip(tip)
            self.setAccessibleName(f"{data.name} ({tr(KIND_WORDS.get(data.kind, data.kind))})"
                                   + ("" if playable else tr(", not playable now")))
            self.setAccessibleDescription(data.text)

    def paint_key(self) -> object:
        return (self.data, self.playable, self.highlighted, self.hinted, self.s, self.hasFocus(),
                self.shortcut)

    def draw(self, p: QPainter) -> None:
        """The playable and hint rings under the card, its body (reused while only those
        change), the dimming of a card not playable now, the focus ring and shortcut."""
        d = self.data
        if d is None:
            return
        body = card_body(self, ("hand", d.card, d.name, d.kind, d.text, d.phase, d.frame,
                                 d.counts, self.s), self._draw_body)
        p.translate(5, 5)
        p.scale(self.s, self.s)
        rect = QRectF(0, 0, self.card_w, HAND_H)
        if self.playable:
            p.setPen(QPen(pal.PLAYABLE, 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 10, 10)
        if self.hinted:
            p.setPen(QPen(pal.HINT, 4, Qt.PenStyle.DotLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 11, 11)
        p.save()
        p.resetTransform()
        p.drawPixmap(0, 0, body)
        p.restore()
        if not self.playable:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(20, 20, 20, 45))
            p.drawRoundedRect(rect, 8, 8)
        self.draw_keys(p, rect, 8)

    def _draw_body(self, p: QPainter) -> None:
        """The card's face, its band (phase or award), name and text."""
        d = self.data
        assert d is not None
        p.translate(5, 5)
        p.scale(self.s, self.s)
        w = self.card_w
        rect = QRectF(0, 0, w, HAND_H)
        if d.kind == "award":
            light = pal.GOLD_LIGHT if d.frame == "gold" else pal.SILVER_LIGHT
            edge = pal.GOLD if d.frame == "gold" else pal.SILVER
            card_face(p, rect, 8, top=light.lighter(112), bottom=light, edge=edge.darker(140))
            band = edge
        else:
            card_face(p, rect, 8)
            band = pal.PHASE.get(d.phase, (QColor("#666"), d.phase.upper()))[0]
        label = hand_band_label(d)
        clip = QPainterPath()
        clip.addRoundedRect(rect.adjusted(0.7, 0.7, -0.7, -0.7), 8, 8)
        p.save()
        p.setClipPath(clip)
        p.fillRect(QRectF(0, 0, w, 20), band)
        p.restore()
        p.setPen(QColor("#ffffff") if d.kind == "event" else pal.CARD_INK)
        fit_text(p, QRectF(4, 1, w - 8, 18), label, 7.0, 6.8, bold=True,
                 flags=Qt.AlignmentFlag.AlignCenter)
        p.setPen(pal.CARD_INK)
        # the name on one line where it fits (the text starts higher), else two; the text
        # stops above the shortcut's badge (drawn over the card's foot, see draw_keys)
        name_h = hand_name_height(d.name, w)
        fit_text(p, QRectF(6, 21, w - 12, name_h), d.name, 9.0, 6.8, bold=True,
                 flags=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter)
        top = 22 + name_h
        fit_text(p, QRectF(7, top, w - 14, HAND_H - top - badge_height(p)),
                 d.text or tr("(no text)"), 7.4, 6.8)


def hand_band_label(d: HandCardData) -> str:
    """The words on a hand card's coloured band: its phase, or the kind of award."""
    if d.kind == "award":
        return (tr("AWARD") if d.frame == "gold" else tr("SILVER AWARD")) + \
            ("" if d.counts else tr(" · does not count"))
    return tr(pal.PHASE.get(d.phase, (QColor("#666"), d.phase.upper()))[1])


def hand_name_height(name: str, width: float) -> float:
    """A hand card's name on one line where it fits at its size, else on two."""
    return 16.0 if QFontMetricsF(font(9.0, bold=True)).horizontalAdvance(name) <= width - 12 \
        else 25.0


def hand_card_width(d: HandCardData, scale: float, dpi: float = 96.0) -> float:
    """A hand card's width in card units: HAND_W, or wider (up to twice) for a long text,
    so that its band, name and text read whole at the smallest size they may take
    (MIN_TEXT_PX on screen) above the shortcut's badge."""
    key = (d.name, d.text, d.kind, d.phase, d.frame, d.counts, round(scale, 3), dpi,
           i18n.generation, font_generation())
    cached = _HAND_WIDTHS.get(key)
    if cached is not None:
        return cached
    least = max(6.8, MIN_TEXT_PX * 72.0 / max(dpi, 1.0) / max(scale, 0.05) / system_font_factor())
    wrap = int(Qt.AlignmentFlag.AlignHCenter) | int(Qt.TextFlag.TextWordWrap)
    text_fm = QFontMetricsF(font(least))
    bold_fm = QFontMetricsF(font(least, bold=True))
    badge = bold_fm.height() - 2
    label = hand_band_label(d)
    text = d.text or tr("(no text)")
    width = HAND_W
    while width < 2 * HAND_W:
        top = 22 + hand_name_height(d.name, width)
        tall = text_fm.boundingRect(QRectF(0, 0, width - 14, 10_000), wrap, text).height()
        if tall <= HAND_H - top - badge + 0.5 and bold_fm.horizontalAdvance(label) <= width - 8:
            break
        width += 10
    if len(_HAND_WIDTHS) > 2000:
        _HAND_WIDTHS.clear()
    _HAND_WIDTHS[key] = width
    return width


_HAND_WIDTHS: dict[tuple, float] = {}


class AwardSlots(Cached):
    """A player's four award slots: filled ones gold (silver marked), hidden ones face down."""

    def __init__(self, scale: float = 1.0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.s = scale
        self.slots: list[str] = []  # "gold", "silver", "hidden", "gold-x" (does not count)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self._resize()

    def _resize(self) -> None:
        n = max(4, len(self.slots))
        self.setFixedSize(int((n * 25 + 2) * self.s), int(34 * self.s))

    def set_scale(self, scale: float) -> None:
        """Smaller slots in a crowded table's slim header (their marks stay 9 px or more)."""
        if scale != self.s:
            self.s = scale
            self._resize()
            self.update()

    def set_slots(self, slots: list[str], tooltip: str, name: str | None = None) -> None:
        """The slots shown, their tooltip and their accessible name (the tooltip's by
        default: a caller with the plain words gives them)."""
        if slots != self.slots:
            self.slots = list(slots)
            self._resize()
            self.update()
        self.setToolTip(tooltip)
        self.setAccessibleName(tooltip if name is None else name)
        self.setAccessibleDescription(self.accessibleName())  # never the tooltip's markup

    def paint_key(self) -> object:
        return (tuple(self.slots), self.s)

    def draw(self, p: QPainter) -> None:
        p.scale(self.s, self.s)
        n = max(4, len(self.slots))
        for i in range(n):
            r = QRectF(1 + i * 25, 1, 21, 30)
            kind = self.slots[i] if i < len(self.slots) else ""
            if not kind:
                p.setPen(QPen(QColor(255, 255, 255, 90), 1.2, Qt.PenStyle.DashLine))
                p.setBrush(QColor(0, 0, 0, 40))
                p.drawRoundedRect(r, 3, 3)
                continue
            if kind == "hidden":
                card_back(p, r, 3)
                p.setPen(pal.BACK_LINE)
                p.setFont(font(max(8, min_point_size(p)), bold=True))
                p.drawText(r, Qt.AlignmentFlag.AlignCenter, "★")
                continue
            gold = kind.startswith("gold")
            light, edge = (pal.GOLD_LIGHT, pal.GOLD) if gold else (pal.SILVER_LIGHT, pal.SILVER)
            card_face(p, r, 3, top=light, bottom=edge, edge=edge.darker(160))
            p.setPen(edge.darker(200))
            p.setFont(font(max(8, min_point_size(p)), bold=True))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, "★" if gold else "S")
            if kind.endswith("-x"):  # held but does not count toward four
                p.setPen(QPen(QColor("#7a1f1f"), 1.6))
                p.drawLine(r.topLeft() + QPointF(3, 3), r.bottomRight() - QPointF(3, 3))
