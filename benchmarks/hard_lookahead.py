"""A variant of the hard level screened and not kept (benchmarks/FIGURES.md): greedy's
judgement, checked by playing the game out. Used by hard_screen.py (beside this file).

At each decision the bot takes the few moves the greedy bot rates best (its own scoring
of the position, `GreedyBot.score`), and for each of them plays the game on to its end on
dealt samples of the hidden cards (`determinize`), every seat then playing as the greedy
bot plays. All candidates are tried on the same samples with the same chance (common
random numbers), so their differences are not luck of the deal. It keeps greedy's own
choice unless another candidate won clearly more of the playouts: a rollout improvement
of the greedy policy (better than greedy in expectation when the playouts are right).

Before that, one award from four, it takes an award that wins at once (`SearchBot`'s
decisive check), and it never plays from hand an award that counts toward the four (E4).

It reads its view, the legal moves and the public card set only, and draws its randomness
from the `rng` it is handed (the fairness test holds it to that).
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Any

from redlight_app.bots.base import Bot
from redlight_app.bots.determinize import InconsistentView, determinize
from redlight_app.bots.greedy import Facts, GreedyBot
from redlight_app.bots.policy import evaluate
from redlight_app.bots.search import PLAY_TYPES, SearchBot
from redlight_app.engine.errors import IllegalMove
from redlight_app.engine.legal import Listing
from redlight_app.engine.moves import Move
from redlight_app.engine.queries import acting_seat
from redlight_app.engine.rules import apply
from redlight_app.engine.state import OVER, GameState, Options


@dataclass
class Plan:
    """How hard looks ahead: `candidates` of greedy's best moves, each played out on up to
    `samples` dealings within `time_limit` seconds of CPU (`time.thread_time`); another move
    replaces greedy's first choice only if it won `margin` more of the same playouts."""

    candidates: int = 5
    samples: int = 200
    time_limit: float = 0.45
    margin: float = 0.03
    z: float = 0.0
    max_turns: int = 40  # turns a playout runs before it is scored by the evaluation


@dataclass
class Choice:
    move: Move | None
    samples: int
    seconds: float
    rates: list[tuple[Move | None, float]]


class LookaheadBot(Bot):
    name = "look"

    def __init__(self, plan: Plan | None = None, name: str | None = None,
                 options: Options | None = None) -> None:
        self.plan = plan or Plan()
        if name:
            self.name = name
        self.options = options
        self.greedy = GreedyBot()
        self.decisive = SearchBot("hard", options=options)
        self.last: Choice | None = None

    def begin(self, cardset: Any, seat: int) -> None:
        super().begin(cardset, seat)
        self.greedy.begin(cardset, seat)
        self.decisive.begin(cardset, seat)

    def choose(self, view: dict[str, Any], moves: list[Move], rng: random.Random,
               own_turn: bool = True) -> Move | None:
        if not moves:
            return None
        if own_turn and len(moves) == 1:
            return moves[0]
        seed = rng.getrandbits(64)
        choice = self.look(view, moves, seed, own_turn)
        self.last = choice
        return choice.move

    def look(self, view: dict[str, Any], moves: list[Move], seed: int,
             own_turn: bool = True) -> Choice:
        assert self.cardset is not None, "begin() first"
        start = time.perf_counter()
        rnd = random.Random(seed)
        playable = [m for m in moves if m.type in PLAY_TYPES]
        if not playable:
            return Choice(moves[0] if own_turn else None, 0, 0.0, [])
        if own_turn:
            decisive = self.decisive._decisive(view, playable, rnd)
            if decisive is not None:
                return Choice(decisive[0], 0, time.perf_counter() - start, [])
            playable = self.decisive._without_spent_awards(view, playable, rnd)
        facts = Facts.of_view(view)
        ranked = sorted(playable, key=lambda m: -self.greedy.score(facts, m))
        candidates: list[Move | None] = list(ranked[: self.plan.candidates])
        if not own_turn:
            # off its turn greedy lets the moment pass unless a move scores 150
            first = candidates[0]
            if first is None or self.greedy.score(facts, first) < 150:
                candidates.insert(0, None)
            else:
                candidates.append(None)
            candidates = candidates[: self.plan.candidates]
        if len(candidates) == 1:
            return Choice(candidates[0], 0, time.perf_counter() - start, [])
        me = view["seat"]
        diffs = [0.0] * len(candidates)  # sum over samples of (candidate - greedy's choice)
        squares = [0.0] * len(candidates)  # and of its square
        totals = [0.0] * len(candidates)
        done = 0
        cpu_start = time.thread_time()
        deadline = cpu_start + self.plan.time_limit
        slowest = 0.0
        now = cpu_start
        while done < self.plan.samples and (done == 0 or now + slowest < deadline):
            try:
                sample = determinize(self.cardset, view, rnd, self.options)
            except InconsistentView:
                break
            play_seed = rnd.getrandbits(64)
            results = []
            for move in candidates:
                state = sample.copy()
                try:
                    if move is not None:
                        apply(state, move)
                except IllegalMove:  # cannot happen for a consistent sample
                    break
                results.append(self.playout(state, me, play_seed))
            else:
                done += 1
                for i, value in enumerate(results):
                    totals[i] += value
                    d = value - results[0]
                    diffs[i] += d
                    squares[i] += d * d
            last, now = now, time.thread_time()
            slowest = max(slowest, now - last)
        if done == 0:
            return Choice(candidates[0], 0, time.perf_counter() - start, [])
        rates = [t / done for t in totals]
        # greedy's own choice unless another won clearly more of the same playouts: by
        # `margin` of them, and by `z` standard errors of the paired difference
        clear = [i for i in range(1, len(candidates))
                 if diffs[i] >= done * self.plan.margin
                 and diffs[i] > self.plan.z * math.sqrt(max(squares[i], 1.0))]
        best = max(clear, key=lambda i: (rates[i], -i)) if clear else 0
        return Choice(candidates[best], done, time.perf_counter() - start,
                      list(zip(candidates, rates, strict=True)))

    def playout(self, state: GameState, me: int, seed: int) -> float:
        """Play on as greedy plays for every seat; me's share of the win (or its estimate
        by the evaluation if the game runs past `max_turns` more turns)."""
        rng = random.Random(seed)
        greedy = self.greedy
        n = len(state.players)
        stop = state.turn + self.plan.max_turns
        offered = state.turn
        while state.status != OVER and state.turn < stop:
            if state.window is None and not state.reveals and offered != state.turn:
                offered = state.turn  # off-turn any_turn events, once a turn, as play offers
                for seat in range(n):
                    if seat == state.active or state.players[seat].out:
                        continue
                    listing = Listing(state, seat)
                    if not listing:
                        continue
                    move = greedy_move(greedy, listing, seat, rng, False)
                    if move is not None:
                        apply(state, move)
                        if state.status == OVER or state.window is not None or state.reveals:
                            break
                continue
            seat = acting_seat(state)
            if seat is None:
                break
            move = greedy_move(greedy, Listing(state, seat), seat, rng, True)
            if move is None:
                break
            apply(state, move)
        if state.status == OVER:
            return 1.0 / len(state.winners) if me in state.winners else 0.0
        return evaluate(state, me)


def greedy_move(greedy: GreedyBot, listing: Listing, seat: int, rng: random.Random,
                own_turn: bool) -> Move | None:
    greedy.seat = seat
    return greedy.choose_from(listing, rng, own_turn)

