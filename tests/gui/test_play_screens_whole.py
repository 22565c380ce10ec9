"""What players saw cut or see-through (issue 29), checked by geometry: the respond panel is
opaque over the decks; the banner's sentence during a response reads whole in English and
German at laptop sizes, in the final showdown too; the log's last line is shown whole.
(Cards' words: see test_card_text_fits.py.) Screenshots: respond-<lang>-<size>.png,
showdown-respond-<lang>-<size>.png."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QTextDocument

from .cardsets import DIVAS, SHOWDOWN
from .driver import Driver, start
from .images import stale_pixels

HOTSEAT = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]


def open_response(window, qtbot, cardset=DIVAS, seats=HOTSEAT):  # type: ignore[no-untyped-def]
    """Ann outshines Bob's star; Bob holds a reaction: his response window is open and the
    device is his."""
    d = Driver(qtbot, window)
    c = start(window, cardset, seats)
    d.pass_curtain()
    attacker, target = c.state.players[0].table[0].card, c.state.players[1].table[0].card
    d.click(d.star(attacker))
    d.click(window.bar.buttons["outshine"])
    d.click(d.star(target))
    assert c.state.window is not None and c.state.window.seat == 1
    d.pass_curtain()
    qtbot.wait(60)
    return c


def banner_whole(banner) -> bool:  # type: ignore[no-untyped-def]
    """The banner's sentence shown whole: not elided, and its lines inside its height."""
    doc = QTextDocument()
    doc.setDefaultFont(banner.font())
    doc.setHtml(banner.text())
    doc.setTextWidth(banner.contentsRect().width())
    return not banner.elided and doc.size().height() <= banner.contentsRect().height() + 2


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)], ids=["1280x720", "1366x768"])
def test_the_banner_reads_whole_during_a_response(open_window, qtbot, shots, lang, size):
    window = open_window(size=size)
    window.set_language(lang)
    try:
        open_response(window, qtbot)
        banner = window.table.banner
        assert "Bob" in banner.plain() and len(window.table.view.banner.parts) >= 3
        window.grab().save(str(shots / f"respond-{lang}-{size[0]}x{size[1]}.png"))
        assert banner_whole(banner), (banner.plain(), banner.height())
    finally:
        window.set_language("system")


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)], ids=["1280x720", "1366x768"])
def test_the_banner_reads_whole_during_a_response_in_the_final_showdown(open_window, qtbot,
                                                                         shots, lang, size):
    """The showdown's badge and reminder and the response's sentence: at 1280x720 the
    second line was cut ("Bob may respond to: Robo outshines Rita Rehearsal (psyche 60)
    with I…"). Where the whole does not fit, the reminder gives way, then the outshine is
    said without its values (the respond panel and the stars show them): who outshines
    whom with which star reads whole, under the FINAL SHOWDOWN badge."""
    from redlight_app.gui.i18n import tr
    window = open_window(size=size)
    window.set_language(lang)
    try:
        c = open_response(window, qtbot, SHOWDOWN, [{"name": "Robo", "kind": "human"},
                                                    {"name": "Bob", "kind": "human"}])
        assert c.state.status == "showdown"
        banner = window.table.banner
        window.grab().save(str(shots / f"showdown-respond-{lang}-{size[0]}x{size[1]}.png"))
        assert banner_whole(banner), (banner.text(), banner.size())
        shown = QTextDocument()
        shown.setHtml(banner.text())
        said = shown.toPlainText()
        for words in (tr("FINAL SHOWDOWN"), "Bob", "Robo", "Scarlett O'Spotlight",
                      "Honey Honorable-Mention"):
            assert words in said, (words, said)
        note = tr("no more draws; a player with no star leaves")
        assert note in banner.plain() and note in banner.toolTip()  # the whole, said
    finally:
        window.set_language("system")


def test_the_showdown_reminder_stands_apart_from_its_badge(open_window, qtbot):
    """The badge's closing space ran into the reminder's opening one: "FINAL SHOWDOWN" in
    red touched "no more draws". A space is drawn between them, outside the red."""
    window = open_window(size=(1366, 768))
    d = Driver(qtbot, window)
    c = start(window, SHOWDOWN, [{"name": "Robo", "kind": "human"},
                                 {"name": "Bob", "kind": "human"}])
    d.pass_curtain()
    assert c.state.status == "showdown"
    doc = QTextDocument()
    doc.setHtml(window.table.banner.text())
    it = doc.begin().begin()
    fragments = []
    while not it.atEnd():
        fragment = it.fragment()
        fragments.append((fragment.text(), fragment.charFormat().background().style()))
        it += 1
    badge = next(i for i, (text, back) in enumerate(fragments) if "FINAL SHOWDOWN" in text)
    assert fragments[badge][1] != Qt.BrushStyle.NoBrush, "the badge is drawn on red"
    after = fragments[badge + 1][0]
    assert after.startswith(" ") and after.strip().startswith("no more draws"), fragments


