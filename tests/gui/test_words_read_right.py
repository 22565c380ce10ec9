"""Words players found wrong: the hint's reason after "Why" (no capital after a colon in
Italian or French), the result page's column of awards that count (it read "per la
vittoria", with nothing saying what was counted), the rules' search box whose placeholder
was cut at 1280x720 ("Cerca nelle regole (Ctrl+…")."""
from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics

from redlight_app.bots.hint import Why
from redlight_app.gui import i18n
from redlight_app.gui.hint_worker import HintAsker
from redlight_app.gui.widgets.result_page import ResultPage, ResultRow

from .test_result_page import cells


@pytest.fixture
def language(qapp):
    """A factory: language("it") installs it; English comes back after the test."""
    yield i18n.install
    i18n.install("en")


def hint_line(qtbot) -> str:
    """The hint line for "buy an award": it brings you one closer to the four that win."""
    asker = HintAsker()
    asker.pending = (asker.token, 0, {}, ["Ann", "Bob"])
    heard: list[str] = []
    asker.ready.connect(lambda text, _marks: heard.append(text))
    asker._done(asker.token, SimpleNamespace(move=None, win_chance=0.4, why=Why("award", count=1)))
    assert len(heard) == 1
    return heard[0]


@pytest.mark.parametrize("lang, why", [
    ("it", "Perché? Ti avvicina di un premio"),
    ("fr", "Pourquoi\u00a0? Il vous rapproche d'un prix"),
    ("de", "Warum: Es bringt dich"),  # a whole sentence after a colon: a capital in German
    ("en", "Why: It brings you"),
])
def test_the_hints_reason_follows_why_as_the_language_writes_it(qtbot, language, lang, why):
    language(lang)
    line = hint_line(qtbot)
    assert why in line, line
    if lang in ("it", "fr"):  # no sentence starts with a capital right after a colon
        assert "Perché: T" not in line and "Pourquoi\u00a0: I" not in line, line


def hint_for(move, cards) -> str:
    """The hint line for `move` (Ann's, against Bob), without a reason."""
    asker = HintAsker()
    asker.pending = (asker.token, 0, cards, ["Ann", "Bob"])
    heard: list[str] = []
    asker.ready.connect(lambda text, _marks: heard.append(text))
    asker._done(asker.token, SimpleNamespace(move=move, win_chance=0.4, why=None))
    assert len(heard) == 1
    return heard[0]


def every_hinted_move():
    """One move of each kind a hint names (None: keep your cards), with a target and a
    player where the move can have them."""
    from redlight_app.engine import moves as m
    return [None, m.BuyAward(0, ("s1",)), m.MakeFilm(0, ("s1", "s2"), "s1"),
            m.Outshine(0, "s1", "s3"), m.Pass(0), m.EndTurn(0),
            m.UseAbility(0, "s1", target="s3", target_player=1), m.PlayAward(0, "a1"),
            m.PlayEvent(0, "e1", target="s3")]


@pytest.mark.parametrize("lang, label", [("it", "Suggerimento: "), ("fr", "Conseil\u00a0: ")])
def test_the_hints_move_after_its_colon_starts_small_in_italian_and_french(qtbot, language,
                                                                           lang, label):
    """"Suggerimento: Compra un premio con …" kept the move sentence's capital after the
    colon; Italian and French write a small letter there (a name keeps its capital): every
    kind of move the hint can name reads "Suggerimento: compra …", "Conseil : achetez …"."""
    language(lang)
    cards = {c: SimpleNamespace(name=n, translations={}, kind="star") for c, n in (
        ("s1", "Ada"), ("s2", "Bea"), ("s3", "Cleo"), ("a1", "Oscar"), ("e1", "Gossip"))}
    for move in every_hinted_move():
        line = hint_for(move, cards)
        assert line.startswith(label), line
        first = line[len(label)]
        assert first.isalpha() and first.islower(), (type(move).__name__, line)
    language("de")  # German (and English) keep the capital of a whole sentence
    assert hint_for(every_hinted_move()[1], cards).startswith("Tipp: Kaufe einen Preis mit Ada")


