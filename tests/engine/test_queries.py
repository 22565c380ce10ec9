"""engine/queries.py: what screens ask the engine, held to what `apply` accepts or refuses."""
from __future__ import annotations

import random

from redlight_app.engine.cards import load_cardset
from redlight_app.engine.moves import BuyAward, EndTurn, FilmTop, MakeFilm, Outshine, PlayAward, PlayEvent, UseAbility
from redlight_app.engine.queries import (
    DrawCause,
    ability_refusal,
    ability_selection_refusal,
    acting_seat,
    award_cost_for,
    award_refusal,
    can_outshine,
    card_refusal,
    draw_cause,
    film_refusal,
    film_required,
    next_award_cost,
    outshine_pairs,
    outshine_refusal,
    outshine_selection_refusal,
    reaches,
    star_refusal,
    team_fame,
    top_award_cost_row,
    top_film_candidates,
    top_film_required,
    turn_refusal,
)
from redlight_app.engine.rollout import random_move
from redlight_app.engine.rules import apply, check, legal_moves
from redlight_app.engine.setup import new_game
from redlight_app.engine.state import OVER
from redlight_app.engine.table import new_table_game

from .factory import award, do, fillers, film, rig, star, synthetic_doc, table_box_doc


def basic(**kw):
    stars = kw.pop("stars", [star("s-a", fame=2, charisma=55), star("s-b", fame=1, charisma=40),
                             star("s-c", fame=3, psyche=50), star("s-d", psyche=60)])
    return rig(stars, fillers(8), kw.pop("films", [film("f-1", "blue", 1, 3), film("f-2", "red", 60, 2)]),
               kw.pop("awards", [award("a-1"), award("a-2"), award("a-3")]),
               kw.pop("tables", [["s-a", "s-b"], ["s-c", "s-d"]]), [[], []], **kw)


def test_a3_next_award_cost_reads_the_row_at_awards_held_plus_one():
    g = basic(awards=[award("a-1"), award("a-2"), award("a-3"), award("a-4")],
              held=[["a-1", "a-2"], []], award_order=["a-3", "a-4"])
    assert next_award_cost(g, 0) == 6  # third award, default row 4, 4, 6, 8
    assert next_award_cost(g, 1) == 4
    assert top_award_cost_row(g) == (4, 4, 6, 8)


def test_a3_next_award_cost_follows_the_top_cards_own_row_and_an_empty_deck():
    g = basic(awards=[award("a-1", costs=[2, 3, 5, 7]), award("a-2")], award_order=["a-1", "a-2"])
    assert next_award_cost(g, 0) == 2
    assert award_cost_for(g, 0, "a-2") == 4
    g.awards.clear()
    assert next_award_cost(g, 0) is None
    assert top_award_cost_row(g) is None


def test_a3_award_cost_agrees_with_what_apply_accepts():
    g = basic(stars=[star("s-a", fame=3), star("s-b", fame=1), star("s-c")],
              tables=[["s-a", "s-b"], ["s-c"]])
    cost = next_award_cost(g, 0)
    assert cost == 4
    assert not reaches(g, ["s-a"], cost).enough
    assert reaches(g, ["s-a"], cost).short == 1
    assert check(g, BuyAward(0, stars=("s-a",))).rule == "A3"
    assert reaches(g, ["s-a", "s-b"], cost).enough
    assert check(g, BuyAward(0, stars=("s-a", "s-b"))) is None


def test_a1_a2_top_film_required_and_team_fame():
    g = basic()
    assert top_film_required(g) == 3
    assert film_required(g, "f-2") == 2
    assert team_fame(g, ["s-a", "s-b"]) == 3
    assert reaches(g, ["s-a"], 3).short == 1
    do(g, "make_film", 0, stars=["s-a", "s-b"], assign_to="s-a")
    assert top_film_required(g) == 2
    g.films.clear()
    assert top_film_required(g) is None


