"""Deals that never change (issue 14): every shuffle and random pick of the engine and the
bots is built on `Random.random()` alone, whose sequence Python promises across versions.
Golden values fix the algorithm, one seed's deal and one whole game; games recorded before
(no `chance_version`) still replay through CPython's shuffle, as they were dealt."""
from __future__ import annotations

import hashlib
import json
import random

import pytest

from redlight_app.bots import make_bot
from redlight_app.bots.play import play_game
from redlight_app.engine import chance
from redlight_app.engine.cards import load_cardset_text
from redlight_app.engine.setup import new_game
from redlight_app.engine.state import Options
from redlight_app.resources import demo_cardset_path

DEMO = load_cardset_text(demo_cardset_path().read_bytes())


def test_the_algorithm_is_fixed():
    items = list(range(10))
    chance.shuffle(random.Random(1), items)
    assert items == [8, 0, 3, 4, 5, 2, 9, 6, 7, 1]
    assert [chance.below(random.Random(5), n) for n in (1, 2, 3, 10, 1000)] == [0, 1, 1, 6, 622]
    assert chance.choice(random.Random(3), "abcdef") == "b"


def test_below_covers_every_value_and_nothing_else():
    rng = random.Random(11)
    seen = [chance.below(rng, 7) for _ in range(7000)]
    assert set(seen) == set(range(7)) and min(seen.count(v) for v in range(7)) > 850


def test_legacy_draws_are_cpythons_own():
    a, b = list(range(30)), list(range(30))
    chance.shuffle(random.Random(4), a, chance.LEGACY)
    random.Random(4).shuffle(b)
    assert a == b
    assert chance.below(random.Random(9), 13, chance.LEGACY) == random.Random(9).randrange(13)


@pytest.fixture
def only_random(monkeypatch):
    """CPython's other methods refuse to run: only `random()` may be used."""
    def refuse(*_args, **_kwargs):
        raise AssertionError("a draw not built on Random.random()")
    for name in ("shuffle", "randrange", "randint", "choice", "choices", "sample",
                 "getrandbits", "_randbelow"):
        monkeypatch.setattr(random.Random, name, refuse)


def test_a_seeds_deal_is_fixed(only_random):
    state = new_game(DEMO, ["Ann", "Bob", "Cy"], 20241203)
    # (the rebalanced demo set of issue 13: 20 films, 40 events)
    assert state.active == 1
    assert [[s.card for s in p.table] for p in state.players] == [
        ["s-rita-rehearsal"], ["s-ginger-grit"], ["s-roxie-rolodex"]]
    assert [p.hand for p in state.players] == [
        ["e-scathing-review", "e-red-carpet-glow", "e-leaked-group-chat", "e-poached-agent#2"],
        ["e-no-comment", "e-open-casting-call#2", "e-contract-poaching", "e-poached-agent"],
        ["e-standing-ovation#2", "e-stunt-double", "e-envelope-recount#2", "e-acting-coach"]]
    assert state.main[:6] == ["s-coco-cameo", "s-lola-legend", "s-velvet-valentine#2",
                              "s-dolly-shade", "e-fan-mail#2", "e-thick-skin"]
    assert len(state.main) == 50
    assert state.films[:4] == ["f-the-godmother", "f-meditations-in-a-bathrobe",
                               "f-the-directors-cut-of-the-directors-cut",
                               "f-mission-improbable-hair"]
    assert state.awards[:4] == ["a-envelope-mix-up", "a-peoples-choice",
                                "a-most-forgettable-cameo", "a-best-supporting-smile"]


def test_a_whole_game_is_fixed(only_random):
    """Three greedy bots, seed 7: the deal, four chance steps in play and every bot choice
    come from random() alone. (If the rules or the greedy bot change on purpose, print the
    new figures and update them here; a change of Python must never require it.)"""
    played = play_game(DEMO, [make_bot("greedy") for _ in range(3)], 7, Options(turn_limit=200),
                       names=["Ann", "Bob", "Cy"])
    state = played.state
    assert (len(played.moves), state.turn, state.status, state.ending, state.winners,
            state.rng_counter) == (67, 13, "over", "awards", [2], 8)
    digest = hashlib.sha256(json.dumps(state.to_dict(), sort_keys=True).encode()).hexdigest()
    assert digest == "5ed9bddfa8bb70e31b3d9c03f38478e1ad7b91b2bad6e97ddd6d53d93029d883"


def test_a_whole_game_of_rules_version_3_replays_as_recorded(only_random):
    """The same game under rules version 3 (E2: a cancelled card went to the pile before the
    protect that cancelled it): the figures recorded before version 4, unchanged."""
    played = play_game(DEMO, [make_bot("greedy") for _ in range(3)], 7,
                       Options(turn_limit=200, rules_version=3), names=["Ann", "Bob", "Cy"])
    digest = hashlib.sha256(json.dumps(played.state.to_dict(), sort_keys=True).encode()).hexdigest()
    assert digest == "243c92b10edd6bfc0c13d00fdeb6cb9e57c5ce301f16919f2cb50976c0e46b85"


def test_new_games_record_the_version_and_old_records_read_as_legacy():
    assert Options().chance_version == chance.CURRENT == 2
    assert Options.from_dict(Options().to_dict()).chance_version == 2
    assert Options.from_dict({"turn_limit": 5}).chance_version == chance.LEGACY
    with pytest.raises(ValueError, match="chance_version must be one of 1, 2"):
        Options.from_dict({"chance_version": 3})
