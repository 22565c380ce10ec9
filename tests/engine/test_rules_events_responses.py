"""Events and awards in hand (E1-E4) and response windows (R1)."""
from __future__ import annotations

from .factory import award, do, event, fillers, film, refused, rig, star, table

PROTECT = event("e-protect", {"do": "protect"}, "reaction")
CANCEL = event("e-cancel", {"do": "cancel_event"}, "reaction")
SHIELD = event("e-shield", {"do": "modify", "stat": "psyche", "amount": 50, "target": "own_star",
                            "until": "end_of_turn"}, "reaction")
RUMOUR = event("e-rumour", {"do": "modify", "stat": "psyche", "amount": -20,
                            "target": "opponent_star", "until": "end_of_turn"})
GOSSIP = event("e-gossip", {"do": "draw", "count": 1}, "any_turn")


def game(hands, events=(), stars=None, options=None, held=None, awards=None):
    stars = stars or [star("s-a", charisma=80, fame=2), star("s-b", psyche=60)]
    return rig(stars, list(events) + fillers(8), [film("f-1")], awards or [award("a-1")],
               [["s-a"], ["s-b"]], hands, options=options, held=held)


def test_e1_own_turn_event_only_on_own_turn():
    g = game([[], ["e-rumour"]], [RUMOUR])
    refused(g, "T4", "play_event", 1, card="e-rumour", target="s-a")
    do(g, "end_turn", 0)
    do(g, "play_event", 1, card="e-rumour", target="s-a")


def test_e1_any_turn_event_by_its_holder_during_another_turn():
    g = game([[], ["e-gossip"]], [GOSSIP])
    do(g, "play_event", 1, card="e-gossip")
    assert len(g.players[1].hand) == 1 and g.discard == ["e-gossip"]


def test_e1_reaction_event_only_in_own_window():
    g = game([["e-protect"], []], [PROTECT])
    refused(g, "E1", "play_event", 0, card="e-protect")


def test_e1_event_not_in_hand():
    g = game([[], ["e-gossip"]], [GOSSIP])
    refused(g, "E1", "play_event", 0, card="e-gossip")


def test_e1_target_must_fit_the_effect():
    g = game([["e-rumour"], []], [RUMOUR])
    msg = refused(g, "E1", "play_event", 0, card="e-rumour", target="s-a")
    assert "not an eligible target" in msg


def test_e2_played_event_lies_on_the_discard_pile():
    g = game([["e-rumour"], []], [RUMOUR])
    do(g, "play_event", 0, card="e-rumour", target="s-b")
    assert g.discard == ["e-rumour"] and g.players[0].hand == []


def test_e3_no_hand_limit():
    g = rig([star("s-a"), star("s-b")], fillers(30), [film("f-1")], [award("a-1")],
            [["s-a"], ["s-b"]], [[f"e-f{i}" for i in range(1, 21)], []])
    do(g, "end_turn", 0)
    do(g, "end_turn", 1)
    assert len(g.players[0].hand) == 22


def test_e4_award_with_effect_played_goes_to_bottom_of_award_deck_and_stops_counting():
    bonus = award("a-bonus", effect={"do": "draw", "count": 2})
    g = rig([star("s-a"), star("s-b")], fillers(10), [film("f-1")],
            [bonus, award("a-1"), award("a-2"), award("a-3"), award("a-4")],
            [["s-a"], ["s-b"]], [[], []], held=[["a-bonus", "a-1", "a-2"], []],
            award_order=["a-3", "a-4"])
    refused(g, "E4", "play_award", 0, card="a-1")  # no effect
    do(g, "play_award", 0, card="a-bonus")
    assert g.players[0].awards == ["a-1", "a-2"] and g.awards == ["a-3", "a-4", "a-bonus"]
    assert len(g.players[0].hand) == 2


def test_r1_window_opens_only_when_target_holds_a_reaction():
    g = game([[], []])
    do(g, "outshine", 0, star="s-a", target="s-b")
    assert g.window is None and table(g, 1) == []


def test_r1_always_ask_opens_window_even_with_nothing_to_play():
    g = game([[], []], options={"always_ask_reactions": True})
    do(g, "outshine", 0, star="s-a", target="s-b")
    assert g.window is not None and g.window.seat == 1
    refused(g, "R1", "end_turn", 0)
    refused(g, "R1", "end_turn", 1)
    do(g, "pass", 1)
    assert g.window is None and table(g, 1) == []


def test_r1_only_window_owner_acts_and_only_reactions():
    g = game([["e-rumour"], ["e-protect", "e-gossip"]], [PROTECT, RUMOUR, GOSSIP])
    do(g, "outshine", 0, star="s-a", target="s-b")
    assert g.window.seat == 1
    refused(g, "R1", "play_event", 0, card="e-rumour", target="s-b")
    refused(g, "R1", "play_event", 1, card="e-gossip")
    refused(g, "R1", "pass", 0)


def test_r1_pass_resolves_the_outshine():
    g = game([[], ["e-protect"]], [PROTECT])
    do(g, "outshine", 0, star="s-a", target="s-b")
    do(g, "pass", 1)
    assert table(g, 1) == [] and g.players[1].hand == ["e-protect"]


def test_r1_pass_with_no_window_is_refused():
    g = game([[], []])
    refused(g, "R1", "pass", 1)


