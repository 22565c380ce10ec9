"""Star actions A1-A9: films, awards, outshine, abilities (rule ids in RULES.md)."""
from __future__ import annotations

from redlight_app.engine.values import stat

from .factory import award, do, event, fillers, film, refused, rig, star, table


def basic(**kw):
    stars = kw.pop("stars", [star("s-a", fame=2), star("s-b", fame=1), star("s-c", fame=3,
                                                                             psyche=60)])
    films = kw.pop("films", [film("f-1", "blue", 1, 3), film("f-2", "red", 60, 2)])
    awards = kw.pop("awards", [award("a-1"), award("a-2")])
    return rig(stars, kw.pop("events", fillers(8)), films, awards,
               kw.pop("tables", [["s-a", "s-b"], ["s-c"]]), kw.pop("hands", [[], []]), **kw)


def test_a1_film_needs_total_fame_of_the_team():
    g = basic()
    msg = refused(g, "A1", "make_film", 0, stars=["s-a"], assign_to="s-a")
    assert "2" in msg and "3" in msg
    do(g, "make_film", 0, stars=["s-a", "s-b"], assign_to="s-b")
    assert g.players[0].table[1].films == ["f-1"]
    assert all(s.used for s in g.players[0].table)
    assert stat(g, "s-b", "fame") == 2  # blue film bonus


def test_a1_recipient_must_be_in_the_team():
    g = basic()
    refused(g, "A1", "make_film", 0, stars=["s-a", "s-b"], assign_to="s-c")


def test_a1_fame_beyond_requirement_is_lost():
    g = basic(films=[film("f-1", "blue", 1, 1), film("f-2", "blue", 1, 1)])
    do(g, "make_film", 0, stars=["s-a", "s-b"], assign_to="s-a")
    refused(g, "T5", "make_film", 0, stars=["s-b"], assign_to="s-b")


def test_a2_empty_film_deck_allows_no_film():
    g = basic(films=[film("f-1", "blue", 1, 1)], awards=[award("a-1")])
    do(g, "make_film", 0, stars=["s-a"], assign_to="s-a")
    refused(g, "A2", "make_film", 0, stars=["s-b"], assign_to="s-b")


def test_a3_award_cost_row_by_awards_held():
    g = basic(stars=[star("s-a", fame=3), star("s-b", fame=3), star("s-c")],
              awards=[award("a-1"), award("a-2"), award("a-3"), award("a-4"), award("a-5")],
              held=[["a-1", "a-2"], []])
    refused(g, "A3", "buy_award", 0, stars=["s-a"])  # 3rd award costs 6
    do(g, "buy_award", 0, stars=["s-a", "s-b"])
    assert g.players[0].awards == ["a-1", "a-2", "a-3"]


def test_a3_award_own_cost_row_overrides_the_set_row():
    g = basic(awards=[award("a-1", costs=[2, 2, 2, 2]), award("a-2")])
    do(g, "buy_award", 0, stars=["s-a"])
    assert g.players[0].awards == ["a-1"]


def test_a3_empty_award_deck():
    g = basic(awards=[award("a-1")], held=[["a-1"], []])
    refused(g, "A3", "buy_award", 0, stars=["s-a", "s-b"])


def test_a4_one_award_per_turn():
    g = basic(stars=[star("s-a", fame=4), star("s-b", fame=4), star("s-c")])
    do(g, "buy_award", 0, stars=["s-a"])
    refused(g, "A4", "buy_award", 0, stars=["s-b"])


def test_a4_award_taken_by_event_is_not_a_purchase():
    g = basic(stars=[star("s-a", fame=4), star("s-b", fame=4), star("s-c")],
              events=[event("e-take", {"do": "take_award"})] + fillers(8),
              awards=[award("a-1"), award("a-2"), award("a-3")], hands=[["e-take"], []])
    do(g, "buy_award", 0, stars=["s-a"])
    do(g, "play_event", 0, card="e-take")
    assert g.players[0].awards == ["a-1", "a-2"]
    refused(g, "A4", "buy_award", 0, stars=["s-b"])


def test_a4_extra_purchase_allows_one_more():
    g = basic(stars=[star("s-a", fame=4), star("s-b", fame=4), star("s-c")],
              events=[event("e-x", {"do": "extra_award_purchase"})] + fillers(8),
              awards=[award("a-1"), award("a-2"), award("a-3")], hands=[["e-x"], []])
    do(g, "buy_award", 0, stars=["s-a"])
    do(g, "play_event", 0, card="e-x")
    do(g, "buy_award", 0, stars=["s-b"])
    assert g.players[0].awards == ["a-1", "a-2"]


def test_a4_refusal_after_an_extra_purchase_does_not_say_one_per_turn():
    """The log said "Ann may buy one more award this turn" and she did: the refusal of a
    third one counts both purchases, it does not claim one a turn was the limit."""
    g = basic(stars=[star("s-a", fame=4), star("s-b", fame=4), star("s-c", fame=6), star("s-d")],
              events=[event("e-x", {"do": "extra_award_purchase"})] + fillers(8),
              awards=[award("a-1"), award("a-2"), award("a-3")], hands=[["e-x"], []],
              tables=[["s-a", "s-b", "s-c"], ["s-d"]])
    do(g, "play_event", 0, card="e-x")
    do(g, "buy_award", 0, stars=["s-a"])
    do(g, "buy_award", 0, stars=["s-b"])
    said = refused(g, "A4", "buy_award", 0, stars=["s-c"])
    assert "(one per turn)" not in said
    assert "2" in said and "extra purchases" in said


