"""A5 with R1: an award revealed inside a response window (taken by a reaction's own
effect) has its targets chosen by its drawer too, however it was drawn; the window waits
for that choice, and the award then resolves at once (a reaction's own effect opens no
further window). From rules version 3: games of versions 1 and 2 replay as recorded, the
first eligible at once."""
from __future__ import annotations

from redlight_app.engine.queries import acting_seat
from redlight_app.engine.rules import legal_moves
from redlight_app.engine.scenario import run_scenario
from redlight_app.engine.state import GameState
from redlight_app.engine.view import view

from .factory import award, cardset_doc, do, event, fillers, film, refused, rig, star, table

HIT = event("e-hit", {"do": "modify", "stat": "psyche", "amount": -10, "target": "opponent_star",
                      "until": "end_of_turn"})
GRAB = event("e-grab", {"do": "take_award"}, "reaction")  # a reaction that takes an award
PROTECT = event("e-protect", {"do": "protect"}, "reaction")
RAZZ = award("a-razz", reveal=True, counts=False,
             effect={"do": "discard_star", "target": "opponent_star"})
STARS = [star("s-a", fame=4), star("s-b"), star("s-c"), star("s-d")]
NAMES = ["Ann", "Bob", "Cid"]


def three(hands, options=None) -> GameState:
    awards = [RAZZ, award("a-1")]
    return rig(STARS, [HIT, GRAB, PROTECT, event("e-protect2", {"do": "protect"}, "reaction")]
               + fillers(12), [film("f-1")], awards, [["s-a"], ["s-b"], ["s-c"]], hands,
               award_order=["a-razz", "a-1"], players=NAMES, options=options)


def choices(g: GameState, seat: int) -> list[tuple]:
    return [(m.target, m.target_player) for m in legal_moves(g, seat) if m.type == "choose_targets"]


def test_a5_r1_award_revealed_by_a_reaction_its_drawer_chooses_while_the_window_waits():
    g = three([["e-hit"], ["e-grab"], ["e-protect"]])
    do(g, "play_event", 0, card="e-hit", target="s-b")
    assert g.window is not None and g.window.seat == 1
    log = do(g, "play_event", 1, card="e-grab")
    assert [e["type"] for e in log][-1] == "reveal_choice"
    assert g.window is not None and g.window.seat == 1  # the window waits for the choice
    assert table(g, 0) == ["s-a"] and table(g, 2) == ["s-c"]  # nothing resolved yet
    assert acting_seat(g) == 1 and choices(g, 1) == [("s-a", None), ("s-c", None)]
    assert legal_moves(g, 0) == [] and legal_moves(g, 2) == []
    assert [m.type for m in legal_moves(g, 1)] == ["choose_targets", "choose_targets"]
    refused(g, "A5", "pass", 1)  # the choice comes first
    assert view(g, 0)["reveal"]["in_window"] == [True]


def test_r1_award_revealed_inside_a_window_resolves_at_once_and_opens_no_further_window():
    g = three([["e-hit"], ["e-grab"], ["e-protect"]])
    do(g, "play_event", 0, card="e-hit", target="s-b")
    do(g, "play_event", 1, card="e-grab")
    do(g, "choose_targets", 1, target="s-c")
    # Cid holds a protect, yet no window opens for him: his star is discarded at once
    assert table(g, 2) == [] and g.players[2].hand == ["e-protect"]
    assert "a-razz" in g.awards and not g.reveals
    # Bob holds nothing more: his window closes and Ann's card resolves
    assert g.window is None and [m.star for m in g.modifiers] == ["s-b"]


def test_r1_after_the_choice_the_window_stays_open_while_its_owner_can_still_react():
    g = three([["e-hit"], ["e-grab", "e-protect"], []])
    do(g, "play_event", 0, card="e-hit", target="s-b")
    do(g, "play_event", 1, card="e-grab")
    do(g, "choose_targets", 1, target="s-a")
    assert table(g, 0) == [] and g.window is not None and g.window.seat == 1
    do(g, "play_event", 1, card="e-protect")
    assert g.window is None and g.modifiers == []  # Ann's card cancelled


def test_a5_a_reaction_that_names_the_revealed_awards_target_needs_no_choice():
    g = three([["e-hit"], ["e-grab"], []])
    do(g, "play_event", 0, card="e-hit", target="s-b")
    do(g, "play_event", 1, card="e-grab", reveal_target="s-c")
    assert not g.reveals and table(g, 2) == [] and table(g, 0) == ["s-a"] and g.window is None


