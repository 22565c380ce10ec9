"""Headless simulations: many bot games, summarised (the `redlight simulate` command)."""
from __future__ import annotations

import sys
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from .bots import make_bot
from .bots.play import play_game
from .engine.cards import CardSet
from .engine.state import Options


@dataclass
class Summary:
    games: int = 0
    endings: dict[str, int] = field(default_factory=lambda: {"awards": 0, "showdown": 0, "limit": 0})
    turns: list[int] = field(default_factory=list)
    wins_by_seat: list[int] = field(default_factory=list)
    wins_by_bot: dict[str, int] = field(default_factory=dict)
    seats_by_bot: dict[str, int] = field(default_factory=dict)
    moves_applied: int = 0  # moves played in all (for benchmarks: time per move)

    def to_dict(self) -> dict[str, Any]:
        turns = self.turns or [0]
        return {"games": self.games, "endings": dict(self.endings),
                "turns": {"mean": round(sum(turns) / len(turns), 2), "max": max(turns)},
                "wins": dict(self.wins_by_bot), "wins_by_seat": list(self.wins_by_seat),
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
            summary.wins_by_seat[seat] += 1
            summary.wins_by_bot[bot_names[seat]] += 1
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
             f"turn limit {d['endings']['limit']}",
             f"turns: mean {d['turns']['mean']}, max {d['turns']['max']}",
             "wins per seat:"]
    for seat, name in enumerate(bot_names):
        wins = summary.wins_by_seat[seat]
        lines.append(f"  seat {seat + 1} ({name}): {wins} ({100 * wins / max(1, summary.games):.1f}%)")
    lines.append("wins per bot:")
    for name, wins in sorted(summary.wins_by_bot.items()):
        seats = summary.seats_by_bot[name]
        lines.append(f"  {name} ({seats} seat{'s' if seats > 1 else ''}): {wins} "
                     f"({100 * wins / max(1, summary.games):.1f}% of games)")
    return "\n".join(lines)
