"""Screening variants of the hard level against greedy (a developer tool, prints figures).

Seat-rotated games as `redlight tournament`, in one process, with the CPU time used.
Run: python benchmarks/hard_screen.py VARIANT [--players 2] [--games 40] [--seed 7] [options]
Variants (a name starting with):
- `hard`: the level as it is;
- `mcts...`: the search with `--iterations`, a cap of `--time` CPU s, `--horizon` rounds;
- `veto...`: the search's move only if it rates it `--margin` above greedy's own move;
- `buy...`: the hard level (with `--buy-first`: an award bought whenever one can be);
- `look...`: hard_lookahead.py, greedy's best `--candidates` moves played out by greedy;
- ceilings, which see what a player cannot: `clairvoyant` (the search on the true state,
  decks and the RNG included: it knows every future draw) and `seeall` (the opponents'
  hands and awards, with the decks below their public top card reshuffled; so it knows the
  top film and award too), `seehand` (a fair sample with the opponents' true hands), `seetop` (a fair sample with
  the true top film and top award); `look-...`
  with either suffix does the same for the lookahead.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import hard_lookahead as lookahead_module  # beside this file
from hard_lookahead import LookaheadBot, Plan

from redlight_app.bots import play as play_module
from redlight_app.bots import search as search_module
from redlight_app.bots.base import register
from redlight_app.bots.greedy import Facts, GreedyBot
from redlight_app.bots.search import Level, SearchBot
from redlight_app.bots.tournament import format_result, run_tournament
from redlight_app.engine import chance
from redlight_app.engine.cards import load_cardset_text
from redlight_app.resources import demo_cardset_path

TRUE_STATE: list[Any] = [None]
_FAIR_DEALER = search_module.Dealer
_view = play_module.view


def _recording_view(state: Any, seat: int) -> Any:
    TRUE_STATE[0] = state
    return _view(state, seat)


def _true_copy(cardset: Any, view: Any, rng: random.Random, options: Any = None,
               seed: int | None = None) -> Any:
    return TRUE_STATE[0].copy()


def _hands_seen(cardset: Any, view: Any, rng: random.Random, options: Any = None,
                seed: int | None = None) -> Any:
    """The true state with the decks below their public top card reshuffled, a new seed."""
    state = TRUE_STATE[0].copy()
    chance.shuffle(rng, state.main)
    for deck in (state.films, state.awards):
        rest = deck[1:]
        chance.shuffle(rng, rest)
        deck[1:] = rest
    state.seed = rng.getrandbits(48)
    state.rng_counter = 0
    return state


def _hand_seen(cardset: Any, view: Any, rng: random.Random, options: Any = None,
               seed: int | None = None) -> Any:
    """A fair sample (`Dealer`, hidden cards dealt at random), but with the opponents' true
    hands: each true card swapped in from wherever the sample dealt it."""
    sample = _FAIR_DEALER(cardset, view, options).deal(rng, seed)
    truth = TRUE_STATE[0]
    me = view["seat"]
    for o, player in enumerate(sample.players):
        if o == me:
            continue
        for i, card in enumerate(truth.players[o].hand):
            here = player.hand[i]
            if here == card:
                continue
            for place in [sample.main] + [p.hand for j, p in enumerate(sample.players) if j != me]:
                if card in place:
                    place[place.index(card)] = here
                    break
            player.hand[i] = card
    return sample


def _top_seen(cardset: Any, view: Any, rng: random.Random, options: Any = None,
              seed: int | None = None) -> Any:
    """A fair sample, but with the true top film and top award (swapped in from wherever
    the sample dealt them)."""
    sample = _FAIR_DEALER(cardset, view, options).deal(rng, seed)
    truth = TRUE_STATE[0]
    for deck, true_deck in ((sample.films, truth.films), (sample.awards, truth.awards)):
        if not deck or not true_deck or deck[0] == true_deck[0]:
            continue
        card, here = true_deck[0], deck[0]
        places = [deck] + [p.awards for j, p in enumerate(sample.players) if j != view["seat"]]
        for place in places:
            if card in place:
                place[place.index(card)] = here
                break
        deck[0] = card
    return sample


class _CheatDealer:
    """Stands in for search.Dealer in the ceilings: every sample from the true state."""

    cheat: Any = None

    def __init__(self, cardset: Any, view: Any, options: Any = None) -> None:
        self.cardset, self.view, self.options = cardset, view, options

    def deal(self, rng: random.Random, seed: int | None = None) -> Any:
        return type(self).cheat(self.cardset, self.view, rng, self.options, seed)


class WithGreedy(SearchBot):
    """A search bot that also asks greedy's own scoring (the variants below)."""

    def __init__(self, level: Any, name: str) -> None:
        super().__init__(level, name=name)
        self.greedy = GreedyBot()

    def begin(self, cardset: Any, seat: int) -> None:
        super().begin(cardset, seat)
        self.greedy.begin(cardset, seat)


