"""Statistics per player name over finished games, read from the stored results (one SQL
query, no replay): games, wins, win rate overall and against each computer level, how the
games ended, awards per game, the stars they won with most, their nemesis.

Names are counted as written (a name stored before names were text on one line, with its
control characters escaped: store/shown_names.py). `Filters` narrow to a number of players and to digital or
table games.
"""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from sqlalchemy import select

from .repository import GAMES, RESULTS, SEATS, Repository
from .shown_names import stored_name

NO_COMPUTER = ""  # the by-level key for games with people only
# Levels of games saved before the search bots existed (as gui/bots.py reads them).
OLD_LEVELS = {"greedy": "normal", "random": "easy"}

_ROWS = (select(SEATS.c.game_id, SEATS.c.position, SEATS.c.name, SEATS.c.kind,
                SEATS.c.level, SEATS.c.awards, SEATS.c.stars, RESULTS.c.winners,
                RESULTS.c.ending, GAMES.c.chance)
         .select_from(RESULTS.join(GAMES, GAMES.c.id == RESULTS.c.game_id)
                      .join(SEATS, SEATS.c.game_id == RESULTS.c.game_id))
         .order_by(RESULTS.c.finished, RESULTS.c.game_id, SEATS.c.position))


@dataclass(frozen=True)
class Filters:
    players: int | None = None  # only games with this many seats
    chance: str | None = None  # only "digital" or only "table" games


class Seat(NamedTuple):  # a tuple: thousands are made at each opening of the page
    name: str
    kind: str
    level: str | None
    awards: int | None
    stars: list[str] | str | None  # her stars' names at the end (as stored: JSON text)


@dataclass(frozen=True)
class FinishedGame:
    id: int
    seats: list[Seat]
    winners: list[int]
    ending: str
    chance: str


@dataclass
class PlayerStatistics:
    name: str
    games: int = 0
    wins: int = 0
    # computer level (NO_COMPUTER: people only) -> [games, wins] with such a rival at the table
    by_level: dict[str, list[int]] = field(default_factory=dict)
    endings: dict[str, int] = field(default_factory=dict)  # how their games ended
    endings_won: dict[str, int] = field(default_factory=dict)  # ... those they won
    award_total: int = 0
    award_games: int = 0  # games whose award count is known
    stars: list[tuple[str, int]] = field(default_factory=list)  # won with, most first
    nemesis: tuple[str, int] | None = None  # who beat them most, and how often
    results: list[bool] = field(default_factory=list)  # won or not, game by game, oldest first
    as_human: int = 0  # games played in a human seat

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def awards_per_game(self) -> float:
        return self.award_total / self.award_games if self.award_games else 0.0

    def level_rate(self, level: str) -> float:
        games, wins = self.by_level.get(level, (0, 0))
        return wins / games if games else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "games": self.games, "wins": self.wins,
                "win_rate": self.win_rate, "mean_awards": self.awards_per_game,
                "by_level": {(k or "people only"): {"games": g, "wins": w,
                                                    "win_rate": w / g if g else 0.0}
                             for k, (g, w) in sorted(self.by_level.items())},
                "endings": dict(self.endings), "endings_won": dict(self.endings_won),
                "stars_won_with": [{"star": s, "wins": n} for s, n in self.stars],
                "nemesis": None if self.nemesis is None
                else {"name": self.nemesis[0], "wins_against": self.nemesis[1]}}


def finished_games(repo: Repository) -> list[FinishedGame]:
    """Every finished game's seats and result, oldest first, in one query. A seat's stars
    are decoded only where they are needed (the winners', in `compute`)."""
    with repo._read("compute statistics") as conn:
        rows = conn.execute(_ROWS).all()  # a damaged row (a name that is not text): StoreError
        games: list[FinishedGame] = []
        last = None
        seats: list[Seat] = []
        for game_id, _position, name, kind, level, awards, stars, winners, ending, chance in rows:
            if game_id != last:
                last = game_id
                seats = []
                games.append(FinishedGame(game_id, seats, _winners(winners), ending or "",
                                          chance or "digital"))
            seats.append(Seat(stored_name(name), kind, level,
                              awards if type(awards) is int else None, stars))
    return games


def _winners(text: str) -> list[int]:
    try:
        return [w for w in json.loads(text) if type(w) is int]
    except (TypeError, ValueError):
        return []


def _star_names(stars: list[str] | str | None) -> list[str]:
    if isinstance(stars, list):
        return [stored_name(n) for n in stars]
    try:
        names = json.loads(stars) if stars else []
    except ValueError:
        return []
    return [stored_name(str(n)) for n in names] if isinstance(names, list) else []


def _keep(game: FinishedGame, filters: Filters) -> bool:
    if filters.players is not None and len(game.seats) != filters.players:
        return False
    return filters.chance is None or game.chance == filters.chance


def compute(games: list[FinishedGame], filters: Filters = Filters()) -> dict[str, PlayerStatistics]:
    """Statistics for every name in `games` (as `finished_games` returns them)."""
    out: dict[str, PlayerStatistics] = {}
    stars: dict[str, Counter[str]] = {}
    beaten_by: dict[str, Counter[str]] = {}
    for game in games:
        if not _keep(game, filters):
            continue
        winner_names = {game.seats[w].name for w in game.winners if 0 <= w < len(game.seats)}
        for position, seat in enumerate(game.seats):
            st = out.get(seat.name)
            if st is None:
                st = out[seat.name] = PlayerStatistics(seat.name)
            won = position in game.winners
            st.games += 1
            st.wins += won
            st.results.append(won)
            st.as_human += seat.kind == "human"
            st.endings[game.ending] = st.endings.get(game.ending, 0) + 1
            if won:
                st.endings_won[game.ending] = st.endings_won.get(game.ending, 0) + 1
            if seat.awards is not None:
                st.award_total += seat.awards
                st.award_games += 1
            levels = {OLD_LEVELS.get(s.level or "normal", s.level or "normal")
                      for i, s in enumerate(game.seats)
                      if i != position and s.kind == "bot"} or {NO_COMPUTER}
            for level in levels:
                entry = st.by_level.setdefault(level, [0, 0])
                entry[0] += 1
                entry[1] += won
            if won and seat.stars:
                stars.setdefault(seat.name, Counter()).update(set(_star_names(seat.stars)))
            elif not won and winner_names:
                beaten_by.setdefault(seat.name, Counter()).update(winner_names - {seat.name})
    for name, st in out.items():
        st.stars = sorted(stars.get(name, Counter()).items(), key=lambda kv: (-kv[1], kv[0]))
        rivals = beaten_by.get(name)
        if rivals:
            st.nemesis = min(rivals.items(), key=lambda kv: (-kv[1], kv[0].casefold()))
    return out


def ordered(stats: dict[str, PlayerStatistics]) -> list[PlayerStatistics]:
    """People first (names played in a human seat), then by games played, then by name."""
    return sorted(stats.values(), key=lambda s: (s.as_human == 0, -s.games, s.name.casefold()))


def player_counts(games: list[FinishedGame]) -> list[int]:
    """The numbers of players the finished games were played with."""
    return sorted({len(g.seats) for g in games})
