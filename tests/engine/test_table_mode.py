"""Table mode: a game played with the real cards, entered move by move."""
from __future__ import annotations

import pytest

from redlight_app.engine.cards import load_cardset
from redlight_app.engine.errors import IllegalMove
from redlight_app.engine.moves import Draw, EndTurn
from redlight_app.engine.rules import apply, legal_moves
from redlight_app.engine.state import UNKNOWN
from redlight_app.engine.table import new_table_game, unseen
from redlight_app.engine.values import stat
from redlight_app.engine.view import view

from .factory import make_move, table_box_doc


def cardset():
    return load_cardset(table_box_doc())


def move(g, type, player=None, **kw):
    return apply(g, make_move(type, player, **kw))


def refused(g, rule, type, player=None, **kw):
    with pytest.raises(IllegalMove) as info:
        move(g, type, player, **kw)
    assert info.value.rule == rule, info.value.message
    return info.value.message


def test_setup_holds_no_deck_order():
    g = new_table_game(cardset(), ["Ann", "Bob"], 0, ["s-ann", "s-bob"])
    assert g.players[0].hand == [UNKNOWN] * 4 and g.main == [UNKNOWN] * (4 + 12 - 10)
    assert set(g.films) == {UNKNOWN} and len(g.awards) == 3
    assert unseen(g, "star") == ["s-cy", "s-di"]
    with pytest.raises(ValueError):
        new_table_game(cardset(), ["Ann", "Bob"], 0, ["s-ann", "s-ann"])


def test_a_scripted_table_game_to_its_end():
    g = new_table_game(cardset(), ["Ann", "Bob"], 0, ["s-ann", "s-bob"])
    # Turn 1 (Ann, no draw): the film's back shows 2; Ann and her star make it: it was Red.
    move(g, "film_top", amount=2)
    assert view(g, None)["film_top_required"] == 2
    msg = refused(g, "A2", "make_film", 0, stars=["s-ann"], assign_to="s-ann")
    assert "Name the film" in msg
    refused(g, "A2", "make_film", 0, stars=["s-ann"], assign_to="s-ann", card="a-gold")
    move(g, "make_film", 0, stars=["s-ann"], assign_to="s-ann", card="f-red")
    assert stat(g, "s-ann", "charisma") == 110 and view(g, None)["film_top_required"] is None
    move(g, "end_turn", 0)
    # Turn 2 (Bob): he must enter his two cards first.
    assert g.draws_due == 2 and g.drawing == 1
    refused(g, "T1", "end_turn", 1)
    assert {m.card for m in legal_moves(g, 1)} == {"s-cy", "s-di", None}
    move(g, "draw", 1, card="s-cy")
    refused(g, "T2", "draw", 1, card="s-cy")  # already seen
    move(g, "draw", 1)  # an event, kept secret
    assert g.players[1].hand.count(UNKNOWN) == 5 and [s.card for s in g.players[1].table] == ["s-bob", "s-cy"]
    # Bob buys the award that came up: a-cheap costs 2.
    move(g, "buy_award", 1, stars=["s-bob"], card="a-cheap")
    assert g.players[1].awards == ["a-cheap"]
    # He plays an event from his hidden hand: Rumour on Ann's star; Ann may hold a reaction.
    move(g, "play_event", 1, card="e-rumour", target="s-ann")
    assert g.window is not None and g.window.seat == 0
    move(g, "pass", 0)
    assert stat(g, "s-ann", "psyche") == 10
    move(g, "end_turn", 1)
    # Turn 3 (Ann): draws Di and an event; outshines Bob; Bob answers with Lawyer from his hand.
    move(g, "draw", 0, card="s-di")
    move(g, "draw", 0)
    move(g, "outshine", 0, star="s-ann", target="s-bob")
    assert g.window.seat == 1
    move(g, "play_event", 1, card="e-lawyer")
    assert [s.card for s in g.players[1].table] == ["s-bob", "s-cy"]
    assert g.discard[-1] == "e-lawyer" and g.players[1].hand.count(UNKNOWN) == 3
    # A manual adjustment: a table ruling gives Di +20 charisma for good; undo is the store's job.
    move(g, "adjust_value", star="s-di", stat="charisma", amount=20, until="permanent",
         reason="house rule: Di's card text")
    assert stat(g, "s-di", "charisma") == 70
    move(g, "adjust_unuse", star="s-ann", reason="we forgot she had not acted")
    move(g, "outshine", 0, star="s-ann", target="s-cy")
    assert g.window.seat == 1  # Bob's hidden cards might hold a reaction: the table asks him
    move(g, "pass", 1)
    assert [s.card for s in g.players[1].table] == ["s-bob"]
    move(g, "end_turn", 0)
    # Turn 4 (Bob): the main deck has 2 cards left, he draws both: showdown.
    move(g, "draw", 1)
    move(g, "draw", 1)
    assert g.status == "showdown" and g.main == []
    move(g, "end_turn", 1)
    # Turn 5 (Ann): no draw in the showdown; Ann outshines Bob's last star and wins.
    assert g.draws_due == 0
    move(g, "outshine", 0, star="s-ann", target="s-bob")
    move(g, "pass", 1)
    assert g.status == "over" and g.winners == [0] and g.ending == "showdown"