def test_a2_table_mode_top_film_is_what_its_back_shows():
    cs = load_cardset(table_box_doc(), require_every_kind=False)
    g = new_table_game(cs, ["Ann", "Bob"], 0, ["s-ann", "s-bob"])
    assert top_film_required(g) is None  # nobody has entered it yet
    apply(g, FilmTop(amount=3))
    assert top_film_required(g) == 3
    assert top_film_candidates(g).films == ["f-blue"]  # of red 2, blue 3, green 1


def test_a6_a7_outshine_pairs_are_exactly_the_legal_outshines():
    g = basic()
    pairs = outshine_pairs(g, 0)
    assert pairs == [("s-a", "s-c")]  # charisma 55 >= psyche 50; 40 reaches neither
    assert can_outshine(g, "s-a", "s-c") and not can_outshine(g, "s-a", "s-d")
    assert not can_outshine(g, "s-a", "s-b")  # A7: her own player's star
    legal = {(m.star, m.target) for m in legal_moves(g, 0) if m.type == "outshine"}
    assert set(pairs) == legal


def test_a6_outshine_refusal_names_the_easiest_rival_or_says_there_is_none():
    g = basic()
    exc = outshine_refusal(g, 0, "s-b")
    assert exc is not None and exc.rule == "A6" and exc.key == "outshine_short"
    assert exc.params["psyche"] == 50 and exc.params["charisma"] == 40
    assert outshine_refusal(g, 0, "s-a") is None
    lone = basic(tables=[["s-a", "s-b"], []])
    exc = outshine_refusal(lone, 0, "s-a")
    assert exc is not None and exc.key == "outshine_no_rival"
    assert "no rival star" in exc.message


def test_t4_t5_r1_v7_refusals_match_apply_for_a_probe():
    g = basic()
    assert turn_refusal(g, 0) is None and star_refusal(g, 0, "s-a") is None
    off = turn_refusal(g, 1)
    assert off is not None and off.rule == "T4"
    assert check(g, MakeFilm(1, stars=("s-c",), assign_to="s-c")).rule == "T4"
    assert star_refusal(g, 0, "s-c").rule == "T5"  # not her table
    do(g, "outshine", 0, star="s-a", target="s-c")
    if g.window is not None:  # the target's owner holds nothing: no window (R1 reading)
        assert turn_refusal(g, 0).rule == "R1"
    assert star_refusal(g, 0, "s-a").rule == "T5"  # used
    assert check(g, MakeFilm(0, stars=("s-a",), assign_to="s-a")).rule == "T5"
    do(g, "agree_end")
    assert turn_refusal(g, 0).rule == "V7" and acting_seat(g) is None


def test_t4_r1_acting_seat_and_turn_refusal_agree_with_apply_over_random_games():
    cs = load_cardset(synthetic_doc())
    for seed in range(6):
        g = new_game(cs, ["A", "B", "C"], seed)
        rng = random.Random(seed)
        for _ in range(400):
            if g.status == OVER:
                break
            actor = acting_seat(g)
            assert actor is not None
            assert legal_moves(g, actor), "the seat the game waits for always has a move"
            for seat in range(3):
                refusal = turn_refusal(g, seat)
                probe = EndTurn(seat)
                engine = check(g, probe)
                if refusal is None:
                    assert engine is None
                else:
                    assert engine is not None and engine.rule == refusal.rule
                if g.window is not None and seat != g.window.seat:
                    assert not legal_moves(g, seat)
            move = random_move(g, actor, rng)
            assert move is not None
            apply(g, move)


def same(refusal, engine) -> bool:
    """The same refusal: rule, message id and every parameter (so the same sentence)."""
    if refusal is None or engine is None:
        return refusal is engine
    return (refusal.rule, refusal.key, refusal.params) == (engine.rule, engine.key, engine.params)


