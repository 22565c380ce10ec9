"""Hot-seat: what one player did at the screen tells the next one nothing of their hand."""
from __future__ import annotations

from .cardsets import DIVAS
from .driver import Driver, start


def test_a_refusal_naming_a_card_of_the_hand_is_gone_when_the_next_player_looks(open_window, qtbot):
    """Ann clicks her Lawyer, a reaction, on her own turn: the status bar says why not,
    naming it. She ends her turn and Bob takes the laptop: he reads nothing of her card."""
    window = open_window()
    d = Driver(qtbot, window)
    c = start(window, DIVAS, [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}])
    d.pass_curtain()
    d.click(d.hand_card(c.state.players[0].hand[0]))
    assert window.statusBar().currentMessage().startswith("Not possible: Lawyer is a reaction")
    d.click(d.button("end_turn"))
    assert d.pass_curtain() == "Pass to Bob"
    assert "Lawyer" not in window.statusBar().currentMessage()
    assert "Lawyer" not in window.bar.explain.text()
