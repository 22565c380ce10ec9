"""Determinization: a sampled state agrees with the seat's view and conserves every card."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from redlight_app.bots.determinize import Dealer, determinize, unseen_cards
from redlight_app.engine.pending import PendingEffect, card_in_play
from redlight_app.engine.rollout import random_move
from redlight_app.engine.rules import apply, legal_moves
from redlight_app.engine.setup import new_game
from redlight_app.engine.state import GameState, Options
from redlight_app.engine.view import view

from .helpers import DEMO, actor, positions


def all_cards(state: GameState) -> Counter:
    cards = Counter(state.main + state.films + state.awards + state.discard)
    for p in state.players:
        cards.update(p.hand + p.awards)
        for slot in p.table:
            cards[slot.card] += 1
            cards.update(slot.films)
    held = card_in_play(state.window.pending) if state.window is not None else None
    if held is not None:  # a played event or award, a revealed award
        cards[held] += 1
    for pending in state.reveals:  # A5: revealed awards waiting for their targets
        cards[pending.source] += 1
    return cards


@pytest.mark.parametrize("seed,players", [(1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (6, 2)])
def test_sample_matches_view_and_conserves_cards(seed, players):
    state = new_game(DEMO, [f"P{i}" for i in range(players)], seed, Options(turn_limit=400))
    rng = random.Random(seed)
    everything = Counter(list(DEMO.cards))
    checked = windows = 0
    while not state.over and checked < 400:
        for seat in range(players):
            seen = view(state, seat)
            sample = determinize(DEMO, seen, random.Random(checked))
            checked += 1
            windows += state.window is not None
            assert view(sample, seat) == seen
            assert all_cards(sample) == everything
            assert legal_moves(sample, seat) == legal_moves(state, seat)
            # the seat's own cards are exactly its own; hidden ones come from the unseen pool
            assert sample.players[seat].hand == state.players[seat].hand
            assert sample.players[seat].awards == state.players[seat].awards
            if state.window is not None and isinstance(state.window.pending, PendingEffect):
                assert sample.window.pending.plan == state.window.pending.plan
        apply(state, random_move(state, actor(state), rng))
    assert checked > 20


def test_hidden_cards_are_dealt_at_random():
    state = new_game(DEMO, ["A", "B", "C"], 11, Options(turn_limit=400))
    seen = view(state, 0)
    hands = {tuple(determinize(DEMO, seen, random.Random(i)).players[1].hand) for i in range(20)}
    assert len(hands) > 10
    unseen = unseen_cards(DEMO, seen)
    assert not set(state.players[0].hand) & set(unseen.events)
    for i in range(20):
        sample = determinize(DEMO, seen, random.Random(i))
        assert DEMO.cards[sample.films[0]].fame_required == seen["film_top_required"]
        assert list(DEMO.award_cost_row(sample.awards[0])) == seen["award_top_costs"]


def test_same_view_and_rng_give_the_same_sample():
    state = new_game(DEMO, ["A", "B"], 5, Options(turn_limit=400))
    a = determinize(DEMO, view(state, 1), random.Random(3))
    b = determinize(DEMO, view(state, 1), random.Random(3))
    assert a.to_dict() == b.to_dict()


def test_a_dealer_deals_each_sample_afresh():
    """A search deals many samples of one view from one Dealer: each is the sample
    `determinize` deals for the same RNG, and playing on one changes none dealt later."""
    checked = windows = 0
    every = [s for seed, players in ((3, 4), (4, 3), (5, 2)) for s in positions(seed, players)]
    for state in every:
        seat = actor(state)
        seen = view(state, seat)
        dealer = Dealer(DEMO, seen)
        ours, theirs = random.Random(checked), random.Random(checked)
        for _ in range(3):
            sample = dealer.deal(ours)
            assert sample.to_dict() == determinize(DEMO, seen, theirs).to_dict()
            play = random.Random(7)
            for _ in range(12):  # play on the sample: the next one must not see it
                if sample.over:
                    break
                apply(sample, random_move(sample, actor(sample), play))
        checked += 1
        windows += state.window is not None
    assert checked > 30 and windows > 0
