"""Every effect verb of CARDSET.md, each with a test of what it does."""
from __future__ import annotations

from redlight_app.engine.values import stat

from .factory import award, do, event, fillers, film, refused, rig, star, table


def play(effect, hands_other=(), tables=None, stars=None, films=None, awards=None, held=None,
         phase="own_turn", **move):
    """Seat 0 plays an event with `effect`; returns the game after it resolved."""
    stars = stars or [star("s-a", fame=2), star("s-a2", fame=1), star("s-b", psyche=60)]
    g = rig(stars, [event("e-x", effect, phase)] + fillers(12),
            films or [film("f-1", "red", 30, 1), film("f-2", "green", 20, 1)],
            awards or [award("a-1"), award("a-2"), award("a-3")],
            tables or [["s-a", "s-a2"], ["s-b"]], [["e-x"], list(hands_other)], held=held)
    do(g, "play_event", 0, card="e-x", **move)
    return g


def test_draw_takes_cards_from_the_main_deck():
    g = play({"do": "draw", "count": 2})
    assert g.players[0].hand == ["e-f1", "e-f2"]


def test_take_film_gives_the_top_film_with_no_fame_needed():
    g = play({"do": "take_film"}, assign_to="s-a2")
    assert g.players[0].table[1].films == ["f-1"] and stat(g, "s-a2", "charisma") == 80


def test_take_award_is_not_a_purchase():
    g = play({"do": "take_award"})
    assert g.players[0].awards == ["a-1"] and g.purchases[0] == 0


def test_extra_award_purchase():
    g = play({"do": "extra_award_purchase"})
    assert g.extra_purchases[0] == 1


def test_modify_permanent_lasts_past_the_turn():
    g = play({"do": "modify", "stat": "charisma", "amount": 30, "target": "own_star",
              "until": "permanent"}, target="s-a2")
    do(g, "end_turn", 0)
    assert stat(g, "s-a2", "charisma") == 80


def test_ready_star_unuses_a_used_star():
    g = rig([star("s-a", fame=3), star("s-b")],
            [event("e-x", {"do": "ready_star", "target": "own_star"})] + fillers(8),
            [film("f-1"), film("f-2")], [award("a-1")], [["s-a"], ["s-b"]], [["e-x"], []])
    refused(g, "E1", "play_event", 0, card="e-x")  # no used star yet
    do(g, "make_film", 0, stars=["s-a"], assign_to="s-a")
    do(g, "play_event", 0, card="e-x", target="s-a")
    do(g, "make_film", 0, stars=["s-a"], assign_to="s-a")
    assert g.players[0].table[0].films == ["f-1", "f-2"]


def test_discard_star_discards_as_by_outshine():
    stars = [star("s-a"), star("s-a2"), star("s-b")]
    g = rig(stars, [event("e-x", {"do": "discard_star", "target": "opponent_star"})] + fillers(8),
            [film("f-1"), film("f-2")], [award("a-1")], [["s-a", "s-a2"], ["s-b"]], [["e-x"], []])
    g.players[1].table[0].films.append(g.films.pop(0))  # rig: she has a film
    do(g, "play_event", 0, card="e-x", target="s-b")
    assert table(g, 1) == [] and g.discard[-2:] == ["s-b", "e-x"] and g.films == ["f-2", "f-1"]


def test_steal_film_moves_her_last_film_to_your_star():
    g = rig([star("s-a"), star("s-b")],
            [event("e-x", {"do": "steal_film", "target": "opponent_star"})] + fillers(8),
            [film("f-1", "red", 10, 0), film("f-2", "red", 40, 0)], [award("a-1")],
            [["s-a"], ["s-b"]], [["e-x"], []], first=1)
    do(g, "make_film", 1, stars=["s-b"], assign_to="s-b")
    do(g, "end_turn", 1)
    refused(g, "E1", "play_event", 0, card="e-x", target="s-a")
    do(g, "play_event", 0, card="e-x", target="s-b")
    assert g.players[0].table[0].films == ["f-1"] and g.players[1].table[0].films == []


