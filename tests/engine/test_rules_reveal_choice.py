"""A5 with R1: the player who draws an award marked reveal_on_draw chooses its targets (the
game waits for a `choose_targets` move), then each chosen player gets a response window, as
for a played card; rules version 1 games and scenarios keep the first eligible target."""
from __future__ import annotations

import json

from redlight_app.engine.moves import Move
from redlight_app.engine.narrate import narrate
from redlight_app.engine.queries import acting_seat
from redlight_app.engine.rules import legal_moves
from redlight_app.engine.scenario import run_scenario
from redlight_app.engine.state import GameState, Options
from redlight_app.engine.turns import TurnOrder
from redlight_app.engine.view import view

from .factory import award, cardset_doc, do, event, fillers, film, make_move, refused, rig, star, table

PROTECT = event("e-protect", {"do": "protect"}, "reaction")
TAKE = event("e-take", {"do": "take_award"})
ANY_TAKE = event("e-any-take", {"do": "take_award"}, "any_turn")
RAZZ = award("a-razz", reveal=True, counts=False,
             effect={"do": "discard_star", "target": "opponent_star"})
AUDIT = award("a-audit", reveal=True, counts=False,
              effect={"do": "discard_random", "target": "opponent", "count": 1})
STARS = [star("s-a", charisma=90, fame=4), star("s-b"), star("s-c"), star("s-d")]
NAMES = ["Ann", "Bob", "Cid"]


def three(hands, awards=(RAZZ,)) -> GameState:
    awards = [*awards, award("a-1")]
    return rig(STARS, [PROTECT, TAKE, ANY_TAKE] + fillers(12), [film("f-1")], awards,
               [["s-a"], ["s-b"], ["s-c"]], hands,
               award_order=[a["id"] for a in awards], players=NAMES)


def choices(g: GameState, seat: int) -> list[tuple]:
    return [(m.target, m.target_player) for m in legal_moves(g, seat) if m.type == "choose_targets"]


def test_a5_bought_reveal_the_drawer_chooses_and_the_chosen_targets_window_opens_r1():
    g = three([[], ["e-protect"], ["e-f1"]])
    log = do(g, "buy_award", 0, stars=["s-a"])
    assert [e["type"] for e in log][-1] == "reveal_choice" and g.window is None
    assert table(g, 1) == ["s-b"] and table(g, 2) == ["s-c"]  # nothing resolved yet
    assert acting_seat(g) == 0 and choices(g, 0) == [("s-b", None), ("s-c", None)]
    assert legal_moves(g, 1) == [] and legal_moves(g, 2) == []
    do(g, "choose_targets", 0, target="s-b")
    assert g.window is not None and g.window.seat == 1  # Bob's star chosen: Bob answers
    do(g, "play_event", 1, card="e-protect")
    assert table(g, 1) == ["s-b"] and g.window is None and "a-razz" in g.awards
    assert g.purchases[0] == 1 and g.players[0].awards == []


def test_a5_bought_reveal_the_drawer_may_choose_the_later_seat():
    g = three([[], ["e-f1"], ["e-f2"]])
    do(g, "buy_award", 0, stars=["s-a"])
    do(g, "choose_targets", 0, target="s-c")
    assert table(g, 2) == [] and table(g, 1) == ["s-b"] and not g.reveals


def test_a5_revealed_via_take_award_the_drawer_chooses_and_the_window_opens_r1():
    g = three([["e-take"], ["e-f1"], ["e-protect"]])
    log = do(g, "play_event", 0, card="e-take")
    assert g.reveals and g.reveals[0].source == "a-razz" and "e-take" in g.discard
    assert any(e["type"] == "award_revealed" for e in log)
    do(g, "choose_targets", 0, target="s-c")
    assert g.window is not None and g.window.seat == 2
    do(g, "pass", 2)
    assert table(g, 2) == [] and table(g, 1) == ["s-b"] and "a-razz" in g.awards


def test_a5_a_player_target_is_chosen_too_and_that_player_answers_r1():
    g = three([[], ["e-f1", "e-f2"], ["e-protect", "e-f3"]], awards=(AUDIT,))
    do(g, "buy_award", 0, stars=["s-a"])
    assert choices(g, 0) == [(None, 1), (None, 2)]
    do(g, "choose_targets", 0, target_player=2)
    assert g.window is not None and g.window.seat == 2
    do(g, "pass", 2)
    assert len(g.players[2].hand) == 1 and g.players[1].hand == ["e-f1", "e-f2"]


def test_a5_off_turn_drawer_chooses_although_it_is_not_their_turn():
    g = three([["e-f1"], ["e-any-take"], ["e-f2"]])
    do(g, "play_event", 1, card="e-any-take")
    assert acting_seat(g) == 1 and TurnOrder().next(g, range(3)) == (1, True)
    assert choices(g, 1) == [("s-a", None), ("s-c", None)]
    refused(g, "A5", "end_turn", 0)
    do(g, "choose_targets", 1, target="s-a")
    assert table(g, 0) == [] and table(g, 2) == ["s-c"]


def test_a5_the_refusal_while_the_choice_waits_reads_well_with_an_award_named_the():
    """An award named "The Golden ..." is not "the revealed The Golden ...": the sentence
    names the award, then says it was just revealed."""
    golden = dict(RAZZ, name="The Golden Razz")
    g = three([["e-take"], ["e-f1"], ["e-f2"]], awards=(golden,))
    do(g, "play_event", 0, card="e-take")
    message = refused(g, "A5", "end_turn", 0)
    assert "the revealed The" not in message
    assert message == "Ann must first choose the targets of The Golden Razz, the award just revealed."


