"""Table mode as four (or two) adults enter a game night's moves with the real cards: what
they type or tap that the rules refuse is answered with the reason, never with silence or
with the wrong reason."""
from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from .driver import shown
from .table_helpers import star_card, start_table, tap


def tap_name(qtbot, tm, seat: int) -> None:
    """A tap on the player's name at the top of their area (not on a star)."""
    area = tm.table.areas[seat]
    qtbot.mouseClick(area, Qt.MouseButton.LeftButton, pos=QPoint(area.width() // 2, 12))


def type_then_enter(qtbot, tm, text: str) -> None:
    search = tm.strip.search
    tap(qtbot, search)
    qtbot.keyClick(search, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)  # over what was there
    qtbot.keyClicks(search, text)
    qtbot.keyClick(search, Qt.Key.Key_Return)


def test_an_event_the_rules_do_not_allow_now_is_refused_with_its_reason(qtbot, open_window):
    """Leo plays Rumour (an own-turn event) in Mia's turn, and Mia plays Lawyer (a reaction)
    with nothing to answer: the name typed and Enter say why not (T4, E1); before, the row
    said "nothing matches" and Enter did nothing, as if the app did not know the card."""
    main = open_window(size=(1366, 768))
    tm = start_table(main)
    c = main.controller
    before = len(c.record.moves)
    tap_name(qtbot, tm, 1)
    qtbot.waitUntil(lambda: tm.strip.adjust.text() == "Adjust Leo…")
    type_then_enter(qtbot, tm, "rum")
    qtbot.waitUntil(lambda: tm.strip.explain.isVisible())
    said = tm.strip.explain.text()
    assert "Mia's turn, not Leo's" in said and "rule T4" in said, said
    assert len(c.record.moves) == before, "nothing was entered"

    tap_name(qtbot, tm, 0)  # now Mia, in her own turn
    qtbot.waitUntil(lambda: not tm.strip.explain.isVisible())
    type_then_enter(qtbot, tm, "lawyer")
    qtbot.waitUntil(lambda: tm.strip.explain.isVisible())
    said = tm.strip.explain.text()
    assert "rule E1" in said, said
    assert len(c.record.moves) == before


def test_the_award_key_with_a_star_chosen_says_why_no_award_can_be_bought(qtbot, open_window):
    """Leo has bought this turn's award; he taps Cy and presses B: the note quotes the one
    award a turn (A4), not "Select the stars first", which was wrong with a star chosen."""
    main = open_window(size=(1366, 768))
    tm = start_table(main)
    c = main.controller
    tap(qtbot, tm.strip.end_turn)  # Mia's first turn: nothing done
    qtbot.waitUntil(lambda: tm.mode() == "draw")
    type_then_enter(qtbot, tm, "cy")
    tap(qtbot, tm.strip.event_button)
    qtbot.waitUntil(lambda: tm.mode() == "turn")
    tap(qtbot, star_card(tm, "s-bob"))
    qtbot.waitUntil(lambda: tm.strip.awards.keys() == ["a-cheap"])
    tap(qtbot, tm.strip.awards.chip("a-cheap"))
    qtbot.waitUntil(lambda: c.state.players[1].awards == ["a-cheap"])
    tap(qtbot, star_card(tm, "s-cy"))
    qtbot.waitUntil(lambda: tm.selected() == ["s-cy"])
    main.activateWindow()
    qtbot.waitUntil(main.isActiveWindow)
    qtbot.keyClick(main, Qt.Key.Key_B)
    qtbot.waitUntil(lambda: tm.strip.explain.isVisible())
    said = tm.strip.explain.text()
    assert "rule A4" in said and "Select the stars first" not in said, said
    assert c.state.players[1].awards == ["a-cheap"]


def test_after_a_table_game_the_result_offers_another_table_game(qtbot, open_window):
    """The players end their table game by agreement; the result page's first button starts
    another table game (the New table game dialog, Ctrl+Shift+N), not a digital game with
    computer seats, which "New game…" opened."""
    main = open_window(size=(1366, 768))
    start_table(main)
    main.menus.actions["agree"].trigger()  # Play → End by agreement…
    question = main.dialogs.question
    qtbot.waitUntil(lambda: question.dialog is not None and question.dialog.isVisible())
    tap(qtbot, question.dialog.button(question.dialog.StandardButton.Yes))
    qtbot.waitUntil(lambda: main.stack.currentWidget() is main.result)
    first = main.result.buttons[0]
    assert first.text().startswith("New table game…") and "Ctrl+Shift+N" in first.text(), first.text()
    tap(qtbot, first)
    qtbot.waitUntil(lambda: shown(main.dialogs.new_table_game))
    assert not shown(main.dialogs.new_game)


def test_a_star_s_own_reaction_ability_is_the_first_answer_offered(qtbot, open_window):
    """With the demo box, Mia's Velvet Valentine outshines Leo's Ginger Grit, whose card
    says she reacts when targeted: her ability is the first answer on the row, in sight,
    before the reaction events Leo's hidden hand may hold (it was behind "+1 more")."""
    from redlight_app.engine.state import Options
    from redlight_app.gui.table_mode.hook import start_table_game
    main = open_window(size=(1366, 768))
    tm = start_table_game(main, {"cardset_id": main.storage.demo_cardset_id, "names": ["Mia", "Leo"],
                                 "first_player": 0, "dealt_stars": ["s-velvet-valentine", "s-ginger-grit"],
                                 "options": Options()})
    tap(qtbot, star_card(tm, "s-velvet-valentine"))
    tap(qtbot, star_card(tm, "s-ginger-grit"))
    qtbot.waitUntil(lambda: tm.mode() == "respond")
    keys = tm.strip.chips.keys()
    assert keys and keys[0] == "ability:s-ginger-grit", keys
    tap(qtbot, tm.strip.chips.chip("ability:s-ginger-grit"))
    qtbot.waitUntil(lambda: any("Ginger Grit has +30 psyche" in line for line in main.log_view.lines()))