def test_m1_manual_move_card_between_places():
    g = new_table_game(cardset(), ["Ann", "Bob"], 0, ["s-ann", "s-bob"])
    # A star from the main deck onto Bob's table (a card dealt by mistake), then to the discard.
    move(g, "adjust_move", card="s-cy", place="table:1", reason="misdeal")
    assert len(g.main) == 5 and [s.card for s in g.players[1].table] == ["s-bob", "s-cy"]
    move(g, "adjust_move", card="f-blue", place="films_of:s-cy", reason="forgot to enter")
    assert stat(g, "s-cy", "fame") == 4
    move(g, "adjust_move", card="s-cy", place="discard", reason="table ruling")
    assert g.discard == ["s-cy"] and g.films[-1] == "f-blue"
    # An award given, then taken back to the bottom of the award deck.
    move(g, "adjust_move", card="a-gold", place="awards:0", reason="ruling")
    move(g, "adjust_move", card="a-gold", place="award_deck:bottom", reason="undo ruling")
    assert g.awards[-1] == "a-gold" and g.players[0].awards == []
    refused(g, "M1", "adjust_move", card="f-red", place="hand:0")
    refused(g, "M1", "adjust_move", card="s-ann", place="nowhere")


def test_m1_an_adjustment_that_changes_nothing_is_refused():
    """No "from Ann's table to Ann's table" and no "+0" in the log: the engine says no."""
    g = new_table_game(cardset(), ["Ann", "Bob"], 0, ["s-ann", "s-bob"])
    said = refused(g, "M1", "adjust_move", card="s-ann", place="table:0", reason="oops")
    assert said == "Ann is already there: moving it there changes nothing."
    said = refused(g, "M1", "adjust_value", star="s-ann", stat="psyche", amount=0,
                   until="permanent", reason="oops")
    assert said.startswith("A change by 0 changes nothing")
    move(g, "adjust_move", card="s-ann", place="table:1", reason="seated wrong")  # a real move
    assert [s.card for s in g.players[1].table] == ["s-bob", "s-ann"]


def test_m1_entries_and_adjustments_are_refused_in_digital_games():
    from redlight_app.engine.setup import new_game
    doc_set = cardset()
    g = new_game(doc_set, ["A", "B"], seed=1)
    refused(g, "T1", "draw", g.active)
    refused(g, "M1", "adjust_unuse", star=g.players[0].table[0].card)
    refused(g, "M1", "film_top", amount=2)


def test_take_film_event_names_the_film_that_came_up():
    g = new_table_game(cardset(), ["Ann", "Bob"], 0, ["s-ann", "s-bob"])
    refused(g, "E1", "play_event", 0, card="e-take")
    move(g, "play_event", 0, card="e-take", choice="f-green", assign_to="s-ann")
    assert g.players[0].table[0].films == ["f-green"] and g.players[0].hand.count(UNKNOWN) == 3


def test_table_record_replays_and_round_trips():
    import json

    from redlight_app.engine.record import GameRecord
    record = GameRecord(cardset(), [{"name": "Ann"}, {"name": "Bob"}], 0, chance="table",
                        first_player=1, dealt_stars=["s-ann", "s-bob"],
                        moves=[EndTurn(1), Draw(0, card="s-cy"), Draw(0)])
    state = record.replay()
    assert state.active == 0 and [s.card for s in state.players[0].table] == ["s-ann", "s-cy"]
    again = GameRecord.from_dict(json.loads(json.dumps(record.to_dict())))
    assert again.replay().to_dict() == state.to_dict()