def test_a5_rules_version_1_reveal_inside_a_window_takes_the_first_eligible_at_once():
    g = three([["e-hit"], ["e-grab"], []], options={"rules_version": 1})
    do(g, "play_event", 0, card="e-hit", target="s-b")
    do(g, "play_event", 1, card="e-grab")
    assert not g.reveals and table(g, 0) == [] and table(g, 2) == ["s-c"]


def test_a5_rules_version_2_games_replay_a_reveal_inside_a_window_as_recorded():
    """Version 2 (saved before the choice inside a window existed): the first eligible at
    once, a target the reaction names is not read, and the window goes on."""
    g = three([["e-hit"], ["e-grab"], []], options={"rules_version": 2})
    do(g, "play_event", 0, card="e-hit", target="s-b")
    do(g, "play_event", 1, card="e-grab", reveal_target="s-c")
    assert not g.reveals and table(g, 0) == [] and table(g, 2) == ["s-c"]


def _scenario(actions: list) -> dict:
    doc = cardset_doc(STARS, [HIT, GRAB, PROTECT] + fillers(12), [film("f-1")],
                      [RAZZ, award("a-1")])
    return {"format": "redlight-scenario/1", "cardset": doc, "players": NAMES,
            "first_player": 0,
            "deal": {"tables": [["s-a"], ["s-b"], ["s-c"]],
                     "hands": [["e-hit"], ["e-grab"], ["e-protect"]], "awards": [[], [], []]},
            "main": ["s-d"] + [f"e-f{i}" for i in range(1, 13)], "films": ["f-1"],
            "awards": ["a-razz", "a-1"], "actions": actions}


def test_a5_scenarios_choose_a_reveal_inside_a_window_or_keep_the_first_eligible():
    played = [{"type": "play_event", "player": 0, "card": "e-hit", "target": "s-b"},
              {"type": "play_event", "player": 1, "card": "e-grab"}]
    chosen = run_scenario(_scenario(played + [
        {"type": "choose_targets", "player": 1, "target": "s-c"}]))
    assert chosen["results"] == ["ok", "ok", "ok"]
    tables = [p["table"] for p in chosen["state"]["players"]]
    assert [[s["card"] for s in t] for t in tables] == [["s-a"], ["s-b"], []]
    default = run_scenario(_scenario(played))
    assert default["results"] == ["ok", "ok"]
    tables = [p["table"] for p in default["state"]["players"]]
    assert [[s["card"] for s in t] for t in tables] == [[], ["s-b"], ["s-c"]]


TWO = event("e-two", {"do": "all", "effects": [{"do": "take_award"}, {"do": "take_award"}]})
RAZZES = award("a-razz", reveal=True, counts=False, copies=2,
               effect={"do": "discard_star", "target": "opponent_star"})


def test_r1_a_second_revealed_award_waits_until_the_windows_of_the_first_have_closed():
    """An effect takes two awards, both revealed: the drawer aims the first, its target's
    window opens; the second is aimed only once that window has closed (one window at a
    time, R1), and nothing of the first is lost."""
    g = rig(STARS, [TWO, PROTECT] + fillers(10), [film("f-1")], [RAZZES, award("a-1")],
            [["s-a"], ["s-b"], ["s-c"]], [["e-two"], ["e-protect"], []],
            award_order=["a-razz", "a-razz#2", "a-1"], players=NAMES)
    do(g, "play_event", 0, card="e-two")
    assert [p.source for p in g.reveals] == ["a-razz", "a-razz#2"] and acting_seat(g) == 0
    do(g, "choose_targets", 0, target="s-b")
    assert g.window is not None and g.window.seat == 1  # Bob holds a protect
    assert acting_seat(g) == 1 and choices(g, 0) == []  # the second award waits
    refused(g, "A5", "choose_targets", 0, target="s-c")
    assert view(g, 1)["reveal"]["waiting"] == ["a-razz#2"]
    do(g, "pass", 1)
    assert table(g, 1) == [] and g.window is None and acting_seat(g) == 0
    assert choices(g, 0) == [("s-c", None)]  # what is left to aim at now
    do(g, "choose_targets", 0, target="s-c")
    assert table(g, 2) == [] and not g.reveals and {"a-razz", "a-razz#2"} <= set(g.awards)