@pytest.mark.parametrize("lang, awards, counting", [
    ("en", "Awards", "Awards that count toward the win"),
    ("de", "Preise", "Preise, die für den Sieg zählen"),
    ("fr", "Prix", "Prix comptant pour la victoire"),
    ("it", "Premi", "Premi validi per la vittoria"),
])
def test_the_result_pages_column_of_awards_that_count_says_it_counts_awards(
        qtbot, shots, language, lang, awards, counting):
    language(lang)
    page = ResultPage()
    qtbot.addWidget(page)
    page.resize(1000, 600)
    rows = [ResultRow("Ann", 4, 3, 2, 1, False), ResultRow("Bob", 1, 1, 1, 0, False)]
    page.set_result(["Ann", "Bob"], [], "agreed", rows, [(1, [0, 0]), (5, [3, 1])], 5)
    heads = cells(page.summary.text())[:4]
    assert heads[0] == awards and heads[1] == counting, heads
    assert heads[1].startswith(awards), "the column names what it counts: awards"
    page.show()
    qtbot.waitExposed(page)
    page.grab().save(str(shots / f"result-awards-that-count-{lang}.png"))


def placeholder_room(field) -> int:
    """The width a line edit leaves its placeholder: inside its frame and text margins, less
    the clear button's place at its end (Qt keeps it while the field is empty) and the two
    pixels a side Qt keeps around its text."""
    from PySide6.QtWidgets import QStyle, QStyleOptionFrame, QToolButton
    option = QStyleOptionFrame()
    field.initStyleOption(option)
    inside = field.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, field)
    margins = field.textMargins()
    buttons = sum(b.width() for b in field.findChildren(QToolButton))
    return inside.width() - margins.left() - margins.right() - buttons - 4


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
@pytest.mark.parametrize("scale", [1.0, 1.25])
def test_the_rules_search_placeholder_fits_its_field_at_1280x720(open_window, qtbot, shots,
                                                                   system_font, lang, scale):
    system_font(scale)
    window = open_window(size=(1280, 720))
    window.set_language(lang)
    try:
        window.docks.show_rules()  # as F1 opens it on the start page, at its own width
        qtbot.wait(50)
        field = window.docks.rules_view.search
        text = field.placeholderText()
        needed = QFontMetrics(field.font()).horizontalAdvance(text)
        window.grab().save(str(shots / f"rules-search-{lang}-{int(scale * 100)}.png"))
        assert needed <= placeholder_room(field), (text, needed, placeholder_room(field))
        # and on a dock made narrower than that (the Italian one was 229 px wide, its
        # "Cerca nelle regole (Ctrl+F)…" cut, when the start page squeezed it)
        dock = window.docks.rules_dock
        window.resizeDocks([dock], [200], Qt.Orientation.Horizontal)
        qtbot.waitUntil(lambda: dock.width() <= 200)
        assert needed <= placeholder_room(field), (text, needed, placeholder_room(field))
        assert key_in(field.toolTip()), "the key is still told, in the tooltip"
    finally:
        window.set_language("system")


def key_in(tip: str) -> bool:
    return "Ctrl+F" in tip or "Strg+F" in tip


@pytest.mark.parametrize("lang", ["de", "fr"])
@pytest.mark.parametrize("scale", [1.0, 1.25])
def test_the_start_page_leaves_the_rules_dock_a_readable_width_at_1280x720(
        open_window, qtbot, shots, system_font, lang, scale):
    """The rules opened beside the start page (F1) keep their width: the page's saved-game
    buttons go one above the other rather than the page pushing the dock to ~150 px (German
    and French at a 125% font: the widest button and both saved-game buttons side by side)."""
    system_font(scale)
    window = open_window(size=(1280, 720))
    window.set_language(lang)
    try:
        window.docks.show_rules()
        qtbot.wait(50)
        dock, page = window.docks.rules_dock, window.start
        window.grab().save(str(shots / f"start-rules-dock-{lang}-{int(scale * 100)}.png"))
        assert dock.width() >= 260, dock.width()
        assert dock.width() >= dock.sizeHint().width() - 2, "the dock at its own width"
        for button in (page.new_button, page.table_button, page.rules_button,
                       page.resume_button, page.delete_button):  # none squeezed or cut
            assert button.width() >= button.sizeHint().width(), button.text()
            assert page.rect().contains(button.geometry()), button.text()
        assert not page.resume_button.geometry().intersects(page.delete_button.geometry())
    finally:
        window.set_language("system")
