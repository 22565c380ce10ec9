"""The give-back (return_award) met again and again in one app session, as players meet it:
three give-backs in one game and one more in a second game, each answered in a dialog made
for it, the event loop running between every action. (Issue 29: the second give-back once
found a dialog Qt had already deleted and ended the game with "Something went wrong".)"""
from __future__ import annotations

from PySide6.QtWidgets import QApplication, QDialog

from .cardsets import RECALLS
from .driver import Driver, start

HOTSEAT = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]


def shown_give_back(qtbot, window) -> QDialog:
    """The give-back box on screen, found as a person finds it: the open modal window."""
    found: list[QDialog] = []

    def up() -> bool:
        found[:] = [w for w in QApplication.topLevelWidgets()
                    if isinstance(w, QDialog) and w.objectName() == "give-back" and w.isVisible()]
        return len(found) == 1
    qtbot.waitUntil(up, timeout=5000)
    return found[0]


def play_windfall(qtbot, d, c, seat) -> None:
    before = len(c.state.players[seat].awards)
    d.click(d.hand_card(next(card for card in c.state.players[seat].hand
                             if card.startswith("e-windfall"))))
    qtbot.waitUntil(lambda: len(c.state.players[seat].awards) == before + 2)


def pass_to(qtbot, d, window, name) -> None:
    qtbot.waitUntil(lambda: window.curtain.covered() and window.curtain.cover.title.text() == f"Pass to {name}")
    d.pass_curtain()
    qtbot.waitUntil(lambda: not window.curtain.covered())


def recall(qtbot, d, window, c, hitter, giver) -> None:
    """`hitter` plays a Recall Notice at `giver`, who gives an award back in the dialog."""
    held = len(c.state.players[giver].awards)
    moves = len(c.record.moves)
    d.click(d.hand_card(next(a for a in c.state.players[hitter].awards
                             if a.startswith("a-recall"))))
    qtbot.waitUntil(lambda: c.awaiting is not None)
    pass_to(qtbot, d, window, c.names[giver])
    dialog = shown_give_back(qtbot, window)
    d.click(dialog.give)
    qtbot.waitUntil(lambda: len(c.record.moves) == moves + 1 and c.awaiting is None)
    assert len(c.state.players[giver].awards) == held - 1
    pass_to(qtbot, d, window, c.names[hitter])  # and the screen goes back to the hitter
    qtbot.waitUntil(lambda: not any(isinstance(w, QDialog) and w.objectName() == "give-back"
                                    for w in QApplication.topLevelWidgets()))


def end_turn(qtbot, d, window, c, nxt) -> None:
    d.click(d.button("end_turn"))
    pass_to(qtbot, d, window, c.names[nxt])


def test_three_give_backs_in_one_session_and_one_more_in_a_second_game(open_window, qtbot):
    window = open_window()
    d = Driver(qtbot, window)
    c = start(window, RECALLS, HOTSEAT)
    pass_to(qtbot, d, window, "Ann")
    play_windfall(qtbot, d, c, 0)  # Ann: two Recall Notices
    end_turn(qtbot, d, window, c, 1)
    play_windfall(qtbot, d, c, 1)  # Bob: two as well
    recall(qtbot, d, window, c, 1, 0)  # the first give-back: Ann (two awards to one)
    end_turn(qtbot, d, window, c, 0)
    play_windfall(qtbot, d, c, 0)  # Ann: three
    end_turn(qtbot, d, window, c, 1)
    play_windfall(qtbot, d, c, 1)  # Bob: three
    recall(qtbot, d, window, c, 1, 0)  # the second: Ann again (three to two)
    end_turn(qtbot, d, window, c, 0)
    recall(qtbot, d, window, c, 0, 1)  # the third: Bob (two to one)
    assert not window.findChildren(QDialog, "message"), "no error box on the way"

    window.games.close_game()  # a second game in the same app session
    qtbot.waitUntil(lambda: c.state is None)
    c = start(window, RECALLS, HOTSEAT, seed=2)
    pass_to(qtbot, d, window, "Ann")
    play_windfall(qtbot, d, c, 0)
    end_turn(qtbot, d, window, c, 1)
    play_windfall(qtbot, d, c, 1)
    recall(qtbot, d, window, c, 1, 0)
    assert c.failure is None and not window.findChildren(QDialog, "message")