def test_r1_a5_an_award_revealed_while_another_awards_window_is_open_waits_for_its_turn():
    """Ann's card takes two Razzes; Bob has two stars, so Ann chooses each one's target. The
    first opens Bob's window; the second waits until that window has closed (one window at
    a time), then Ann aims it and it opens its own."""
    g = rig([star("s-a"), star("s-b"), star("s-c")], [TWO, PROTECT,
            event("e-protect2", {"do": "protect"}, "reaction")] + fillers(10), [film("f-1")],
            [RAZZES, award("a-1")], [["s-a"], ["s-b", "s-c"]],
            [["e-two"], ["e-protect", "e-protect2"]], award_order=["a-razz", "a-razz#2", "a-1"])
    do(g, "play_event", 0, card="e-two")
    # Bob has two stars: each Razz has two choices, and Ann chooses the first now
    do(g, "choose_targets", 0, target="s-b")
    assert g.window is not None and g.window.pending.source == "a-razz" and acting_seat(g) == 1
    do(g, "play_event", 1, card="e-protect")
    assert table(g, 1) == ["s-b", "s-c"] and g.window is None and acting_seat(g) == 0
    do(g, "choose_targets", 0, target="s-c")
    assert g.window is not None and g.window.pending.source == "a-razz#2"
    do(g, "pass", 1)
    assert table(g, 1) == ["s-b"] and not g.reveals and {"a-razz", "a-razz#2"} <= set(g.awards)


def test_r1_a5_a_second_award_with_known_targets_is_declared_when_the_first_window_closes():
    """Ann's card takes two Audits (a rival discards an event at random): with one rival
    there is nothing to choose; the second waits while Bob answers the first, then
    resolves (after Bob's window, if he kept his protect)."""
    audit = award("a-audit", reveal=True, counts=False, copies=2,
                  effect={"do": "discard_random", "target": "opponent", "count": 1})
    g = rig([star("s-a"), star("s-b")], [TWO, PROTECT] + fillers(10), [film("f-1")],
            [audit, award("a-1")], [["s-a"], ["s-b"]], [["e-two"], ["e-protect", "e-f1"]],
            award_order=["a-audit", "a-audit#2", "a-1"])
    do(g, "play_event", 0, card="e-two")
    assert g.window is not None and g.window.pending.source == "a-audit"
    assert [p.source for p in g.reveals] == ["a-audit#2"] and acting_seat(g) == 1
    do(g, "pass", 1)  # the first resolves: one of Bob's two events goes
    if g.window is not None:  # he kept his protect: the second Audit's window
        assert g.window.pending.source == "a-audit#2" and g.players[1].hand == ["e-protect"]
        do(g, "pass", 1)
    assert g.players[1].hand == [] and g.window is None and not g.reveals
    assert {"a-audit", "a-audit#2"} <= set(g.awards) and len(g.discard) == 3


def test_a5_a_waiting_reveal_whose_every_target_has_gone_fizzles():
    shot = event("e-shot", {"do": "discard_star", "target": "opponent_star"}, "reaction")
    g = rig(STARS, [TWO, PROTECT, shot] + fillers(10), [film("f-1")], [RAZZES, award("a-1")],
            [["s-a"], ["s-b"], ["s-c"]], [["e-two"], ["e-shot"], []],
            award_order=["a-razz", "a-razz#2", "a-1"], players=NAMES)
    do(g, "play_event", 0, card="e-two")
    do(g, "choose_targets", 0, target="s-b")
    do(g, "play_event", 1, card="e-shot", target="s-c")  # Bob's reaction discards Cid's star
    assert table(g, 2) == [] and g.window is None  # Bob holds nothing more: the Razz resolves
    # Ann's second Razz has no rival star left to aim at: it fizzles, back into the deck
    assert table(g, 1) == [] and not g.reveals and acting_seat(g) == 0
    assert {"a-razz", "a-razz#2"} <= set(g.awards)


def test_v7_a_game_won_inside_a_window_puts_the_card_it_was_about_away():
    """Bob's reaction takes his fourth award while Ann's card waits for his answer: the game
    ends there, and Ann's card lies on the discard pile (no card is lost)."""
    g = rig(STARS, [HIT, GRAB] + fillers(10), [film("f-1")],
            [award("a-1"), award("a-2"), award("a-3"), award("a-4")], [["s-a"], ["s-b"]],
            [["e-hit"], ["e-grab"]], held=[[], ["a-1", "a-2", "a-3"]], award_order=["a-4"])
    do(g, "play_event", 0, card="e-hit", target="s-b")
    do(g, "play_event", 1, card="e-grab")
    assert g.status == "over" and g.winners == [1] and g.window is None
    assert "e-hit" in g.discard and "e-grab" in g.discard
