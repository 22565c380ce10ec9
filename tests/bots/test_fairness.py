"""Fairness: a search bot's move depends on its view and seed only, never on hidden cards.

Two true states that give the bot's seat the same view, but differ in the opponents' hands,
the opponents' awards and the order of every deck, must get the same move from the same
seed. The bot gets an iteration budget without a time cap, so the test is exact.
"""
from __future__ import annotations

import random

import pytest

from redlight_app.bots.search import Level, SearchBot
from redlight_app.engine.rules import legal_moves
from redlight_app.engine.state import GameState
from redlight_app.engine.view import view

from .helpers import DEMO, actor, positions

LEVEL = Level(iterations=40, time_limit=1e9)


def reshuffle_hidden(state: GameState, seat: int, rng: random.Random) -> GameState:
    """Another true state with the same view for `seat`: opponents' hands redealt from
    their events and the main deck's, every deck reordered (keeping the public top film
    requirement and top award cost row), opponents' awards swapped with the award deck's."""
    other = state.copy()
    cards = DEMO.cards
    opponents = [i for i in range(len(other.players)) if i != seat]
    pool = [c for i in opponents for c in other.players[i].hand]
    main_events = [c for c in other.main if cards[c].kind == "event"]
    main_stars = [c for c in other.main if cards[c].kind == "star"]
    pool += main_events
    rng.shuffle(pool)
    for i in opponents:
        count = len(other.players[i].hand)
        other.players[i].hand = pool[:count]
        del pool[:count]
    other.main = pool + main_stars
    rng.shuffle(other.main)
    if other.films:
        top, rest = other.films[0], other.films[1:]
        rng.shuffle(rest)
        same = [j for j, f in enumerate(rest) if cards[f].fame_required == cards[top].fame_required]
        if same:  # a different film with the same requirement on top
            j = rng.choice(same)
            top, rest[j] = rest[j], top
        other.films = [top] + rest
    if other.awards:
        top, rest = other.awards[0], other.awards[1:]
        held = [c for i in opponents for c in other.players[i].awards]
        mixed = rest + held
        rng.shuffle(mixed)
        same = [j for j, a in enumerate(mixed) if DEMO.award_cost_row(a) == DEMO.award_cost_row(top)]
        if same:
            j = rng.choice(same)
            top, mixed[j] = mixed[j], top
        for i in opponents:
            count = len(other.players[i].awards)
            other.players[i].awards = mixed[:count]
            del mixed[:count]
        other.awards = [top] + mixed
    other.seed = state.seed + 12345  # future chance differs too
    return other


def hidden(state: GameState, seat: int) -> tuple:
    return (tuple(state.main), tuple(state.films), tuple(state.awards),
            tuple(tuple(p.hand) + tuple(p.awards) for i, p in enumerate(state.players) if i != seat))


def decide(state: GameState, seat: int, seed: int, own_turn: bool, level: Level = LEVEL):
    bot = SearchBot(level)
    bot.begin(DEMO, seat)
    moves = legal_moves(state, seat)
    return bot.choose(view(state, seat), moves, random.Random(seed), own_turn=own_turn)


@pytest.mark.parametrize("game_seed,players", [(3, 2), (8, 3), (21, 4)])
def test_same_view_same_seed_same_move(game_seed, players):
    level = LEVEL
    rng = random.Random(game_seed)
    compared = differed = 0
    for state in positions(game_seed, players, every=7, limit=150):
        seat = actor(state)
        if len(legal_moves(state, seat)) < 2:
            continue
        twin = reshuffle_hidden(state, seat, rng)
        assert view(twin, seat) == view(state, seat)
        differed += hidden(twin, seat) != hidden(state, seat)
        for seed in (1, 2):
            assert (decide(state, seat, seed, True, level)
                    == decide(twin, seat, seed, True, level))
        # off-turn: a seat that is not acting decides whether to play an any_turn event
        for off in range(players):
            if off != seat and state.window is None and legal_moves(state, off):
                twin_off = reshuffle_hidden(state, off, rng)
                assert view(twin_off, off) == view(state, off)
                assert (decide(state, off, 5, False, level)
                        == decide(twin_off, off, 5, False, level))
        compared += 1
        if compared >= 6:
            break
    assert compared >= 3 and differed >= 3


def test_the_bot_never_sees_the_true_state():
    """The interface hands a bot its view, moves and RNG only; the view holds no hidden card."""
    state = next(iter(positions(4, 3, every=20)))
    seen = view(state, 0)
    assert seen["players"][1]["hand"] is None and seen["players"][2]["awards"] is None
    assert isinstance(seen["main"], int) and isinstance(seen["films"], int)


class Peeking:
    """A dealer that hands the search the true state instead of samples."""

    true_state: GameState

    @classmethod
    def at(cls, true_state: GameState) -> type["Peeking"]:
        return type("PeekingAt", (cls,), {"true_state": true_state})

    def __init__(self, cardset, seen, options=None) -> None:
        pass

    def deal(self, rng: random.Random, seed: int | None = None) -> GameState:
        return self.true_state.copy()


def test_a_bot_that_peeked_would_be_caught(monkeypatch):
    """Control: searching the true state instead of samples makes moves differ between
    twins, so the test above would catch a bot that read hidden cards."""
    from redlight_app.bots import search

    rng = random.Random(99)
    differ = 0
    for state in positions(8, 2, every=5, limit=200):
        seat = actor(state)
        if len(legal_moves(state, seat)) < 3:
            continue
        twin = reshuffle_hidden(state, seat, rng)
        chosen = []
        for true_state in (state, twin):
            monkeypatch.setattr(search, "Dealer", Peeking.at(true_state))
            chosen.append([decide(true_state, seat, seed, True) for seed in (1, 2, 3)])
        differ += chosen[0] != chosen[1]
        if differ:
            break
    assert differ
