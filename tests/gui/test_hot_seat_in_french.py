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


def test_a_name_after_de_is_elided_as_french_writes_it(open_window, qtbot):
    """Ann and Éva at one laptop: the curtain read "C'est au tour de Éva", the banner "Tour
    de Ann" and the hand's title "Main de Éva". French writes "d'" before a vowel; before
    Bob or Honey (an h in a name keeps its "de") nothing changes."""
    window = open_window()
    window.set_language("fr")
    try:
        d = Driver(qtbot, window)
        start(window, REVIEWS, [{"name": "Ann", "kind": "human"}, {"name": "Éva", "kind": "human"}])
        d.pass_curtain()
        page = window.table
        qtbot.waitUntil(lambda: page.view is not None and page.view.bottom == 0)
        assert "Tour d'Ann" in page.banner.plain(), page.banner.plain()
        assert page.hand_title.text().startswith("Main d'Ann — "), page.hand_title.text()
        d.click(d.button("end_turn"))
        assert window.curtain.cover.text.text().startswith("C'est au tour d'Éva."), \
            window.curtain.cover.text.text()
        d.pass_curtain()
        qtbot.waitUntil(lambda: page.view is not None and page.view.bottom == 1)
        assert "Tour d'Éva" in page.banner.plain(), page.banner.plain()
        assert page.hand_title.text().startswith("Main d'Éva — "), page.hand_title.text()
        d.click(d.button("end_turn"))
        assert window.curtain.cover.text.text().startswith("C'est au tour d'Ann.")
    finally:
        window.set_language("system")


def test_the_logs_sentences_elide_before_a_vowel_in_french_only(qtbot):
    """The log's outshine sentence with Ann's and Éva's stars, then Bob's and Honey's; in
    English it is as it was."""
    from redlight_app.engine.narrate import narrate

    from .cardsets import DIVAS
    first, second = sorted(c for c, card in DIVAS.cards.items() if card.kind == "star")[:2]
    entry = {"type": "outshone", "seat": 0, "star": first, "owner": 1, "target": second,
             "charisma": 60, "psyche": 50}
    star, target = DIVAS.cards[first].name, DIVAS.cards[second].name

    def said(names):
        return narrate(entry, names, DIVAS, i18n.engine_text, i18n.card_name, i18n.fill)

    i18n.install("fr")
    try:
        assert said(["Ann", "Éva"]).startswith(f"{star} d'Ann a éclipsé {target} d'Éva (")
        assert said(["Bob", "Honey"]).startswith(f"{star} de Bob a éclipsé {target} de Honey (")
    finally:
        i18n.install("en")
    assert said(["Ann", "Éva"]).startswith(f"Ann's {star} outshone Éva's {target} (")
