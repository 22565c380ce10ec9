"""The award's costs a player is told are the game's: the rule quoted under an A3 refusal
names the cost row the award deck shows (the card set's, not RULES.md's default 4, 4, 6, 8),
and the award deck says when the turn's one purchase (A4) is used."""
from __future__ import annotations

import pytest

from redlight_app.engine.cards import load_cardset
from redlight_app.gui import i18n
from redlight_app.gui.rulebook import rulebook

from .driver import Driver, start

HOTSEAT = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]


def dear_awards(costs: list[int]):
    """Lone stars of fame 1 that can afford no award of this set's row."""
    return load_cardset({
        "format": "redlight-cardset/1", "name": "Dear awards", "award_costs": costs,
        "stars": [{"id": "s-star", "name": "Star", "psyche": 90, "charisma": 10, "fame": 1,
                   "ability": None, "copies": 12}],
        "events": [{"id": "e-card", "name": "Notes", "phase": "own_turn", "copies": 30,
                    "effect": {"do": "manual"}, "text": "Settle it."}],
        "films": [{"id": "f-film", "name": "The Film", "color": "blue", "bonus": 1,
                   "fame_required": 3, "copies": 10}],
        "awards": [{"id": "a-award", "name": "Award", "frame": "gold", "costs": None,
                    "reveal_on_draw": False, "counts_toward_win": True, "effect": None,
                    "copies": 10}],
    })


def buy_with(d: Driver, stars: list[str]) -> None:
    for star in stars:
        d.click(d.star(star))
    d.click(d.w.bar.buttons["buy_award"])


def award_deck_lines(window) -> list[str]:
    return list(window.table.award_deck.lines)


def test_the_refused_award_quotes_the_demo_sets_cost_row_and_the_deck_says_bought(
        open_window, qtbot, shots):
    window = open_window(size=(1280, 720))
    d = Driver(qtbot, window)
    assert window.games.start_game({"seats": HOTSEAT, "cardset_id": window.storage.demo_cardset_id,
                                    "seed": 1, "first_player": 0})
    c = window.controller
    d.pass_curtain()
    cards = c.state.cardset
    star = c.state.players[0].table[0].card
    assert cards.cards[star].fame == 2 and list(cards.award_costs) == [2, 3, 4, 5]
    assert [list(cards.award_cost_row(a)) for a in c.state.awards[:2]] == [[2, 3, 4, 5]] * 2
    assert award_deck_lines(window)[0] == "fame 2 for Ann"
    buy_with(d, [star])  # the first award costs 2: bought
    assert len(c.state.players[0].awards) == 1
    # A4: the one purchase of the turn is used; the deck no longer offers the next cost
    lines = award_deck_lines(window)
    assert lines[0] == "Ann: bought this turn", lines
    assert "fame 3 for Ann" not in " ".join(lines)
    assert lines[1] == "(row 2\u00a0·\u00a03\u00a0·\u00a04\u00a0·\u00a05)"  # the row stays in sight
    qtbot.wait(60)
    window.grab().save(str(shots / "award-deck-bought-this-turn.png"))
    d.click(window.bar.buttons["end_turn"])
    d.pass_curtain()
    assert award_deck_lines(window)[0] == "fame 2 for Bob"  # Bob's own turn: his cost
    d.click(window.bar.buttons["end_turn"])
    d.pass_curtain()
    assert award_deck_lines(window)[0] == "fame 3 for Ann"  # a new turn, a purchase again
    buy_with(d, [star])  # the second costs 3; she has 2
    text = window.bar.explain.text()
    assert "Total fame 2 does not reach the 3 your next award costs." in text
    assert "rule:A3" in text
    assert "2, 3, 4, 5" in text and "4, 4, 6, 8" not in text, text
    qtbot.wait(60)
    window.grab().save(str(shots / "award-refusal-demo-costs.png"))


def test_the_refused_award_quotes_the_row_of_a_set_with_other_costs(open_window, qtbot):
    window = open_window()
    d = Driver(qtbot, window)
    c = start(window, dear_awards([3, 5, 7, 9]), HOTSEAT)
    d.pass_curtain()
    buy_with(d, [c.state.players[0].table[0].card])
    text = window.bar.explain.text()
    assert "Total fame 1 does not reach the 3 your next award costs." in text
    assert "the top award's row is 3, 5, 7, 9" in text, text
    assert "4, 4, 6, 8" not in text and "default row" not in text


@pytest.mark.parametrize("lang", ["de", "fr", "it"])
def test_the_quoted_cost_row_is_the_games_in_every_language(qapp, lang):
    i18n.install(lang)
    try:
        book = rulebook(lang)
        assert "4, 4, 6, 8" in book.text("A3")  # the rules dock keeps RULES.md's default row
        quoted = book.text("A3", (2, 3, 4, 5), (2, 3, 4, 5))
        assert "2, 3, 4, 5" in quoted and "4, 4, 6, 8" not in quoted, quoted
        assert "top award's row" not in quoted, "said in the language in use"
        emptied = book.text("A3", None, (3, 5, 7, 9))  # no award left: the set's own row
        assert "3, 5, 7, 9" in emptied and "4, 4, 6, 8" not in emptied, emptied
    finally:
        i18n.install("en")
