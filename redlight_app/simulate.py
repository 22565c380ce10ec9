"""Headless simulations: many bot games, summarised (the `redlight simulate` command)."""
from __future__ import annotations

import sys
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from .bots import make_bot
from .bots.play import play_game
from .engine.cards import CardSet
from .engine.state import Options

ENDINGS = ("awards", "showdown", "stalled", "limit")  # V1, V5, V8, V6's turn limit


def _share(value: float) -> float | int:
    """A win count for printing and JSON: whole when it is whole."""
    rounded = round(float(value), 2)  # thirds add up to 23.999...: shown as 24
    return int(rounded) if rounded.is_integer() else rounded


@dataclass
class Summary:
    games: int = 0
    endings: dict[str, int] = field(default_factory=lambda: dict.fromkeys(ENDINGS, 0))
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


def simulate(cardset: CardSet, bot_names: Sequence[str], games: int, seed: int,
             turn_limit: int = 400, progress: Callable[[int, int], None] | None = None) -> Summary:
    summary = Summary(wins_by_seat=[0] * len(bot_names))
    for name in bot_names:
        summary.wins_by_bot.setdefault(name, 0)
        summary.seats_by_bot[name] = summary.seats_by_bot.get(name, 0) + 1
    for i in range(games):
        bots = [make_bot(name) for name in bot_names]
        names = [f"{name} {seat + 1}" for seat, name in enumerate(bot_names)]
        played = play_game(cardset, bots, seed + i, Options(turn_limit=turn_limit), names)
        state = played.state
        summary.games += 1
        ending = state.ending or "limit"
        summary.endings[ending] = summary.endings.get(ending, 0) + 1
        summary.turns.append(state.turn)
        summary.moves_applied += state.moves_applied
        for seat in state.winners:
            summary.wins_by_seat[seat] += 1 / len(state.winners)
            summary.wins_by_bot[bot_names[seat]] += 1 / len(state.winners)
        if progress is not None:
            progress(i + 1, games)
    return summary


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
