"""Text on cards: fonts that follow the system's size, and words fitted into a box (shrunk,
a word too long broken with a hyphen, elided as the last resort), never below 9 pixels."""
from __future__ import annotations

import re

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter

from ...font_scale import system_font_factor

MIN_TEXT_PX = 9.0  # no card text smaller than this many pixels on screen (6.75 pt at 96 dpi)
ZERO_WIDTH_SPACE = "\u200b"  # a place a line may break, drawn as nothing


def font(size: float, bold: bool = False, italic: bool = False, family: str = "") -> QFont:
    """A font `size` points at the design's system font size (scaled to the one in use)."""
    made = QFont(family) if family else QFont()
    made.setPointSizeF(max(5.0, size * system_font_factor()))
    made.setBold(bold)
    made.setItalic(italic)
    return made


def painter_scale(p: QPainter) -> float:
    """How many device pixels one painter unit is (rotation included)."""
    t = p.worldTransform()
    return max(0.05, (t.m11() ** 2 + t.m12() ** 2) ** 0.5)


def min_point_size(p: QPainter) -> float:
    """The point size (before `font()`'s system factor) that draws MIN_TEXT_PX pixels tall
    through this painter's scale."""
    device = p.device()
    dpi = device.logicalDpiY() if device is not None and device.logicalDpiY() > 0 else 96
    return MIN_TEXT_PX * 72.0 / dpi / painter_scale(p) / system_font_factor()


def words_of(text: str) -> list[str]:
    """The pieces a line may break between: at spaces and after a hyphen."""
    return [w for w in re.split(r"\s+|(?<=-)", text) if w]


def broken_words(text: str, fm: QFontMetricsF, room: float) -> str:
    """`text` with each word wider than `room` broken into pieces that fit, each but the
    last ending in a hyphen ("Unflap-" / "pable"); words that fit are left whole. A word is
    cut into as few pieces as fit, of even length where they fit so ("Maga-" / "zine", not
    "Magazin-" / "e")."""
    out = []
    for token in re.split(r"(\s+)", text):
        if not token or token.isspace() or fm.horizontalAdvance(token) <= room + 0.5:
            out.append(token)
            continue
        for part in re.split(r"(?<=-)", token):  # a compound breaks at its own hyphen first
            if fm.horizontalAdvance(part) <= room + 0.5:
                out.append(part)
            else:
                out.append(ZERO_WIDTH_SPACE.join(_pieces(part, fm, room)))
    return "".join(out)


VOWELS = set("aeiouyàáâäåæèéêëìíîïòóôöøœùúûü")
DIGRAPHS = {"ch", "ck", "ph", "sh", "th", "gn", "qu"}  # never cut inside these


def _syllable_cut(word: str, at: int) -> bool:
    """Whether cutting `word` before `at` starts a syllable: a consonant and a vowel follow
    ("Ova-tion", "Stan-ding"), a vowel comes before, and no pair that sounds as one is split
    ("Zwi-schen", not "Zwisc-hen")."""
    low = word.lower()
    return (0 < at < len(low) - 1 and low[at] not in VOWELS and low[at].isalpha()
            and low[at + 1] in VOWELS and any(c in VOWELS for c in low[:at])
            and low[at - 1:at + 1] not in DIGRAPHS)


def _splits_a_sound(word: str, at: int) -> bool:
    """Whether cutting `word` before `at` splits letters read as one sound ("Met-hod",
    "Zwis-chen")."""
    low = word.lower()
    return low[at - 1:at + 1] in DIGRAPHS or low[at - 1:at + 2] == "sch"


def _pieces(word: str, fm: QFontMetricsF, room: float) -> list[str]:
    """`word` cut into pieces that fit `room` (a hyphen after each but the last), no piece a
    lone letter where two fit: splitting no sound where it can ("Me-thod", not "Met-hod"),
    in as few pieces as fit; of those cuts, the most that start a syllable, then the most
    even ("Ova-" / "tion", not "Ovat-" / "ion")."""
    n = len(word)

    def fits(i: int, j: int) -> bool:
        return fm.horizontalAdvance(word[i:j] + ("" if j == n else "-")) <= room + 0.5

    shortest = 1 if fm.horizontalAdvance(word[:2] + "-") > room + 0.5 else 2
    # best[j]: the least (sounds split, pieces, cuts not at a syllable, longest piece) for
    # word[:j], and where its last piece starts
    best: list[tuple[tuple[int, int, int, int], int] | None] = [None] * (n + 1)
    best[0] = ((0, 0, 0, 0), 0)
    for j in range(1, n + 1):
        for i in range(j):
            found = best[i]
            if found is None or (j - i < shortest and j < n) or not fits(i, j):
                continue
            (split, pieces, odd, longest), _ = found
            cost = (split + (j < n and _splits_a_sound(word, j)), pieces + 1,
                    odd + (j < n and not _syllable_cut(word, j)), max(longest, j - i))
            current = best[j]
            if current is None or cost < current[0]:
                best[j] = (cost, i)
    if best[n] is None:  # not even single letters fit: one letter a line
        return [c + "-" for c in word[:-1]] + [word[-1:]]
    cuts, j = [], n
    while j > 0:
        entry = best[j]
        assert entry is not None
        cuts.append(word[entry[1]:j])
        j = entry[1]
    chosen = cuts[::-1]
    return [p if p.endswith("-") else p + "-" for p in chosen[:-1]] + [chosen[-1]]


