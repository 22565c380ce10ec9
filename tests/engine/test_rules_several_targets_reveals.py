"""R1 with several targeted players, A5 reveals answered like played cards, A9 reaction
triggers and passive target kinds (RULES.md readings of issue 13)."""
from __future__ import annotations

from dataclasses import replace

from redlight_app.engine.narrate import narrate
from redlight_app.engine.rules import legal_moves
from redlight_app.engine.values import psyche

from .factory import award, do, event, fillers, film, refused, rig, star, table

PROTECT = event("e-protect", {"do": "protect"}, "reaction")
SHIELD = event("e-shield", {"do": "modify", "stat": "psyche", "amount": 50, "target": "own_star",
                            "until": "end_of_turn"}, "reaction")
# one card aimed at two players: a star of one, the hand of another
SCANDAL = event("e-scandal", {"do": "all", "effects": [
    {"do": "discard_star", "target": "opponent_star"},
    {"do": "discard_random", "target": "opponent", "count": 3}]})
STARS = [star("s-a", charisma=90, fame=4), star("s-b"), star("s-c"), star("s-d")]


def three(hands, first=0, events=(), awards=None, award_order=None, stars=None):
    return rig(stars or STARS, [SCANDAL, PROTECT, SHIELD, *events] + fillers(12), [film("f-1")],
               awards or [award("a-1")], [["s-a"], ["s-b"], ["s-c"]], hands, first=first,
               award_order=award_order, players=["Ann", "Bob", "Cid"])


def test_r1_every_targeted_player_gets_a_window_in_seat_order_from_the_player():
    g = three([["e-scandal"], ["e-shield", "e-f1"], ["e-protect", "e-f2"]])
    do(g, "play_event", 0, card="e-scandal", target="s-c", target_player=1)
    assert g.window is not None and g.window.seat == 1  # Bob sits first to Ann's left
    do(g, "pass", 1)
    assert g.window is not None and g.window.seat == 2  # nothing resolved yet
    assert g.players[1].hand == ["e-shield", "e-f1"] and table(g, 2) == ["s-c"]
    do(g, "pass", 2)
    assert g.window is None and table(g, 2) == [] and g.players[1].hand == []
    assert g.discard[-1] == "e-scandal"


def test_r1_seat_order_starts_from_the_player_who_played_the_card():
    g = three([["e-protect"], ["e-scandal"], ["e-shield"]], first=1)
    do(g, "play_event", 1, card="e-scandal", target="s-a", target_player=2)
    assert g.window.seat == 2  # Cid, to Bob's left, before Ann
    do(g, "pass", 2)
    assert g.window.seat == 0


def test_r1_the_second_target_may_play_her_reaction_after_the_first_passes():
    g = three([["e-scandal"], ["e-shield"], ["e-protect", "e-f2"]])
    do(g, "play_event", 0, card="e-scandal", target="s-b", target_player=2)
    assert g.window.seat == 1
    do(g, "pass", 1)
    assert g.window.seat == 2
    do(g, "play_event", 2, card="e-protect")  # not thrown away with the random discard
    assert g.window is None and table(g, 1) == ["s-b"] and g.players[2].hand == ["e-f2"]
    assert g.players[1].hand == ["e-shield"]


def test_r1_a_cancel_in_the_first_window_cancels_the_whole_card_and_later_windows_do_not_open():
    g = three([["e-scandal"], ["e-protect"], ["e-shield", "e-f2"]])
    log = do(g, "play_event", 0, card="e-scandal", target="s-c", target_player=1)
    assert g.window.seat == 1
    log += do(g, "play_event", 1, card="e-protect")
    assert g.window is None
    assert table(g, 2) == ["s-c"] and g.players[2].hand == ["e-shield", "e-f2"]
    assert [e["seat"] for e in log if e["type"] == "window_opened"] == [1]
    assert set(g.discard[-2:]) == {"e-protect", "e-scandal"}


def test_r1_a_player_with_nothing_to_play_is_not_asked_and_the_next_one_is():
    g = three([["e-scandal"], ["e-f1"], ["e-protect"]])
    do(g, "play_event", 0, card="e-scandal", target="s-c", target_player=1)
    assert g.window.seat == 2
    refused(g, "R1", "pass", 1)


# -- A5: a revealed award resolves like a played card -----------------------------------
RAZZ = award("a-razz", reveal=True, counts=False,
             effect={"do": "discard_star", "target": "opponent_star"})
TAKE = event("e-take", {"do": "take_award"})
ANY_TAKE = event("e-any-take", {"do": "take_award"}, "any_turn")


