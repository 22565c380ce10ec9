"""The end of the game V1-V7 and the discard pile D1."""
from __future__ import annotations

from .factory import award, do, event, fillers, film, refused, rig, star, table


def test_v1_four_awards_win_at_once_in_anyones_turn():
    g = rig([star("s-a", fame=9), star("s-b")], fillers(8), [film("f-1")],
            [award(f"a-{i}") for i in range(1, 6)], [["s-a"], ["s-b"]], [[], []],
            held=[["a-1", "a-2", "a-3"], []], award_order=["a-4", "a-5"])
    do(g, "buy_award", 0, stars=["s-a"])
    assert g.status == "over" and g.winners == [0] and g.ending == "awards"


def test_v1_award_taken_off_turn_by_any_turn_event_wins():
    take = event("e-take", {"do": "take_award"}, "any_turn")
    g = rig([star("s-a"), star("s-b")], [take] + fillers(8), [film("f-1")],
            [award(f"a-{i}") for i in range(1, 6)], [["s-a"], ["s-b"]], [[], ["e-take"]],
            held=[[], ["a-1", "a-2", "a-3"]], award_order=["a-4", "a-5"])
    do(g, "play_event", 1, card="e-take")
    assert g.winners == [1]


def test_v2_silver_awards_count_unless_marked():
    g = rig([star("s-a", fame=9), star("s-b")], fillers(8), [film("f-1")],
            [award("a-1"), award("a-2"), award("a-3"), award("a-s", frame="silver"),
             award("a-n", frame="silver", counts=False), award("a-5")],
            [["s-a"], ["s-b"]], [[], []], held=[["a-1", "a-2", "a-n"], []],
            award_order=["a-s", "a-3", "a-5"])
    do(g, "buy_award", 0, stars=["s-a"])  # 4 held, but a-n does not count
    assert g.status == "playing"
    do(g, "end_turn", 0)
    do(g, "end_turn", 1)
    assert g.players[0].awards == ["a-1", "a-2", "a-n", "a-s"]
    do(g, "buy_award", 0, stars=["s-a"])
    assert g.winners == [0]


def test_v2_table_ruling_silver_awards_do_not_count():
    g = rig([star("s-a", fame=9), star("s-b")], fillers(8), [film("f-1")],
            [award("a-1"), award("a-2"), award("a-3"), award("a-s", frame="silver"), award("a-5")],
            [["s-a"], ["s-b"]], [[], []], held=[["a-1", "a-2", "a-3"], []],
            award_order=["a-s", "a-5"], options={"silver_awards_count": False})
    do(g, "buy_award", 0, stars=["s-a"])
    assert g.status == "playing"


def test_v3_v4_showdown_starts_when_main_empties_and_starless_players_leave():
    g = rig([star("s-a", charisma=90), star("s-b", psyche=10)], fillers(2),
            [film("f-1")], [award("a-1")], [["s-a"], ["s-b"], []], [[], [], []],
            main=["e-f1", "e-f2"], players=["A", "B", "C"])
    assert g.status == "playing" and not g.players[2].out
    do(g, "end_turn", 0)  # B draws the last two cards
    assert g.status == "showdown" and g.players[2].out
    do(g, "end_turn", 1)
    assert g.active == 0 and g.main == []
    assert len(g.players[0].hand) == 0  # no draw in the showdown


def test_v4_active_player_leaving_passes_the_turn():
    hit = event("e-hit", {"do": "discard_star", "target": "opponent_star"}, "any_turn")
    g = rig([star("s-a"), star("s-b"), star("s-c")], [hit], [film("f-1")], [award("a-1")],
            [["s-a"], ["s-b"], ["s-c"]], [[], ["e-hit"], []], main=[], players=["A", "B", "C"])
    assert g.status == "showdown"
    do(g, "play_event", 1, card="e-hit", target="s-a")
    assert g.players[0].out and g.active == 1 and g.status == "showdown"


def test_v5_last_player_in_the_showdown_wins():
    g = rig([star("s-a", charisma=90), star("s-b", psyche=10)], [], [film("f-1")], [award("a-1")],
            [["s-a"], ["s-b"]], [[], []], main=[])
    do(g, "outshine", 0, star="s-a", target="s-b")
    assert g.status == "over" and g.winners == [0] and g.ending == "showdown"
    assert g.players[1].out


def test_v6_agreed_end_has_no_winner():
    g = rig([star("s-a"), star("s-b")], fillers(8), [film("f-1")], [award("a-1")],
            [["s-a"], ["s-b"]], [[], []])
    do(g, "agree_end")
    assert g.status == "over" and g.winners == [] and g.ending == "agreed"


