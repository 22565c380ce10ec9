"""Hot-seat: an undo that would take back another human's decisions asks that player first.

Each player whose moves would go is asked in turn, by name ("Bob, Ann wants to take back
your last move. Allow?"); the undo happens only when every one of them allows it, and a
refusal changes nothing. Used by Undo (Ctrl+Z) and by "Undo to here" in the log."""
from __future__ import annotations

from typing import Any, Callable

from ..bidi import isolate
from .i18n import tr


def undo_asker(main: Any) -> int | None:  # the main window
    """The human asking for the undo: the one at the screen, or the one the curtain is
    waiting for (the device is in their hands); None when the screen is nobody's (the end
    of a hot-seat game, shown to all): then the last human decision goes, unasked."""
    if main.viewer is not None:
        return main.viewer
    return getattr(main, "pending_viewer", None)


def others_affected(main: Any, keep: int, asker: int | None) -> list[tuple[int, int]]:
    """(seat, how many of their moves) for each other human whose moves after the first
    `keep` would be taken back, in seat order; none when nobody in particular asks (the
    screen is everyone's: the session then asks nobody either)."""
    c = main.controller
    if asker is None:
        return []
    counts: dict[int, int] = {}
    for move in c.record.moves[keep:]:
        seat = move.player
        if seat is not None and seat != asker and c.is_human(seat):
            counts[seat] = counts.get(seat, 0) + 1
    return sorted(counts.items())


def question(asker_name: str | None, asked_name: str, count: int) -> str:
    """What the asked player reads: addressed to them, saying who asks and what goes."""
    if asker_name is None:
        return (tr("{asked}, an undo would take back your last move. Allow?") if count == 1 else
                tr("{asked}, an undo would take back your last {count} moves. Allow?")).format(
            asked=isolate(asked_name), count=count)
    return (tr("{asked}, {asker} wants to take back your last move. Allow?") if count == 1 else
            tr("{asked}, {asker} wants to take back your last {count} moves. Allow?")).format(
        asked=isolate(asked_name), asker=isolate(asker_name), count=count)


def ask_in_turn(main: Any, asker: int | None, others: list[tuple[int, int]],
                on_allowed: Callable[[], Any]) -> None:
    """Ask each of `others` in turn; `on_allowed` runs once all of them allowed it. A
    refusal stops there: nothing is undone and the status bar says who refused."""
    c = main.controller
    names = c.names
    asker_name = names[asker] if asker is not None else None
    if not others:
        on_allowed()
        return
    (seat, count), rest = others[0], others[1:]

    def refused() -> None:
        main.statusBar().showMessage(
            tr("{name} did not allow the undo: nothing was taken back.").format(
                name=isolate(names[seat])), 10000)

    main._ask(tr("Undo: {name} is asked").format(name=isolate(names[seat])),
              question(asker_name, names[seat], count),
              lambda: ask_in_turn(main, asker, rest, on_allowed), on_no=refused)
