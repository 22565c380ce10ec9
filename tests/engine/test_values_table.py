"""ST1-ST3 read in bulk: `table_stats` (every star's values in one pass, what legal moves
and views use) gives exactly what `slot_stat` gives star by star, with passives of every
reach, films of every colour and modifiers in force."""
from __future__ import annotations

import json
import random

import pytest

from redlight_app.engine.cards import load_cardset_text
from redlight_app.engine.rollout import random_move
from redlight_app.engine.rules import apply, legal_moves
from redlight_app.engine.setup import new_game
from redlight_app.engine.state import OVER, Modifier, Options
from redlight_app.engine.values import slot_stat, table_stats
from redlight_app.resources import demo_cardset_path


def _with_passives_of_every_reach() -> bytes:
    """The demo set, with passives reaching self, own stars, rivals' stars and every star."""
    doc = json.loads(demo_cardset_path().read_bytes())
    reaches = [("self", "fame", 1), ("own_star", "psyche", 10), ("opponent_star", "charisma", -15),
               ("any_star", "fame", 1), ("own_star", "charisma", 5), ("opponent_star", "fame", -1)]
    for star, (target, stat, amount) in zip(doc["stars"], reaches, strict=False):
        star["ability"] = {"kind": "passive", "text": "passive",
                           "effect": {"do": "all", "effects": [
                               {"do": "modify", "stat": stat, "amount": amount, "target": target,
                                "until": "permanent"},
                               {"do": "modify", "stat": "psyche", "amount": -5, "target": "any_star",
                                "until": "permanent"}]}}
    return json.dumps(doc).encode()


@pytest.mark.parametrize("source", ["demo", "passives"])
def test_st1_st3_table_stats_equal_slot_stat_for_every_star_in_played_games(source):
    text = demo_cardset_path().read_bytes() if source == "demo" else _with_passives_of_every_reach()
    cardset = load_cardset_text(text)
    compared = 0
    for seed in range(12):
        players = 2 + seed % 5
        state = new_game(cardset, [f"P{i}" for i in range(players)], seed, Options(turn_limit=60))
        rng = random.Random(seed)
        while state.status != OVER:
            on_table = [s.card for p in state.players for s in p.table]
            if on_table and rng.random() < 0.2:  # modifiers of both signs, some driving below 0
                state.modifiers.append(Modifier(rng.choice(on_table), rng.choice(
                    ["psyche", "charisma", "fame"]), rng.choice([-200, -3, 4, 30]), "permanent"))
            stats = table_stats(state)
            for seat, player in enumerate(state.players):
                for slot in player.table:
                    expected = tuple(slot_stat(state, seat, slot, name)
                                     for name in ("psyche", "charisma", "fame"))
                    assert stats[slot.card] == expected
                    compared += 1
            assert len(stats) == sum(len(p.table) for p in state.players)
            seat = state.window.seat if state.window is not None else state.active
            assert legal_moves(state, seat)
            apply(state, random_move(state, seat, rng))
    assert compared > 1000


def test_a1_a6_listed_moves_are_shared_objects_equal_to_fresh_ones():
    """A listing hands out the same move objects again (they are frozen): each is equal to,
    and hashes as, a move built afresh, and `apply` accepts it."""
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    state = new_game(cardset, ["A", "B", "C"], 3, Options())
    first = legal_moves(state, state.active)
    again = legal_moves(state, state.active)
    assert all(a is b for a, b in zip(first, again, strict=True))
    from redlight_app.engine.moves import Move
    for move in first:
        fresh = Move.from_dict(move.to_dict())
        assert fresh == move and hash(fresh) == hash(move)
        apply(state.copy(), move)