def test_v6_turn_limit_ends_with_no_winner():
    g = rig([star("s-a"), star("s-b")], fillers(20), [film("f-1")], [award("a-1")],
            [["s-a"], ["s-b"]], [[], []], options={"turn_limit": 3})
    for seat in (0, 1, 0):
        do(g, "end_turn", seat)
    assert g.status == "over" and g.ending == "limit" and g.winners == [] and g.turn == 3


def test_v7_nothing_can_be_done_after_the_end():
    g = rig([star("s-a"), star("s-b")], fillers(8), [film("f-1")], [award("a-1")],
            [["s-a"], ["s-b"]], [[], []])
    do(g, "agree_end")
    refused(g, "V7", "end_turn", 0)
    refused(g, "V7", "agree_end")


def test_d1_discard_pile_is_never_shuffled_back():
    g = rig([star("s-a", charisma=90), star("s-b", psyche=10), star("s-b2", psyche=10)],
            [event("e-x", {"do": "draw", "count": 1})] + fillers(3), [film("f-1")], [award("a-1")],
            [["s-a"], ["s-b", "s-b2"]], [["e-x"], []], main=["e-f1", "e-f2", "e-f3"])
    do(g, "play_event", 0, card="e-x")
    do(g, "outshine", 0, star="s-a", target="s-b")
    do(g, "end_turn", 0)
    assert g.main == [] and g.discard == ["e-x", "s-b"] and table(g, 1) == ["s-b2"]


# -- V8: a showdown that stands still ends, the players still in share the win -----------
def _stuck(players=3, hands=None, events=(), table_mode=False):
    """A showdown (main deck empty) where no star can outshine another."""
    names = ["Ann", "Bob", "Cid"][:players]
    stars = [star(f"s-{n.lower()}", psyche=90, charisma=20, fame=1) for n in names]
    g = rig(stars, list(events), [film("f-1", fame_required=5)], [award("a-1")],
            [[s["id"]] for s in stars], hands or [[] for _ in names], main=[], players=names)
    if table_mode:
        g.chance = "table"
    return g


def test_v8_a_whole_round_that_moves_nothing_ends_the_showdown_with_a_shared_win():
    from redlight_app.engine.narrate import narrate
    g = _stuck()
    assert g.status == "showdown"
    log = do(g, "end_turn", 0) + do(g, "end_turn", 1)
    assert g.status == "showdown"
    log += do(g, "end_turn", 2)
    assert g.status == "over" and g.ending == "stalled" and g.winners == [0, 1, 2]
    sentences = [narrate(e, ["Ann", "Bob", "Cid"], g.cardset) for e in log]
    assert sentences[-1] == "The showdown stood still: Ann, Bob and Cid share the win."


def test_v8_a_card_that_changes_place_starts_the_round_again():
    gossip = event("e-gossip", {"do": "modify", "stat": "psyche", "amount": 10,
                                "target": "own_star", "until": "permanent"}, "any_turn")
    g = _stuck(hands=[[], [], ["e-gossip"]], events=[gossip])
    do(g, "end_turn", 0)
    do(g, "play_event", 2, card="e-gossip")  # in Bob's turn: a card played, a value for good
    do(g, "end_turn", 1)
    do(g, "end_turn", 2)
    do(g, "end_turn", 0)
    assert g.status == "showdown"  # Bob's turn moved a card: Bob, Cid, Ann have had theirs
    do(g, "end_turn", 1)
    assert g.status == "over" and g.ending == "stalled"


def test_v8_using_a_star_and_a_modifier_for_this_turn_only_are_no_change():
    boost = event("e-boost", {"do": "modify", "stat": "psyche", "amount": 10,
                              "target": "own_star", "until": "end_of_turn"}, "any_turn")
    g = _stuck(players=2, hands=[[], ["e-boost"]], events=[boost])
    do(g, "end_turn", 0)
    log = do(g, "play_event", 1, card="e-boost")
    assert g.status == "showdown"
    # the event card itself went to the discard pile: a card changed place
    do(g, "end_turn", 1)
    assert g.status == "showdown" and any(e["type"] == "modified" for e in log)
    do(g, "end_turn", 0)
    do(g, "end_turn", 1)
    assert g.status == "over" and g.winners == [0, 1]


def test_v8_players_who_left_do_not_share_the_win():
    stars = [star("s-ann", psyche=90, charisma=20), star("s-bob", psyche=90, charisma=20)]
    g = rig(stars, [], [film("f-1", fame_required=5)], [award("a-1")], [["s-ann"], ["s-bob"], []],
            [[], [], []], main=[], players=["Ann", "Bob", "Cid"])
    assert g.players[2].out  # no star in the showdown (V4)
    do(g, "end_turn", 0)
    do(g, "end_turn", 1)  # Ann and Bob have each had a turn that moved nothing
    assert g.ending == "stalled" and g.winners == [0, 1]


