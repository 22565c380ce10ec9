"""Words on cards, in every language: every text drawn inside its box (wrapped, shrunk to no
less than 9 px, elided with "…" as the last resort, never cut at an edge), the whole text in
the card's tooltip. At the sizes the table gives your stars (1366x768 and up) the demo set's
names and ability texts read whole (German ones too); so do the decks' lines in Italian and
the USED word on a tile."""
from __future__ import annotations

import dataclasses
import html
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF, QPainter

from redlight_app.engine.cards import AwardCard, EventCard, StarCard, load_cardset_text
from redlight_app.gui import i18n
from redlight_app.gui.layout.hand import MIN_HAND_W, place_hand
from redlight_app.gui.layout.stars import TILE_MIN_W, line_h
from redlight_app.gui.layout.table import LayoutInput, StarsNeed, layout_table
from redlight_app.gui.viewmodel.table_view import FilmView
from redlight_app.gui.widgets.cards import text as text_module
from redlight_app.gui.widgets.cards.hand_card import HandCard
from redlight_app.gui.widgets.cards.looks import LOOKS
from redlight_app.gui.widgets.cards.star_card import StarCard as StarWidget
from redlight_app.gui.widgets.table.decks import DeckWidget
from redlight_app.resources import demo_cardset_path

from .card_views import hand_view, star_view, tile, whole_card

LANGUAGES = ["en", "it", "de", "fr"]


@pytest.fixture(params=LANGUAGES)
def language(request, qapp):  # type: ignore[no-untyped-def]
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


def demo() -> Any:
    return load_cardset_text(demo_cardset_path().read_bytes())


@dataclass
class Drawn:
    text: str
    shown: str
    whole: bool
    fits: bool  # what is drawn lies inside its box
    bottom: float = 0.0  # in the widget's pixels, the foot of the text (set at its box's top)


class Texts:
    """Every text the cards fit into a box while they paint."""

    def __init__(self, monkeypatch: Any) -> None:
        LOOKS.clear()  # every card painted afresh, not blitted from a look drawn before
        self.drawn: list[Drawn] = []
        real = text_module.fit_text

        def fit(p: QPainter, rect: QRectF, text: str, size: float, min_size: float = 6.0,
                bold: bool = False, italic: bool = False, flags: int = 0x24) -> bool:
            least = max(min_size, text_module.min_point_size(p))
            f, shown, wrap, whole = text_module.fitted_text(rect, text, size, least, bold, italic,
                                                            flags)
            box = QFontMetricsF(f).boundingRect(rect, wrap, shown)
            fits = box.height() <= rect.height() + 0.5 and box.width() <= rect.width() + 0.5
            foot = p.worldTransform().map(QPointF(rect.left(), rect.top() + box.height())).y()
            self.drawn.append(Drawn(text, shown, whole, fits, foot))
            return real(p, rect, text, size, min_size, bold, italic, flags)
        for module in ("star_card", "hand_card", "faces"):
            monkeypatch.setattr(f"redlight_app.gui.widgets.cards.{module}.fit_text", fit)
        monkeypatch.setattr("redlight_app.gui.widgets.table.decks.fit_text", fit)

    def paint(self, widget: Any) -> list[Drawn]:
        """The texts `widget` draws, painted afresh (a look blitted from the memo would draw
        none, and leave the widget's `*_whole` flags as an earlier paint set them)."""
        LOOKS.clear()
        start = len(self.drawn)
        widget.grab()
        drawn = self.drawn[start:]
        assert drawn, "the card drew its texts"
        return drawn


def own_star_scale(size: tuple[int, int], players: int = 4) -> float:
    """The scale of your whole cards mid-game (three stars, a film) at `size`."""
    layout = layout_table(LayoutInput(width=size[0], height=size[1], players=players,
                                      stars=(StarsNeed(3, 1),) * players, hand_cards=5,
                                      bar_height=40))
    stars = layout.areas[0].stars
    assert stars.kind == "card"
    return stars.scale


def stars_of(cardset: Any) -> list[StarCard]:
    return [c for c in cardset.cards.values() if isinstance(c, StarCard)]


