"""return_award: "an award of their choice" is chosen by the player who gives it back."""
from __future__ import annotations

from redlight_app.engine.award_return import least_needed_award, returning_player
from redlight_app.engine.moves import EndTurn, PlayEvent

from .factory import award, event, fillers, film, rig, star

RECALL = {"do": "return_award", "target": "opponent"}


def game(held_by_rival, awards=None, effect=RECALL):
    return rig([star("s-a"), star("s-b")], [event("e-x", effect)] + fillers(8), [film("f-1")],
               awards or [award("a-1"), award("a-2"), award("a-3")], [["s-a"], ["s-b"]],
               [["e-x"], []], held=[[], held_by_rival])


def test_the_rival_holding_two_awards_is_the_one_who_chooses():
    g = game(["a-1", "a-2"])
    assert returning_player(g, PlayEvent(0, card="e-x", target_player=1)) == 1
    assert returning_player(g, PlayEvent(0, card="e-x")) == 1  # the only rival


def test_nobody_chooses_with_one_award_a_named_award_or_another_effect():
    assert returning_player(game(["a-1"]), PlayEvent(0, card="e-x", target_player=1)) is None
    g = game(["a-1", "a-2"])
    assert returning_player(g, PlayEvent(0, card="e-x", target_player=1,
                                    choice="a-2")) is None
    assert returning_player(g, EndTurn(0)) is None
    drawing = game(["a-1", "a-2"], effect={"do": "draw", "count": 1})
    assert returning_player(drawing, PlayEvent(0, card="e-x")) is None


def test_inside_a_combined_effect_too():
    g = game(["a-1", "a-2"], effect={"do": "all", "effects": [{"do": "draw", "count": 1}, RECALL]})
    assert returning_player(g, PlayEvent(0, card="e-x", target_player=1)) == 1


def test_a_computer_gives_back_what_it_needs_least():
    awards = [award("a-gold"), award("a-dud", frame="silver", counts=False),
              award("a-silver", frame="silver"), award("a-useful", effect={"do": "draw", "count": 1})]
    assert least_needed_award(game(["a-gold", "a-useful", "a-dud"], awards), 1) == "a-dud"
    assert least_needed_award(game(["a-gold", "a-silver"], awards), 1) == "a-silver"
    assert least_needed_award(game(["a-useful", "a-gold"], awards), 1) == "a-gold"


def test_headless_games_let_the_hit_player_choose_too():
    """Simulations and tournaments play return_award as the app does: the giver's choice,
    made by the session for a computer seat."""
    from session.rigged import rigged_session  # tests/session, beside this folder
    awards = [award("a-gold"), award("a-dud", frame="silver", counts=False), award("a-3")]
    session = rigged_session(game(["a-gold", "a-dud"], awards), computers=(0, 1))
    session.submit(PlayEvent(0, card="e-x", target_player=1))
    assert session.state.players[1].awards == ["a-gold"]  # the engine's default: a-gold
    assert session.record.moves[-1].choice == "a-dud"