def test_return_award_goes_to_the_bottom_of_the_award_deck():
    g = play({"do": "return_award", "target": "opponent"}, held=[[], ["a-1", "a-2"]],
             awards=[award("a-1"), award("a-2"), award("a-3")], target_player=1, choice="a-2")
    assert g.players[1].awards == ["a-1"] and g.awards[-1] == "a-2"


def test_return_award_needs_an_opponent_with_an_award():
    g = rig([star("s-a"), star("s-b")], [event("e-x", {"do": "return_award", "target": "opponent"})]
            + fillers(8), [film("f-1")], [award("a-1")], [["s-a"], ["s-b"]], [["e-x"], []])
    refused(g, "E1", "play_event", 0, card="e-x")


def test_discard_random_discards_events_from_the_opponents_hand():
    g = play({"do": "discard_random", "target": "opponent", "count": 2},
             hands_other=["e-f10", "e-f11", "e-f12"], target_player=1)
    assert len(g.players[1].hand) == 1 and len([c for c in g.discard if c.startswith("e-f1")]) == 2


def test_steal_random_takes_an_event():
    g = play({"do": "steal_random", "target": "opponent"}, hands_other=["e-f10"])
    assert g.players[0].hand == ["e-f10"] and g.players[1].hand == []


def test_skip_turn_skips_that_players_next_turn():
    g = play({"do": "skip_turn", "target": "opponent"}, target_player=1)
    do(g, "end_turn", 0)
    assert g.active == 0 and g.turn == 2  # seat 1's turn was skipped
    do(g, "end_turn", 0)
    assert g.active == 1


def test_protect_cancels_the_outshine():
    g = rig([star("s-a", charisma=99), star("s-b")], [event("e-p", {"do": "protect"}, "reaction")]
            + fillers(8), [film("f-1")], [award("a-1")], [["s-a"], ["s-b"]], [[], ["e-p"]])
    do(g, "outshine", 0, star="s-a", target="s-b")
    do(g, "play_event", 1, card="e-p")
    assert table(g, 1) == ["s-b"] and g.discard == ["e-p"]


def test_cancel_event_cancels_the_event():
    g = rig([star("s-a"), star("s-b")],
            [event("e-x", {"do": "discard_star", "target": "opponent_star"}),
             event("e-c", {"do": "cancel_event"}, "reaction")] + fillers(8),
            [film("f-1")], [award("a-1")], [["s-a"], ["s-b"]], [["e-x"], ["e-c"]])
    do(g, "play_event", 0, card="e-x", target="s-b")
    do(g, "play_event", 1, card="e-c")
    assert table(g, 1) == ["s-b"] and g.discard == ["e-c", "e-x"]  # E2: the answer first


def test_all_does_each_in_order():
    g = play({"do": "all", "effects": [{"do": "draw", "count": 1}, {"do": "take_film"}]})
    assert g.players[0].hand == ["e-f1"] and g.players[0].table[0].films == ["f-1"]


def test_manual_changes_nothing_and_is_logged():
    stars = [star("s-a"), star("s-b")]
    g = rig(stars, [event("e-x", {"do": "manual"})] + fillers(8), [film("f-1")], [award("a-1")],
            [["s-a"], ["s-b"]], [["e-x"], []])
    before = g.to_dict()
    log = do(g, "play_event", 0, card="e-x")
    after = g.to_dict()
    assert any(e["type"] == "manual" for e in log)
    assert after["discard"] == ["e-x"] and after["players"][1] == before["players"][1]
    assert after["main"] == before["main"] and after["films"] == before["films"]


def test_skip_turn_opens_no_window_as_it_targets_no_star_hand_or_award():
    g = rig([star("s-a"), star("s-b")],
            [event("e-x", {"do": "skip_turn", "target": "opponent"}),
             event("e-p", {"do": "protect"}, "reaction")] + fillers(8),
            [film("f-1")], [award("a-1")], [["s-a"], ["s-b"]], [["e-x"], ["e-p"]])
    do(g, "play_event", 0, card="e-x", target_player=1)
    assert g.window is None and g.skips[1] == 1
