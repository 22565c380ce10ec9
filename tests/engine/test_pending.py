"""The pending outshines and effects (engine/pending.py): one frozen class per kind, written
as JSON in the shape saved states have always had, read back from that shape (and from the
older one, where a cancelled card's kind was "cancelled"), and pickled across processes."""
from __future__ import annotations

import json
import pickle
from dataclasses import FrozenInstanceError

import pytest

from redlight_app.engine.cards import load_cardset_text
from redlight_app.engine.pending import (
    AwaitedReveal,
    PendingOutshine,
    PlayedAward,
    PlayedEvent,
    RevealedAward,
    UsedAbility,
    card_in_play,
    pending_from_dict,
    pending_to_dict,
)
from redlight_app.engine.setup import new_game
from redlight_app.engine.state import GameState, Window
from redlight_app.resources import demo_cardset_path

DEMO = load_cardset_text(demo_cardset_path().read_bytes())

KINDS = [
    PendingOutshine(1, "s-a", "s-b"),
    PlayedEvent(0, "e-x", "s-b", None, None, "a-1", [["s-b", None]], reveal_choice="a-2"),
    PlayedAward(2, "a-x", None, 1, plan=[[None, 1]]),
    UsedAbility(0, "s-a", assign_to="s-a", plan=[]),
    RevealedAward(1, "a-y", plan=[["s-c", None]], choice="a-3"),
    AwaitedReveal(3, "a-z", in_window=True),
    AwaitedReveal(3, "a-z"),
]


@pytest.mark.parametrize("pending", KINDS, ids=lambda p: type(p).__name__)
def test_each_kind_round_trips_through_json_and_pickle(pending):
    data = json.loads(json.dumps(pending_to_dict(pending)))
    assert pending_from_dict(data) == (pending, False)
    assert pickle.loads(pickle.dumps(pending)) == pending
    with pytest.raises(FrozenInstanceError):
        pending.actor = 5  # type: ignore[misc]


def test_the_json_shape_is_the_one_saved_states_had():
    event = pending_to_dict(KINDS[1], waiting=(2, 0))
    assert event == {"kind": "effect", "actor": 0, "source": "e-x", "source_kind": "event",
                     "attacker": None, "target": "s-b", "target_player": None,
                     "assign_to": None, "choice": "a-1", "plan": [["s-b", None]],
                     "waiting": [2, 0], "reveal_target": None, "reveal_target_player": None,
                     "reveal_choice": "a-2"}
    outshine = pending_to_dict(KINDS[0], cancelled=True)
    assert outshine["kind"] == "cancelled" and outshine["source_kind"] is None
    assert "reveal_choice" not in outshine and "in_window" not in outshine
    assert pending_to_dict(KINDS[5])["in_window"] is True
    assert "in_window" not in pending_to_dict(KINDS[6])
    assert card_in_play(KINDS[0]) is None and card_in_play(KINDS[3]) is None
    assert card_in_play(KINDS[2]) == "a-x"


def test_an_older_window_with_a_cancelled_card_loads_and_writes_back_the_same():
    old = {"seat": 2, "reactions_used": ["s-q"], "pending": {
        "kind": "cancelled", "actor": 0, "source": "e-x", "source_kind": "event",
        "attacker": None, "target": "s-b", "target_player": None, "assign_to": None,
        "choice": None, "plan": [["s-b", None]], "waiting": [3], "reveal_target": None,
        "reveal_target_player": None}}
    window = Window.from_dict(old)
    assert window.cancelled and window.waiting == (3,) and isinstance(window.pending, PlayedEvent)
    assert window.to_dict() == old
    outshine = dict(old, pending={"kind": "cancelled", "actor": 1, "attacker": "s-a",
                                  "target": "s-b", "source": None, "source_kind": None})
    assert isinstance(Window.from_dict(outshine).pending, PendingOutshine)


def test_a_pending_of_no_known_kind_is_refused():
    with pytest.raises(ValueError):
        pending_from_dict({"kind": "effect", "actor": 0, "source": "e-x", "source_kind": "spell"})
    with pytest.raises(ValueError):
        Window.from_dict({"seat": 0, "reactions_used": [], "pending": pending_to_dict(KINDS[6])})


def test_a_state_written_before_the_later_fields_loads_with_their_defaults():
    state = new_game(DEMO, ["A", "B", "C"], 4)
    data = state.to_dict()
    for later in ("moves_applied", "chance", "draws_due", "drawing", "film_top_hint",
                  "turn_mark", "still", "reveals"):
        del data[later]
    loaded = GameState.from_dict(data, DEMO)
    assert loaded.to_dict() == state.to_dict()
    copied = state.copy()
    copied.players[0].hand.append("x")
    copied.main.pop()
    assert state.to_dict() != copied.to_dict() and state.to_dict() == loaded.to_dict()