def fitted_text(rect: QRectF, text: str, size: float, least: float, bold: bool = False,
                italic: bool = False, flags: int = int(Qt.AlignmentFlag.AlignHCenter)
                ) -> tuple[QFont, str, int, bool]:
    """How `text` is set in `rect`: (font, the text as drawn, flags, whole). The largest
    size from `size` down to `least` (0.5 points a step) at which it fits wrapped; else at
    `least` with too-long words broken; else elided to the lines there is room for."""
    points, shown, wrap, whole = _setting(round(rect.width(), 2), round(rect.height(), 2), text,
                                          round(max(size, least), 3), round(least, 3), bold,
                                          italic, int(flags), system_font_factor())
    return font(points, bold, italic), shown, wrap, whole


def _setting(width: float, height: float, text: str, size: float, least: float, bold: bool,
             italic: bool, flags: int, factor: float) -> tuple[float, str, int, bool]:
    """`fitted_text`'s answer as (point size, the text as drawn, flags, whole)."""
    rect = QRectF(0, 0, width, height)
    wrap = flags | int(Qt.TextFlag.TextWordWrap)
    words = words_of(text)

    def measure(points: float) -> tuple[bool, QFontMetricsF, float]:
        """(whether the text fits at `points`, the font's metrics, its widest word or line)"""
        fm = QFontMetricsF(font(points, bold, italic))
        bounds = fm.boundingRect(rect, wrap, text)
        widest = max([fm.horizontalAdvance(w) for w in words] + [bounds.width()])
        return bounds.height() <= height + 0.5 and widest <= width + 0.5, fm, widest

    sizes = [size]  # from `size` down to `least`, 0.5 points a step
    while sizes[-1] > least:
        sizes.append(max(least, sizes[-1] - 0.5))
    fits, fm, widest = measure(sizes[0])
    if fits:
        return size, text, wrap, True
    s = sizes[-1]
    if len(sizes) > 1:
        fits, fm, widest = measure(s)
        if fits:  # the largest that fits, halving the steps between (a long text took 29)
            too_big, small_enough = 0, len(sizes) - 1
            while small_enough - too_big > 1:
                mid = (too_big + small_enough) // 2
                if measure(sizes[mid])[0]:
                    small_enough = mid
                else:
                    too_big = mid
            return sizes[small_enough], text, wrap, True
    shown = broken_words(text, fm, width) if widest > width + 0.5 else text
    if fm.boundingRect(rect, wrap, shown).height() <= height + 0.5:
        return s, shown, wrap, True
    elided = elide_lines(shown, fm, width, height, wrap)
    top = (wrap & ~int(Qt.AlignmentFlag.AlignVCenter)) | int(Qt.AlignmentFlag.AlignTop)
    return s, elided, top, False


def elide_lines(text: str, fm: QFontMetricsF, width: float, height: float, wrap: int) -> str:
    """The longest start of `text` that wraps into `width` x `height` (measured as it is
    drawn, so every line with room is used), ending "…" ("" when not even "…" fits); cut
    after a word or after a compound's hyphen ("Honey Honorable-…", not "Honey…"), or on a
    single line where it is full ("Mission: Impos… +60", not "Mission:…" and a gap)."""
    if height + 0.5 < fm.height():
        return ""
    if height + 0.5 < 2 * fm.lineSpacing():  # one line: cut where it is full, not at a word
        shown = fm.elidedText(text.replace("\n", " "), Qt.TextElideMode.ElideRight, width)
        return shown if fm.horizontalAdvance(shown) <= width + 0.5 else ""
    words = re.split(r"(\s+|(?<=-))", text)  # a compound may end a line at its hyphen
    kept = ""
    for i in range(len(words)):
        trial = "".join(words[:i + 1]).rstrip() + "…"
        box = fm.boundingRect(QRectF(0, 0, width, 10_000), wrap, trial)
        if box.height() > height + 0.5 or box.width() > width + 0.5:
            break
        kept = trial
    if kept:
        return kept
    shown = fm.elidedText(text, Qt.TextElideMode.ElideRight, width)
    return shown if fm.horizontalAdvance(shown) <= width + 0.5 else ""


def fit_text(p: QPainter, rect: QRectF, text: str, size: float, min_size: float = 6.0,
             bold: bool = False, italic: bool = False,
             flags: int = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)) -> bool:
    """`text` drawn in `rect` as `fitted_text` sets it, never below MIN_TEXT_PX on screen;
    True when drawn whole (else elided: the card's tooltip and description have it all)."""
    least = max(min_size, min_point_size(p))
    f, shown, wrap, whole = fitted_text(rect, text, size, least, bold, italic, flags)
    p.setFont(f)
    p.save()
    p.setClipRect(rect.adjusted(-1, -1, 1, 1))
    p.drawText(rect, wrap, shown)
    p.restore()
    return whole
