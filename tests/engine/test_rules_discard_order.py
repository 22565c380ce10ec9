"""E2 (rules version 4): a reaction resolves at once and reaches the discard pile before the
card it answered; a cancelled card reaches the pile when its window closes, on top of the
reactions played in it. A5 in the same version: each named target that fits a revealed award
is kept, and awards one reaction reveals are chosen in the order drawn. Games of earlier
versions replay as recorded."""
from __future__ import annotations

from redlight_app.engine.invariants import places
from redlight_app.engine.state import RULES_CURRENT, RULES_REACTIONS_DISCARDED_FIRST, GameState
from redlight_app.engine.view import view

from .factory import award, do, event, fillers, film, rig, star, table

HIT = event("e-hit", {"do": "modify", "stat": "psyche", "amount": -10, "target": "opponent_star",
                      "until": "end_of_turn"})
TABLOID = event("e-tabloid", {"do": "discard_star", "target": "opponent_star"})
PROTECT = event("e-protect", {"do": "protect"}, "reaction")
DENIAL = event("e-denial", {"do": "cancel_event"}, "reaction")
THICK = event("e-thick", {"do": "modify", "stat": "psyche", "amount": 40, "target": "own_star",
                          "until": "end_of_turn"}, "reaction")
GRAB = event("e-grab", {"do": "take_award"}, "reaction")
TWO_GRAB = event("e-two-grab", {"do": "all", "effects": [{"do": "take_award"}, {"do": "take_award"}]},
                 "reaction")
RAZZ = award("a-razz", reveal=True, counts=False, effect={"do": "discard_star", "target": "opponent_star"})
AUDIT = award("a-audit", reveal=True, counts=False,
              effect={"do": "discard_random", "target": "opponent", "count": 1})
STARS = [star("s-a"), star("s-a2"), star("s-b", psyche=60), star("s-c")]


def two(hands, version: int | None = None, held=None, awards=None, order=None) -> GameState:
    options = {"rules_version": version} if version is not None else None
    awards = awards or [award("a-1")]
    return rig(STARS[:3], [HIT, TABLOID, PROTECT, DENIAL, THICK, GRAB] + fillers(8), [film("f-1")],
               awards, [["s-a", "s-a2"], ["s-b"]], hands, held=held, options=options,
               award_order=order)


def test_new_games_follow_rules_version_4():
    assert RULES_CURRENT == RULES_REACTIONS_DISCARDED_FIRST == 4


def test_e2_a_protect_lies_under_the_card_it_cancelled():
    g = two([["e-tabloid"], ["e-protect"]])
    do(g, "play_event", 0, card="e-tabloid", target="s-b")
    do(g, "play_event", 1, card="e-protect")
    assert g.discard == ["e-protect", "e-tabloid"] and table(g, 1) == ["s-b"]


def test_e2_a_cancelled_card_lies_on_top_of_every_reaction_played_in_its_window():
    g = two([["e-hit"], ["e-thick", "e-denial"]])
    do(g, "play_event", 0, card="e-hit", target="s-b")
    do(g, "play_event", 1, card="e-thick", target="s-b")
    assert g.discard == ["e-thick"]  # resolved at once, while the window stays open
    do(g, "play_event", 1, card="e-denial")
    assert g.discard == ["e-thick", "e-denial", "e-hit"] and g.window is None


def test_e2_a_card_that_resolves_lies_on_top_of_the_reactions_too():
    g = two([["e-hit"], ["e-thick", "e-f1"]])
    do(g, "play_event", 0, card="e-hit", target="s-b")
    do(g, "play_event", 1, card="e-thick", target="s-b")
    assert g.discard == ["e-thick", "e-hit"]


def test_e2_rules_version_3_games_replay_with_the_cancelled_card_first():
    g = two([["e-hit"], ["e-thick", "e-denial"]], version=3)
    do(g, "play_event", 0, card="e-hit", target="s-b")
    do(g, "play_event", 1, card="e-thick", target="s-b")
    do(g, "play_event", 1, card="e-denial")
    assert g.discard == ["e-thick", "e-hit", "e-denial"]


def test_e2_v7_a_reaction_that_wins_lies_under_the_card_it_answered():
    g = two([["e-hit"], ["e-grab"]], held=[[], ["a-1", "a-2", "a-3"]],
            awards=[award(f"a-{i}") for i in range(1, 5)], order=["a-4"])
    do(g, "play_event", 0, card="e-hit", target="s-b")
    do(g, "play_event", 1, card="e-grab")
    assert g.status == "over" and g.winners == [1] and g.discard == ["e-grab", "e-hit"]


