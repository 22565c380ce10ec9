"""A5: the player who reveals an award chooses its targets in a dialog that names the
award and its effect and offers every eligible target; a computer seat chooses itself."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel

from .cardsets import RAZZIES
from .driver import Driver, start

SEATS = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "bot", "level": "greedy"},
         {"name": "Cid", "kind": "bot", "level": "greedy"}]


def test_a5_the_human_who_revealed_an_award_clicks_its_target(open_window, qtbot, shots):
    window = open_window(bot_delay_ms=10_000)  # the computers do not act in this test
    d = Driver(qtbot, window)
    c = start(window, RAZZIES, SEATS)
    cid_star = c.state.players[2].table[0].card
    bob_star = c.state.players[1].table[0].card
    d.click(d.hand_card(c.state.players[0].hand[0]))  # Ann's Scout takes an award: a Razzie
    assert c.state.reveals and len(c.record.moves) == 1
    dialog = window.dialogs.reveal_targets.dialog
    assert dialog is not None and dialog.isVisible()
    from .test_keyboard_and_names import unnamed
    assert unnamed(dialog) == [], "every control of the dialog has a name a screen reader reads"
    intro = dialog.findChild(QLabel, "reveal-targets-intro").text()
    assert intro.startswith("Ann, you revealed the award Razzie.")
    assert dialog.findChild(QLabel, "reveal-targets-effect").text() == \
        "Its effect: Discard a star of a rival."
    assert dialog.choices == [(bob_star, None), (cid_star, None)]
    labels = [b.text() for b in dialog.buttons]
    assert labels[0].startswith("Bob's ") and labels[1].startswith("Cid's ")
    assert "psyche 90" in labels[1]
    assert dialog.buttons[1].accessibleName().startswith("Aim Razzie at Cid's ")
    qtbot.wait(30)
    dialog.grab().save(str(shots / "reveal-targets.png"))
    window.grab().save(str(shots / "reveal-targets-window.png"))
    dialog.reject()  # Esc does not get her out of it
    assert dialog.isVisible() and c.state.reveals
    d.click(dialog.buttons[1])
    assert not c.state.reveals
    move = c.record.moves[-1]
    assert (move.type, move.player, move.target) == ("choose_targets", 0, cid_star)
    assert c.state.players[2].table == [] and [s.card for s in c.state.players[1].table] == [bob_star]
    assert any(line.startswith("Ann aimed Razzie at ") for line in window.log_view.lines())


def test_a5_a_computer_who_revealed_an_award_chooses_by_itself(open_window, qtbot):
    window = open_window(bot_delay_ms=5)
    d = Driver(qtbot, window)
    c = start(window, RAZZIES, SEATS)
    d.click(d.hand_card(c.state.players[0].hand[0]))
    d.click(window.dialogs.reveal_targets.dialog.buttons[0])
    d.click(d.button("end_turn"))
    qtbot.waitUntil(lambda: any(m.type == "choose_targets" and m.player == 1
                                for m in c.record.moves), timeout=20000)
    assert window.dialogs.reveal_targets.dialog is None  # nothing was asked of Ann


def test_a5_r1_an_award_a_reaction_reveals_is_aimed_in_the_dialog_while_the_window_waits(
        open_window, qtbot, shots):
    from redlight_app.engine.moves import Outshine

    from .cardsets import GRABS
    window = open_window()
    d = Driver(qtbot, window)
    c = start(window, GRABS, [{"name": name, "kind": "human"} for name in NAMES])
    assert d.pass_curtain() == "Pass to Ann"
    ann, bob, cid = (c.state.players[i].table[0].card for i in range(3))
    assert c.submit(Outshine(0, ann, bob)) is None  # Bob may answer: he holds Grabs
    assert d.pass_curtain() == "Pass to Bob"
    d.click(d.hand_card(c.state.players[1].hand[0]))  # a Grab takes an award: a Razzie
    assert c.state.reveals and c.state.window is not None and c.state.window.seat == 1
    dialog = window.dialogs.reveal_targets.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.findChild(QLabel, "reveal-targets-intro").text().startswith(
        "Bob, you revealed the award Razzie.")
    assert dialog.choices == [(ann, None), (cid, None)]
    qtbot.wait(30)
    window.grab().save(str(shots / "reveal-targets-in-window.png"))
    dialog.grab().save(str(shots / "reveal-targets-in-window-dialog.png"))
    d.click(dialog.buttons[1])
    # Cid's star goes at once (no window for him), and Bob's own window goes on
    assert c.state.players[2].table == [] and not c.state.reveals
    assert c.state.window is not None and c.state.window.seat == 1
    assert c.acting_seat() == 1


NAMES = ["Ann", "Bob", "Cid"]
