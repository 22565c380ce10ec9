"""Random legal games to the end, with the game's invariants checked after every move."""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from redlight_app.engine.cards import load_cardset_text
from redlight_app.engine.invariants import random_game
from redlight_app.engine.state import GameState
from redlight_app.resources import demo_cardset_path

DEMO = load_cardset_text(demo_cardset_path().read_bytes())


def play_checked(seed: int, players: int) -> GameState:
    state, violations = random_game(DEMO, seed, players)
    assert violations == []
    return state


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6))
def test_random_games_keep_invariants_and_end(seed, players):
    state = play_checked(seed, players)
    assert state.ending in ("awards", "showdown", "stalled", "limit")
    if state.ending == "awards":
        assert len(state.winners) == 1
    if state.ending == "showdown":
        assert len([p for p in state.players if not p.out]) <= 1
    if state.ending == "stalled":  # V8: the players still in share the win
        assert state.winners == [s for s, p in enumerate(state.players) if not p.out]
        assert len(state.winners) >= 2
