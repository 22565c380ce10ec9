"""A hot-seat evening in French: what the players read on the curtain, in the response
panel and on the result page is whole, natural French."""
from __future__ import annotations

from redlight_app.gui import i18n
from redlight_app.gui.widgets.result_page import ResultPage, ResultRow

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


def test_the_curtain_says_whose_turn_it_is_in_natural_french(open_window, qtbot):
    window = open_window()
    window.set_language("fr")
    try:
        d = Driver(qtbot, window)
        start(window, REVIEWS, FRIENDS)
        assert d.pass_curtain() == "Passez à Ann"
        d.click(d.button("end_turn"))
        assert window.curtain.cover.text.text().startswith("C'est au tour de Chloé.")
    finally:
        window.set_language("system")


def test_a_player_out_of_the_game_is_marked_without_a_gender(qtbot):
    """Chloé left the showdown: the result page does not call her "éliminé"."""
    i18n.install("fr")
    try:
        page = ResultPage()
        qtbot.addWidget(page)
        rows = [ResultRow("Ann", 4, 4, 2, 0, False), ResultRow("Chloé", 3, 3, 0, 0, True)]
        page.set_result(["Ann", "Chloé"], [0], "showdown", rows, [(1, [0, 0]), (9, [4, 3])], 9)
        assert "Chloé (hors jeu)</td>" in page.summary.text()
        assert "Chloé (hors jeu)" in page.summary.accessibleDescription()
        assert "éliminé" not in page.summary.text() + page.summary.accessibleDescription()
        said = page.summary.accessibleDescription()
        assert ":" in said and all(said[i - 1] == "\u00a0" for i, ch in enumerate(said) if ch == ":"), said
    finally:
        i18n.install("en")
