"""A card's body (face, name, text, films) is drawn once and reused while only its values,
marks or keys change; a change of language, size or font size draws it again, and what
the player then sees is what a card painted from nothing shows."""
from __future__ import annotations

import random

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QFont, QImage

from redlight_app.gui import i18n
from redlight_app.gui.widgets import cards
from redlight_app.gui.widgets.cards import (
    FilmData,
    HandCardData,
    HandCardWidget,
    StarData,
    StarWidget,
)

from .driver import Driver
from .test_play_by_clicks import start_from_dialog


def _star(**changes: object) -> StarData:
    values: dict[str, object] = dict(
        card="s-test", name="Greta Gallant", psyche=50, charisma=60, fame=2,
        printed=(50, 60, 2), ability_kind="action",
        text="Action: one of your stars gains +10 psyche this turn.",
        films=[FilmData("The Long Night", "green", 20)])
    values.update(changes)
    return StarData(**values)  # type: ignore[arg-type]


def _shown(qtbot, widget) -> QImage:
    """What the widget shows now (painted through its cached look)."""
    return widget.grab().toImage()


def _fresh(widget) -> QImage:
    """What the widget shows when every cache is empty: painted from nothing."""
    cards.forget_looks()
    widget._pix = None
    return widget.grab().toImage()


def _star_widget(qtbot, scale: float = 1.0, **changes: object) -> StarWidget:
    widget = StarWidget(scale)
    qtbot.addWidget(widget)
    widget.set_data(_star(**changes), False, False, lambda: "")
    return widget


def test_a_star_whose_values_change_keeps_her_body_and_shows_the_new_values(qtbot):
    cards.forget_looks()
    star = _star_widget(qtbot)
    before = _shown(qtbot, star)
    drawn = cards.BODIES.renders
    star.set_data(_star(psyche=70, fame=3), False, False, lambda: "")
    after = _shown(qtbot, star)
    assert cards.BODIES.renders == drawn, "her name, text and films were not drawn again"
    assert after != before, "the new values show"
    assert after == _fresh(star), "as a star painted from nothing shows them"
    # selected, used: the marks change, the selection ring shows; used greys her face
    drawn = cards.BODIES.renders
    star.set_data(_star(psyche=70, fame=3), True, False, lambda: "")
    selected = _shown(qtbot, star)
    assert cards.BODIES.renders == drawn and selected != after
    assert selected == _fresh(star)
    star.set_data(_star(psyche=70, fame=3, used=True), False, False, lambda: "")
    used = _shown(qtbot, star)
    assert used not in (after, selected)
    assert used == _fresh(star)


def test_a_star_drawn_smaller_or_as_a_tile_gets_a_body_of_her_new_size(qtbot):
    cards.forget_looks()
    star = _star_widget(qtbot)
    full = _shown(qtbot, star)
    for scale, tile_w in ((0.8, cards.TILE_W), (0.6, cards.TILE_W), (0.6, 120.0)):
        drawn = cards.BODIES.renders
        star.set_scale(scale, tile_w)
        shown = _shown(qtbot, star)
        assert cards.BODIES.renders == drawn + 1, (scale, tile_w)
        assert shown.size() != full.size()
        assert shown == _fresh(star), (scale, tile_w)
    # back to full size: the body drawn before is reused (until a game closes)
    star.set_scale(1.0)
    drawn = cards.BODIES.renders
    again = _shown(qtbot, star)
    assert again == full
    assert cards.BODIES.renders in (drawn, drawn + 1)


def test_switching_language_redraws_a_cards_body_in_the_new_language(qtbot):
    cards.forget_looks()
    star = _star_widget(qtbot)
    english = _shown(qtbot, star)
    hand = HandCardWidget(1.0)
    qtbot.addWidget(hand)
    hand.set_data(HandCardData("e-test", "Press Junket", "event", "Draw a card.",
                               phase="own_turn"), True)
    hand_english = _shown(qtbot, hand)
    try:
        i18n.install("de")  # "ACTION" becomes "AKTION", "YOUR TURN" German too
        german = _shown(qtbot, star)
        hand_german = _shown(qtbot, hand)
        assert german != english and hand_german != hand_english
        assert german == _fresh(star)
        assert hand_german == _fresh(hand)
    finally:
        i18n.install("en")
    assert _shown(qtbot, star) == english


def test_a_larger_system_font_redraws_a_cards_body_with_larger_text(qtbot, qapp):
    cards.forget_looks()
    star = _star_widget(qtbot)
    normal = _shown(qtbot, star)
    before = QFont(qapp.font())
    bigger = QFont(before)
    bigger.setPointSizeF(before.pointSizeF() * 1.3)
    try:
        qapp.setFont(bigger)
        larger = _shown(qtbot, star)
        assert larger != normal
        assert larger == _fresh(star)
    finally:
        qapp.setFont(before)
    assert _shown(qtbot, star) == _fresh(star)


def test_a_hand_card_turning_playable_keeps_its_body(qtbot):
    cards.forget_looks()
    hand = HandCardWidget(1.0)
    qtbot.addWidget(hand)
    data = HandCardData("a-test", "Golden Reel", "award", "Four of them win.", frame="gold")
    hand.set_data(data, False)
    dimmed = _shown(qtbot, hand)
    drawn = cards.BODIES.renders
    hand.set_data(data, True)
    playable = _shown(qtbot, hand)
    assert cards.BODIES.renders == drawn
    assert playable != dimmed
    assert playable == _fresh(hand)


def test_switching_theme_leaves_the_table_and_its_cards_as_they_were(open_window, qtbot):
    """The table is the dark felt in both themes (DESIGN): its cards are not drawn again."""
    window = open_window(bot_delay_ms=5, size=(1366, 768))
    start_from_dialog(qtbot, window, [("Ann", "human"), ("Robo", "bot"), ("Ida", "bot"),
                                      ("Max", "bot")], seed=5)
    d = Driver(qtbot, window)
    c = window.controller
    rng = random.Random(3)
    while c.state.turn < 3 and not c.over:
        d.wait_computer()
        d.perform(d.choose(c.acting_seat(), rng))
    d.wait_computer()
    stars = [w for a in window.table.areas.values() for w in a.stars.values() if w.isVisible()]
    assert stars, "stars on the table"
    def on_screen() -> list[QImage]:
        """Each star as the window shows her, on the felt."""
        return [window.grab(QRect(w.mapTo(window, QPoint(0, 0)), w.size())).toImage()
                for w in stars]
    try:
        window.set_theme("light")
        qtbot.wait(30)
        light = on_screen()
        drawn = cards.BODIES.renders
        window.set_theme("dark")
        qtbot.wait(30)
        dark = on_screen()
        assert cards.BODIES.renders == drawn
        assert dark == light
    finally:
        window.set_theme("system")


def test_closing_a_game_empties_the_card_caches(open_window, qtbot):
    window = open_window(bot_delay_ms=5)
    start_from_dialog(qtbot, window, [("Ann", "human"), ("Robo", "bot")], seed=23)
    Driver(qtbot, window).wait_computer()
    window.grab()
    assert len(cards.BODIES) > 0 and len(cards.LOOKS) > 0
    window.games.close_game()
    assert len(cards.BODIES) == 0 and len(cards.LOOKS) == 0
