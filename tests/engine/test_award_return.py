"""return_award: "an award of their choice" is chosen by the player who gives it back."""
from __future__ import annotations

from redlight_app.engine.award_return import (
    least_needed_award,
    returning_cause,
    returning_player,
    with_given_back,
)
from redlight_app.engine.moves import BuyAward, ChooseTargets, EndTurn, PlayEvent
from redlight_app.engine.rules import apply
from redlight_app.engine.state import TABLE, UNKNOWN

from .factory import award, cardset_doc, event, fillers, film, rig, star

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


# A5: an award revealed on draw whose effect is return_award: the giver chooses too
INQUIRY = award("a-inquiry", reveal=True, counts=False, effect=RECALL)
GRAB = event("e-grab", {"do": "take_award"}, "reaction")
STRIKE = event("e-strike", {"do": "modify", "stat": "psyche", "amount": -10,
                            "target": "opponent_star", "until": "end_of_turn"})


def revealing(held, seats=2, hands=None):
    """Ann (fame 4) may buy the top award, a-inquiry (revealed on draw: return_award)."""
    stars = [star("s-a", fame=4), star("s-b"), star("s-c")][:seats]
    return rig(stars, [event("e-take", {"do": "take_award"}), GRAB, STRIKE] + fillers(8),
               [film("f-1")], [INQUIRY, award("a-1"), award("a-2"), award("a-3"), award("a-4")],
               [[s["id"]] for s in stars], hands or [["e-take"]] + [[]] * (seats - 1),
               held=held)  # the awards not held go to the award deck, a-inquiry on top


def test_a5_bought_reveal_with_one_rival_asks_that_rival_which_award_to_give_back():
    g = revealing([[], ["a-1", "a-2"]])
    buy = BuyAward(0, ("s-a",))
    assert returning_player(g, buy) == 1 and returning_cause(g, buy) == "a-inquiry"
    chosen = with_given_back(g, buy, "a-2")
    assert chosen == BuyAward(0, ("s-a",), choice="a-2") and returning_player(g, chosen) is None
    apply(g, chosen)
    assert g.players[1].awards == ["a-1"] and g.awards[-1] == "a-2"


def test_a5_without_a_named_award_the_first_held_goes_back():
    g = revealing([[], ["a-1", "a-2"]])
    apply(g, BuyAward(0, ("s-a",)))
    assert g.players[1].awards == ["a-2"]


def test_a5_nobody_is_asked_for_one_award_or_for_another_top_award():
    assert returning_player(revealing([[], ["a-1"]]), BuyAward(0, ("s-a",))) is None
    g = revealing([[], ["a-1", "a-2"]])
    g.awards.insert(0, g.awards.pop(g.awards.index("a-3")))  # a plain award on top
    assert returning_player(g, BuyAward(0, ("s-a",))) is None


def test_a5_award_taken_and_revealed_by_an_effect_asks_the_giver_in_reveal_choice():
    g = revealing([[], ["a-1", "a-2"]])
    take = PlayEvent(0, "e-take")
    assert returning_player(g, take) == 1 and returning_cause(g, take) == "a-inquiry"
    chosen = with_given_back(g, take, "a-2")
    assert chosen.reveal_choice == "a-2" and chosen.choice is None
    apply(g, chosen)
    assert g.players[1].awards == ["a-1"]


def test_a5_when_the_drawer_chooses_the_choose_targets_move_asks_the_giver():
    g = revealing([[], ["a-1", "a-2"], ["a-3", "a-4"]], seats=3)
    buy = BuyAward(0, ("s-a",))
    assert returning_player(g, buy) is None  # two rivals: the drawer chooses first
    apply(g, buy)
    aim = ChooseTargets(0, target_player=2)
    assert returning_player(g, aim) == 2 and returning_cause(g, aim) == "a-inquiry"
    apply(g, with_given_back(g, aim, "a-4"))
    assert g.players[2].awards == ["a-3"] and g.players[1].awards == ["a-1", "a-2"]


def test_a5_r1_award_revealed_by_a_reaction_asks_its_giver_too():
    g = revealing([["a-1", "a-2"], []], hands=[["e-strike"], ["e-grab"]])
    apply(g, PlayEvent(0, "e-strike", target="s-b"))
    assert g.window is not None and g.window.seat == 1
    grab = PlayEvent(1, "e-grab")
    assert returning_player(g, grab) == 0  # Ann gives back to Bob's revealed award
    apply(g, with_given_back(g, grab, "a-2"))
    assert g.players[0].awards == ["a-1"] and g.window is None


def test_a5_a_table_game_names_the_award_given_back_as_the_table_enters_it():
    from redlight_app.gui.table_mode.queries import award_given_back_by, with_award_given_back
    g = revealing([[], ["a-1", "a-2"]])
    g.chance = TABLE
    g.awards = [UNKNOWN] * len(g.awards)
    assert returning_player(g, BuyAward(0, ("s-a",), card="a-inquiry")) is None  # the table's
    bought = BuyAward(0, ("s-a",), card="a-inquiry")
    assert award_given_back_by(g, bought) == 1
    assert award_given_back_by(g, BuyAward(0, ("s-a",), card="a-3")) is None
    assert with_award_given_back(g, bought, "a-2").choice == "a-2"


def test_a5_scenarios_name_the_award_given_back_to_a_revealed_award_or_give_the_first():
    from redlight_app.engine.scenario import run_scenario
    doc = cardset_doc([star("s-a", fame=4), star("s-b")], fillers(8), [film("f-1")],
                      [INQUIRY, award("a-1"), award("a-2"), award("a-3")])

    def run(action):
        result = run_scenario({
            "format": "redlight-scenario/1", "cardset": doc, "players": ["Ann", "Bob"],
            "first_player": 0, "deal": {"tables": [["s-a"], ["s-b"]], "hands": [[], []],
                                        "awards": [[], ["a-1", "a-2"]]},
            "main": [f"e-f{i}" for i in range(1, 9)], "films": ["f-1"],
            "awards": ["a-inquiry", "a-3"], "actions": [action]})
        assert result["results"] == ["ok"]
        return result["state"]["players"][1]["awards"]
    buy = {"type": "buy_award", "player": 0, "stars": ["s-a"]}
    assert run({**buy, "choice": "a-2"}) == ["a-1"]
    assert run(buy) == ["a-2"]  # the documented default: the first held goes back
