"""Cards that act (issue 35): stars and hand cards are controls a screen reader can press and
read. A star the player may select is checkable (selected = checked); each card's number key
is in its name ("1. Star: …", "Ctrl+1. Lawyer (event)"), never a bare "1."; a rival star the
selected one may outshine says so; a used star is drawn turned sideways and named ", used"."""
from __future__ import annotations

import re

from PySide6.QtGui import QAccessible, QAccessibleActionInterface

from redlight_app.gui.widgets.cards.looks import LOOKS

from .cardsets import DIVAS
from .driver import Driver, start

SEATS = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "bot", "level": "normal"}]


def accessible(widget):  # type: ignore[no-untyped-def]
    iface = QAccessible.queryAccessibleInterface(widget)
    assert iface is not None and iface.isValid()
    return iface


def press(qtbot, widget) -> None:  # type: ignore[no-untyped-def]
    """What a screen reader's press action does (Qt animates the click, then emits it)."""
    actions = accessible(widget).actionInterface()
    assert actions is not None
    assert QAccessibleActionInterface.pressAction() in actions.actionNames()
    actions.doAction(QAccessibleActionInterface.pressAction())


def test_stars_and_hand_cards_are_buttons_a_screen_reader_can_press(open_window, qtbot):
    window = open_window(bot_delay_ms=60_000)  # Bob waits: Ann's turn is looked at
    c = start(window, DIVAS, SEATS)
    d = Driver(qtbot, window)
    mine, theirs = c.state.players[0].table[0].card, c.state.players[1].table[0].card
    star, rival = d.star(mine), d.star(theirs)

    own = accessible(star)
    assert own.role() == QAccessible.Role.CheckBox, "selectable: a checkable control"
    assert own.state().checkable and not own.state().checked
    name = own.text(QAccessible.Text.Name)
    assert name.startswith("1. Star: psyche 50, charisma 60, fame 2"), name
    assert accessible(rival).role() == QAccessible.Role.Button, "a rival star is pressed, not selected"
    assert not accessible(rival).state().checkable

    press(qtbot, star)  # selects her, as a click or Enter does
    qtbot.waitUntil(lambda: window.interaction.selection == [mine], timeout=2000)
    qtbot.waitUntil(lambda: accessible(star).state().checked, timeout=2000)
    assert accessible(star).text(QAccessible.Text.Name).endswith(", selected")
    said = accessible(rival).text(QAccessible.Text.Name)
    assert said.endswith(", outshine target"), said  # charisma 60 against psyche 50 (A6)

    hand = [d.hand_card(card) for card in c.state.players[0].hand]
    card = accessible(hand[0])
    assert card.role() == QAccessible.Role.Button
    assert card.text(QAccessible.Text.Name) == "Ctrl+1. Lawyer (event), not playable now"
    assert "Reaction: cancel it." in card.text(QAccessible.Text.Description)
    assert "reaction" in card.text(QAccessible.Text.Description).casefold()
    names = [accessible(w).text(QAccessible.Text.Name) for w in [star, rival, *hand]]
    assert not any(re.fullmatch(r"(Ctrl\+)?\d+\.?", n.strip()) for n in names), names


def test_a_used_star_is_turned_sideways_and_named_used(open_window, qtbot):
    window = open_window(bot_delay_ms=60_000)
    c = start(window, DIVAS, SEATS)
    d = Driver(qtbot, window)
    mine = c.state.players[0].table[0].card
    d.click(d.star(mine))
    d.click(d.button("make_film"))  # fame 2 reaches the film's 2: she makes it, and is used
    assert c.state.players[0].table[0].used
    star = d.star(mine)
    assert ", used" in accessible(star).text(QAccessible.Text.Name)
    LOOKS.clear()  # painted afresh, not blitted from the look drawn on screen
    star.grab()
    across = star.sideways_card
    assert star.kind == "card" and across.width() > across.height(), "drawn across her cell"
    other = d.star(c.state.players[1].table[0].card)
    LOOKS.clear()
    other.grab()
    assert other.sideways_card.isEmpty(), "an unused star stands upright"