def test_a5_bought_reveal_the_drawer_chooses_the_target_and_its_owner_may_answer():
    g = three([[], ["e-f1"], ["e-protect"]], awards=[RAZZ, award("a-1")],
              award_order=["a-razz", "a-1"])
    log = do(g, "buy_award", 0, stars=["s-a"], target="s-c")
    assert any(e["type"] == "award_revealed" for e in log)
    assert g.window is not None and g.window.seat == 2 and table(g, 2) == ["s-c"]
    do(g, "play_event", 2, card="e-protect")
    assert table(g, 2) == ["s-c"] and g.purchases[0] == 1
    assert sorted(g.awards) == ["a-1", "a-razz"] and g.players[0].awards == []


def test_a5_rules_version_1_games_take_the_first_eligible_target_at_once():
    g = three([[], ["e-f1"], ["e-f2"]], awards=[RAZZ, award("a-1")], award_order=["a-razz", "a-1"])
    g.options = replace(g.options, rules_version=1)  # as a game recorded before the choice
    do(g, "buy_award", 0, stars=["s-a"])
    assert not g.reveals
    assert table(g, 1) == [] and table(g, 2) == ["s-c"]  # Bob's star is the first eligible


def test_a5_award_revealed_by_take_award_opens_a_window_too():
    g = three([["e-take"], ["e-protect"], []], events=[TAKE], awards=[RAZZ, award("a-1")],
              award_order=["a-razz", "a-1"])
    do(g, "play_event", 0, card="e-take")
    assert g.reveals and "e-take" in g.discard  # the event resolved; its award waits
    do(g, "choose_targets", 0, target="s-b")
    assert g.window is not None and g.window.seat == 1 and table(g, 1) == ["s-b"]
    do(g, "pass", 1)
    assert table(g, 1) == [] and "a-razz" in g.awards and "e-take" in g.discard


def test_a5_the_move_that_takes_the_award_may_name_the_revealed_awards_target():
    g = three([["e-take"], ["e-f1"], ["e-f2"]], events=[TAKE], awards=[RAZZ, award("a-1")],
              award_order=["a-razz", "a-1"])
    do(g, "play_event", 0, card="e-take", reveal_target="s-c")
    assert table(g, 1) == ["s-b"] and table(g, 2) == []


def test_a5_taken_off_turn_the_drawer_still_chooses():
    g = three([["e-f1"], ["e-any-take"], ["e-f2"]], events=[ANY_TAKE],
              awards=[RAZZ, award("a-1")], award_order=["a-razz", "a-1"])
    do(g, "play_event", 1, card="e-any-take", reveal_target="s-a")
    assert table(g, 0) == [] and table(g, 2) == ["s-c"]


# -- A9: reaction triggers and passive target kinds --------------------------------------
def _tess(trigger=None):
    ability = {"kind": "reaction", "effect": {"do": "modify", "stat": "psyche", "amount": 50,
                                               "target": "self", "until": "end_of_turn"}}
    if trigger is not None:
        ability["trigger"] = trigger
    return star("s-tess", psyche=40, ability=ability)


def _duel(trigger):
    return rig([star("s-a", charisma=60), _tess(trigger), star("s-pal", psyche=40)], fillers(10),
               [film("f-1")], [award("a-1")], [["s-a"], ["s-tess", "s-pal"]], [[], []])


def test_a9_star_trigger_is_offered_only_when_that_star_is_targeted():
    g = _duel("star")
    do(g, "outshine", 0, star="s-a", target="s-pal")
    assert g.window is None and table(g, 1) == ["s-tess"]  # her friend is not her
    g = _duel("star")
    do(g, "outshine", 0, star="s-a", target="s-tess")
    assert g.window is not None and g.window.seat == 1
    do(g, "use_ability", 1, star="s-tess")
    assert table(g, 1) == ["s-tess", "s-pal"] and psyche(g, "s-tess") == 90


def test_a9_player_trigger_is_the_default_and_answers_any_of_its_owners_stars():
    for trigger in (None, "player"):
        g = _duel(trigger)
        do(g, "outshine", 0, star="s-a", target="s-pal")
        assert g.window is not None and g.window.seat == 1


def test_a9_a_star_trigger_reaction_is_refused_for_another_star_in_the_window():
    g = rig([star("s-a", charisma=60), _tess("star"), star("s-pal", psyche=40)],
            [PROTECT] + fillers(10), [film("f-1")], [award("a-1")],
            [["s-a"], ["s-tess", "s-pal"]], [[], ["e-protect"]])
    do(g, "outshine", 0, star="s-a", target="s-pal")
    assert g.window.seat == 1
    assert all(getattr(m, "star", None) != "s-tess" for m in legal_moves(g, 1))
    msg = refused(g, "A9", "use_ability", 1, star="s-tess")
    assert "only what targets her" in msg


def _passive(target):
    return star("s-muse", psyche=50, ability={"kind": "passive", "effect": {
        "do": "modify", "stat": "psyche", "amount": 10, "target": target, "until": "permanent"}})


