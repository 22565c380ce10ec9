"""Every word printed on a card is read whole, in every language: no name or text elided
or cut at a box's edge, none under the shortcut's badge. Every star of the demo set as a
whole card at the sizes the table draws (an opponent's smallest whole card included) and
as a tile; every event and award as a hand card; the discard pile's top card by name."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QTextLayout, QTextOption

from redlight_app.engine.cards import AwardCard, EventCard, StarCard, load_cardset_text
from redlight_app.gui import i18n
from redlight_app.gui.i18n import card_name, card_text
from redlight_app.gui.widgets import cards as cards_module
from redlight_app.gui.widgets.cards import (
    COMPACT_BELOW,
    MIN_TILE_W,
    TILE_W,
    FilmData,
    HandCardData,
    HandCardWidget,
    StarData,
    StarWidget,
)
from redlight_app.resources import demo_cardset_path

LANGUAGES = ["en", "it", "de", "fr"]


@pytest.fixture(params=LANGUAGES)
def language(request, qapp):
    i18n.install(request.param)
    cards_module.forget_looks()
    yield request.param
    i18n.install("en")
    cards_module.forget_looks()


def demo():
    return load_cardset_text(demo_cardset_path().read_bytes())


class Words:
    """What a card drew: each fit_text call whole or not, and every text's box on the
    card (in the widget's pixels), the shortcut's badge apart."""

    def __init__(self, monkeypatch) -> None:
        self.cut: list[str] = []
        self.boxes: list[tuple[QRectF, str]] = []
        self.drawn: list[tuple[QRectF, int, str, QFont]] = []
        real_fit = cards_module.fit_text

        def fit(p, rect, text, *args, **kwargs):
            whole = real_fit(p, rect, text, *args, **kwargs)
            if not whole:
                self.cut.append(text)
            return whole
        monkeypatch.setattr(cards_module, "fit_text", fit)
        real_draw = QPainter.drawText

        def draw(p, *args):
            if len(args) == 3 and isinstance(args[0], QRectF) and isinstance(args[2], str) \
                    and args[2].strip():
                drawn = QFontMetricsF(p.font()).boundingRect(args[0], int(args[1]), args[2])
                self.boxes.append((p.worldTransform().mapRect(drawn), args[2]))
                self.drawn.append((args[0], int(args[1]), args[2], QFont(p.font())))
            return real_draw(p, *args)
        monkeypatch.setattr(QPainter, "drawText", draw)

    def paint(self, widget) -> list[str]:
        """Paint `widget` afresh: what is cut or lies under its badge."""
        self.cut, self.boxes, self.drawn = [], [], []
        cards_module.forget_looks()
        widget._pix = None
        widget.grab()
        under = []
        if getattr(widget, "shortcut", ""):
            badge = widget.badge_at
            assert badge is not None, "the shortcut's badge was drawn"
            under = [text for box, text in self.boxes
                     if text != widget.shortcut and box.intersects(badge.adjusted(1, 1, -1, -1))]
        mid_word = [text for rect, flags, text, f in self.drawn
                    if flags & int(Qt.TextFlag.TextWordWrap)
                    and broken_mid_word(drawn_lines(rect, flags, text, f))]
        return [f"cut: {t!r}" for t in self.cut] + [f"under the badge: {t!r}" for t in under] \
            + [f"broken inside a word: {t!r}" for t in mid_word]


def star_data(card: StarCard, used: bool) -> StarData:
    ability = card.ability
    return StarData(card=card.id, name=card_name(card), psyche=card.psyche, charisma=card.charisma,
                    fame=card.fame, printed=(card.psyche, card.charisma, card.fame),
                    ability_kind=ability.kind if ability else None,
                    text=card_text(card) or (ability.text if ability else ""),
                    films=[FilmData("The Sequel Nobody Asked For", "blue", 1)], used=used)


def used_mark_problems(tile: StarWidget, words: Words, used: bool, where: str) -> list[str]:
    """A used star's tile (just painted) shows the USED word on the tile's face, the
    shortcut's badge inside the tile too; an unused one shows no USED word."""
    face = tile._tile_rect(tile.data)[0].adjusted(-0.5, -0.5, 0.5, 0.5)
    marks = [box for box, text in words.boxes if text == i18n.tr("USED")]
    if not used:
        return [f"{where}: USED shown on an unused star"] if marks else []
    problems = [] if marks else [f"{where} used: no USED word"]
    problems += [f"{where} used: USED outside the tile {box}" for box in marks
                 if not face.contains(box)]
    if tile.badge_at is not None and not face.contains(tile.badge_at):
        problems.append(f"{where} used: badge outside the tile {tile.badge_at}")
    return problems


# an opponent's whole cards go down to just above COMPACT_BELOW; yours up to 1.0
WHOLE = [1.0, 0.86, 0.74, COMPACT_BELOW]


def test_every_star_reads_whole_on_a_card_and_a_tile(qtbot, monkeypatch, language):
    words = Words(monkeypatch)
    stars = [c for c in demo().cards.values() if isinstance(c, StarCard)]
    assert len(stars) >= 10
    problems = []
    seen = set()
    for card in stars:
        if card.id.split("#")[0] in seen:
            continue
        seen.add(card.id.split("#")[0])
        for used in (False, True):
            data = star_data(card, used)
            for scale in WHOLE:
                widget = StarWidget(scale)
                qtbot.addWidget(widget)
                widget.set_data(data, False, False, lambda: "")
                widget.set_shortcut("9")
                problems += [f"{data.name} at {scale}{' used' if used else ''}: {p}"
                             for p in words.paint(widget)]
            widget = StarWidget(0.5)
            qtbot.addWidget(widget)
            widget.set_scale(0.5, TILE_W)
            widget.set_data(data, False, False, lambda: "")
            widget.set_shortcut("9")
            problems += [f"{data.name} as a tile: {p}" for p in words.paint(widget)]
            problems += used_mark_problems(widget, words, used, f"{data.name} as a tile")
            # the narrowest tile: its fame, the USED word and the badge all read whole
            widget.set_scale(0.5, MIN_TILE_W)
            problems += [f"{data.name} as a narrow tile{' used' if used else ''}: {p}"
                         for p in words.paint(widget)]
            problems += used_mark_problems(widget, words, used, f"{data.name} as a narrow tile")
    assert not problems, "\n".join(problems)


def test_every_event_and_award_reads_whole_in_the_hand(qtbot, monkeypatch, language):
    words = Words(monkeypatch)
    problems = []
    hand = [c for c in demo().cards.values() if isinstance(c, (EventCard, AwardCard))]
    assert len(hand) >= 10
    for card in hand:
        if isinstance(card, EventCard):
            data = HandCardData(card.id, card_name(card), "event", card_text(card), phase=card.phase)
        else:
            data = HandCardData(card.id, card_name(card), "award", card_text(card) or "x",
                                frame=card.frame, counts=card.counts_toward_win,
                                has_effect=card.effect is not None)
        widget = HandCardWidget(1.0)
        qtbot.addWidget(widget)
        widget.set_data(data, True)
        widget.set_shortcut(i18n.tr("Ctrl+{n}").format(n=9))
        problems += [f"{data.name}: {p}" for p in words.paint(widget)]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("name", ["Honorable Mention", "Honey Honorable-Mention",
                                  "Lifetime Achievement (Early)"])
def test_the_discard_pile_shows_a_long_top_card_whole(qtbot, monkeypatch, name):
    """A long name on the discard pile's small face-up card is broken across lines inside
    the card, never cut at its left and right edges ("lonorable Mention")."""
    from redlight_app.gui.widgets.table import DeckWidget
    words = Words(monkeypatch)
    deck = DeckWidget("Discard")
    qtbot.addWidget(deck)
    deck.set_data(5, "", ["click or press D"], face=name)
    cards_module.forget_looks()
    deck._pix = None
    deck.grab()
    assert words.cut == []
    card = QRectF(4, 6, 52, 72)
    inside = [box for box, text in words.boxes if text == name or name.startswith(text[:4])]
    assert inside, "the name was drawn"
    for box in inside:
        assert card.contains(box.adjusted(1, 1, -1, -1)), (box, card)


def drawn_lines(rect: QRectF, flags: int, text: str, font: QFont) -> list[str]:
    """The lines a text drawn in `rect` with `flags` is set on, as Qt breaks them."""
    text = text.replace("\n", "\u2028")
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAnywhere
                       if flags & int(Qt.TextFlag.TextWrapAnywhere)
                       else QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    lines = []
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(rect.width())
        lines.append(text[line.textStart():line.textStart() + line.textLength()])
    layout.endLayout()
    return lines


def broken_mid_word(lines: list[str]) -> list[str]:
    """Lines that end inside a word with no hyphen to say so ("Audrey Un" / "flappable")."""
    return [line for line in lines[:-1]
            if not line.rstrip("\u2028").endswith((" ", "\u200b", "-", "'", "’"))]


@pytest.mark.parametrize("name", ["Audrey Unflappable", "Grace Goldenhour",
                                  "Lifetime Achievement (Early)", "Scarlett O'Spotlight"])
def test_the_discard_pile_breaks_a_long_name_at_its_spaces_first(qtbot, monkeypatch, name):
    """A name on the discard pile's small card breaks at its spaces (and after a hyphen or
    an apostrophe) first; a word too wide for the card alone is broken inside, with a
    hyphen: "Audrey" / "Unflap-" / "pable", never "Audrey Un" / "flappable"."""
    from redlight_app.gui.widgets.table import DeckWidget
    words = Words(monkeypatch)
    deck = DeckWidget("Discard")
    qtbot.addWidget(deck)
    deck.set_data(5, "", ["click or press D"], face=name)
    cards_module.forget_looks()
    deck._pix = None
    deck.grab()
    assert words.cut == []
    drawn = [d for d in words.drawn if d[2].replace("\u200b", "").replace("\n", "")
             .replace("-", "") == name.replace("-", "")]
    assert len(drawn) == 1, [d[2] for d in words.drawn]
    lines = drawn_lines(*drawn[0])
    assert broken_mid_word(lines) == [], lines
    assert lines[0].split()[0] == name.split()[0], lines  # the first word whole on the first line
    assert "".join(lines).replace("\u2028", "").replace("\u200b", "").replace("-", "") \
        == name.replace("-", ""), "every letter drawn"


def test_the_check_sees_text_under_a_badge_and_cut_text(qtbot, monkeypatch):
    """The checks above fail on what players saw: a hand card of the standard width with
    its text down to its foot ("Breakout Performance"): the text cut, its end under the
    badge; German ability text on an opponent's small whole card; a long word cut at a
    small card's edges."""
    words = Words(monkeypatch)
    monkeypatch.setattr(cards_module, "hand_card_width", lambda d, s, dpi=96.0: cards_module.HAND_W)
    monkeypatch.setattr(cards_module, "badge_height", lambda p: 0.0)
    widget = HandCardWidget(1.0)
    qtbot.addWidget(widget)
    widget.set_data(HandCardData("e", "Breakout Performance", "award",
                                 "Play from your hand like an own-turn event: the top film goes "
                                 "to one of your stars, no fame needed. The award then goes to "
                                 "the bottom of the award deck.", frame="gold"), True)
    widget.set_shortcut("Ctrl+1")
    problems = words.paint(widget)
    assert any(p.startswith("cut") for p in problems), problems
    assert any(p.startswith("under the badge") for p in problems), problems
    # a German star's long text on an opponent's smallest whole card, the card not made
    # taller for it (as it was): cut
    monkeypatch.setattr(cards_module, "card_growth",
                        lambda d, scale, dpi=96.0: (0.0, 0.0))
    i18n.install("de")
    try:
        longest = max((c for c in demo().cards.values() if isinstance(c, StarCard)),
                      key=lambda c: len(card_text(c)))
        star = StarWidget(COMPACT_BELOW)
        qtbot.addWidget(star)
        star.set_data(star_data(longest, False), False, False, lambda: "")
        assert any(p.startswith("cut") for p in words.paint(star))
    finally:
        i18n.install("en")
        cards_module.forget_looks()
    # a name broken inside a word where a space would do, as the discard pile drew it
    f = cards_module.font(6.8, bold=True)
    assert broken_mid_word(drawn_lines(QRectF(0, 0, 46, 62),
                                       int(Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextWrapAnywhere),
                                       "Audrey Unflappable", f)) != []
    from PySide6.QtGui import QPixmap
    pix = QPixmap(60, 60)
    p = QPainter(pix)
    try:  # a text too long for its box, even broken anywhere: not drawn whole
        assert not cards_module.fit_text(p, QRectF(0, 0, 40, 12), "Honorable Mention " * 2, 7.5,
                                         6.8, flags=Qt.AlignmentFlag.AlignCenter)
    finally:
        p.end()
