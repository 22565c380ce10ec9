"""A hot-seat evening in French: what the players read on the curtain, in the response
panel and on the result page is whole, natural French."""
from __future__ import annotations

from redlight_app.gui import i18n

from .cardsets import cardset
from .driver import Driver, start

REVIEW = {"name": "Scathing Review", "phase": "own_turn", "text": "A rival star has -30 psyche.",
          "effect": {"do": "modify", "stat": "psyche", "amount": -30, "target": "opponent_star",
                     "until": "end_of_turn"}}
REVIEWS = cardset({"psyche": 50, "charisma": 40, "fame": 1}, REVIEW, name="Reviews")

FRIENDS = [{"name": "Ann", "kind": "human"}, {"name": "Chloé", "kind": "human"}]


def test_the_card_a_player_may_respond_to_is_written_with_french_spacing(open_window, qtbot):
    window = open_window(bot_delay_ms=10_000)
    window.set_language("fr")
    try:
        d = Driver(qtbot, window)
        c = start(window, REVIEWS, FRIENDS, always_ask_reactions=True)
        d.pass_curtain()
        d.click(d.hand_card(c.state.players[0].hand[0]))  # a Scathing Review at Chloé's star
        d.click(d.star(c.state.players[1].table[0].card))
        assert window.curtain.cover.isVisible()
        d.pass_curtain()  # Chloé takes the laptop: she may respond
        panel = window.table.respond_panel
        qtbot.waitUntil(panel.isVisible)
        assert panel.card.text() == "Scathing Review\u00a0: A rival star has -30 psyche."
    finally:
        window.set_language("system")
    assert i18n.current() == "en"