def test_v7_t1_t4_r1_turn_refusal_is_the_refusal_apply_gives_each_turn_action():
    """One probe per gate: the query's refusal equals `apply`'s for a film, an award, an
    outshine, an ability and ending the turn, parameters included."""
    def probes(g, seat):
        return [MakeFilm(seat, ("s-a",), "s-a"), BuyAward(seat, ("s-a", "s-b")),
                Outshine(seat, "s-a", "s-c"), UseAbility(seat, "s-a"), EndTurn(seat)]

    g = basic()
    assert turn_refusal(g, 1).key == "not_your_turn"  # T4: Ann's turn
    assert turn_refusal(g, 7).key == "no_such_seat"  # T4
    for seat in (1, 7):
        for probe in probes(g, seat):
            assert same(turn_refusal(g, seat), check(g, probe)), probe
    g.players[1].out = True
    g.active = 1
    assert turn_refusal(g, 1).key == "player_out"  # T4
    assert all(same(turn_refusal(g, 1), check(g, p)) for p in probes(g, 1))

    g = basic(stars=[star("s-a", charisma=60), star("s-b"), star("s-c", psyche=10), star("s-d")],
              options={"always_ask_reactions": True})
    do(g, "outshine", 0, star="s-a", target="s-c")
    assert g.window is not None and g.window.seat == 1  # R1: Bob may answer
    assert turn_refusal(g, 0).key == "window_other" and turn_refusal(g, 1).key == "window_only_reactions"
    for seat in (0, 1):
        for probe in probes(g, seat)[:3] + [EndTurn(seat)]:
            assert same(turn_refusal(g, seat), check(g, probe)), probe

    g = new_table_game(load_cardset(table_box_doc()), ["Ann", "Bob"], 0, ["s-ann", "s-bob"])
    do(g, "end_turn", 0)
    assert g.draws_due > 0 and turn_refusal(g, 1).key == "draws_due"  # T1: the draws first
    assert all(same(turn_refusal(g, s), check(g, EndTurn(s))) for s in (0, 1))

    do(g, "agree_end")
    assert turn_refusal(g, 0).key == "game_over"  # V7
    assert all(same(turn_refusal(g, 0), check(g, p)) for p in probes(g, 0))


def test_a1_a3_film_and_award_refusals_for_a_selection_are_apply_s():
    g = basic(stars=[star("s-a", fame=1), star("s-b", fame=1), star("s-c"), star("s-d")],
              films=[film("f-1", "blue", 1, 2), film("f-2")])
    assert film_refusal(g, 0, ()).key == "no_stars"  # A1: select someone first
    assert film_refusal(g, 0, ("s-a",)).key == "film_fame_short"
    assert film_refusal(g, 0, ("s-a", "s-b")) is None
    assert film_refusal(g, 0, ("s-a", "s-c")).key == "star_not_yours"  # T5
    assert award_refusal(g, 0, ("s-a",)).key == "award_fame_short"  # A3: 4 needed
    assert award_refusal(g, 1, ("s-c",)).key == "not_your_turn"  # T4 before the team
    for stars in [("s-a",), ("s-a", "s-b"), ("s-b", "s-a", "s-b"), ("s-c",), ("s-a", "s-d")]:
        assert same(film_refusal(g, 0, stars), check(g, MakeFilm(0, stars, stars[0])))
        assert same(award_refusal(g, 0, stars), check(g, BuyAward(0, stars)))


def test_a6_a8_one_star_actions_refuse_a_selection_of_none_or_several():
    g = basic()
    for stars in [(), ("s-a", "s-b")]:
        exc = outshine_selection_refusal(g, 0, stars)
        assert (exc.rule, exc.key) == ("A6", "outshine_one_star") and "exactly one star" in exc.message
        exc = ability_selection_refusal(g, 0, stars)
        assert (exc.rule, exc.key) == ("A8", "ability_one_star")
        assert outshine_selection_refusal(g, 1, stars).key == "not_your_turn"  # T4 comes first
    assert same(outshine_selection_refusal(g, 0, ("s-b",)), outshine_refusal(g, 0, "s-b"))
    assert outshine_selection_refusal(g, 0, ("s-a",)) is None
    assert same(ability_selection_refusal(g, 0, ("s-a",)), ability_refusal(g, 0, "s-a"))


