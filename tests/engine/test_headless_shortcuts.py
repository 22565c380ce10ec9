"""The shortcuts headless bot games take (issue 18) change no game: a seat offered its
off-turn moment is skipped only when it has no legal move (E1), and a showdown's turn
mark (V8), kept as the places themselves while playing, still matches after the state
was written to JSON and read back mid-turn."""
from __future__ import annotations

import random

import pytest

from redlight_app.engine.cards import load_cardset_text
from redlight_app.engine.legal import Listing, may_play_off_turn
from redlight_app.engine.rollout import random_move
from redlight_app.engine.rules import apply
from redlight_app.engine.setup import new_game
from redlight_app.engine.state import OVER, SHOWDOWN, GameState, Options, Places
from redlight_app.resources import demo_cardset_path

DEMO = load_cardset_text(demo_cardset_path().read_bytes())
SHOWDOWN_SEEDS = [3, 5, 8]  # 4-player deals that reach a showdown (random moves below)


def acting(state: GameState) -> int:
    return state.window.seat if state.window is not None else state.active


@pytest.mark.parametrize("seed,players", [(1, 2), (2, 4), (3, 6), (4, 5)])
def test_E1_a_seat_skipped_off_turn_has_no_legal_move(seed, players):
    state = new_game(DEMO, [f"P{i}" for i in range(players)], seed, Options(turn_limit=200))
    rng = random.Random(seed)
    skipped = 0
    while state.status != OVER:
        for seat in range(players):
            if seat != state.active and not may_play_off_turn(state, seat):
                skipped += 1
                assert Listing(state, seat).moves() == []
        move = random_move(state, acting(state), rng)
        assert move is not None
        apply(state, move)
    assert skipped > 0


def play_until(state: GameState, rng: random.Random, done) -> None:
    while state.status != OVER and not done(state):
        apply(state, random_move(state, acting(state), rng))


def at_showdown_turn_start(state: GameState) -> bool:
    return state.status == SHOWDOWN and state.turn_mark is not None and state.window is None \
        and Places(state) == state.turn_mark  # nothing has moved yet this turn


@pytest.mark.parametrize("seed", SHOWDOWN_SEEDS)
def test_V8_a_turn_mark_read_back_from_json_gives_the_same_game(seed):
    state = new_game(DEMO, ["A", "B", "C", "D"], seed, Options(turn_limit=300))
    rng = random.Random(seed)
    play_until(state, rng, at_showdown_turn_start)
    assert state.status != OVER  # these deals reach a showdown
    reloaded = GameState.from_dict(state.to_dict(), DEMO)
    assert isinstance(reloaded.turn_mark, str)  # the digest, as stored
    assert Places(reloaded) == reloaded.turn_mark  # the places still match the stored mark
    assert reloaded.to_dict() == state.to_dict()
    other = random.Random()
    other.setstate(rng.getstate())
    play_until(state, rng, lambda s: False)
    play_until(reloaded, other, lambda s: False)
    assert reloaded.to_dict() == state.to_dict()
    assert reloaded.ending == state.ending and reloaded.winners == state.winners
