"""Random legal games to the end, with the game's invariants checked after every move."""
from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from redlight_app.engine.cards import load_cardset_text
from redlight_app.engine.rollout import random_move
from redlight_app.engine.rules import apply, legal_moves
from redlight_app.engine.setup import new_game
from redlight_app.engine.state import OVER, SHOWDOWN, GameState, Options
from redlight_app.resources import demo_cardset_path

DEMO = load_cardset_text(demo_cardset_path().read_bytes())


def places(state: GameState) -> Counter:
    seen: Counter = Counter()
    for group in (state.main, state.films, state.awards, state.discard):
        seen.update(group)
    for p in state.players:
        seen.update(p.hand)
        seen.update(p.awards)
        for slot in p.table:
            seen[slot.card] += 1
            seen.update(slot.films)
    if state.window is not None and state.window.pending.source is not None:
        if state.window.pending.source_kind != "ability":
            seen[state.window.pending.source] += 1
    return seen


def check_invariants(before: GameState, after: GameState, move, log) -> None:
    seen = places(after)
    assert set(seen) == set(after.cardset.cards), "a card went missing or appeared"
    assert all(n == 1 for n in seen.values()), f"a card is in two places: {seen.most_common(1)}"
    if before.status == SHOWDOWN:
        assert not any(e["type"] == "draw" for e in log), "a card was drawn in the showdown"
        assert after.main == []
    for seat in range(len(after.players)):
        assert after.purchases[seat] <= 1 + after.extra_purchases[seat]
    if move.type == "end_turn":
        assert not any(s.used for s in after.players[move.player].table), "stars not reset"
    for p in after.players:
        if p.out:
            assert after.status != "playing"


def play_checked(seed: int, players: int) -> GameState:
    state = new_game(DEMO, [f"P{i}" for i in range(players)], seed, Options(turn_limit=400))
    rng = random.Random(seed)
    for _ in range(20_000):
        if state.status == OVER:
            break
        seat = state.window.seat if state.window is not None else state.active
        if rng.random() < 0.15:  # an off-turn seat tries an any_turn event
            other = rng.randrange(players)
            move = random_move(state, other, rng) if state.window is None else None
            if move is not None:
                seat = other
        else:
            move = None
        if move is None:
            if rng.random() < 0.5:
                move = random_move(state, seat, rng)
            else:
                move = rng.choice(legal_moves(state, seat))
        before = state.copy()
        log = apply(state, move)
        check_invariants(before, state, move, log)
    assert state.status == OVER, "the game did not end"
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
