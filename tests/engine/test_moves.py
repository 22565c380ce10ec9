"""Moves: one frozen class per move type, equal by value, and the JSON of before."""
from __future__ import annotations

import dataclasses
import json
import pickle
import sqlite3
from pathlib import Path

import pytest

from redlight_app.engine.moves import (
    MOVE_TYPES,
    AdjustMove,
    AdjustUnuse,
    AdjustValue,
    AgreeEnd,
    BuyAward,
    ChooseTargets,
    Draw,
    EndStalled,
    EndTurn,
    FilmTop,
    MakeFilm,
    Move,
    MoveFormatError,
    Outshine,
    Pass,
    PlayAward,
    PlayEvent,
    UseAbility,
    move_class,
)

TESTS = Path(__file__).resolve().parents[1]

# The JSON fields of each move type as the single `Move` class wrote them (in this order,
# None left out) before moves were typed: files written then must read and write the same.
FORMAT_BEFORE = {
    "make_film": ("player", "stars", "assign_to", "card"),
    "buy_award": ("player", "stars", "card", "target", "target_player"),
    "outshine": ("player", "star", "target"),
    "use_ability": ("player", "star", "target", "target_player", "assign_to", "choice",
                    "reveal_target", "reveal_target_player"),
    "play_event": ("player", "card", "target", "target_player", "assign_to", "choice",
                   "reveal_target", "reveal_target_player"),
    "play_award": ("player", "card", "target", "target_player", "assign_to", "choice",
                   "reveal_target", "reveal_target_player"),
    "pass": ("player",), "end_turn": ("player",), "agree_end": (), "end_stalled": (),
    "choose_targets": ("player", "target", "target_player", "choice"),
    "draw": ("player", "card"), "film_top": ("amount",),
    "adjust_move": ("card", "place", "reason"),
    "adjust_value": ("star", "stat", "amount", "until", "reason"),
    "adjust_unuse": ("star", "reason"),
}

# Fields added after that form, each optional: where an unseen card is taken from (M1), the
# award given back to a revealed return_award (A5).
ADDED_SINCE = {"adjust_move": {"choice"}, "buy_award": {"choice"},
               **{kind: {"reveal_choice"} for kind in ("use_ability", "play_event", "play_award")}}

# One move of each type with every field set, as JSON.
EVERY_FIELD = [
    {"type": "make_film", "player": 0, "stars": ["s-a", "s-b"], "assign_to": "s-b", "card": "f-1"},
    {"type": "buy_award", "player": 1, "stars": ["s-a"], "card": "a-1", "target": "s-x",
     "target_player": 2},
    {"type": "outshine", "player": 0, "star": "s-a", "target": "s-b"},
    *({"type": kind, "player": 2, source: "x-1", "target": "s-b", "target_player": 1,
       "assign_to": "s-a", "choice": "a-2", "reveal_target": "s-c", "reveal_target_player": 0}
      for kind, source in (("use_ability", "star"), ("play_event", "card"), ("play_award", "card"))),
    {"type": "pass", "player": 1},
    {"type": "end_turn", "player": 0},
    {"type": "agree_end"},
    {"type": "end_stalled"},
    {"type": "choose_targets", "player": 0, "target": "s-x", "target_player": 1, "choice": "a-1"},
    {"type": "draw", "player": 1, "card": "s-cy"},
    {"type": "film_top", "amount": 3},
    {"type": "adjust_move", "card": "e-1", "place": "hand:0", "reason": "a ruling", "choice": "hand:1"},
    {"type": "adjust_value", "star": "s-a", "stat": "fame", "amount": -2, "until": "permanent",
     "reason": "misread"},
    {"type": "adjust_unuse", "star": "s-a", "reason": "undo"},
]
CLASS_OF = {"make_film": MakeFilm, "buy_award": BuyAward, "outshine": Outshine,
            "use_ability": UseAbility, "play_event": PlayEvent, "play_award": PlayAward,
            "pass": Pass, "end_turn": EndTurn, "agree_end": AgreeEnd, "end_stalled": EndStalled,
            "draw": Draw, "film_top": FilmTop, "adjust_move": AdjustMove,
            "adjust_value": AdjustValue, "adjust_unuse": AdjustUnuse,
            "choose_targets": ChooseTargets}


