"""Seat-rotated bot matches with win rates and 95% confidence intervals.

The line-up names one bot per seat: the bots listed first take a seat each and the last
one fills the seats left (`hard,greedy` at 4 players: hard against three greedy). Games
come in groups of one deal per rotation: deal k is played `players` times, the line-up
turned one seat further each time, so every bot plays every seat and every deal equally
(the first player and the cards are the same for all rotations of a deal).
"""
from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from ..engine import endings
from ..engine.cards import CardSet
from ..engine.legal import Listing
from ..engine.moves import Move
from ..engine.state import Options
from .base import Bot, make_bot
from .play import play_game

# how a game ended, in the printed table (state.ending; "stalled" is V8's shared win)
ENDING_WORDS = {endings.AWARDS: "four awards", endings.SHOWDOWN: "showdown",
                endings.STALLED: "stood still (shared)", endings.AGREED: "agreed",
                endings.LIMIT: "turn limit"}


def lineup(names: Sequence[str], players: int) -> list[str]:
    if not names:
        raise ValueError("name at least one bot")
    if len(names) > players:
        raise ValueError(f"{len(names)} bots named for {players} players")
    return list(names[:-1]) + [names[-1]] * (players - len(names) + 1)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for a proportion (95% by default)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


class TimedBot(Bot):
    """Wraps a bot and records how long each of its decisions took. It is asked as its bot
    would be: a bot that draws from a `Listing` (`lists_moves` False) gets one."""

    def __init__(self, inner: Bot) -> None:
        self.inner = inner
        self.name = inner.name
        self.needs_view = inner.needs_view
        self.lists_moves = inner.lists_moves
        self.times: list[float] = []

    def begin(self, cardset: CardSet, seat: int) -> None:
        super().begin(cardset, seat)
        self.inner.begin(cardset, seat)

    def choose(self, view: dict[str, Any], moves: list[Move], rng: random.Random,
               own_turn: bool = True) -> Move | None:
        t0 = time.perf_counter()
        try:
            return self.inner.choose(view, moves, rng, own_turn)
        finally:
            self.times.append(time.perf_counter() - t0)

    def choose_from(self, listing: Listing, rng: random.Random,
                    own_turn: bool = True) -> Move | None:
        t0 = time.perf_counter()
        try:
            return self.inner.choose_from(listing, rng, own_turn)
        finally:
            self.times.append(time.perf_counter() - t0)


@dataclass
class GameResult:
    index: int
    seats: list[str]
    winners: list[int]
    ending: str
    turns: int
    times: dict[str, list[float]]


@dataclass
class Standing:
    name: str
    seats_per_game: int
    wins: float = 0  # a win shared by k players (V8, the showdown stood still) counts 1/k
    games: int = 0
    decisions: int = 0
    time_total: float = 0.0
    time_max: float = 0.0
    times: list[float] = field(default_factory=list)

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def to_dict(self, players: int) -> dict[str, Any]:
        lo, hi = wilson(self.wins, self.games)
        times = sorted(self.times)
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))] if times else 0.0
        return {"bot": self.name, "seats": self.seats_per_game, "wins": round(self.wins, 2),
                "games": self.games, "win_rate": round(self.rate, 4),
                "ci95": [round(lo, 4), round(hi, 4)],
                "even_share": round(self.seats_per_game / players, 4),
                "decisions": self.decisions,
                "decision_mean_s": round(self.time_total / self.decisions, 4) if self.decisions else 0.0,
                "decision_p95_s": round(p95, 4), "decision_max_s": round(self.time_max, 4)}