class VetoBot(WithGreedy):
    """The search's move only if it rates it `margin` above greedy's own move."""

    def __init__(self, margin: float, name: str) -> None:
        super().__init__("hard", name=name)
        self.margin = margin

    def search(self, view: Any, moves: Any, seed: int, allow_none: bool = False,
               level: Any = None) -> Any:
        result = super().search(view, moves, seed, allow_none, level)
        if not result.stats or result.iterations == 0:
            return result
        facts = Facts.of_view(view)
        ranked = sorted((s for s in result.stats if s.move is not None),
                        key=lambda s: -self.greedy.score(facts, s.move))
        if not ranked:
            return result
        mine = ranked[0]
        if result.win_chance < mine.win_chance + self.margin:
            result.move = mine.move
        return result


class BuyFirstBot(WithGreedy):
    """On its own turn, an award purchase whenever one is legal (greedy's team: the least
    fame wasted), else the search's move."""

    def search(self, view: Any, moves: Any, seed: int, allow_none: bool = False,
               level: Any = None) -> Any:
        buys = [m for m in moves if m.type == "buy_award"]
        if buys and not allow_none and view.get("window") is None:
            facts = Facts.of_view(view)
            move = max(buys, key=lambda m: self.greedy.score(facts, m))
            return search_module.SearchResult(move, 0.0, 0, 0.0)
        return super().search(view, moves, seed, allow_none, level)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("variant")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--opponent", default="greedy")
    parser.add_argument("--candidates", type=int, default=5)
    parser.add_argument("--time", type=float, default=0.45)
    parser.add_argument("--margin", type=float, default=0.03)
    parser.add_argument("--samples", type=int, default=200)
    parser.add_argument("--z", type=float, default=0.0)
    parser.add_argument("--iterations", type=int, default=500)
    parser.add_argument("--horizon", type=float, default=1.0)
    parser.add_argument("--buy-first", action="store_true")
    args = parser.parse_args()
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    peek = args.variant.split("-")[-1]
    if peek in ("clairvoyant", "seeall", "seehand", "seetop"):  # e.g. "clairvoyant" (the search), "look-seeall"
        play_module.view = _recording_view  # type: ignore[assignment]
        cheat = {"clairvoyant": _true_copy, "seeall": _hands_seen, "seehand": _hand_seen,
                 "seetop": _top_seen}[peek]
        _CheatDealer.cheat = staticmethod(cheat)
        search_module.Dealer = _CheatDealer  # type: ignore[assignment,misc]
        lookahead_module.determinize = cheat  # type: ignore[assignment]
        if not args.variant.startswith(("look", "mcts")):
            register(args.variant, lambda: SearchBot("hard", name=args.variant))
    if args.variant.startswith("look"):
        plan = Plan(candidates=args.candidates, samples=args.samples, time_limit=args.time,
                    margin=args.margin, z=args.z)
        print(plan, flush=True)
        register(args.variant, lambda: LookaheadBot(plan, name=args.variant))
    if args.variant.startswith("veto"):
        register(args.variant, lambda: VetoBot(args.margin, args.variant))
    if args.variant.startswith("mcts"):
        level = Level(iterations=args.iterations, time_limit=args.time,
                      horizon_rounds=args.horizon if args.horizon > 0 else None)
        print(level, flush=True)
        register(args.variant, lambda: SearchBot(level, name=args.variant))
    if args.variant.startswith("buy"):
        level = Level(iterations=500, time_limit=0.9)
        print(level, "buy first" if args.buy_first else "", flush=True)
        bot_class = BuyFirstBot if args.buy_first else SearchBot
        register(args.variant, lambda: bot_class(level, name=args.variant))
    cpu = time.process_time()

    outcomes: list[str] = []  # per game, in deal order: W won, L lost, S shared

    def progress(done: int, total: int, result: Any) -> None:
        wins = result.standings[args.variant].wins
        got = wins - sum(1.0 if o == "W" else 0.5 if o == "S" else 0.0 for o in outcomes)
        outcomes.append("W" if got >= 1 else "L" if got <= 0 else "S")
        if done % 10 == 0:
            st = result.standings[args.variant]
            print(f"  {done}/{total}: {st.wins:g} wins, {time.process_time() - cpu:.0f} CPU s",
                  flush=True)

    result = run_tournament(cardset, [args.variant, args.opponent], args.games, args.players,
                            args.seed, workers=1, progress=progress)
    print(format_result(result))
    print("games " + "".join(outcomes))
    print(f"CPU {time.process_time() - cpu:.0f} s", flush=True)


if __name__ == "__main__":
    main()