def test_v8_not_before_the_showdown():
    g = rig([star("s-a", psyche=90, charisma=10), star("s-b", psyche=90, charisma=10)],
            fillers(30), [film("f-1", fame_required=9)], [award("a-1", costs=[99] * 4)],
            [["s-a"], ["s-b"]], [[], []])
    for _ in range(6):
        do(g, "end_turn", g.active)
    assert g.status == "playing"


def test_v8_a_table_game_proposes_it_and_ends_only_when_the_table_agrees():
    from redlight_app.engine.stall import showdown_stands_still
    g = _stuck(players=2, table_mode=True)
    refused(g, "V8", "end_stalled")
    do(g, "end_turn", 0)
    assert not showdown_stands_still(g)
    do(g, "end_turn", 1)
    assert g.status == "showdown" and showdown_stands_still(g)
    do(g, "end_stalled")
    assert g.status == "over" and g.ending == "stalled" and g.winners == [0, 1]


def test_unknown_move_is_refused_first_with_its_own_message():
    from dataclasses import dataclass

    from redlight_app.engine.moves import EndTurn, Move
    from redlight_app.engine.rules import check

    @dataclass(frozen=True, slots=True)
    class Dance(Move):  # a move of some other game
        type = "dance"
        player: int

    g = _stuck(players=2)
    exc = check(g, Dance(1))  # not Bob's turn, but that is not what is wrong
    assert exc is not None and exc.key == "unknown_move" and exc.rule == ""
    assert exc.message == '"dance" is not a move of this game.'
    do(g, "agree_end")
    assert check(g, Dance(0)).key == "unknown_move"  # before V7
    assert check(g, EndTurn(0)).rule == "V7"


def test_v8_the_turn_whose_draw_begins_the_showdown_does_not_count():
    stars = [star("s-ann", psyche=90, charisma=20), star("s-bob", psyche=90, charisma=20)]
    g = rig(stars, fillers(2), [film("f-1", fame_required=5)], [award("a-1")],
            [["s-ann"], ["s-bob"]], [[], []], main=["e-f1", "e-f2"], players=["Ann", "Bob"])
    do(g, "end_turn", 0)
    assert g.status == "showdown"  # Bob drew the last two cards as his turn began
    do(g, "end_turn", 1)
    do(g, "end_turn", 0)
    assert g.status == "showdown"  # Bob's turn moved cards (his draw): Ann's alone is not a round
    do(g, "end_turn", 1)
    assert g.status == "over" and g.ending == "stalled" and g.winners == [0, 1]


def test_t4_a_player_who_left_the_showdown_is_refused_and_told_she_left():
    """Ann has left the showdown (V4) and still holds an any_turn event: clicking it is
    refused with T4, the first of the rules it breaks in SCENARIOS.md's order (a player out
    of the game is never the one to act), and the sentence says she has left the game."""
    hit = event("e-hit", {"do": "discard_star", "target": "opponent_star"}, "any_turn")
    fan = event("e-fan", {"do": "draw", "count": 1}, "any_turn")
    g = rig([star("s-a"), star("s-b"), star("s-c")], [hit, fan], [film("f-1")], [award("a-1")],
            [["s-a"], ["s-b"], ["s-c"]], [["e-fan"], ["e-hit"], []], main=[],
            players=["Ann", "Bob", "Cid"], first=1)
    do(g, "play_event", 1, card="e-hit", target="s-a")
    assert g.players[0].out and g.status == "showdown"
    said = refused(g, "T4", "play_event", 0, card="e-fan")
    assert said == "Ann has left the game."
    refused(g, "T4", "end_turn", 0)


def test_v3_a_card_that_draws_or_takes_from_an_empty_deck_says_why_nothing_came():
    """V3 (nobody draws in the showdown), A2, A3 (an empty deck gives nothing): a card that
    draws, takes the top film or the top award, played when that deck is empty, is not a
    silent "Ann played ..." in the log: the next sentence says why nothing came."""
    from redlight_app.engine.narrate import narrate
    draw = event("e-draw", {"do": "draw", "count": 2})
    take_film = event("e-film", {"do": "take_film"})
    take_award = event("e-award", {"do": "take_award"})
    g = rig([star("s-a"), star("s-b"), star("s-c")], [draw, take_film, take_award],
            [film("f-1")], [award("a-1")], [["s-a"], ["s-b"], ["s-c"]],
            [["e-draw", "e-film", "e-award"], [], []], main=[], players=["Ann", "Bob", "Cid"])
    g.films.clear()
    g.awards.clear()
    assert g.status == "showdown"
    said = []
    for card in ("e-draw", "e-film", "e-award"):
        said += [narrate(e, ["Ann", "Bob", "Cid"], g.cardset) for e in do(g, "play_event", 0, card=card)]
    assert "Ann draws nothing: the main deck is empty (final showdown)." in said
    assert "Ann takes no film: the film deck is empty." in said
    assert "Ann takes no award: the award deck is empty." in said
    assert g.players[0].hand == [] and g.players[0].awards == []