def test_a5_while_the_choice_waits_nothing_else_is_taken():
    g = three([["e-take"], ["e-f1"], ["e-f2"]])
    do(g, "play_event", 0, card="e-take")
    message = refused(g, "A5", "end_turn", 0)
    assert message == "Ann must first choose the targets of Razz, the award just revealed."
    refused(g, "A5", "choose_targets", 1, target="s-c")  # only the drawer chooses
    refused(g, "A5", "choose_targets", 0, target="s-a")  # her own star is not eligible
    refused(g, "A5", "choose_targets", 0)  # a choice must name one of the eligible
    assert view(g, 2)["reveal"] == {"seat": 0, "card": "a-razz", "waiting": ["a-razz"],
                                    "in_window": [False],
                                    "choices": [["s-b", None], ["s-c", None]]}


def test_a5_choose_targets_without_a_waiting_award_is_refused():
    g = three([[], [], []])
    assert refused(g, "A5", "choose_targets", 0, target="s-b") == \
        "No revealed award is waiting for its targets."


def test_a5_a_single_eligible_target_needs_no_choice():
    g = rig(STARS, [PROTECT] + fillers(10), [film("f-1")], [RAZZ, award("a-1")],
            [["s-a"], ["s-b"]], [[], ["e-protect"]], award_order=["a-razz", "a-1"])
    do(g, "buy_award", 0, stars=["s-a"])
    assert not g.reveals and g.window is not None and g.window.seat == 1


def test_a5_a_move_that_names_the_target_needs_no_choice():
    g = three([["e-take"], ["e-f1"], ["e-f2"]])
    do(g, "play_event", 0, card="e-take", reveal_target="s-c")
    assert not g.reveals and table(g, 2) == []


def test_a5_choice_log_sentences():
    g = three([[], ["e-f1"], ["e-f2"]])
    log = do(g, "buy_award", 0, stars=["s-a"]) + do(g, "choose_targets", 0, target="s-c")
    sentences = [narrate(e, NAMES, g.cardset) for e in log]
    assert "Ann chooses the targets of Razz." in sentences
    assert "Ann aimed Razz at Cid's C." in sentences  # whose star: names may repeat


def test_a5_the_waiting_award_is_kept_when_the_state_is_saved_and_copied():
    g = three([["e-take"], ["e-f1"], ["e-f2"]])
    do(g, "play_event", 0, card="e-take")
    again = GameState.from_dict(json.loads(json.dumps(g.to_dict())), g.cardset)
    copy = g.copy()
    do(g, "choose_targets", 0, target="s-b")
    for other in (again, copy):
        assert other.reveals[0].source == "a-razz" and table(other, 1) == ["s-b"]
        do(other, "choose_targets", 0, target="s-c")
        assert table(other, 2) == [] and table(other, 1) == ["s-b"]


def test_a5_options_record_the_rules_version_and_old_records_read_as_version_1():
    assert Options().rules_version == 4
    assert Options.from_dict(Options().to_dict()).rules_version == 4
    assert Options.from_dict({"rules_version": 3}).rules_version == 3
    assert Options.from_dict({"rules_version": 2}).rules_version == 2
    assert Options.from_dict({"turn_limit": 5}).rules_version == 1


def _scenario(actions):
    doc = cardset_doc(STARS[:3], [TAKE, PROTECT], [film("f-1")], [RAZZ, award("a-1")])
    return json.loads(json.dumps({
        "format": "redlight-scenario/1", "cardset": doc, "players": NAMES,
        "deal": {"tables": [["s-a"], ["s-b"], ["s-c"]], "hands": [["e-take"], [], ["e-protect"]]},
        "main": [], "films": ["f-1"], "awards": ["a-razz", "a-1"], "actions": actions}))


def _tables(out):
    return [[s["card"] for s in p["table"]] for p in out["state"]["players"]]


def test_a5_scenarios_keep_the_first_eligible_when_the_next_move_is_not_a_choice():
    out = run_scenario(_scenario([{"type": "play_event", "player": 0, "card": "e-take"},
                                  {"type": "end_turn", "player": 0}]))
    assert out["results"] == ["ok", "ok"] and _tables(out) == [["s-a"], [], ["s-c"]]
    out = run_scenario(_scenario([{"type": "play_event", "player": 0, "card": "e-take"}]))
    assert _tables(out) == [["s-a"], [], ["s-c"]]


def test_a5_scenarios_may_choose_the_revealed_awards_targets():
    out = run_scenario(_scenario([{"type": "play_event", "player": 0, "card": "e-take"},
                                  {"type": "choose_targets", "player": 0, "target": "s-c"},
                                  {"type": "play_event", "player": 2, "card": "e-protect"}]))
    assert out["results"] == ["ok", "ok", "ok"] and _tables(out) == [["s-a"], ["s-b"], ["s-c"]]
    out = run_scenario(_scenario([{"type": "play_event", "player": 0, "card": "e-take"},
                                  {"type": "choose_targets", "player": 1, "target": "s-c"}]))
    assert out["results"] == ["ok", "illegal:A5"]


def test_a5_choose_targets_has_a_json_form():
    move = Move.from_dict({"type": "choose_targets", "player": 0, "target": "s-c"})
    assert move == make_move("choose_targets", 0, target="s-c")
    assert Move.from_dict(move.to_dict()) == move