def test_star_names_and_texts_read_whole_on_your_cards_at_1366x768(qtbot, monkeypatch, language):
    """Each star of the demo set, as your whole card mid-game at 1366x768: name, kind and
    ability text whole (German ability texts were cut: issue 29)."""
    texts = Texts(monkeypatch)
    scale = own_star_scale((1366, 768))
    assert scale >= 1.0
    placement = whole_card(scale)
    cut = []
    for card in stars_of(demo()):
        widget = StarWidget()
        qtbot.addWidget(widget)
        widget.resize(placement.cells[0].w, placement.cells[0].h)
        widget.show_star(star_view(card), placement)
        cut += [f"{card.id}: {d.text!r} -> {d.shown!r}" for d in texts.paint(widget)
                if not (d.whole and d.fits)]
    assert cut == []


def test_long_texts_elide_inside_their_boxes_on_the_smallest_cards(qtbot, monkeypatch, language):
    """Whole cards from the smallest to large ones, a tile and a line tile (used, with a key
    and two films): what does not fit is elided with "…" inside its
    box, never cut at an edge nor left out, and the whole of it is in the card's tooltip and
    accessible description."""
    texts = Texts(monkeypatch)
    cardset = demo()
    films = tuple(FilmView(f.id, i18n.card_name(f), f.color, f.bonus, f"film {i18n.card_name(f)}")
                  for f in list(cardset.film_cards.values())[:2])
    line = tile(TILE_MIN_W)
    line = type(line)("line", 1.0, "chips", 17, (type(line.cells[0])(0, 0, TILE_MIN_W, line_h(13)),))
    shapes = [whole_card(scale, 2) for scale in (0.73, 0.9, 1.0, 1.1, 1.2, 1.5)]
    shapes += [tile(TILE_MIN_W, 2), line]
    problems = []
    for card in stars_of(cardset):
        view = star_view(card, films=films, used=True, shortcut="1")
        for placement in shapes:
            widget = StarWidget()
            qtbot.addWidget(widget)
            widget.resize(placement.cells[0].w, placement.cells[0].h)
            widget.show_star(view, placement)
            for d in texts.paint(widget):
                if not d.fits:
                    problems.append(f"{placement.kind} {card.id}: {d.shown!r} past its box")
                if not d.whole and not d.shown.endswith("…"):
                    problems.append(f"{placement.kind} {card.id}: {d.shown!r} cut, not elided")
            tip = widget.toolTip()
            assert html.escape(view.text) in tip  # the whole text, on hover and on focus
            assert view.accessible_description == widget.accessibleDescription()
            if placement.kind == "tile":
                assert widget.used_whole, (card.id, "USED whole on a tile")
    assert problems == [], "\n".join(sorted(set(problems)))


