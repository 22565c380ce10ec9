"""What a screen reader is told when the game changes: whose turn begins, what the computer
did (in one announcement), that a player may respond and to what, and how the game ended.

A pure function of the change, the game after it and who sits at the screen; the words
are the log's own sentences (engine/narrate.py) and translated GUI strings. Refusals are
said where they are shown (accessibility.py), since no change comes with them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

from ..bidi import isolate
from ..engine.narrate import narrate
from ..engine.view import redact, view
from .i18n import card_name, engine_text, fill, number, tr
from .widgets.respond_panel import window_sentence

if TYPE_CHECKING:
    from ..engine.state import GameState
    from ..session import Changes


@dataclass(frozen=True)
class Announcement:
    """One thing to say; `assertive` interrupts what the screen reader is saying."""

    text: str
    assertive: bool = False


def refusal_words(reason: str) -> Announcement:
    """A refused move or click, with its reason: said at once."""
    return Announcement(tr("Not possible: {reason}").format(reason=reason), assertive=True)


def announcements(change: Changes, state: GameState | None, names: Sequence[str],
                  humans: Sequence[int]) -> list[Announcement]:
    """What to say after `change` (the session's), with `state` the game after it.

    `humans` are the human seats: with one human, that player is "you" and the log is told
    as they may see it; in hot-seat every player is named."""
    if state is None or change.kind in ("close", "choice"):
        return []
    you = humans[0] if len(humans) == 1 else None
    if change.kind == "move":
        return _after_move(change, state, names, humans, you)
    said: list[str] = []
    if change.kind == "undo":
        said.append(tr("Undone."))
    elif change.kind == "redo":
        said.append(tr("Redone."))
    out: list[Announcement] = []
    if state.status == "over":
        said.append(game_over_words(state, names))
    elif _window_seat(state, humans) is not None:
        out.append(response_prompt(state, you))
    else:
        said.append(turn_words(state.active, state.turn, names, you))
    return [Announcement(" ".join(said))] + out if said else out


def _after_move(change: Changes, state: GameState, names: Sequence[str],
                humans: Sequence[int], you: int | None) -> list[Announcement]:
    said: list[str] = []
    entries = [item.entry for item in change.entries]
    if change.by_computer:  # a move nobody at the screen made: in one announcement
        lines = [narrate(redact(e, you), names, state.cardset, engine_text, card_name, fill)
                 for e in entries if e.get("type") not in ("turn", "game_over")]
        said.extend(line for line in lines if line)
    if state.status == "over":
        said.append(game_over_words(state, names))
    else:
        turns = [e for e in entries if e.get("type") == "turn"]
        if turns:
            said.append(turn_words(turns[-1].get("seat"), turns[-1].get("turn", state.turn),
                                   names, you))
    out = [Announcement(" ".join(said))] if said else []
    seat = _window_seat(state, humans)
    if seat is not None and any(e.get("type") == "window_opened" and e.get("seat") == seat
                                for e in entries):
        out.append(response_prompt(state, you))
    return out


def turn_words(seat: Any, turn: int, names: Sequence[str], you: int | None) -> str:
    """ "Your turn, turn 3." for the player at the screen, else "Robo Rita's turn." """
    if seat == you and you is not None:
        return tr("Your turn, turn {turn}.").format(turn=number(turn))
    name = isolate(names[seat]) if isinstance(seat, int) and 0 <= seat < len(names) else "?"
    return fill(tr("{name}'s turn."), name=name)


def game_over_words(state: GameState, names: Sequence[str]) -> str:
    """ "Game over: Ann wins with four awards." """
    entry = {"type": "game_over", "winners": list(state.winners), "ending": state.ending}
    why = narrate(entry, names, state.cardset, engine_text, card_name, fill) or ""
    return tr("Game over: {why}").format(why=why)


def _window_seat(state: GameState, humans: Sequence[int]) -> int | None:
    """The human who may respond now, if a response window is open for one."""
    window = state.window
    return window.seat if window is not None and window.seat in humans else None


def response_prompt(state: GameState, you: int | None) -> Announcement:
    """ "You may respond: Robo plays Scandal on Bianca. …", said at once."""
    assert state.window is not None
    seat = state.window.seat
    what = window_sentence(view(state, seat), state)
    if seat == you:
        text = tr("You may respond: {what}. Play a reaction, or Pass ({key}).").format(
            what=what, key=tr("P"))
    else:
        text = tr("{name} may respond: {what}.").format(name=isolate(state.players[seat].name), what=what)
    return Announcement(text, assertive=True)