def test_a5_an_award_revealed_at_the_table_names_the_film_its_effect_takes():
    """A revealed award whose effect takes a film: at a real table nobody has seen the film
    deck's top, so its drawer's answer names the film that came up (refused without it)."""
    from .factory import award, cardset_doc, event, fillers, film, star
    doc = cardset_doc(
        [star("s-ann", charisma=80, fame=2), star("s-bob", fame=2), star("s-cy"), star("s-di")],
        [event("e-lawyer", {"do": "protect"}, "reaction")] + fillers(11),
        [film("f-red", "red", 30, 2), film("f-blue", "blue", 1, 3), film("f-green", "green", 20, 1)],
        [award("a-gold"), award("a-x"),
         award("a-windfall", costs=[2, 2, 2, 2], reveal=True, counts=False, effect={"do": "take_film"})])
    g = new_table_game(load_cardset(doc), ["Ann", "Bob"], 0, ["s-ann", "s-bob"])
    move(g, "buy_award", 0, stars=["s-ann"], card="a-windfall")
    assert g.reveals and g.reveals[0].source == "a-windfall"  # the game waits for Ann's answer
    assert "Name the film" in refused(g, "A5", "choose_targets", 0)
    assert "not an unseen film" in refused(g, "A5", "choose_targets", 0, choice="a-gold")
    move(g, "choose_targets", 0, choice="f-red")
    assert g.players[0].table[0].films == ["f-red"] and not g.reveals
    assert stat(g, "s-ann", "charisma") == 110 and "f-red" not in unseen(g, "film")
    assert g.awards == [UNKNOWN] * 3  # shuffled back in: nobody knows where it lies


def _reaction_box():
    """The box, with Grab (a reaction: the top film goes to one of your stars) and Quick,
    whose reaction ability takes the top award."""
    from .factory import event, star
    doc = table_box_doc()
    doc["events"].append(event("e-grab", {"do": "take_film"}, "reaction"))
    doc["stars"].append(star("s-quick", ability={"kind": "reaction", "effect": {"do": "take_award"},
                                                 "text": ""}))
    return load_cardset(doc)


def test_r1_a_reaction_that_takes_a_film_or_award_nobody_has_seen_names_it():
    """In a response window at a real table, a reaction event or reaction ability whose effect
    takes the top film or award needs it named, like an event's or an action ability's (A8):
    refused without it (not a crash when it resolves), left out of the legal moves, and
    taken as named."""
    g = new_table_game(_reaction_box(), ["Ann", "Bob"], 0, ["s-ann", "s-quick"])
    move(g, "play_event", 0, card="e-rumour", target="s-quick")
    assert g.window is not None and g.window.seat == 1
    assert [m.type for m in legal_moves(g, 1)] == ["pass"]  # each needs the card named
    assert "Name the film" in refused(g, "E1", "play_event", 1, card="e-grab", assign_to="s-quick")
    assert "Name the award" in refused(g, "A9", "use_ability", 1, star="s-quick")
    assert "not an unseen film" in refused(g, "E1", "play_event", 1, card="e-grab",
                                           assign_to="s-quick", choice="a-gold")
    move(g, "play_event", 1, card="e-grab", assign_to="s-quick", choice="f-blue")
    assert g.players[1].table[0].films == ["f-blue"] and "f-blue" not in unseen(g, "film")
    move(g, "use_ability", 1, star="s-quick", choice="a-gold")
    assert g.players[1].awards == ["a-gold"] and g.awards == [UNKNOWN] * 2


def test_a2_the_films_that_can_come_up_are_those_whose_back_shows_the_fame_entered():
    """The table names the top film from the unseen films requiring the fame entered for its
    back (A2: public); every unseen film when nothing is entered; when the fame entered fits
    none of them, every one, and the engine says it does not fit."""
    from redlight_app.engine.queries import top_film_candidates
    g = new_table_game(cardset(), ["Ann", "Bob"], 0, ["s-ann", "s-bob"])
    every = ["f-red", "f-blue", "f-green"]
    assert top_film_candidates(g).films == every and top_film_candidates(g).fits
    move(g, "film_top", amount=3)
    assert top_film_candidates(g).films == ["f-blue"] and top_film_candidates(g).fits
    move(g, "film_top", amount=1)
    assert top_film_candidates(g).films == ["f-green"]
    move(g, "film_top", amount=4)  # no film needs 4: a slip, or a card the set lacks
    assert top_film_candidates(g).films == every and not top_film_candidates(g).fits
    move(g, "adjust_move", card="f-red", place="film_deck:top", reason="shown by a ruling")
    assert top_film_candidates(g).films == ["f-red"] and top_film_candidates(g).fits