def test_a8_a9_e1_e4_ability_and_card_refusals_equal_apply_over_random_games():
    """For every seat, star and card in hand or held, at many points of random games: the
    query's refusal is the one `apply` gives the move played on its first targets."""
    cs = load_cardset(synthetic_doc())
    compared = 0
    for seed in range(4):
        g = new_game(cs, ["A", "B", "C"], seed)
        rng = random.Random(seed)
        for _ in range(150):
            if g.status == OVER:
                break
            for seat in range(3):
                player = g.players[seat]
                for slot in player.table:
                    assert same(ability_refusal(g, seat, slot.card), check(g, UseAbility(seat, slot.card)))
                    compared += 1
                for card in player.hand:
                    assert same(card_refusal(g, seat, card), check(g, PlayEvent(seat, card)))
                for card in player.awards:
                    assert same(card_refusal(g, seat, card), check(g, PlayAward(seat, card)))
                for stars in ([s.card for s in player.table][:2], [s.card for s in player.table][:1]):
                    team = tuple(stars)
                    if team:
                        assert same(film_refusal(g, seat, team), check(g, MakeFilm(seat, team, team[0])))
                        assert same(award_refusal(g, seat, team), check(g, BuyAward(seat, team)))
            apply(g, random_move(g, acting_seat(g), rng))
    assert compared > 500


def test_a5_draw_cause_names_the_revealed_award_whose_effect_draws_and_not_the_turns_draw():
    """The table is told why a player draws mid-turn: the award revealed on draw whose effect
    made the draw due (A5); the turn's draw (T1) names nothing."""
    doc = table_box_doc()
    doc["awards"] = [award("a-encore", costs=[2, 2, 2, 2], reveal=True, effect={"do": "draw", "count": 1})]
    doc["events"].append({"id": "e-gossip", "name": "Gossip", "phase": "own_turn", "copies": 1,
                          "text": "", "effect": {"do": "draw", "count": 1}})
    g = new_table_game(load_cardset(doc), ["Ann", "Bob"], 0, ["s-ann", "s-bob"])
    log: list = []
    log += do(g, "buy_award", 0, stars=["s-ann"], card="a-encore")
    assert g.draws_due == 1 and draw_cause(g, reversed(log)) == DrawCause("revealed", "a-encore", 0, "A5")
    log += do(g, "draw", 0)
    assert draw_cause(g, reversed(log)) is None  # nothing is due any more
    log += do(g, "end_turn", 0)
    assert g.draws_due == 2 and draw_cause(g, reversed(log)) is None  # T1: the turn's draw
    log += do(g, "draw", 1)
    assert g.draws_due == 1 and draw_cause(g, reversed(log)) is None  # T1, half entered
    log += do(g, "draw", 1)
    log += do(g, "play_event", 1, card="e-gossip")
    assert g.draws_due == 1 and draw_cause(g, reversed(log)) == DrawCause("event", "e-gossip", 1, "E2")


def _drawing_box():
    """The table box with a card of each kind whose effect draws: Open Casting Call (an
    event: draw 2), Last Call (a reaction event: draw 1), Lucky (an action ability: draw 1),
    Scout (a reaction ability: draw 1), Casting Award (an award played from the hand: draw
    2) and Glitz (an event whose `all` effect raises a star's fame, then draws 1)."""
    doc = table_box_doc()
    doc["stars"] += [star("s-lucky", fame=2, ability={"kind": "action", "text": "",
                                                      "effect": {"do": "draw", "count": 1}}),
                     star("s-scout", ability={"kind": "reaction", "trigger": "star", "text": "",
                                              "effect": {"do": "draw", "count": 1}})]
    doc["events"] += [
        {"id": "e-call", "name": "Open Casting Call", "phase": "own_turn", "copies": 1, "text": "",
         "effect": {"do": "draw", "count": 2}},
        {"id": "e-last", "name": "Last Call", "phase": "reaction", "copies": 1, "text": "",
         "effect": {"do": "draw", "count": 1}},
        {"id": "e-glitz", "name": "Glitz", "phase": "own_turn", "copies": 1, "text": "",
         "effect": {"do": "all", "effects": [
             {"do": "modify", "stat": "fame", "amount": 1, "target": "own_star", "until": "end_of_turn"},
             {"do": "draw", "count": 1}]}}]
    doc["awards"] = [award("a-casting", costs=[2, 2, 2, 2], effect={"do": "draw", "count": 2}),
                     award("a-gold")]
    return load_cardset(doc)


