"""return_award: the player who gives an award back chooses which (CARDSET.md), behind the
hot-seat curtain; a computer gives back the one it needs least."""
from __future__ import annotations

from redlight_app.engine.moves import EndTurn, PlayAward, PlayEvent

from .cardsets import RECALLS
from .driver import Driver, start

HOTSEAT = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]


def windfall(d, c, seat):
    d.click(d.hand_card(c.state.players[seat].hand[0]))
    assert len(c.state.players[seat].awards) == 2


def test_the_player_giving_an_award_back_chooses_it_behind_the_curtain(open_window, qtbot, shots):
    window = open_window()
    d = Driver(qtbot, window)
    c = start(window, RECALLS, HOTSEAT)
    assert d.pass_curtain() == "Pass to Ann"
    windfall(d, c, 0)
    d.click(d.button("end_turn"))
    assert d.pass_curtain() == "Pass to Bob"
    windfall(d, c, 1)
    kept, given = c.state.players[0].awards
    moves_before = len(c.record.moves)
    d.click(d.hand_card(c.state.players[1].awards[0]))  # Bob plays a Recall Notice at Ann
    # nothing happens until Ann has chosen; the screen passes to her first
    assert len(c.record.moves) == moves_before and c.awaiting is not None
    assert window.curtain.cover.isVisible()
    assert "Ann gives back an award of their choice." in window.curtain.cover.text.text()
    assert window.dialogs.give_back.dialog is None or not window.dialogs.give_back.dialog.isVisible()
    assert d.pass_curtain() == "Pass to Ann"
    dialog = window.dialogs.give_back.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.list.count() == 2
    # behind her dialog the action bar says what she does now (it said "Waiting for Bob.")
    qtbot.waitUntil(lambda: window.bar.prompt.text() == "Choose the award you give back.", timeout=3000)
    qtbot.wait(30)
    dialog.grab().save(str(shots / "give-back.png"))
    dialog.reject()  # Esc does not get her out of it
    assert dialog.isVisible() and c.awaiting is not None
    dialog.select(given)
    d.click(dialog.give)
    assert c.awaiting is None
    assert c.state.players[0].awards == [kept]
    assert given in c.state.awards[-2:]  # under the deck, with Bob's played card (E4)
    move = c.record.moves[-1]
    assert (move.type, move.player, move.choice) == ("play_award", 1, given)
    assert "Ann put Recall Notice under the award deck." in window.log_view.lines()
    assert d.pass_curtain() == "Pass to Bob"  # and the screen goes back to Bob
    # undo takes back Bob's card, and the choice with it; the stored game replays the same
    window.controller.undo()
    assert len(c.state.players[0].awards) == 2 and len(c.state.players[1].awards) == 2


def test_a_computer_target_gives_back_by_itself(open_window, qtbot):
    window = open_window(bot_delay_ms=10_000)  # Bob's own turn is not part of this
    d = Driver(qtbot, window)
    c = start(window, RECALLS, [{"name": "Ann", "kind": "human"},
                       {"name": "Bob", "kind": "bot", "level": "greedy"}])
    # Bob's two awards come from the engine's own moves: his Windfall on his turn
    d.click(d.button("end_turn"))  # Ann takes her awards later
    bob_windfall = c.state.players[1].hand[0]
    assert c.submit(PlayEvent(1, card=bob_windfall), by_computer=True) is None
    assert c.submit(EndTurn(1), by_computer=True) is None
    first, second = c.state.players[1].awards
    windfall(d, c, 0)  # Ann now holds two as well, and plays one at Bob
    d.click(d.hand_card(c.state.players[0].awards[0]))
    assert c.awaiting is None and window.dialogs.give_back.dialog is None
    assert len(c.state.players[1].awards) == 1
    assert c.record.moves[-1].choice in (first, second)


def test_a_computer_card_asks_the_human_it_hits(open_window, qtbot):
    window = open_window(bot_delay_ms=10_000)  # Bob's moves are made here, as the bot's
    d = Driver(qtbot, window)
    c = start(window, RECALLS, [{"name": "Ann", "kind": "human"},
                       {"name": "Bob", "kind": "bot", "level": "greedy"}])
    windfall(d, c, 0)
    d.click(d.button("end_turn"))
    assert c.submit(PlayEvent(1, card=c.state.players[1].hand[0]),
                    by_computer=True) is None
    kept, given = c.state.players[0].awards
    assert c.submit(PlayAward(1, card=c.state.players[1].awards[0],
                         target_player=0), by_computer=True) is None
    assert c.awaiting is not None and not window.curtain.cover.isVisible()  # one human: no curtain
    dialog = window.dialogs.give_back.dialog
    assert dialog is not None and dialog.isVisible()
    dialog.select(given)
    d.click(dialog.give)
    assert c.state.players[0].awards == [kept]
    assert c.record.moves[-1].choice == given
    assert c.record.moves[-1].player == 1  # recorded as the computer's move


