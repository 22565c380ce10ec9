"""Headless simulations: many bot games, summarised (the `redlight simulate` command)."""
from __future__ import annotations

import os
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from itertools import repeat
from typing import Any, Callable, Sequence

from .bots import make_bot
from .bots.play import play_game
from .engine.cards import CardSet
from .engine.endings import PLAYED_ENDINGS
from .engine.state import Options

LARGE_RUN = 200  # games from which `redlight simulate` uses every core unless told otherwise


def _share(value: float) -> float | int:
    """A win count for printing and JSON: whole when it is whole."""
    rounded = round(float(value), 2)  # thirds add up to 23.999...: shown as 24
    return int(rounded) if rounded.is_integer() else rounded


@dataclass
class Summary:
    games: int = 0
    endings: dict[str, int] = field(default_factory=lambda: dict.fromkeys(PLAYED_ENDINGS, 0))
    turns: list[int] = field(default_factory=list)
    # a win shared by k players (V8) counts 1/k for each of them
    wins_by_seat: list[float] = field(default_factory=list)
    wins_by_bot: dict[str, float] = field(default_factory=dict)
    seats_by_bot: dict[str, int] = field(default_factory=dict)
    moves_applied: int = 0  # moves played in all (for benchmarks: time per move)

    def to_dict(self) -> dict[str, Any]:
        turns = self.turns or [0]
        return {"games": self.games, "endings": dict(self.endings),
                "turns": {"mean": round(sum(turns) / len(turns), 2), "max": max(turns)},
                "wins": {k: _share(v) for k, v in self.wins_by_bot.items()},
                "wins_by_seat": [_share(w) for w in self.wins_by_seat],
                "seats_by_bot": dict(self.seats_by_bot)}


@dataclass(frozen=True)
class GameOutcome:
    """What a summary keeps of one game (small: it comes back from a worker process)."""
    ending: str
    turns: int
    moves_applied: int
    winners: tuple[int, ...]


def play_games(cardset: CardSet, bot_names: Sequence[str], seeds: range,
               turn_limit: int) -> list[GameOutcome]:
    """The games of `seeds`, one per seed, in order (a worker process plays one such range)."""
    outcomes = []
    for seed in seeds:
        bots = [make_bot(name) for name in bot_names]
        names = [f"{name} {seat + 1}" for seat, name in enumerate(bot_names)]
        state = play_game(cardset, bots, seed, Options(turn_limit=turn_limit), names).state
        outcomes.append(GameOutcome(state.ending or "limit", state.turn, state.moves_applied,
                                    tuple(state.winners)))
    return outcomes


def default_workers(games: int) -> int:
    """One process per core this process may use for a large run; one for a small run, where
    starting processes would cost more than it saves."""
    if games < LARGE_RUN:
        return 1
    return max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity")
               else (os.cpu_count() or 1))


def simulate(cardset: CardSet, bot_names: Sequence[str], games: int, seed: int,
             turn_limit: int = 400, progress: Callable[[int, int], None] | None = None,
             workers: int = 1) -> Summary:
    """Play `games` games with seeds seed, seed + 1, ... and summarise them. With `workers` > 1
    the games are shared among that many processes; the summary is the same game for game,
    since every game's seed is fixed and the outcomes are added in seed order."""
    summary = Summary(wins_by_seat=[0] * len(bot_names))
    for name in bot_names:
        summary.wins_by_bot.setdefault(name, 0)
        summary.seats_by_bot[name] = summary.seats_by_bot.get(name, 0) + 1
    if workers <= 1:
        for i in range(games):
            _add(summary, bot_names, play_games(cardset, bot_names, range(seed + i, seed + i + 1),
                                                turn_limit)[0])
            if progress is not None:
                progress(i + 1, games)
        return summary
    # a few ranges per process, so that a process that drew long games does not hold up the end
    size = max(1, -(-games // (workers * 4)))
    ranges = [range(seed + start, seed + min(games, start + size)) for start in range(0, games, size)]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for outcomes in pool.map(play_games, repeat(cardset), repeat(list(bot_names)), ranges,
                                 repeat(turn_limit)):
            for outcome in outcomes:
                _add(summary, bot_names, outcome)
                if progress is not None:
                    progress(summary.games, games)
    return summary


def _add(summary: Summary, bot_names: Sequence[str], outcome: GameOutcome) -> None:
    summary.games += 1
    summary.endings[outcome.ending] = summary.endings.get(outcome.ending, 0) + 1
    summary.turns.append(outcome.turns)
    summary.moves_applied += outcome.moves_applied
    for seat in outcome.winners:
        summary.wins_by_seat[seat] += 1 / len(outcome.winners)
        summary.wins_by_bot[bot_names[seat]] += 1 / len(outcome.winners)


def terminal_progress(done: int, total: int) -> None:
    if not sys.stderr.isatty():
        return
    width = 30
    filled = width * done // total
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


def format_summary(summary: Summary, bot_names: Sequence[str]) -> str:
    d = summary.to_dict()
    lines = [f"{d['games']} games, {len(bot_names)} players",
             f"endings: four awards {d['endings']['awards']}, showdown {d['endings']['showdown']}, "
             f"stood still (shared win) {d['endings']['stalled']}, turn limit {d['endings']['limit']}",
             f"turns: mean {d['turns']['mean']}, max {d['turns']['max']}",
             "wins per seat:"]
    for seat, name in enumerate(bot_names):
        wins = summary.wins_by_seat[seat]
        lines.append(f"  seat {seat + 1} ({name}): {_share(wins)} "
                     f"({100 * wins / max(1, summary.games):.1f}%)")
    lines.append("wins per bot:")
    for name, wins in sorted(summary.wins_by_bot.items()):
        seats = summary.seats_by_bot[name]
        lines.append(f"  {name} ({seats} seat{'s' if seats > 1 else ''}): {_share(wins)} "
                     f"({100 * wins / max(1, summary.games):.1f}% of games)")
    return "\n".join(lines)