def written_before(action: dict) -> str:
    """The JSON text the untyped `Move` wrote for this scenario action (the store's form)."""
    kind = action["type"]
    out = {"type": kind}
    out.update((k, action[k]) for k in FORMAT_BEFORE[kind] if action.get(k) is not None)
    return json.dumps(out, separators=(",", ":"), ensure_ascii=False)


def written(move: Move) -> str:
    return json.dumps(move.to_dict(), separators=(",", ":"), ensure_ascii=False)


def test_a_move_is_frozen_equal_by_value_and_round_trips_as_json():
    move = Outshine(0, "s-a", "s-b")
    assert move == Outshine(player=0, star="s-a", target="s-b")
    assert hash(move) == hash(Outshine(0, "s-a", "s-b"))
    assert move != Outshine(0, "s-a", "s-c")
    with pytest.raises(dataclasses.FrozenInstanceError):
        move.player = 1  # type: ignore[misc]
    assert dataclasses.replace(move, target="s-c").target == "s-c" and move.target == "s-b"
    assert pickle.loads(pickle.dumps(move)) == move
    assert move.to_dict() == {"type": "outshine", "player": 0, "star": "s-a", "target": "s-b"}
    assert Move.from_dict(move.to_dict()) == move
    event = Move.from_dict({"type": "play_event", "player": 0, "card": "e-take",
                            "reveal_target": "s-b", "reveal_target_player": 1})
    assert isinstance(event, PlayEvent)
    assert (event.reveal_target, event.reveal_target_player) == ("s-b", 1)
    bought = Move.from_dict({"type": "buy_award", "player": 0, "stars": ["s-a"], "choice": "a-2"})
    assert isinstance(bought, BuyAward) and bought.choice == "a-2"
    assert Move.from_dict(bought.to_dict()) == bought
    given = PlayEvent(0, "e-take", reveal_choice="a-3")
    assert given.to_dict() == {"type": "play_event", "player": 0, "card": "e-take",
                               "reveal_choice": "a-3"} and Move.from_dict(given.to_dict()) == given


def test_each_move_type_carries_only_its_own_fields():
    assert set(CLASS_OF) == set(MOVE_TYPES)
    for kind, cls in CLASS_OF.items():
        assert cls.type == kind and move_class(kind) is cls and issubclass(cls, Move)
        own = {f.name for f in dataclasses.fields(cls)}
        assert own == set(FORMAT_BEFORE[kind]) | ADDED_SINCE.get(kind, set())
        assert not hasattr(cls(**{f: _sample(f) for f in cls.REQUIRED}), "__dict__")  # slots
    assert not hasattr(EndTurn(0), "stars") and not hasattr(Outshine(0, "a", "b"), "card")
    assert AgreeEnd().player is None and EndTurn(2).player == 2
    # Two types with the same fields are still different moves.
    assert EndTurn(1) != Pass(1)


def _sample(field: str):
    return {"player": 0, "amount": 1, "stars": ("s-a",)}.get(field, "s-a")


@pytest.mark.parametrize("action", EVERY_FIELD, ids=[a["type"] for a in EVERY_FIELD])
def test_every_move_type_round_trips_through_json_with_every_field(action):
    move = Move.from_dict(json.loads(json.dumps(action)))
    assert type(move) is CLASS_OF[action["type"]]
    assert move.to_dict() == action
    assert Move.from_dict(move.to_dict()) == move
    if action["type"] != "adjust_move":  # adjust_move's choice was not written before
        assert written(move) == written_before(action)
    bare = {k: action[k] for k in ("type", *type(move).REQUIRED)}  # the optional fields left out
    assert Move.from_dict(bare).to_dict() == bare


