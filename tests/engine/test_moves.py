"""Moves: built by keyword as before, frozen, equal by value, and the same JSON."""
from __future__ import annotations

import dataclasses
import pickle

import pytest

from redlight_app.engine.moves import Move


def test_a_move_is_frozen_equal_by_value_and_round_trips_as_json():
    move = Move("outshine", 0, star="s-a", target="s-b")
    assert move == Move(type="outshine", player=0, star="s-a", target="s-b")
    assert hash(move) == hash(Move("outshine", 0, star="s-a", target="s-b"))
    assert move != Move("outshine", 0, star="s-a", target="s-c")
    with pytest.raises(dataclasses.FrozenInstanceError):
        move.player = 1  # type: ignore[misc]
    assert dataclasses.replace(move, target="s-c").target == "s-c" and move.target == "s-b"
    assert pickle.loads(pickle.dumps(move)) == move
    assert move.to_dict() == {"type": "outshine", "player": 0, "star": "s-a", "target": "s-b"}
    assert Move.from_dict(move.to_dict()) == move
    buy = Move("buy_award", 1, stars=("s-a",), target="s-x", target_player=2)
    assert Move.from_dict(buy.to_dict()) == buy
    event = Move.from_dict({"type": "play_event", "player": 0, "card": "e-take",
                            "reveal_target": "s-b", "reveal_target_player": 1})
    assert (event.reveal_target, event.reveal_target_player, event.stars) == ("s-b", 1, ())
