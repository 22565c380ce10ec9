"""A saved game's log as a file: plain sentences under turn headings, ending with who won
and why; as text, Markdown or HTML (every name escaped: names come from players and files).

Used by `redlight log GAME` and by the app's Game → Export log. The sentences are the
engine's (`engine/narrate.py`); a front end passes `translate`/`card_name` as for its log.
"""
from __future__ import annotations

import dataclasses
import html
import re
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from .bidi import isolate
from .engine.names import shown_name
from .engine.narrate import narrate
from .engine.record import GameRecord
from .engine.state import OVER
from .engine.timeline import Timeline
from .engine.view import redact

FORMATS = ("text", "markdown", "html")
TEMPLATES: list[str] = []  # the sentences of this module (translated like the engine's)


def T(text: str) -> str:  # marks a sentence template
    TEMPLATES.append(text)
    return text


TITLE = T("Red Light: game {game}")
PLAYERS = T("Players: {names}")
TITLE_PLAIN = T("Red Light: a game")
STILL_PLAYING = T("The game is not over: turn {turn}, {who} to play.")
RESULT = T("Result")


@dataclass
class Line:
    kind: str  # "turn" (a heading), "end" (the final word) or "" (a sentence)
    text: str
    index: int  # the step it belongs to: the number of moves made when it happened


def _identity(text: str) -> str:
    return text


def _format(template: str, /, **fields: Any) -> str:
    return template.format(**fields)


def log_lines(timeline: Timeline, reader: int | None = None, open_cards: bool = False,
              translate: Callable[[str], str] | None = None,
              card_name: Callable[[Any], str] | None = None,
              fill: Callable[..., str] | None = None) -> list[Line]:
    """Every sentence of the game, as `reader` may read it (`open_cards`: as it happened);
    `fill` fills a template in (narrate.py)."""
    record = timeline.record
    names, cardset = record.names, record.cardset
    out = []
    for step in timeline.steps:
        for entry in step.entries:
            shown = entry if open_cards else redact(entry, reader)
            text = narrate(shown, names, cardset, translate, card_name, fill)
            if text:
                kind = entry.get("type")
                out.append(Line("turn" if kind == "turn" else "end" if kind == "game_over"
                                else "", text, step.index))
    last = timeline.steps[-1].state
    if last.status != OVER:
        tr = translate or _identity
        who = isolate(names[last.active]) if 0 <= last.active < len(names) else "?"
        out.append(Line("end", (fill or _format)(tr(STILL_PLAYING), turn=last.turn, who=who),
                        timeline.last))
    return out


def _md(text: str) -> str:
    """Markdown with every character that could be markup escaped (and a leading list or
    heading sign)."""
    text = re.sub(r"([\\`*_\[\]<>#|~&])", r"\\\1", text)
    return re.sub(r"^([-+=]|\d+\.)", r"\\\1", text)


def render(lines: Sequence[Line], names: Sequence[str], fmt: str, game: int | None = None,
           translate: Callable[[str], str] | None = None) -> str:
    """The log in `fmt` ("text", "markdown" or "html"), with a title and the players."""
    if fmt not in FORMATS:
        raise ValueError(f"format must be one of {', '.join(FORMATS)}, not {fmt!r}")
    tr = translate or _identity
    title = tr(TITLE).format(game=game) if game is not None else tr(TITLE_PLAIN)
    players = tr(PLAYERS).format(names=", ".join(isolate(n) for n in names))
    if fmt == "text":
        out = [title, players]
        for line in lines:
            if line.kind == "turn":
                out += ["", line.text]
            elif line.kind == "end":
                out += ["", line.text]
            else:
                out.append("  " + line.text)
        return "\n".join(out) + "\n"
    if fmt == "markdown":
        out = [f"# {_md(title)}", "", _md(players)]
        for line in lines:
            if line.kind == "turn":
                out += ["", f"## {_md(line.text)}", ""]
            elif line.kind == "end":
                out += ["", f"## {_md(tr(RESULT))}", "", f"**{_md(line.text)}**"]
            else:
                out.append(f"- {_md(line.text)}")
        return "\n".join(out) + "\n"
    esc = html.escape
    out = ["<!DOCTYPE html>", '<html><head><meta charset="utf-8">',
           f"<title>{esc(title)}</title></head><body>", f"<h1>{esc(title)}</h1>",
           f"<p>{esc(players)}</p>"]
    open_list = False
    for line in lines:
        if line.kind in ("turn", "end") and open_list:
            out.append("</ul>")
            open_list = False
        if line.kind == "turn":
            out.append(f"<h2>{esc(line.text)}</h2>")
        elif line.kind == "end":
            out.append(f"<h2>{esc(tr(RESULT))}</h2>")
            out.append(f"<p><strong>{esc(line.text)}</strong></p>")
        else:
            if not open_list:
                out.append("<ul>")
                open_list = True
            out.append(f"<li>{esc(line.text)}</li>")
    if open_list:
        out.append("</ul>")
    out.append("</body></html>")
    return "\n".join(out) + "\n"


def game_log(record: GameRecord, fmt: str = "text", game: int | None = None,
             reader: int | None = None, translate: Callable[[str], str] | None = None,
             card_name: Callable[[Any], str] | None = None) -> str:
    """The whole log of a game as a file. A finished game is told with every card open;
    one still in play as `reader` may know it (None: a spectator, who sees no hand).
    A stored name with a control character is written escaped (engine/names.py)."""
    if any(shown_name(s["name"]) != s["name"] for s in record.seats):
        record = dataclasses.replace(record, seats=[{**s, "name": shown_name(s["name"])}
                                                    for s in record.seats])
    timeline = Timeline.of(record)
    lines = log_lines(timeline, reader, open_cards=timeline.finished, translate=translate,
                      card_name=card_name)
    return render(lines, record.names, fmt, game, translate)