def three(hands, version: int | None = None, order=("a-razz", "a-1")) -> GameState:
    options = {"rules_version": version} if version is not None else None
    awards = [RAZZ, AUDIT] + [award(f"a-{i}") for i in range(1, 6)]
    rest = [a["id"] for a in awards if a["id"] not in order]
    return rig(STARS, [HIT, GRAB, TWO_GRAB, PROTECT] + fillers(8), [film("f-1")], awards,
               [["s-a", "s-a2"], ["s-b"], ["s-c"]], hands, award_order=[*order, *rest],
               players=["Ann", "Bob", "Cid"], options=options)


def test_e2_a5_a_reaction_waits_face_up_while_the_award_it_revealed_waits_for_its_targets():
    g = three([["e-hit"], ["e-grab"], []])
    do(g, "play_event", 0, card="e-hit", target="s-b")
    do(g, "play_event", 1, card="e-grab")
    assert g.window is not None and g.window.resolving == "e-grab" and g.discard == []
    assert view(g, 0)["window"]["resolving"] == "e-grab"  # played face up: public
    assert places(g)["e-grab"] == 1  # one place: the window
    saved = GameState.from_dict(g.to_dict(), g.cardset)
    assert saved.window is not None and saved.window.resolving == "e-grab"
    assert g.copy().window.resolving == "e-grab"
    do(g, "choose_targets", 1, target="s-c")
    assert g.discard == ["s-c", "e-grab", "e-hit"] and g.window is None
    assert "resolving" not in g.to_dict()["players"][0]


def test_a5_each_named_target_that_fits_is_kept():
    g = three([["e-hit", "e-f2"], ["e-two-grab"], ["e-f1"]], order=("a-audit", "a-razz", "a-1", "a-2"))
    do(g, "play_event", 0, card="e-hit", target="s-b")
    do(g, "play_event", 1, card="e-two-grab", reveal_target="s-a2", reveal_target_player=2)
    assert table(g, 0) == ["s-a"] and g.players[2].hand == [] and g.players[0].hand == ["e-f2"]


def test_a5_rules_version_3_dropped_both_named_targets_when_one_did_not_fit():
    g = three([["e-hit", "e-f2"], ["e-two-grab"], ["e-f1"]], version=3,
              order=("a-audit", "a-razz", "a-1", "a-2"))
    do(g, "play_event", 0, card="e-hit", target="s-b")
    do(g, "play_event", 1, card="e-two-grab", reveal_target="s-a2", reveal_target_player=2)
    # the first eligible of each: Ann's first star, Ann's hand
    assert table(g, 0) == ["s-a2"] and g.players[2].hand == ["e-f1"] and g.players[0].hand == []


def test_a5_two_awards_one_reaction_reveals_are_chosen_in_the_order_drawn():
    g = three([["e-hit"], ["e-two-grab"], []], order=("a-razz", "a-audit", "a-1", "a-2"))
    g.players[0].hand.append("e-f1")  # the Audit has two rivals to choose from as well
    g.players[2].hand.append("e-f2")
    do(g, "play_event", 0, card="e-hit", target="s-b")
    do(g, "play_event", 1, card="e-two-grab")
    assert [p.source for p in g.reveals] == ["a-razz", "a-audit"]
    assert g.window is not None and g.window.resolving == "e-two-grab"
    do(g, "choose_targets", 1, target="s-c")
    assert g.window.resolving == "e-two-grab" and g.discard == ["s-c"]
    do(g, "choose_targets", 1, target_player=2)
    assert g.discard == ["s-c", "e-f2", "e-two-grab", "e-hit"] and g.window is None


def test_a5_rules_version_3_put_the_second_award_first():
    g = three([["e-hit"], ["e-two-grab"], []], version=3, order=("a-razz", "a-audit", "a-1", "a-2"))
    g.players[0].hand.append("e-f1")
    g.players[2].hand.append("e-f2")
    do(g, "play_event", 0, card="e-hit", target="s-b")
    do(g, "play_event", 1, card="e-two-grab")
    assert [p.source for p in g.reveals] == ["a-audit", "a-razz"]