def test_a_table_adjustment_keeps_where_an_unseen_card_came_from():
    """adjust_move's `choice` (a hidden hand the card came from) is written and read back:
    a stored game replays the adjustment as it was made."""
    move = AdjustMove("e-1", "discard", "a ruling", choice="hand:1")
    assert Move.from_dict(json.loads(written(move))) == move
    assert "choice" not in AdjustMove("e-1", "discard").to_dict()


@pytest.mark.parametrize("kind,field,value", [
    ("outshine", "stars", ["s-a"]), ("end_turn", "card", "e-1"), ("make_film", "target", "s-b"),
    ("buy_award", "assign_to", "s-a"), ("agree_end", "player", 0), ("pass", "amount", 2),
    ("use_ability", "card", "e-1"), ("play_event", "star", "s-a"), ("draw", "stars", ["s-a"]),
    ("film_top", "player", 1), ("adjust_unuse", "place", "discard"),
])
def test_a_field_of_another_move_type_is_refused_not_taken_into_the_wrong_class(kind, field, value):
    action = next(dict(a) for a in EVERY_FIELD if a["type"] == kind)
    action[field] = value
    with pytest.raises(MoveFormatError, match=f"{kind} takes no {field}"):
        Move.from_dict(action)
    action[field] = None  # a field written empty is absent, as before
    assert Move.from_dict(action).to_dict() == next(a for a in EVERY_FIELD if a["type"] == kind)


def test_the_strict_limits_of_moves_read_from_files_stay():
    ok = {"type": "make_film", "player": 0, "stars": ["s-a"], "assign_to": "s-a"}
    for bad, message in [
        ({"type": "dance"}, "unknown move type 'dance'"),
        ({"type": ["end_turn"]}, "type must be a word"),
        ("end_turn", "a move must be an object"),
        ({**ok, "assign_to": None}, "make_film needs assign_to"),
        ({**ok, "player": True}, "player must be a whole number"),
        ({**ok, "player": 1000}, "player must be within -999..999"),
        ({**ok, "stars": "s-a"}, "stars must be a list of card instances"),
        ({**ok, "stars": ["s"] * 201}, "stars must be a list of card instances"),
        ({**ok, "assign_to": 3}, "assign_to must be text"),
        ({**ok, "card": "f" * 65}, "card is too long"),
        ({"type": "adjust_unuse", "star": "s-a", "reason": "r" * 401}, "reason is too long"),
        ({"type": "film_top", "amount": 1_000_000}, "amount must be within"),
    ]:
        with pytest.raises(MoveFormatError, match=message.replace("(", r"\(").replace(".", r"\.")):
            Move.from_dict(bad)
    note = Move.from_dict({**ok, "note": "a key no move type has is left alone"})
    assert note == MakeFilm(0, ("s-a",), "s-a")


def test_the_example_scenarios_moves_read_and_write_byte_identical_json():
    actions = []
    for path in sorted((TESTS / "scenarios").glob("*.json")):
        actions += json.loads(path.read_text())["actions"]
    assert len(actions) >= 15
    for action in actions:
        move = Move.from_dict(action)
        assert written(move) == written_before(action)
        assert Move.from_dict(json.loads(written(move))) == move


def test_the_stored_moves_of_an_old_database_read_and_write_byte_identical_json():
    db = sqlite3.connect(TESTS / "store" / "data" / "legacy_shuffle.sqlite3")
    try:
        rows = [text for (text,) in db.execute("SELECT move FROM moves ORDER BY game_id, seq")]
    finally:
        db.close()
    assert len(rows) > 50
    for text in rows:
        move = Move.from_dict(json.loads(text))
        assert written(move) == text == written_before(json.loads(text))