def test_a5_an_award_revealed_on_draw_asks_its_giver_too(open_window, qtbot, shots):
    from .cardsets import INQUIRIES
    window = open_window()
    d = Driver(qtbot, window)
    c = start(window, INQUIRIES, HOTSEAT, seed=3)
    assert [a.split("#")[0] for a in c.state.awards[:3]] == ["a-trophy", "a-trophy", "a-inquiry"]
    assert d.pass_curtain() == "Pass to Ann"
    windfall(d, c, 0)  # Ann takes two trophies
    d.click(d.button("end_turn"))
    assert d.pass_curtain() == "Pass to Bob"
    moves_before = len(c.record.moves)
    d.click(d.hand_card(c.state.players[1].hand[0]))  # Bob's Windfall reveals an Inquiry
    assert len(c.record.moves) == moves_before and c.awaiting is not None
    assert "Ann gives back an award of their choice." in window.curtain.cover.text.text()
    assert d.pass_curtain() == "Pass to Ann"
    dialog = window.dialogs.give_back.dialog
    assert dialog is not None and dialog.isVisible() and dialog.list.count() == 2
    # the Inquiry is on no table and in no log line yet: the dialog says where it comes
    # from (Bob's Windfall drew it) and shows its face
    from PySide6.QtWidgets import QLabel
    words = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert "Bob's Windfall drew the award Inquiry from the award deck" in words, words
    face = dialog.findChild(QLabel, "give-back-revealed")
    assert face is not None and face.isVisible() and face.text().startswith("Inquiry")
    assert not any("Inquiry" in line for line in window.log_view.lines())
    from .test_keyboard_and_names import unnamed
    assert unnamed(dialog) == [], "every control of the dialog has a name a screen reader reads"
    qtbot.wait(30)
    dialog.grab().save(str(shots / "give-back-revealed.png"))
    kept, given = c.state.players[0].awards
    dialog.select(given)
    d.click(dialog.give)
    assert c.state.players[0].awards == [kept]
    move = c.record.moves[-1]
    assert (move.type, move.player, move.reveal_choice) == ("play_event", 1, given)


def test_each_award_in_the_list_reads_whole_at_a_larger_system_font(system_font, qtbot,
                                                                   shots):
    """At 125% system font, in Italian, the second award's text ended "va in fondo al mazzo
    d…": Qt sized the row for wider lines than it drew. Each row holds its words now."""
    from PySide6.QtCore import QRect, Qt

    from redlight_app.gui import i18n
    from redlight_app.gui.dialogs.give_back import GiveBackDialog
    system_font(1.25)
    i18n.install("it")
    try:
        dialog = GiveBackDialog("Anna", "Revisione dell'Academy di Cyber Cleo", [
            ("a1", "Miglior intesa sullo schermo",
             "Condiviso con un collega mai incontrato fuori dal set."),
            ("a2", "Interpretazione rivelazione",
             "Si gioca dalla mano come un evento del proprio turno: il film in cima va a una "
             "delle tue star, senza fama richiesta. Poi il premio va in fondo al mazzo dei "
             "premi.")])
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitUntil(dialog.isVisible)
        qtbot.wait(30)
        dialog.grab().save(str(shots / "give-back-it-125.png"))
        lst = dialog.list
        metrics = lst.fontMetrics()
        for row in range(lst.count()):
            item = lst.item(row)
            rect = lst.visualItemRect(item)
            # the words are drawn in the list's width, less its spacing and the style's margins
            drawn_in = lst.viewport().width() - 2 * lst.spacing() - 6
            words = metrics.boundingRect(QRect(0, 0, drawn_in, 100_000),
                                         Qt.TextFlag.TextWordWrap, item.text())
            assert rect.height() >= words.height(), (item.text(), rect, words)
            assert rect.bottom() <= lst.viewport().height(), "every award seen without scrolling"
    finally:
        i18n.install("en")