def test_r1_reaction_changes_values_and_outshine_is_compared_again():
    g = game([[], ["e-shield"]], [SHIELD])
    do(g, "outshine", 0, star="s-a", target="s-b")
    log = do(g, "play_event", 1, card="e-shield", target="s-b")
    assert g.window is None and table(g, 1) == ["s-b"]
    assert any(e["type"] == "outshine_failed" for e in log)
    assert g.players[0].table[0].used


def test_r1_cancel_event_cancels_the_event_and_both_are_discarded():
    g = game([["e-rumour"], ["e-cancel"]], [RUMOUR, CANCEL])
    do(g, "play_event", 0, card="e-rumour", target="s-b")
    assert g.window.seat == 1
    do(g, "play_event", 1, card="e-cancel")
    assert g.window is None and g.modifiers == []
    assert g.discard == ["e-cancel", "e-rumour"]  # E2: the answer resolved first


def test_r1_cancel_event_does_not_answer_an_outshine():
    g = game([[], ["e-cancel"]], [CANCEL])
    do(g, "outshine", 0, star="s-a", target="s-b")
    assert g.window is None  # holding only a cancel_event, nothing playable: no window
    assert table(g, 1) == []


def test_r1_any_turn_event_against_the_active_player_opens_their_window():
    any_rumour = event("e-any", {"do": "modify", "stat": "psyche", "amount": -20,
                                 "target": "opponent_star", "until": "end_of_turn"}, "any_turn")
    g = rig([star("s-a"), star("s-b")], [any_rumour, PROTECT] + fillers(8), [film("f-1")],
            [award("a-1")], [["s-a"], ["s-b"]], [["e-protect"], ["e-any"]])
    do(g, "play_event", 1, card="e-any", target="s-a")
    assert g.window.seat == 0
    do(g, "play_event", 0, card="e-protect")
    assert g.modifiers == [] and g.window is None


# R1: a reaction that would do nothing is refused with the reason it does nothing, not as
# "no event to cancel" whatever it was (a digital game and a table game share the check).
POACH = event("e-poach", {"do": "steal_random", "target": "opponent"})
DOLLY = star("s-dolly", charisma=60, fame=2, ability={
    "kind": "action", "effect": {"do": "modify", "stat": "psyche", "amount": -30,
                                 "target": "opponent_star", "until": "end_of_turn"}})
ASK = {"always_ask_reactions": True}


def test_r1_a_reaction_for_one_of_your_stars_is_refused_when_you_have_none():
    g = rig([star("s-a"), star("s-b")], [POACH, SHIELD] + fillers(8), [film("f-1")], [award("a-1")],
            [["s-a"], []], [["e-poach"], ["e-shield", "e-f1"]], options=ASK)
    do(g, "play_event", 0, card="e-poach", target_player=1)
    assert g.window is not None and g.window.seat == 1
    msg = refused(g, "R1", "play_event", 1, card="e-shield")
    assert msg == "You have no star for Shield to act on."


def test_r1_cancel_event_against_an_ability_says_it_cancels_only_an_event():
    g = rig([DOLLY, star("s-b")], [CANCEL] + fillers(8), [film("f-1")], [award("a-1")],
            [["s-dolly"], ["s-b"]], [[], ["e-cancel"]], options=ASK)
    do(g, "use_ability", 0, star="s-dolly", target="s-b")
    assert g.window is not None and g.window.seat == 1
    msg = refused(g, "R1", "play_event", 1, card="e-cancel")
    assert msg == "Cancel cancels only an event: this window was opened by Dolly's ability."


def test_r1_cancel_event_against_an_outshine_or_an_award_names_what_opened_the_window():
    g = game([[], ["e-cancel"]], [CANCEL], options=ASK)
    do(g, "outshine", 0, star="s-a", target="s-b")
    msg = refused(g, "R1", "play_event", 1, card="e-cancel")
    assert msg == "Cancel cancels only an event: this window was opened by A's outshine."
    zap = award("a-zap", effect={"do": "modify", "stat": "psyche", "amount": -10,
                                 "target": "opponent_star", "until": "end_of_turn"})
    g = game([[], ["e-cancel"]], [CANCEL], options=ASK, held=[["a-zap"], []],
             awards=[zap, award("a-1")])
    do(g, "play_award", 0, card="a-zap", target="s-b")
    msg = refused(g, "R1", "play_event", 1, card="e-cancel")
    assert msg == "Cancel cancels only an event: this window was opened by the award Zap."


def test_r1_a_reaction_ability_that_does_nothing_says_why():
    quiet = star("s-b", ability={"kind": "reaction", "effect": {"do": "cancel_event"}})
    quiet["name"] = "Quiet"
    g = game([[], []], stars=[star("s-a", charisma=80), quiet], options=ASK)
    do(g, "outshine", 0, star="s-a", target="s-b")
    msg = refused(g, "R1", "use_ability", 1, star="s-b")
    assert msg == "Quiet cancels only an event: this window was opened by A's outshine."


def test_r1_a_reaction_with_no_player_or_star_to_act_on_says_so():
    strip = event("e-strip", {"do": "discard_random", "target": "opponent", "count": 1}, "reaction")
    wake = event("e-wake", {"do": "ready_star", "target": "own_star"}, "reaction")
    g = game([[], ["e-strip", "e-wake"]], [strip, wake], options=ASK)
    do(g, "outshine", 0, star="s-a", target="s-b")
    assert refused(g, "R1", "play_event", 1, card="e-strip") == \
        "There is no player Strip could target now."  # Mia's hand is empty
    assert refused(g, "R1", "play_event", 1, card="e-wake") == \
        "You have no used star for Wake to ready."
