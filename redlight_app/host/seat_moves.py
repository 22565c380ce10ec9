"""A phone's move, played through the session (on the session owner's thread).

A seat may play only a move its own legal list holds (or, while the game waits for its
award choice, give one of its awards back): so a phone can never move for another seat,
nor make the table's moves (agreement, table-mode entries). A refused move changes
nothing and comes back with the sentence that says why.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Protocol

from ..engine.errors import IllegalMove
from ..engine.moves import Move, MoveFormatError
from ..session import GameSession, SaveError, SessionError

OK, BAD_REQUEST, CONFLICT, UNAVAILABLE = 200, 400, 409, 503


@dataclass(frozen=True)
class Outcome:
    """What became of a posted move: `status` is the HTTP status; a refusal is either the
    rules' (`illegal`) or the host's own sentence (`key` in sentences.py, with `params`)."""

    status: int
    illegal: IllegalMove | None = None
    key: str | None = None
    params: Mapping[str, Any] = field(default_factory=dict)

    @property
    def changed(self) -> bool:
        return self.status == OK


class Mover(Protocol):
    """Who makes a checked move happen: the session itself (headless), or the desktop's
    controller, so that the window redraws and runs its computers as for any move. Each
    raises IllegalMove, SessionError or SaveError, and then nothing has changed."""

    def submit(self, move: Move) -> Any: ...

    def give_back(self, award: str) -> Any: ...


def play_for_seat(session: GameSession, seat: int, body: Mapping[str, Any],
                  version: int, mover: Mover | None = None) -> Outcome:
    """Play `body` (a move object from the seat's `legal` list, optionally with the
    `version` of the view it was chosen from) for `seat`; `version` is the current one.
    `mover` makes the move (default: the session)."""
    mover = mover or session
    seen = body.get("version")
    if seen is not None and (isinstance(seen, bool) or seen != version):
        return Outcome(CONFLICT, key="stale")
    move_fields = {k: v for k, v in body.items() if k != "version"}
    if move_fields.get("type") == "give_back":
        return _give_back(session, seat, move_fields, mover)
    try:
        move = Move.from_dict(move_fields)
    except MoveFormatError as exc:
        return Outcome(BAD_REQUEST, key="bad_body", params={"detail": str(exc)})
    if move.player is not None and move.player != seat:
        return Outcome(CONFLICT, key="not_yours", params={"name": session.names[seat]})
    if move not in session.legal(seat):
        refusal = session.check(move) if move.player == seat else None
        if refusal is not None:
            return Outcome(CONFLICT, illegal=refusal)
        return Outcome(CONFLICT, key="not_open")
    try:
        mover.submit(move)
    except IllegalMove as exc:
        return Outcome(CONFLICT, illegal=exc)
    except SessionError:
        return Outcome(CONFLICT, key="not_open")
    except SaveError as exc:
        return Outcome(UNAVAILABLE, key="not_saved", params={"detail": exc.detail})
    return Outcome(OK)


def _give_back(session: GameSession, seat: int, body: Mapping[str, Any], mover: Mover) -> Outcome:
    award = body.get("award")
    if not isinstance(award, str) or set(body) != {"type", "award"}:
        return Outcome(BAD_REQUEST, key="bad_body",
                       params={"detail": "give_back takes one field, award, naming the award"})
    awaiting = session.awaiting
    if awaiting is None or awaiting.giver != seat or award not in session.state.players[seat].awards:
        return Outcome(CONFLICT, key="not_open")
    try:
        mover.give_back(award)
    except SessionError:
        return Outcome(CONFLICT, key="not_open")
    except SaveError as exc:
        return Outcome(UNAVAILABLE, key="not_saved", params={"detail": exc.detail})
    return Outcome(OK)