def test_a9_passive_target_kinds_name_every_star_of_that_kind():
    expected = {"self": (60, 50, 50), "own_star": (60, 60, 50), "opponent_star": (50, 50, 60),
                "any_star": (60, 60, 60)}
    for target, (muse, pal, rival) in expected.items():
        g = rig([_passive(target), star("s-pal"), star("s-rival")], fillers(10), [film("f-1")],
                [award("a-1")], [["s-muse", "s-pal"], ["s-rival"]], [[], []])
        assert (psyche(g, "s-muse"), psyche(g, "s-pal"), psyche(g, "s-rival")) == (muse, pal, rival), target


def test_a5_reveal_log_sentence_names_the_award():
    g = three([[], [], []], awards=[RAZZ, award("a-1")], award_order=["a-razz", "a-1"])
    log = do(g, "buy_award", 0, stars=["s-a"])
    sentences = [narrate(e, ["Ann", "Bob", "Cid"], g.cardset) for e in log]
    assert ("Ann bought an award with A (fame 4 for a cost of 4) and revealed Razz: it takes "
            "effect and is shuffled back.") in sentences  # a purchase still (A4)


def test_r1_a_cancel_event_in_a_later_window_cancels_the_whole_card():
    no = event("e-no", {"do": "cancel_event"}, "reaction")
    g = three([["e-scandal"], ["e-shield"], ["e-no", "e-f2"]], events=[no])
    do(g, "play_event", 0, card="e-scandal", target="s-c", target_player=1)
    do(g, "pass", 1)
    do(g, "play_event", 2, card="e-no")
    assert g.window is None and table(g, 2) == ["s-c"] and g.players[1].hand == ["e-shield"]
    assert g.players[2].hand == ["e-f2"] and {"e-no", "e-scandal"} <= set(g.discard)


def test_a5_a_named_target_that_does_not_fit_the_revealed_award_is_not_used():
    g = three([[], ["e-f1"], ["e-f2"]], awards=[RAZZ, award("a-1")], award_order=["a-razz", "a-1"])
    do(g, "buy_award", 0, stars=["s-a"], target="s-a")  # her own star: not an opponent's
    assert table(g, 0) == ["s-a"] and table(g, 1) == []  # the first eligible instead


def test_a5_scenario_moves_name_the_revealed_awards_target():
    import json

    from redlight_app.engine.scenario import run_scenario

    from .factory import cardset_doc
    doc = cardset_doc(STARS[:3], [TAKE, PROTECT], [film("f-1")], [RAZZ, award("a-1")])
    scenario = {"format": "redlight-scenario/1", "cardset": doc, "players": ["Ann", "Bob", "Cid"],
                "deal": {"tables": [["s-a"], ["s-b"], ["s-c"]],
                         "hands": [["e-take"], [], ["e-protect"]]},
                "main": [], "films": ["f-1"], "awards": ["a-razz", "a-1"],
                "actions": [{"type": "play_event", "player": 0, "card": "e-take",
                             "reveal_target": "s-c"},
                            {"type": "play_event", "player": 2, "card": "e-protect"}]}
    out = run_scenario(json.loads(json.dumps(scenario)))
    assert out["results"] == ["ok", "ok"]
    tables = [[s["card"] for s in p["table"]] for p in out["state"]["players"]]
    assert tables == [["s-a"], ["s-b"], ["s-c"]] and out["state"]["window"] is None


# -- A2, E4, T2 readings -----------------------------------------------------------------
def test_a2_the_top_films_required_fame_is_public_and_its_name_hidden():
    from redlight_app.engine.view import view
    g = rig(STARS[:2], fillers(10), [film("f-top", fame_required=3), film("f-2")], [award("a-1")],
            [["s-a"], ["s-b"]], [[], []], film_order=["f-top", "f-2"])
    seen = view(g, 1)
    assert seen["film_top_required"] == 3 and seen["films"] == 2
    assert "f-top" not in str({k: v for k, v in seen.items() if k != "film_top_required"})


def test_e4_table_ruling_a_played_award_may_go_to_the_discard_pile():
    bonus = award("a-bonus", effect={"do": "draw", "count": 1})
    g = rig(STARS[:2], fillers(10), [film("f-1")], [bonus, award("a-1")], [["s-a"], ["s-b"]],
            [[], []], held=[["a-bonus"], []], award_order=["a-1"],
            options={"played_award_to": "discard"})
    do(g, "play_award", 0, card="a-bonus")
    assert g.discard[-1] == "a-bonus" and g.awards == ["a-1"] and g.players[0].awards == []


def test_t2_a_drawn_star_is_placed_at_once_and_cannot_be_held_back():
    g = rig(STARS[:3], fillers(10), [film("f-1")], [award("a-1")], [["s-a"], ["s-b"]],
            [[], []], main=["s-c", "e-f1"])
    do(g, "end_turn", 0)
    assert table(g, 1) == ["s-b", "s-c"] and g.players[1].hand == ["e-f1"]
