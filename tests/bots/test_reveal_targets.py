"""A5: computer players choose the targets of the award they revealed: greedy and search
by their evaluation (the strongest rival), random uniformly among the eligible."""
from __future__ import annotations

import random
from collections import Counter

from engine.factory import award, do, fillers, film, rig, star

from redlight_app.bots.base import make_bot
from redlight_app.engine.rules import legal_moves
from redlight_app.engine.view import view

RAZZ = award("a-razz", reveal=True, counts=False,
             effect={"do": "discard_star", "target": "opponent_star"})


def waiting_choice():
    """Ann revealed Razz; Bob holds two awards and a famous star, Cid nothing."""
    g = rig([star("s-a", fame=5), star("s-b", fame=4), star("s-c", fame=1)], fillers(10),
            [film("f-1")], [RAZZ, award("a-1"), award("a-2"), award("a-3")],
            [["s-a"], ["s-b"], ["s-c"]], [[], [], []], held=[[], ["a-1", "a-2"], []],
            award_order=["a-razz", "a-3"], players=["Ann", "Bob", "Cid"])
    do(g, "buy_award", 0, stars=["s-a"])
    assert g.reveals
    return g


def choose(name: str, seed: int):
    g = waiting_choice()
    bot = make_bot(name)
    bot.begin(g.cardset, 0)
    return bot.choose(view(g, 0), legal_moves(g, 0), random.Random(seed))


def test_a5_greedy_aims_the_revealed_award_at_the_strongest_rival():
    assert {choose("greedy", seed).target for seed in range(5)} == {"s-b"}


def test_a5_search_aims_the_revealed_award_at_the_strongest_rival():
    picks = Counter(choose("normal", seed).target for seed in range(3))
    assert picks.most_common(1)[0][0] == "s-b"


def test_a5_random_picks_among_the_eligible_uniformly():
    picks = Counter(choose("random", seed).target for seed in range(200))
    assert set(picks) == {"s-b", "s-c"} and min(picks.values()) > 70
