"""Statistics as CSV: one row per player name, safe to open in a spreadsheet (a name that
starts like a formula is written with a leading apostrophe)."""
from __future__ import annotations

import csv
import io

from ..engine.endings import ENDINGS
from ..engine.names import shown_name
from .statistics import NO_COMPUTER, PlayerStatistics

_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def cell(value: object) -> str:
    """A cell's text; one that a spreadsheet would run as a formula is made plain text, and
    a stored name's control characters are written escaped (engine/names.py)."""
    text = shown_name(str(value))
    return "'" + text if text.startswith(_FORMULA_START) else text


def statistics_csv(stats: list[PlayerStatistics]) -> str:
    levels = sorted({level for s in stats for level in s.by_level})
    header = ["name", "games", "wins", "win_rate", "awards_per_game"]
    header += [f"ended_{e}" for e in ENDINGS] + [f"won_{e}" for e in ENDINGS]
    for level in levels:
        key = level or "people_only"
        header += [f"vs_{key}_games", f"vs_{key}_wins"]
    header += ["top_star", "top_star_wins", "nemesis", "nemesis_wins"]
    out = io.StringIO()
    # QUOTE_MINIMAL quotes a cell holding the delimiter, a quote or a character of the line
    # terminator: with "\r\n" (the CSV standard's), a lone CR is quoted as well.
    writer = csv.writer(out, lineterminator="\r\n", quoting=csv.QUOTE_MINIMAL)
    writer.writerow(header)
    for s in stats:
        row: list[object] = [cell(s.name), s.games, s.wins, f"{s.win_rate:.4f}",
                             f"{s.awards_per_game:.3f}"]
        row += [s.endings.get(e, 0) for e in ENDINGS] + [s.endings_won.get(e, 0) for e in ENDINGS]
        for level in levels:
            games, wins = s.by_level.get(level, (0, 0))
            row += [games, wins]
        top = s.stars[0] if s.stars else ("", "")
        nemesis = s.nemesis or ("", "")
        row += [cell(top[0]), top[1], cell(nemesis[0]), nemesis[1]]
        writer.writerow(row)
    return out.getvalue()


__all__ = ["NO_COMPUTER", "cell", "statistics_csv"]