def test_the_respond_panel_is_opaque_over_the_decks(open_window, qtbot):
    window = open_window(size=(1366, 768))
    open_response(window, qtbot)
    table, panel = window.table, window.table.respond_panel
    assert panel.isVisible()
    decks = QRect(table.main_deck.pos(), table.discard.geometry().bottomRight())
    assert panel.geometry().intersects(decks), "it lies over the decks"
    inner = panel.rect().adjusted(12, 12, -12, -12)  # away from the rounded corners
    alone = panel.grab(inner).toImage()
    on_table = table.grab(QRect(panel.mapTo(table, inner.topLeft()), inner.size())).toImage()
    assert stale_pixels(on_table.convertToFormat(alone.format()), alone) == [], \
        "nothing under the panel shows through"


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)], ids=["1280x720", "1366x768"])
def test_the_respond_panel_leaves_the_players_areas_clear(open_window, qtbot, size):
    """Over the decks only: the answering player's area (his stars to the right) and the
    others' stay whole beside it (at 380 pixels it reached 27 pixels into Bob's area)."""
    window = open_window(size=size)
    open_response(window, qtbot)
    table, panel = window.table, window.table.respond_panel
    qtbot.waitUntil(panel.isVisible)
    for seat, area in table.areas.items():
        assert not panel.geometry().intersects(area.geometry()), (seat, panel.geometry(),
                                                                  area.geometry())
    assert panel.attacker.isVisible() and panel.target.isVisible()
    assert panel.rect().contains(panel.target.geometry()), "its two stars inside it"


def test_the_logs_last_line_is_shown_whole(open_window, qtbot):
    window = open_window(size=(1280, 720), bot_delay_ms=1)
    seats = [{"name": "Ann", "kind": "bot", "level": "easy"},
             {"name": "Bob", "kind": "bot", "level": "easy"}]
    assert window.games.start_game({"seats": seats, "seed": 3, "first_player": 0})
    c = window.controller
    qtbot.waitUntil(lambda: c.state.turn >= 6 or c.over, timeout=30000)
    log = window.log_view
    qtbot.wait(100)
    last = log.document().lastBlock()
    assert last.text(), "the log has lines"
    box = log.blockBoundingGeometry(last).translated(log.contentOffset())
    view = log.viewport().rect()
    assert box.top() >= view.top() - 0.5 and box.bottom() <= view.bottom() + 1.5, (box, view)


def test_a_crowded_table_in_italian_reads_its_score_lines_whole(open_window, qtbot):
    """Each area's score strip shows a form of its line that fits whole (Italian's long
    words at six players, 1280x720)."""
    from .games import play_a_while
    window = open_window(size=(1280, 720), bot_delay_ms=1)
    window.set_language("it")
    try:
        play_a_while(qtbot, window, 6)
        for area in window.table.areas.values():
            score = area.score
            if score.isVisible():
                assert score.fontMetrics().horizontalAdvance(score.text()) <= score.width(), \
                    (score.text(), score.width())
            name = area.name
            assert name.fontMetrics().horizontalAdvance(name.text()) <= name.width() + 1
    finally:
        window.set_language("system")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(960, 680), (1366, 768)], ids=["960x680", "1366x768"])
def test_the_action_prompt_reads_in_lines_not_syllables(open_window, qtbot, shots, lang, size):
    """The sentence beside the action buttons ("Select one or more of your stars, …") at
    the window's smallest size: squeezed into the little room the buttons left, it broke
    into a column of a few letters a line (German) or five lines (English), and the rail
    grew to hold it. Now it goes under the buttons when they leave it too little, and reads
    whole in at most three lines; on a laptop's screen it stays beside them."""
    from redlight_app.gui.widgets.action_bar import PROMPT_MIN_W
    window = open_window(size=size)
    window.set_language(lang)
    try:
        seats = [{"name": "Ann", "kind": "human"}, {"name": "Robo", "kind": "bot", "level": "easy"}]
        assert window.games.start_game({"seats": seats, "seed": 8, "first_player": 0})
        bar = window.bar
        qtbot.waitUntil(lambda: bar.prompt.isVisible() and bar.prompt.text() != "")
        qtbot.wait(50)
        window.grab().save(str(shots / f"action-prompt-{lang}-{size[0]}x{size[1]}.png"))
        prompt, button = bar.prompt, bar.buttons["make_film"]
        assert prompt.width() >= PROMPT_MIN_W, prompt.width()
        lines = prompt.heightForWidth(prompt.width()) / prompt.fontMetrics().lineSpacing()
        assert lines <= 3.5, (lines, prompt.text())
        assert prompt.heightForWidth(prompt.width()) <= prompt.height() + 1  # shown whole
        beside = prompt.geometry().top() < button.geometry().bottom()
        assert beside == (size[0] >= 1366)  # where the row leaves it room, it is beside
    finally:
        window.set_language("system")