def test_a5_revealed_award_resolves_and_is_shuffled_back_and_counts_as_purchase():
    g = basic(stars=[star("s-a", fame=4), star("s-b", fame=4), star("s-c")],
              awards=[award("a-r", reveal=True, effect={"do": "draw", "count": 1}), award("a-2")])
    hand_before = len(g.players[0].hand) + sum(1 for _ in [])
    main_before = len(g.main)
    log = do(g, "buy_award", 0, stars=["s-a"])
    assert g.players[0].awards == []
    assert sorted(g.awards) == ["a-2", "a-r"]
    assert len(g.main) == main_before - 1
    assert any(e["type"] == "award_revealed" for e in log)
    assert len(g.players[0].hand) + len(g.players[0].table) > hand_before
    refused(g, "A4", "buy_award", 0, stars=["s-b"])


def test_a6_outshine_needs_charisma_at_least_psyche_and_discards_with_films_to_bottom():
    g = basic(stars=[star("s-a", charisma=60), star("s-b", charisma=50),
                     star("s-c", psyche=60, fame=3)],
              films=[film("f-1", "green", 10, 1), film("f-2", "red", 30, 1), film("f-3")],
              tables=[["s-a", "s-b"], ["s-c"]], first=1)
    do(g, "make_film", 1, stars=["s-c"], assign_to="s-c")  # psyche 70 now
    do(g, "end_turn", 1)
    refused(g, "A6", "outshine", 0, star="s-a", target="s-c")
    do(g, "make_film", 0, stars=["s-b"], assign_to="s-b")  # red +30: charisma 80
    do(g, "end_turn", 0)
    do(g, "end_turn", 1)
    log = do(g, "outshine", 0, star="s-b", target="s-c")
    assert table(g, 1) == [] and g.discard == ["s-c"]
    assert g.films == ["f-3", "f-1"]
    assert any(e["type"] == "outshone" for e in log)


def test_a6_equal_values_outshine():
    g = basic(stars=[star("s-a", charisma=60), star("s-b"), star("s-c", psyche=60)])
    do(g, "outshine", 0, star="s-a", target="s-c")
    assert g.discard == ["s-c"]


def test_a6_target_must_be_on_an_opponents_table():
    g = basic()
    refused(g, "A6", "outshine", 0, star="s-a", target="s-nobody")


def test_a6_attacker_is_used_even_when_the_outshine_is_cancelled():
    g = basic(stars=[star("s-a", charisma=90), star("s-b"), star("s-c", psyche=60)],
              events=[event("e-p", {"do": "protect"}, "reaction")] + fillers(8),
              hands=[[], ["e-p"]])
    do(g, "outshine", 0, star="s-a", target="s-c")
    assert g.window is not None and g.window.seat == 1
    do(g, "play_event", 1, card="e-p")
    assert table(g, 1) == ["s-c"] and g.players[0].table[0].used


def test_a7_cannot_outshine_own_star():
    g = basic(stars=[star("s-a", charisma=90), star("s-b", psyche=10), star("s-c")])
    refused(g, "A7", "outshine", 0, star="s-a", target="s-b")


def test_a8_action_ability_uses_the_star():
    ability = {"kind": "action", "effect": {"do": "draw", "count": 1}, "text": "Draw a card."}
    g = basic(stars=[star("s-a", ability=ability), star("s-b"), star("s-c")])
    n = len(g.main)
    do(g, "use_ability", 0, star="s-a")
    assert g.players[0].table[0].used and len(g.main) == n - 1
    refused(g, "T5", "use_ability", 0, star="s-a")


def test_a8_passive_and_missing_abilities_are_not_actions():
    passive = {"kind": "passive", "effect": {"do": "modify", "stat": "psyche", "amount": 20,
                                             "target": "self", "until": "permanent"}}
    g = basic(stars=[star("s-a", ability=passive), star("s-b"), star("s-c")])
    refused(g, "A8", "use_ability", 0, star="s-a")
    refused(g, "A8", "use_ability", 0, star="s-b")


def test_a9_passive_applies_while_on_table():
    passive = {"kind": "passive", "effect": {"do": "modify", "stat": "psyche", "amount": 20,
                                             "target": "self", "until": "permanent"}}
    g = basic(stars=[star("s-a", psyche=50, ability=passive), star("s-b"), star("s-c")])
    assert stat(g, "s-a", "psyche") == 70
    assert stat(g, "s-b", "psyche") == 50


def test_a9_reaction_ability_in_window_needs_no_unused_star_and_does_not_use_her():
    reaction = {"kind": "reaction", "effect": {"do": "modify", "stat": "psyche", "amount": 50,
                                               "target": "self", "until": "end_of_turn"}}
    g = basic(stars=[star("s-a", charisma=80), star("s-b"), star("s-c", psyche=60, ability=reaction)])
    do(g, "outshine", 0, star="s-a", target="s-c")
    assert g.window is not None and g.window.seat == 1
    do(g, "use_ability", 1, star="s-c")
    assert g.window is None  # nothing more to play: closes and the outshine fails (A6)
    assert table(g, 1) == ["s-c"] and not g.players[1].table[0].used


def test_a9_reaction_ability_outside_a_window_is_refused():
    reaction = {"kind": "reaction", "effect": {"do": "protect"}}
    g = basic(stars=[star("s-a", ability=reaction), star("s-b"), star("s-c")])
    refused(g, "A9", "use_ability", 0, star="s-a")


def test_t5_team_needs_own_unused_stars():
    g = basic()
    refused(g, "T5", "make_film", 0, stars=["s-c"], assign_to="s-c")
    refused(g, "T5", "buy_award", 0, stars=["s-a", "s-c"])