def test_e2_e4_a8_draw_cause_names_the_played_card_or_the_ability_whose_effect_draws():
    """An event played (E2), an award played from the hand (E4) and a star's action ability
    (A8): each makes its player draw and is named with its rule, also once a card of the
    draw is entered; an `all` effect whose other part logs first still names its card."""
    g = new_table_game(_drawing_box(), ["Ann", "Bob"], 0, ["s-lucky", "s-bob"])
    log: list = []
    log += do(g, "play_event", 0, card="e-call")
    assert g.draws_due == 2 and draw_cause(g, reversed(log)) == DrawCause("event", "e-call", 0, "E2")
    log += do(g, "draw", 0, card="s-cy")
    assert g.draws_due == 1 and draw_cause(g, reversed(log)) == DrawCause("event", "e-call", 0, "E2")
    log += do(g, "draw", 0, card="s-di")
    log += do(g, "use_ability", 0, star="s-lucky")
    assert g.draws_due == 1 and draw_cause(g, reversed(log)) == DrawCause("ability", "s-lucky", 0, "A8")
    log += do(g, "draw", 0, card="s-ann")
    log += do(g, "buy_award", 0, stars=["s-cy"], card="a-casting")
    assert g.draws_due == 0 and draw_cause(g, reversed(log)) is None  # bought: nothing drawn
    log += do(g, "play_award", 0, card="a-casting")
    assert g.draws_due == 2 and draw_cause(g, reversed(log)) == DrawCause("award", "a-casting", 0, "E4")
    log += do(g, "draw", 0) + do(g, "draw", 0)
    log += do(g, "play_event", 0, card="e-glitz", target="s-ann")
    assert g.draws_due == 1 and draw_cause(g, reversed(log)) == DrawCause("event", "e-glitz", 0, "E2")


def test_r1_draw_cause_names_a_reaction_event_or_ability_whose_effect_draws():
    """In Bob's response window (R1) his reaction event Last Call (E2) or his star Scout's
    reaction ability (A9) makes him draw: named, with the seat of the one who draws."""
    g = new_table_game(_drawing_box(), ["Ann", "Bob"], 0, ["s-ann", "s-scout"])
    log: list = []
    log += do(g, "play_event", 0, card="e-rumour", target="s-scout")
    assert g.window is not None and g.window.seat == 1
    log += do(g, "use_ability", 1, star="s-scout")
    assert g.draws_due == 1 and draw_cause(g, reversed(log)) == DrawCause("ability", "s-scout", 1, "A9")
    log += do(g, "draw", 1, card="s-cy")
    log += do(g, "play_event", 1, card="e-last")
    assert g.draws_due == 1 and draw_cause(g, reversed(log)) == DrawCause("event", "e-last", 1, "E2")


def test_draw_cause_names_nothing_when_something_else_came_between_or_the_card_does_not_draw():
    """Err towards the plain prompt: a log whose draws due follow another player's card, a
    card that does not draw, or an entry of another kind names no cause."""
    g = new_table_game(_drawing_box(), ["Ann", "Bob"], 0, ["s-lucky", "s-bob"])
    log = do(g, "play_event", 0, card="e-call")
    due, played = log[-1], log[0]
    assert due["type"] == "draws_due" and played["type"] == "event_played"
    assert draw_cause(g, [due, played]) == DrawCause("event", "e-call", 0, "E2")
    assert draw_cause(g, [due, {**played, "seat": 1}]) is None  # another player's card
    assert draw_cause(g, [due, {**played, "card": "e-rumour"}]) is None  # it does not draw
    assert draw_cause(g, [due, {"type": "film_made", "seat": 0}, played]) is None  # between
    assert draw_cause(g, [due, {"type": "turn", "seat": 0, "turn": 1}]) is None  # T1
    assert draw_cause(g, [{"type": "end_turn", "seat": 0}, due, played]) is None  # newer than due
    assert draw_cause(g, [due]) is None and draw_cause(g, []) is None
