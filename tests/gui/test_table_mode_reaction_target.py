"""Table mode, as a tester found it: a reaction that needs a star, named in a response
window, asks for that star (the prompt says which reaction waits, with Cancel, as an
event's target step does), and a tap on the star enters it."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from redlight_app.engine.moves import Draw, EndTurn, PlayEvent

from .table_helpers import snap, star_card, start_box, tap, thick_skin_box

WAITS = "Leo responds with Thick Skin: tap the star it goes on (highlighted). Esc cancels."


def thick_skin_waits(qtbot, main):
    """Mia's Ann outshines Leo's Bob (a tap on each); in Leo's response Thick Skin is typed
    and Enter pressed: it waits for one of Leo's two stars. The page."""
    tm = start_box(main, thick_skin_box())
    c = main.controller
    strip = tm.strip
    for m in (EndTurn(0), Draw(1, card="s-cy"), Draw(1), EndTurn(1), Draw(0, card="s-di"), Draw(0)):
        assert c.submit(m) is None, m
    main.activateWindow()
    qtbot.waitUntil(main.isActiveWindow)
    tap(qtbot, star_card(tm, "s-ann"))
    qtbot.waitUntil(lambda: star_card(tm, "s-bob").view.target)
    tap(qtbot, star_card(tm, "s-bob"))
    qtbot.waitUntil(lambda: tm.mode() == "respond" and strip.pass_button.isVisible())
    assert "Does Leo respond" in strip.prompt.text()
    tap(qtbot, strip.search)
    qtbot.keyClicks(strip.search, "Thick")
    qtbot.waitUntil(lambda: strip.chips.keys() == ["e-thick-skin"])
    qtbot.keyClick(strip.search, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: strip.cancel.isVisible())
    return tm


def test_a_reaction_that_needs_a_star_asks_for_it_with_cancel(qtbot, open_window, shots):
    main = open_window(size=(1366, 768))
    tm = thick_skin_waits(qtbot, main)
    strip = tm.strip
    assert strip.prompt.text() == WAITS
    assert not strip.pass_button.isVisible(), "Pass is not offered while the star is asked"
    assert not strip.search.isVisible()
    assert star_card(tm, "s-bob").view.target and star_card(tm, "s-cy").view.target
    assert not star_card(tm, "s-ann").view.target
    path = snap(qtbot, main, shots, "table-reaction-target.png")
    assert path.exists()
    tap(qtbot, star_card(tm, "s-cy"))
    c = main.controller
    qtbot.waitUntil(lambda: any(isinstance(m, PlayEvent) for m in c.record.moves))
    played = [m for m in c.record.moves if isinstance(m, PlayEvent)][-1]
    assert (played.player, played.card, played.target) == (1, "e-thick-skin", "s-cy")
    assert "e-thick-skin" in c.state.discard


def test_cancel_and_esc_take_the_waiting_reaction_back_to_the_question(qtbot, open_window):
    main = open_window(size=(1366, 768))
    tm = thick_skin_waits(qtbot, main)
    strip = tm.strip
    c = main.controller
    moves = len(c.record.moves)
    tap(qtbot, strip.cancel)
    qtbot.waitUntil(lambda: strip.pass_button.isVisible())
    assert tm.mode() == "respond" and "Does Leo respond" in strip.prompt.text()
    assert not strip.cancel.isVisible() and len(c.record.moves) == moves
    # the reaction's name is gone from the field: the next entry starts clean, and the
    # chips offer every reaction again (the typed "Thick" stayed and narrowed them)
    assert strip.search.text() == ""
    tap(qtbot, strip.search)
    qtbot.keyClicks(strip.search, "Thick")
    qtbot.waitUntil(lambda: strip.chips.keys() == ["e-thick-skin"])
    qtbot.keyClick(strip.search, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: strip.prompt.text() == WAITS)
    qtbot.keyClick(QApplication.focusWidget() or main, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: strip.pass_button.isVisible())
    assert "Does Leo respond" in strip.prompt.text() and len(c.record.moves) == moves
    assert strip.search.text() == ""


def _ring_colours(card) -> tuple[int, int]:
    """(red, white) pixels in the band around the star's card where its rings are drawn
    (the widget's outer 6 pixels)."""
    from PySide6.QtGui import QColor
    image = card.grab().toImage()
    red = white = 0
    for y in range(image.height()):
        for x in range(image.width()):
            if 6 <= x < image.width() - 6 and 6 <= y < image.height() - 6:
                continue
            c = QColor(image.pixel(x, y))
            if c.red() > 200 and c.green() < 150 and c.blue() < 150:
                red += 1
            elif min(c.red(), c.green(), c.blue()) > 235:
                white += 1
    return red, white


def test_a_focused_target_looks_like_every_other_target(qtbot, open_window, shots):
    """Leo's Bob, tapped as Ann's rival, keeps the keyboard focus while Thick Skin asks for
    its star: Bob and Cy are both targets and both show the red dashed ring (Bob's was
    covered by a white focus ring); Bob's focus shows besides it, white between the dashes."""
    main = open_window(size=(1366, 768))
    tm = thick_skin_waits(qtbot, main)
    bob, cy = star_card(tm, "s-bob"), star_card(tm, "s-cy")
    assert bob.view.target and cy.view.target and bob.hasFocus() and not cy.hasFocus()
    snap(qtbot, main, shots, "table-reaction-target-focused.png")
    bob_red, bob_white = _ring_colours(bob)
    cy_red, cy_white = _ring_colours(cy)
    assert cy_red > 200, cy_red
    assert bob_red > 0.8 * cy_red, (bob_red, cy_red)  # the target's ring, whole
    assert bob_white > cy_white + 100, (bob_white, cy_white)  # and the focus besides
