"""Fuzzing the card-set reader: mutated copies of valid sets are refused with CardSetError
(a sentence) or accepted; nothing else may escape. An accepted set stores and loads back
unchanged, and a game on it (when it has the cards for two players) replays exactly."""
from __future__ import annotations

import json
import random
import time
from collections import Counter

from engine.factory import synthetic_doc, table_box_doc
from hypothesis import HealthCheck, given, settings

from redlight_app.engine.cards import CardSetError, load_cardset_text
from redlight_app.engine.moves import Move
from redlight_app.engine.record import GameRecord
from redlight_app.engine.rollout import random_move
from redlight_app.engine.rules import apply
from redlight_app.engine.setup import SetupError, check_players, new_game
from redlight_app.engine.state import OVER, GameState
from redlight_app.resources import demo_cardset_path

from .mutations import mutated_bytes, report

EXAMPLES = 2000
BASES = [json.loads(demo_cardset_path().read_text(encoding="utf-8")), table_box_doc(),
         synthetic_doc(n_stars=8, n_events=16, n_films=6, n_awards=6)]


def _stored(document: object) -> str:
    return json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def playout(state: GameState, rng: random.Random, limit: int) -> list[Move]:
    """Up to `limit` random legal moves of whoever must act, applied to `state`."""
    moves = []
    while state.status != OVER and len(moves) < limit:
        move = random_move(state, state.window.seat if state.window else state.active, rng)
        if move is None:
            break
        apply(state, move)
        moves.append(move)
    return moves


def test_fuzz_mutated_cardsets_are_refused_cleanly_or_load_back_and_play() -> None:
    counts: Counter[str] = Counter()
    started = time.perf_counter()

    @settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    @given(mutated_bytes(BASES))
    def one(raw: bytes) -> None:
        counts["tried"] += 1
        try:
            cardset = load_cardset_text(raw)
        except CardSetError as exc:
            message = str(exc)
            assert message and "\n" not in message and len(message) < 400, message
            counts["refused"] += 1
            return
        counts["accepted"] += 1
        again = load_cardset_text(_stored(cardset.document).encode("utf-8"))
        assert again.instances == cardset.instances and again.cards == cardset.cards
        try:
            check_players(again, ["Ann", "Bob"])
        except SetupError:
            return
        state = new_game(again, ["Ann", "Bob"], seed=7)
        record = GameRecord(cardset=again, seats=[{"name": "Ann"}, {"name": "Bob"}], seed=7,
                            moves=playout(state, random.Random(7), 40))
        assert record.replay().to_dict() == state.to_dict()
        counts["played"] += 1

    one()
    assert counts["tried"] >= EXAMPLES
    assert counts["accepted"] > 0 and counts["refused"] > 0
    report("cardsets", counts, time.perf_counter() - started)
