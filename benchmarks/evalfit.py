"""Fitting the search bot's position evaluation to who actually wins (a developer tool).

Plays games between the greedy bot and the rollout policy, records every seat's features
(`policy.features`, public facts only) at the start of each turn, and fits a conditional
logit: P(seat wins) = exp(w . x_seat) / sum over seats still in of exp(w . x). The weights
printed are pasted into `policy.EVAL_WEIGHTS`.

Run: python benchmarks/evalfit.py --players 2 --games 1500
"""
from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from redlight_app.bots.greedy import GreedyBot
from redlight_app.bots.policy import FEATURES, Policy, features
from redlight_app.engine import chance
from redlight_app.engine.cards import CardSet, load_cardset_text
from redlight_app.engine.queries import acting_seat
from redlight_app.engine.rules import apply, legal_moves
from redlight_app.engine.setup import new_game
from redlight_app.engine.state import OVER, Options
from redlight_app.engine.view import view
from redlight_app.resources import demo_cardset_path

Sample = tuple[list[list[float]], int]  # features of the seats still in, index of the winner


def play_and_record(cardset: CardSet, players: int, seed: int, kinds: Sequence[str],
                    every: int = 1) -> list[Sample]:
    state = new_game(cardset, [f"P{i}" for i in range(players)], seed, Options(turn_limit=300))
    rng = random.Random(seed)
    greedy = []
    for seat in range(players):
        bot = GreedyBot()
        bot.begin(cardset, seat)
        greedy.append(bot)
    policy = Policy(0.1)
    snaps: list[tuple[list[int], list[list[float]]]] = []
    seen_turn = -1
    while state.status != OVER:
        if state.window is None and state.turn != seen_turn:
            seen_turn = state.turn
            if state.turn % every == 0:
                alive = [i for i, p in enumerate(state.players) if not p.out]
                snaps.append((alive, [features(state, i) for i in alive]))
        actor = acting_seat(state)
        assert actor is not None
        seat = actor
        if kinds[seat] == "greedy":
            move = greedy[seat].choose(view(state, seat), legal_moves(state, seat), rng)
        elif state.window is not None:
            move = policy.respond(state, seat, rng)
        else:
            move = policy.own_turn(state, seat, rng)
        apply(state, move)  # type: ignore[arg-type]
    if len(state.winners) != 1:
        return []
    winner = state.winners[0]
    return [(x, alive.index(winner)) for alive, x in snaps if winner in alive and len(alive) > 1]


def fit(samples: list[Sample], epochs: int = 300, lr: float = 0.05, l2: float = 1e-4) -> list[float]:
    """Conditional logit by full-batch Adam."""
    k = len(FEATURES)
    w = [0.0] * k
    m = [0.0] * k
    v = [0.0] * k
    for epoch in range(1, epochs + 1):
        grad = [0.0] * k
        loss = 0.0
        for xs, win in samples:
            scores = [sum(wi * xi for wi, xi in zip(w, x, strict=True)) for x in xs]
            top = max(scores)
            exps = [math.exp(s - top) for s in scores]
            total = sum(exps)
            loss -= scores[win] - top - math.log(total)
            for x, e in zip(xs, exps, strict=True):
                p = e / total
                for j in range(k):
                    grad[j] += p * x[j]
            for j in range(k):
                grad[j] -= xs[win][j]
        n = len(samples)
        for j in range(k):
            g = grad[j] / n + l2 * w[j]
            m[j] = 0.9 * m[j] + 0.1 * g
            v[j] = 0.999 * v[j] + 0.001 * g * g
            mh = m[j] / (1 - 0.9 ** epoch)
            vh = v[j] / (1 - 0.999 ** epoch)
            w[j] -= lr * mh / (math.sqrt(vh) + 1e-8)
        if epoch % 50 == 0 or epoch == epochs:
            print(f"epoch {epoch}: log loss {loss / n:.4f}", flush=True)
    return w


def accuracy(samples: list[Sample], w: list[float]) -> tuple[float, float]:
    """(share of samples whose favourite won, mean log loss)."""
    right = 0
    loss = 0.0
    for xs, win in samples:
        scores = [sum(wi * xi for wi, xi in zip(w, x, strict=True)) for x in xs]
        right += max(range(len(xs)), key=lambda i: scores[i]) == win
        top = max(scores)
        loss -= scores[win] - top - math.log(sum(math.exp(s - top) for s in scores))
    return right / len(samples), loss / len(samples)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=1500)
    parser.add_argument("--epochs", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    samples: list[Sample] = []
    test: list[Sample] = []
    rng = random.Random(args.seed)
    for g in range(args.games):
        kinds = [chance.choice(rng, ("greedy", "policy")) for _ in range(args.players)]
        got = play_and_record(cardset, args.players, args.seed * 1_000_000 + g, kinds)
        (test if g % 5 == 0 else samples).extend(got)
    print(f"{len(samples)} training samples, {len(test)} test samples", flush=True)
    w = fit(samples, args.epochs)
    acc, loss = accuracy(test, w)
    print(f"test: favourite won {100 * acc:.1f}%, log loss {loss:.4f}")
    print("weights = {" + ", ".join(f'"{name}": {wi:.3f}' for name, wi in zip(FEATURES, w, strict=True)) + "}")


if __name__ == "__main__":
    main()