def _dark_run(image: Any, y: int) -> int:
    """The longest run of dark pixels on row `y` of `image`, about its middle."""
    run = longest = 0
    for x in range(image.width() // 4, 3 * image.width() // 4):
        run = run + 1 if QColor(image.pixel(x, y)).lightness() < 110 else 0
        longest = max(longest, run)
    return longest


def hand_cards(qtbot: Any, cell: Any) -> list[tuple[Any, Any, HandCard]]:
    """Each event and award of the demo set on a hand card widget of `cell`'s size."""
    shown = []
    for card in demo().cards.values():
        if isinstance(card, EventCard | AwardCard):
            widget = HandCard()
            qtbot.addWidget(widget)
            widget.resize(cell.w, cell.h)
            view = hand_view(card)
            widget.show_card(view)
            shown.append((card, view, widget))
    return shown


def test_hand_cards_at_1280x720_read_whole_names_and_elide_long_texts(qtbot, monkeypatch, language):
    texts = Texts(monkeypatch)
    hand = place_hand(1256, 720, 9)
    cell = hand.cells[0]
    assert cell.w >= MIN_HAND_W
    problems = []
    for card, view, widget in hand_cards(qtbot, cell):
        for d in texts.paint(widget):
            if not d.fits:
                problems.append(f"{card.id}: {d.shown!r} past its box")
            if not d.whole and not d.shown.endswith("…"):
                problems.append(f"{card.id}: {d.shown!r} cut, not elided")
        assert widget.name_whole, (card.id, view.name)
        assert html.escape(view.name) in widget.toolTip() and html.escape(view.text) in widget.toolTip()
    assert problems == []


@pytest.mark.parametrize(("width", "height", "count"), [
    (1256, 720, 9), (1342, 768, 3), (1342, 768, 5), (1576, 900, 4), (1896, 1080, 6)])
def test_a_hand_cards_text_ends_above_its_key(qtbot, monkeypatch, width, height, count):
    """A hand card's text, however long, ends above its key's badge ("Ctrl+1"), never on
    it ("Tabloid Exclusive": its last line sat on "Ctrl+3")."""
    texts = Texts(monkeypatch)
    cell = place_hand(width, height, count).cells[0]
    problems = []
    for card, view, widget in hand_cards(qtbot, cell):
        text = next(d for d in texts.paint(widget) if d.text == view.text)
        image = widget.grab().toImage()
        badge_top = next(y for y in range(image.height() // 2, image.height())
                         if _dark_run(image, y) >= 15)  # the badge's fill, not a letter's stroke
        if text.bottom > badge_top - 2.5:  # (a line of text, then some room: 1.7 px read as on it)
            problems.append(f"{card.id}: its text ends at {text.bottom:.1f}, its badge starts at {badge_top}")
    assert problems == []


@pytest.mark.parametrize("lang", ["it", "en", "de", "fr"])
@pytest.mark.parametrize("table_w", [1366 - 262, 1280 - 270], ids=["1366", "1280-rules"])
def test_the_decks_lines_read_whole_at_1366x768(qtbot, monkeypatch, lang, table_w):
    """The decks' lines ("il film in cima richiede fama 3", "fama 4  (riga 2 · 3 · 4 · 5)")
    wrap where they must, whole, at the decks' size on a 1366x768 table (issue 29: the
    Italian fame line was cut), and a cost row is never cut across lines ("(row 4 · 4 · 5 ·"
    / "6)"): its numbers are joined by non-breaking spaces. Also beside the rules dock at
    1280x720, where "prossimo per DanaDana:" took two lines and the row was cut."""
    from redlight_app.gui.viewmodel.build import COST_ROW_SEPARATOR
    i18n.install(lang)
    try:
        texts = Texts(monkeypatch)
        layout = layout_table(LayoutInput(width=table_w, height=726, players=4,
                                          stars=(StarsNeed(3, 1),) * 4, hand_cards=5,
                                          bar_height=40))
        deck_rect = layout.decks[2]
        lines = {"films": [i18n.tr("top film needs fame {fame}").format(fame=3),
                           i18n.tr("which film: hidden")],
                 "awards": [i18n.tr("fame {cost} for {name}").format(cost=4, name="DanaDana"),
                            i18n.tr("(row {row})").format(row=COST_ROW_SEPARATOR.join("2345"))]}
        for key, words in lines.items():
            deck = DeckWidget(key)
            qtbot.addWidget(deck)
            deck.resize(deck_rect.w, deck_rect.h)
            deck.set_data(12, "★ 3", words)
            drawn = texts.paint(deck)
            assert all(d.whole and d.fits for d in drawn), [(d.text, d.shown) for d in drawn]
            assert deck.lines_whole
            if key == "awards":
                costs = COST_ROW_SEPARATOR.join("2345")
                assert any(costs in d.shown for d in drawn), [d.shown for d in drawn]
    finally:
        i18n.install("en")


@pytest.mark.parametrize("word", ["Magazine", "Unflappable", "Honorable-Mention", "Goldenhour"])
def test_a_word_too_wide_breaks_into_even_pieces_that_fit(qapp, word):
    """On the discard pile's small card "Magazine" read "Magazin-" / "e": a word broken to fit
    is cut into as few pieces as fit, of even length, never leaving one letter on a line."""
    fm = QFontMetricsF(text_module.font(7))
    for room in (fm.horizontalAdvance(word[:-1] + "-"), fm.horizontalAdvance(word[:5] + "-")):
        shown = text_module.broken_words(word, fm, room)
        pieces = [p for chunk in shown.split(text_module.ZERO_WIDTH_SPACE)
                  for p in chunk.split("\n")]
        assert "".join(pieces).replace("--", "-").replace("-", "") == word.replace("-", "")
        lines = [p for p in shown.replace(text_module.ZERO_WIDTH_SPACE, "\n").split("\n")]
        for line in lines:
            for part in text_module.words_of(line):
                assert fm.horizontalAdvance(part) <= room + 0.5, (word, room, shown)
        assert min(len(p.strip("-")) for p in lines) >= 2, (word, room, shown)


@pytest.mark.parametrize(("word", "pieces"), [
    ("Ovation", ["Ova-", "tion"]), ("Standing", ["Stan-", "ding"]), ("Rolodex", ["Rolo-", "dex"]),
    ("Magazine", ["Maga-", "zine"]), ("Dreifacher", ["Drei-", "fa-", "cher"]),
    ("Method", ["Me-", "thod"])])
def test_a_broken_word_is_cut_where_a_syllable_starts(qapp, word, pieces):
    """The discard pile's small card read "Ovat-" / "ion" and "Stan-" / "ding" by chance:
    a word is cut before a consonant and a vowel where such a cut fits ("Ova-" / "tion"),
    never inside "ch" or "sch"."""
    fm = QFontMetricsF(text_module.font(7))
    room = fm.horizontalAdvance(word[:4] + "-")
    shown = text_module.broken_words(word, fm, room)
    assert shown.split(text_module.ZERO_WIDTH_SPACE) == pieces


@pytest.mark.parametrize("word", ["Zwischenrufer", "Method", "Pitchfork", "Marshmallow"])
def test_a_broken_word_never_splits_letters_read_as_one_sound(qapp, word):
    """On the discard pile's small card: "Zwis-chen-rufer", "Met-hod": a cut falls between
    sounds, never inside "sch", "ch", "th", "sh", "ph", "ck" (when pieces that fit allow)."""
    fm = QFontMetricsF(text_module.font(7))
    room = fm.horizontalAdvance(word[:4] + "-")
    pieces = text_module.broken_words(word, fm, room).split(text_module.ZERO_WIDTH_SPACE)
    cuts, at = [], 0
    for piece in pieces[:-1]:
        at += len(piece.rstrip("-"))
        cuts.append(at)
    low = word.lower()
    assert not [c for c in cuts if low[c - 1:c + 1] in text_module.DIGRAPHS
                or low[c - 1:c + 2] == "sch"], pieces


@pytest.mark.parametrize("lines", [1, 2, 3, 4])
def test_an_elided_text_uses_every_line_its_box_has_room_for(qapp, lines):
    """A text too long for its box at the least size is elided on the last line there is
    room for (a German reaction's text stopped a line short, a third line left empty)."""
    least = 7.3
    fm = QFontMetricsF(text_module.font(least))
    rect = QRectF(0, 0, 128, (lines + 0.6) * fm.lineSpacing())
    text = ("Reaktion: Annulliere das Ausstechen oder den Effekt, der auf einen deiner Stars "
            "zielt, und lege die Karte danach ab. ") * 3
    f, shown, wrap, whole = text_module.fitted_text(rect, text, least, least)
    assert not whole and shown.endswith("…")
    drawn = QFontMetricsF(f).boundingRect(QRectF(0, 0, rect.width(), 10_000), wrap, shown)
    assert round(drawn.height() / fm.lineSpacing()) == lines, shown


def test_a_text_elided_on_one_line_fills_it(qapp):
    """A film's name on its one-line strip: cut where the line is full ("Mission: Imposs…"),
    not after its last whole word with a gap before the bonus ("Mission:…      +60 cha")."""
    least = 8.0
    fm = QFontMetricsF(text_module.font(least, bold=True))
    text = "Mission: Impossible Budget"
    rect = QRectF(0, 0, fm.horizontalAdvance("Mission: Imposs…") + 1, fm.lineSpacing() + 2)
    f, shown, wrap, whole = text_module.fitted_text(rect, text, least, least, bold=True)
    assert not whole and shown.endswith("…") and shown.startswith("Mission: Imp"), shown
    assert rect.width() * 0.8 <= QFontMetricsF(f).horizontalAdvance(shown) <= rect.width() + 0.5


def test_an_elided_name_keeps_the_first_half_of_a_compound_that_fits(qapp):
    """A star's name on a small card: "Honey Honorable-Mention" needs three lines where there
    is room for two; it reads "Honey Honorable-…", not "Honey…" with a line left empty."""
    least = 9.3
    fm = QFontMetricsF(text_module.font(least, bold=True))
    rect = QRectF(0, 0, 104, 2.4 * fm.lineSpacing())
    f, shown, wrap, whole = text_module.fitted_text(rect, "Honey Honorable-Mention", least, least,
                                                    bold=True)
    assert not whole
    assert shown == "Honey Honorable-…"
    drawn = QFontMetricsF(f).boundingRect(QRectF(0, 0, rect.width(), 10_000), wrap, shown)
    assert drawn.height() <= rect.height() + 0.5


@pytest.mark.parametrize("width", [60, 70, 80, 90, 100, 120, 160])
def test_a_film_under_a_star_shows_enough_of_its_name_or_none(qapp, monkeypatch, width):
    """A film's strip too narrow for its name shows its colour and bonus alone, never a name
    cut to a letter or two ("Me…"); wider, at least four letters before the "…"."""
    from PySide6.QtGui import QImage

    from redlight_app.gui.widgets.cards import faces
    drawn: list[str] = []
    real = faces.fit_text

    def record(p, rect, text, size, min_size=6.0, bold=False, italic=False, flags=0x24):
        least = max(min_size, text_module.min_point_size(p))
        drawn.append(text_module.fitted_text(rect, text, size, least, bold, italic, flags)[1])
        return real(p, rect, text, size, min_size, bold, italic, flags)
    monkeypatch.setattr(faces, "fit_text", record)
    image = QImage(200, 40, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        whole = faces.film_strip(painter, QRectF(0, 0, width, 16), "blue", "Method Acting Masterclass",
                                 "+30 psy")
    finally:
        painter.end()
    assert all(not shown.endswith("…") or len(shown.rstrip("…")) >= 4 for shown in drawn), drawn
    assert whole == (drawn == ["Method Acting Masterclass"])


@pytest.mark.parametrize("scale", [0.73, 0.8, 0.9, 1.0, 1.2])
def test_a_stars_kind_is_named_whole_beside_five_stars_or_in_her_text(qtbot, monkeypatch, scale):
    """A five-star reaction star on a small card: REACTION is drawn whole beside her stars,
    or, where it does not fit, her text starts with "Reaction:" (it read "REAC-…")."""
    from dataclasses import replace
    texts = Texts(monkeypatch)
    card = replace(next(c for c in stars_of(demo()) if c.id == "s-ginger-grit"), fame=5)
    placement = whole_card(scale)
    widget = StarWidget()
    qtbot.addWidget(widget)
    widget.resize(placement.cells[0].w, placement.cells[0].h)
    widget.show_star(star_view(card), placement)
    drawn = texts.paint(widget)
    labels = [d for d in drawn if d.text == "REACTION"]
    assert all(d.whole for d in labels), [d.shown for d in labels]
    if not labels:
        assert any(d.text.startswith("Reaction:") for d in drawn), [d.text for d in drawn]


@pytest.mark.parametrize("scale", [0.73, 1.0])
def test_a_used_stars_name_reads_across_and_whole_on_a_small_card(qtbot, monkeypatch, scale):
    """A used card lies across her cell, but her words read across, not down its side:
    every demo star's name is whole on a small card, and on the smallest, all but one
    three-line name, which keeps its first two lines ("Honey Honorable-…"; turned with the
    card, a name read "Velvet…" and her text "Sends…", one word a line)."""
    from redlight_app.gui.widgets.cards import star_card
    drawn: dict[str, tuple[str, bool]] = {}  # text -> (as drawn, read across)
    real = star_card.fit_text

    def record(p, rect, text, size, min_size=6.0, bold=False, italic=False, flags=0x24):
        least = max(min_size, text_module.min_point_size(p))
        shown = text_module.fitted_text(rect, text, size, least, bold, italic, flags)[1]
        t = p.worldTransform()
        drawn[text] = (shown, t.m12() == 0 and t.m21() == 0 and t.m11() > 0)
        return real(p, rect, text, size, min_size, bold, italic, flags)
    monkeypatch.setattr(star_card, "fit_text", record)
    elided, across = [], []
    for card in stars_of(demo()):
        LOOKS.clear()
        drawn.clear()
        view = star_view(card, used=True)
        placement = whole_card(scale)
        widget = StarWidget()
        qtbot.addWidget(widget)
        widget.resize(placement.cells[0].w, placement.cells[0].h)
        widget.show_star(view, placement)
        widget.grab()
        shown, name_across = drawn[view.name]
        if shown != view.name:
            elided.append(shown)
        if not (name_across and drawn[view.text][1]):
            across.append(view.name)
    assert across == []
    assert set(elided) <= ({"Honey Honorable-…"} if scale < 0.9 else set()), elided


def _dark_runs(image: Any, y: int, least: int) -> int:
    """How many runs of `least` or more dark pixels row `y` of `image` holds."""
    runs = run = 0
    for x in range(image.width()):
        if QColor(image.pixel(x, y)).lightness() < 110:
            run += 1
            runs += run == least
        else:
            run = 0
    return runs


@pytest.mark.parametrize("scale", [0.73, 1.0, 1.3])
def test_a_used_stars_key_stands_beside_used_not_on_her_text(qtbot, monkeypatch, scale):
    """A used star with a key ("1"): the key's badge stands beside USED, above the card,
    and none lies on the card, where her text is (the "1" sat on "near the kitchen")."""
    problems = []
    for card in stars_of(demo()):
        LOOKS.clear()
        view = star_view(card, used=True, shortcut="1")
        placement = whole_card(scale)
        widget = StarWidget()
        qtbot.addWidget(widget)
        widget.resize(placement.cells[0].w, placement.cells[0].h)
        widget.show_star(view, placement)
        image = widget.grab().toImage()
        box, label = widget.sideways_card, widget.used_badge
        on_card = [y for y in range(int(box.center().y()), int(box.bottom()) - 3)
                   if _dark_run(image, y) >= 10]
        beside = _dark_runs(image, int(label.top()) + 2, 8)  # above the letters
        if on_card or beside != 2:
            problems.append(f"{card.id}: {len(on_card)} badge rows on the card, {beside} labels above")
    assert problems == []


@pytest.mark.parametrize("scale", [0.73, 0.9, 1.0, 1.2, 1.5])
def test_the_used_label_covers_none_of_a_sideways_stars_name(qtbot, monkeypatch, scale):
    """A used star lies sideways; its USED label stands above the card and leaves her name
    whole to read (it covered the first letters: "ess Teflon")."""
    from redlight_app.gui.widgets.cards import star_card
    names: list[QRectF] = []
    real = star_card.fit_text

    def record(p, rect, text, size, min_size=6.0, bold=False, italic=False, flags=0x24):
        if text == view.name:
            names.append(p.worldTransform().mapRect(rect))
        return real(p, rect, text, size, min_size, bold, italic, flags)
    monkeypatch.setattr(star_card, "fit_text", record)
    LOOKS.clear()
    card = next(c for c in stars_of(demo()) if c.id == "s-tess-teflon")
    view = star_view(card, used=True)
    placement = whole_card(scale)
    widget = StarWidget()
    qtbot.addWidget(widget)
    widget.resize(placement.cells[0].w, placement.cells[0].h)
    widget.show_star(view, placement)
    widget.grab()
    assert names and not widget.used_badge.isEmpty()
    assert not widget.used_badge.intersects(names[-1]), (widget.used_badge, names[-1])


def test_a_used_stars_films_lie_right_under_her_sideways_card(qtbot, monkeypatch):
    """A used star lies across her cell: at its foot, on her films (it lay in the middle,
    and her films hung some 50 px below it, under nothing)."""
    from redlight_app.gui.widgets.cards import star_card
    strips: list[QRectF] = []
    real = star_card.film_strip

    def record(p, rect, color, name, bonus):
        strips.append(QRectF(rect))
        return real(p, rect, color, name, bonus)
    monkeypatch.setattr(star_card, "film_strip", record)
    LOOKS.clear()
    cardset = demo()
    card = next(c for c in stars_of(cardset) if c.id == "s-tess-teflon")
    film = next(iter(cardset.film_cards.values()))
    films = (FilmView(film.id, i18n.card_name(film), film.color, film.bonus, "a film"),)
    placement = whole_card(0.8, films=1)
    widget = StarWidget()
    qtbot.addWidget(widget)
    widget.resize(placement.cells[0].w, placement.cells[0].h)
    widget.show_star(dataclasses.replace(star_view(card, used=True), films=films), placement)
    widget.grab()
    assert strips and not widget.sideways_card.isEmpty()
    assert 0 <= strips[0].top() - widget.sideways_card.bottom() <= 4, (strips[0], widget.sideways_card)
    assert widget.used_badge.bottom() <= widget.sideways_card.top() + 2


@pytest.mark.parametrize("shape", ["tile", "card"])
def test_a_target_ring_is_drawn_whole_inside_a_compact_tile_or_a_card(qtbot, shape):
    """A star you may outshine: her red dashed ring shows along all four sides, on a tile as
    on a card (on a tile, with little room around it, it was cut off at the edges)."""
    from redlight_app.gui.widgets import palette as pal
    LOOKS.clear()
    card = next(c for c in stars_of(demo()) if c.id == "s-roxie-rolodex")
    view = dataclasses.replace(star_view(card), outshine_target=True, mine=False)
    placement = tile(TILE_MIN_W) if shape == "tile" else whole_card(0.8)
    widget = StarWidget()
    qtbot.addWidget(widget)
    widget.resize(placement.cells[0].w, placement.cells[0].h)
    widget.show_star(view, placement)
    image = widget.grab().toImage()
    ring = pal.TARGET.rgb()
    w, h = image.width(), image.height()

    def red(xs, ys) -> int:
        return sum(1 for x in xs for y in ys if image.pixel(x, y) & 0xFFFFFF == ring & 0xFFFFFF)
    middle_x, middle_y = range(w // 4, 3 * w // 4), range(h // 4, 3 * h // 4)
    band = 6  # pixels in from an edge
    sides = {"left": red(range(band), middle_y), "right": red(range(w - band, w), middle_y)}
    top = min(range(h), key=lambda y: 0 if red(middle_x, [y]) else 1)  # the ring's top row
    sides["top"] = red(middle_x, range(top, top + band))
    assert all(sides.values()), sides


def test_the_focus_ring_of_a_used_star_leaves_her_used_label_whole(qtbot):
    """A used star with the keyboard's focus: its white ring passes behind the USED label,
    not through its word ("BENUTZT" read struck through)."""
    from redlight_app.gui.widgets import palette as pal
    LOOKS.clear()
    card = next(c for c in stars_of(demo()) if c.id == "s-tess-teflon")
    placement = whole_card(0.8)
    widget = StarWidget()
    qtbot.addWidget(widget)
    widget.resize(placement.cells[0].w, placement.cells[0].h)
    widget.show_star(star_view(card, used=True), placement)
    widget.show()
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus)
    image = widget.grab().toImage()
    badge = widget.used_badge.toRect().adjusted(2, 2, -2, -2)  # inside its own outline
    ring = pal.FOCUS.rgb()
    assert not badge.isEmpty()
    struck = [(x, y) for x in range(badge.left(), badge.right() + 1)
              for y in range(badge.top(), badge.bottom() + 1) if image.pixel(x, y) == ring]
    outside = [(x, y) for x in range(image.width()) for y in range(image.height())
               if image.pixel(x, y) == ring and not badge.contains(x, y)]
    assert outside, "the focus ring is drawn"
    assert struck == []


@pytest.mark.parametrize("kind", ["line", "tile"])
def test_film_chips_stay_inside_a_crowded_tile(qtbot, monkeypatch, kind):
    """Six films on a narrow tile: the chips that fit are drawn inside it, the rest are a "…"
    (a chip stuck out past the tile's edge: "★+2")."""
    from redlight_app.gui.layout.stars import StarsPlacement, line_h, tile_h
    from redlight_app.gui.widgets.cards import star_card
    chips: list[tuple[float, float]] = []
    real = star_card.film_chip

    def record(p, left, top, height, color, bonus):
        width = real(p, left, top, height, color, bonus)
        chips.append((left, width))
        return width
    monkeypatch.setattr(star_card, "film_chip", record)
    LOOKS.clear()
    cardset = demo()
    films = tuple(FilmView(f.id, i18n.card_name(f), f.color, f.bonus, f"film {f.id}")
                  for f in list(cardset.film_cards.values())[:6])
    card = stars_of(cardset)[0]
    width = TILE_MIN_W + 60 if kind == "line" else TILE_MIN_W  # a line's values come first
    height = line_h(13) if kind == "line" else tile_h(1, "chips", 13)
    from redlight_app.gui.layout.geometry import Rect
    placement = StarsPlacement(kind, 1.0, "chips", 17, (Rect(0, 0, width, height),))
    widget = StarWidget()
    qtbot.addWidget(widget)
    widget.resize(width, height)
    widget.show_star(star_view(card, films=films), placement)
    widget.grab()
    assert chips, "some films are drawn"
    assert all(left + w <= width - 1 for left, w in chips), (width, chips)
    assert len(chips) < len(films), "the test needs more films than room"


@pytest.mark.parametrize("value", [50, 110])
def test_a_value_is_drawn_inside_its_circle_on_the_smallest_cards(qapp, value):
    """On a small card the digits keep their least legible size; a value of three digits
    ("110") widens its circle into a pill instead of spilling past it."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QColor, QImage

    from redlight_app.gui.widgets.cards import faces
    image = QImage(120, 60, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.scale(0.45, 0.45)  # a used star's card at the smallest scale
    faces.stat_circle(painter, QPointF(120, 60), 16, QColor("#cf3a3a"), value, False)
    painter.end()
    white, coloured = [], []
    for y in range(image.height()):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            if c.alpha() > 200:
                (white if min(c.red(), c.green(), c.blue()) > 220 else coloured).append((x, y))
    assert white and coloured
    assert min(x for x, _ in white) > min(x for x, _ in coloured)
    assert max(x for x, _ in white) < max(x for x, _ in coloured)


def test_an_award_that_does_not_count_says_so_whole_on_its_band(qtbot, language):
    """V2: a silver award that does not count read "SILVER AWARD · does no…" on its band at
    1400x900; the band the table gives it now reads whole on the smallest hand card."""
    from engine.factory import award, fillers, film, rig, star  # tests/engine

    from redlight_app.engine.view import view as seat_view
    from redlight_app.gui.viewmodel import TableContext, build_table
    from redlight_app.gui.widgets.words import installed_words
    state = rig([star("s-ann"), star("s-bea")], fillers(8), [film("f-red")],
                [award("a-dud", frame="silver", counts=False), award("a-1")],
                [["s-ann"], ["s-bea"]], [[], []], held=[["a-dud"], []], players=["Ann", "Bea"])
    ctx = TableContext(state=state, view=seat_view(state, 0), viewer=0,
                       seats=[{"name": "Ann", "kind": "human"}, {"name": "Bea", "kind": "human"}],
                       selection=set(), targets=set(), target_players=set(),
                       playable_cards=set())
    card = build_table(ctx, installed_words()).hand.cards[0]
    assert card.card == "a-dud" and not card.counts
    cell = place_hand(1256, 720, 9).cells[0]
    widget = HandCard()
    qtbot.addWidget(widget)
    widget.resize(cell.w, cell.h)
    widget.show_card(card)
    widget.grab()
    assert widget.band_whole, (language, card.band)
