"""What the server may tell each seat, taken from the session by whoever owns it.

The owner of the session (the desktop's GUI thread, or the headless host's game thread)
makes a `Snapshot` after every change; the server's thread only reads snapshots, so it
never touches the session. Each seat's facts come from the engine's player view for that
seat (the one the bots read), the seat's legal moves and its log, redacted for it: nothing
of another seat's hand is ever in them.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from ..engine.award_return import returning_cause
from ..engine.cards import CardSet
from ..engine.moves import Move
from ..engine.view import redact, view
from ..session import GameSession

LOG_LINES = 8  # the last log entries a phone shows


@dataclass(frozen=True)
class SeatFacts:
    """One seat's knowledge at one moment: the engine's view for it, its legal moves, the
    awards it may choose to give back (when the game waits for that choice), who the game
    waits for, and its last log entries. `give_back_why`, while it chooses the award to give
    back: the seat whose move makes it, the card whose effect it is, and the card that move
    played (they differ when the move drew an award revealed at once, A5)."""

    seat: int
    view: Mapping[str, Any]
    legal: tuple[Move, ...]
    give_back: tuple[str, ...]
    acting: int | None
    log: tuple[Mapping[str, Any], ...]
    give_back_why: tuple[int | None, str | None, str | None] | None = None


@dataclass(frozen=True)
class Snapshot:
    """Every hosted seat's facts after one change; `version` grows with every change."""

    version: int
    names: tuple[str, ...]
    computers: frozenset[int]
    cardset: CardSet
    seats: Mapping[int, SeatFacts] = field(default_factory=dict)


def seat_facts(session: GameSession, seat: int) -> SeatFacts:
    """The facts of `seat` now (call on the session owner's thread)."""
    awaiting = session.awaiting
    give_back: tuple[str, ...] = ()
    why: tuple[int | None, str | None, str | None] | None = None
    if awaiting is not None and awaiting.giver == seat:
        give_back = tuple(session.state.players[seat].awards)
        move = awaiting.move
        why = (move.player, returning_cause(session.state, move), getattr(move, "card", None))
    entries = [item.entry for item in session.log[-LOG_LINES * 3:]]
    return SeatFacts(seat=seat, view=view(session.state, seat), legal=tuple(session.legal(seat)),
                     give_back=give_back, give_back_why=why, acting=session.acting_seat(),
                     log=tuple(redact(e, seat) for e in entries))


def take_snapshot(session: GameSession, version: int, seats: list[int]) -> Snapshot:
    """Every seat in `seats` at once, as the session is now."""
    return Snapshot(version=version, names=tuple(session.names),
                    computers=frozenset(session.computers), cardset=session.record.cardset,
                    seats={seat: seat_facts(session, seat) for seat in seats})