@dataclass
class TournamentResult:
    names: list[str]
    players: int
    games: int = 0
    no_winner: int = 0
    endings: dict[str, int] = field(default_factory=dict)
    turns: list[int] = field(default_factory=list)
    standings: dict[str, Standing] = field(default_factory=dict)
    wins_by_seat: list[float] = field(default_factory=list)
    seconds: float = 0.0

    def add(self, game: GameResult) -> None:
        self.games += 1
        self.endings[game.ending] = self.endings.get(game.ending, 0) + 1
        self.turns.append(game.turns)
        if not game.winners:
            self.no_winner += 1
        for st in self.standings.values():
            st.games += 1
        for seat in game.winners:
            self.standings[game.seats[seat]].wins += 1 / len(game.winners)
            self.wins_by_seat[seat] += 1 / len(game.winners)
        for name, times in game.times.items():
            st = self.standings[name]
            st.decisions += len(times)
            st.time_total += sum(times)
            st.times.extend(times)
            if times:
                st.time_max = max(st.time_max, max(times))

    def to_dict(self) -> dict[str, Any]:
        return {"players": self.players, "lineup": lineup(self.names, self.players),
                "games": self.games, "no_winner": self.no_winner, "endings": dict(self.endings),
                "turns_mean": round(sum(self.turns) / max(1, len(self.turns)), 2),
                "wins_by_seat": [round(w, 2) for w in self.wins_by_seat],
                "seconds": round(self.seconds, 1),
                "standings": [s.to_dict(self.players) for s in self.standings.values()]}


def play_one(cardset: CardSet, names: Sequence[str], players: int, seed: int, index: int,
             turn_limit: int) -> GameResult:
    """Game `index` of a tournament: deal index // players, rotation index % players."""
    base = lineup(names, players)
    shift = index % players
    seats = base[-shift:] + base[:-shift] if shift else list(base)
    bots = [TimedBot(make_bot(name)) for name in seats]
    deal = seed * 100_003 + index // players
    played = play_game(cardset, bots, deal, Options(turn_limit=turn_limit),
                       [f"{name} {i + 1}" for i, name in enumerate(seats)])
    state = played.state
    times: dict[str, list[float]] = {}
    for bot in bots:
        times.setdefault(bot.name, []).extend(bot.times)
    return GameResult(index, seats, list(state.winners), state.ending or endings.LIMIT, state.turn,
                      times)


def _play_star(args: tuple) -> GameResult:
    return play_one(*args)


def run_tournament(cardset: CardSet, names: Sequence[str], games: int, players: int, seed: int,
                   turn_limit: int = 400, workers: int = 1,
                   progress: Callable[[int, int, TournamentResult], None] | None = None
                   ) -> TournamentResult:
    base = lineup(names, players)
    result = TournamentResult(list(names), players, wins_by_seat=[0] * players)
    for name in base:
        if name not in result.standings:
            result.standings[name] = Standing(name, base.count(name))
    start = time.perf_counter()
    jobs = [(cardset, list(names), players, seed, i, turn_limit) for i in range(games)]
    if workers <= 1:
        for job in jobs:
            result.add(_play_star(job))
            if progress is not None:
                progress(result.games, games, result)
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for game in pool.map(_play_star, jobs):
                result.add(game)
                if progress is not None:
                    progress(result.games, games, result)
    result.seconds = time.perf_counter() - start
    return result


def format_result(result: TournamentResult) -> str:
    d = result.to_dict()
    lines = [(f"{d['games']} games, {d['players']} players, line-up {', '.join(d['lineup'])} "
              f"(seats rotated), {d['seconds']} s"),
             "endings: " + ", ".join(f"{ENDING_WORDS.get(k, k)} {v}"
                                     for k, v in sorted(d["endings"].items()))
             + f"; no winner {d['no_winner']}; mean turns {d['turns_mean']}"]
    for s in d["standings"]:
        lo, hi = s["ci95"]
        lines.append(
            f"  {s['bot']:>8} ({s['seats']} seat{'s' if s['seats'] > 1 else ''}): "
            f"{s['wins']:g}/{s['games']} wins = {100 * s['win_rate']:.1f}% "
            f"[95% CI {100 * lo:.1f}-{100 * hi:.1f}%], even share {100 * s['even_share']:.0f}%; "
            f"decision mean {1000 * s['decision_mean_s']:.0f} ms, p95 "
            f"{1000 * s['decision_p95_s']:.0f} ms, max {1000 * s['decision_max_s']:.0f} ms")
    return "\n".join(lines)
