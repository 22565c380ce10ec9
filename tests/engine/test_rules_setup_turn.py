"""Setup S1-S5, the turn T1-T7 and a star's values ST1-ST3."""
from __future__ import annotations

import pytest

from redlight_app.engine.cards import load_cardset
from redlight_app.engine.setup import SetupError, new_game
from redlight_app.engine.values import breakdown, stat

from .factory import do, event, fillers, film, refused, rig, star, synthetic_doc


@pytest.fixture(scope="module")
def cardset():
    return load_cardset(synthetic_doc())


def test_s1_s2_s3_deal_one_star_four_events_rest_shuffled_into_main(cardset):
    g = new_game(cardset, ["Ann", "Bob", "Cy"], seed=7)
    kinds = cardset.kind_of
    for p in g.players:
        assert len(p.table) == 1 and kinds(p.table[0].card) == "star"
        assert len(p.hand) == 4 and all(kinds(c) == "event" for c in p.hand)
    assert len(g.main) == 25 + 36 - 3 - 12
    assert {kinds(c) for c in g.main} == {"star", "event"}
    assert len(g.films) == 24 and len(g.awards) == 15
    # shuffled: a different seed deals differently
    other = new_game(cardset, ["Ann", "Bob", "Cy"], seed=8)
    assert other.main != g.main


def test_s4_player_count_and_card_counts(cardset):
    with pytest.raises(SetupError, match="2 to 6"):
        new_game(cardset, ["Solo"], seed=1)
    with pytest.raises(SetupError, match="2 to 6"):
        new_game(cardset, [str(i) for i in range(7)], seed=1)
    small = load_cardset({"format": "redlight-cardset/1", "name": "Tiny", "stars": [star("s-a")],
                          "events": fillers(8), "films": [film("f-a")],
                          "awards": [{"id": "a-a", "name": "A", "frame": "gold"}]})
    with pytest.raises(SetupError, match="1 stars: 2 players need at least 2"):
        new_game(small, ["A", "B"], seed=1)


def test_s5_first_player_random_by_seed_and_play_goes_left(cardset):
    firsts = {new_game(cardset, ["A", "B", "C", "D"], seed=s).active for s in range(40)}
    assert len(firsts) > 1
    g = new_game(cardset, ["A", "B", "C"], seed=3, first_player=2)
    assert g.active == 2
    do(g, "end_turn", 2)
    assert g.active == 0


def test_t1_no_draw_on_first_turn_then_two_cards():
    g = rig([star("s-a"), star("s-b")], fillers(10), [film("f-1")],
            [{"id": "a-1", "name": "A", "frame": "gold"}], [["s-a"], ["s-b"]], [[], []])
    assert g.players[0].hand == [] and g.turn == 1
    do(g, "end_turn", 0)
    assert len(g.players[1].hand) == 2 and g.turn == 2


def test_t2_drawn_star_goes_to_table_event_to_hand():
    g = rig([star("s-a"), star("s-b"), star("s-c")], fillers(4), [film("f-1")],
            [{"id": "a-1", "name": "A", "frame": "gold"}], [["s-a"], ["s-b"]], [[], []],
            main=["s-c", "e-f1", "e-f2"])
    do(g, "end_turn", 0)
    assert [s.card for s in g.players[1].table] == ["s-b", "s-c"]
    assert g.players[1].hand == ["e-f1"]


def test_t3_draw_stops_when_main_runs_out_and_showdown_begins():
    g = rig([star("s-a"), star("s-b")], fillers(1), [film("f-1")],
            [{"id": "a-1", "name": "A", "frame": "gold"}], [["s-a"], ["s-b"]], [[], []],
            main=["e-f1"])
    do(g, "end_turn", 0)
    assert g.players[1].hand == ["e-f1"] and g.main == [] and g.status == "showdown"


def test_t4_only_active_player_acts():
    g = rig([star("s-a", fame=3), star("s-b", fame=3)], fillers(8), [film("f-1")],
            [{"id": "a-1", "name": "A", "frame": "gold"}], [["s-a"], ["s-b"]], [["e-f1"], ["e-f2"]])
    refused(g, "T4", "make_film", 1, stars=["s-b"], assign_to="s-b")
    refused(g, "T4", "end_turn", 1)
    refused(g, "T4", "play_event", 1, card="e-f2")  # own_turn event, not an any_turn one


def test_t5_used_star_resets_at_end_of_her_owners_turn():
    g = rig([star("s-a", fame=3), star("s-b")], fillers(8), [film("f-1"), film("f-2")],
            [{"id": "a-1", "name": "A", "frame": "gold"}], [["s-a"], ["s-b"]], [[], []])
    do(g, "make_film", 0, stars=["s-a"], assign_to="s-a")
    msg = refused(g, "T5", "make_film", 0, stars=["s-a"], assign_to="s-a")
    assert msg == "A is already used this turn."
    do(g, "end_turn", 0)
    assert not g.players[0].table[0].used


def test_t6_this_turn_modifiers_end_and_next_seat_still_in_game():
    boost = event("e-boost", {"do": "modify", "stat": "fame", "amount": 2, "target": "own_star",
                              "until": "end_of_turn"})
    g = rig([star("s-a", fame=1), star("s-b")], [boost] + fillers(8), [film("f-1")],
            [{"id": "a-1", "name": "A", "frame": "gold"}], [["s-a"], ["s-b"]], [["e-boost"], []])
    do(g, "play_event", 0, card="e-boost", target="s-a")
    assert stat(g, "s-a", "fame") == 3
    do(g, "end_turn", 0)
    assert stat(g, "s-a", "fame") == 1


def test_t7_ending_a_turn_without_acting_is_legal():
    g = rig([star("s-a"), star("s-b")], fillers(8), [film("f-1")],
            [{"id": "a-1", "name": "A", "frame": "gold"}], [["s-a"], ["s-b"]], [[], []])
    do(g, "end_turn", 0)
    assert g.active == 1


def test_st1_st2_st3_values_add_films_of_their_colour_and_never_go_below_zero():
    g = rig([star("s-a", psyche=50, charisma=40, fame=1), star("s-b")],
            [event("e-down", {"do": "modify", "stat": "psyche", "amount": -200, "target": "any_star",
                              "until": "permanent"})] + fillers(8),
            [film("f-g", "green", 30, 0), film("f-r", "red", 20, 0), film("f-b", "blue", 2, 0)],
            [{"id": "a-1", "name": "A", "frame": "gold"}], [["s-a"], ["s-b"]], [["e-down"], []])
    for _ in ("f-g", "f-r", "f-b"):
        g.players[0].table[0].used = False  # rigged: she makes three films in one turn
        do(g, "make_film", 0, stars=["s-a"], assign_to="s-a")
    assert (stat(g, "s-a", "psyche"), stat(g, "s-a", "charisma"), stat(g, "s-a", "fame")) == (80, 60, 3)
    parts = breakdown(g, "s-a", "psyche")
    assert parts["printed"] == 50 and parts["film f-g"] == 30
    do(g, "play_event", 0, card="e-down", target="s-a")
    assert stat(g, "s-a", "psyche") == 0
