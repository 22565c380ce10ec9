"""One game's flow over the engine: the only way a game changes.

`submit(move)` checks the move with the engine and computes the next state on a copy; the
sink stores the move at its sequence number; only then does the copy become the current
state, the log grow and the redo stack clear. If the sink fails, nothing changes (state,
log, undo and redo stay as they were) and the caller gets a `SaveError` it can show.
A screen may redraw the move while a sink that can (`start`) syncs it to disk (`submit`'s
`meanwhile`): the session then reads as if it were stored until `submit` returns, and is put
back if the sink fails; the screen paints nothing of it before `submit` has returned.

The session also owns who is asked to act (`next_to_ask`, through the engine's
`TurnOrder`), the award choice of `return_award` (a computer seat gives the award it needs
least; a person is asked: `awaiting`, then `give_back`), agreement to end (V6), and undo
and redo. It knows nothing of Qt or SQL: the GUI wraps it in a thin adapter, simulations
and tournaments drive it directly.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, Container, Iterable

from ..engine.award_return import least_needed_award, returning_player, with_given_back
from ..engine.errors import IllegalMove
from ..engine.legal import Listing
from ..engine.moves import AgreeEnd, Move
from ..engine.queries import acting_seat
from ..engine.record import GameRecord
from ..engine.rules import apply, check
from ..engine.state import OVER, GameState
from ..engine.turns import TurnOrder
from .changes import AwaitedChoice, Changes, LogItem, UndoPlan
from .sink import MoveSink, SaveError

COMPUTER = "bot"  # the seat kind of a computer player in a record's seats


_NOT_REPORTED = Changes("move")  # what `_commit` hands `advance`, which reads nothing


def _copy_turns(turns: TurnOrder) -> TurnOrder:
    """Who was offered an off-turn moment this turn, copied (field by field: the engine's
    TurnOrder may be a compiled class, which `copy` cannot copy)."""
    kept = TurnOrder()
    kept._turn, kept._offered = turns._turn, set(turns._offered)
    return kept


def _once(finish: Callable[[], None]) -> Callable[[], None]:
    """`finish` waited for once: later calls return, or raise the same SaveError, again."""
    outcome: list[SaveError | None] = []

    def once() -> None:
        if not outcome:
            try:
                finish()
            except SaveError as exc:
                outcome.append(exc)
                raise
            outcome.append(None)
        elif outcome[0] is not None:
            raise outcome[0]
    return once


class SessionError(Exception):
    """A request the session cannot take now (not a rule: e.g. an award choice is awaited,
    nothing to undo); the message is for people."""


class ConsentNeeded(SessionError):
    """Undo would take back the decisions of other human players: `seats` must agree."""

    def __init__(self, seats: tuple[int, ...], names: list[str]) -> None:
        super().__init__("Undo takes back a decision of " + ", ".join(names[s] for s in seats)
                         + ": they must agree first.")
        self.seats = seats


class GameSession:
    """A game being played: its record (the stored moves), state, log and undo history."""

    def __init__(self, record: GameRecord, sink: MoveSink,
                 computers: Iterable[int] | None = None, in_place: bool = False,
                 keep_log: bool = True) -> None:
        """`in_place`: nobody holds the state between moves (headless bot games), so a move
        changes the current state itself instead of a copy; a failure after the change
        (the sink refused the move) rebuilds the state from the stored moves, so nothing
        has changed either way. `keep_log` False: nobody reads the log (headless bot
        games): `log` and `award_history` stay empty and a move's Changes has no entries."""
        self.record = record
        self.sink = sink
        self.in_place = in_place
        self.keep_log = keep_log
        self.saving = True  # False once the players chose to go on without saving
        if computers is None:
            computers = [i for i, s in enumerate(record.seats) if s.get("kind") == COMPUTER]
        self.computers = frozenset(computers)
        self.awaiting: AwaitedChoice | None = None
        self.redo_stack: list[list[Move]] = []
        self.turns = TurnOrder()
        self._legal: dict[int, Listing] = {}
        self._in_flight: Callable[[], None] | None = None  # a move's store, waited for
        self.log: list[LogItem] = []
        self.award_history: list[tuple[int, list[int]]] = []
        self._state = self._rebuild(record.moves)
        self._everyone = range(len(self._state.players))  # asked when no one is left out

    # -- reading ---------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        """The current state. Read it, never change it: changes go through `submit`."""
        return self._state

    @property
    def seq(self) -> int:
        """The number of moves stored (the sequence number of the last one)."""
        return len(self.record.moves)

    @property
    def names(self) -> list[str]:
        return self.record.names

    @property
    def over(self) -> bool:
        return self._state.status == OVER

    def is_computer(self, seat: int | None) -> bool:
        return seat is not None and seat in self.computers

    def humans(self) -> list[int]:
        return [i for i in range(len(self.record.seats)) if i not in self.computers]

    def acting_seat(self) -> int | None:
        """Who the game waits for: a player choosing the award to give back, the seat
        entering draws (table), the response window's owner, else the active player."""
        if self._state.status == OVER:
            return None
        if self.awaiting is not None:
            return self.awaiting.giver
        return acting_seat(self._state)

    def legal(self, seat: int | None) -> list[Move]:
        """The engine's legal moves for a seat now (kept until the next change); none while
        an award choice is awaited."""
        if seat is None or self.awaiting is not None:
            return []
        return self.listing(seat).moves()

    def listing(self, seat: int) -> Listing:
        """The same moves as `legal`, kind by kind on demand (engine/legal.py); kept until
        the next change, like `legal`."""
        found = self._legal.get(seat)
        if found is None:
            # while an award choice is awaited nobody moves: no seat's listing (seat -1)
            found = self._legal[seat] = Listing(self._state, seat if self.awaiting is None else -1)
        return found

    def check(self, move: Move) -> IllegalMove | None:
        return check(self._state, move)

    def next_to_ask(self, askable: Container[int] | None = None) -> tuple[int, bool] | None:
        """(seat, own_turn) of the next seat among `askable` (default: all) to ask for a
        move; own_turn False is a once-a-turn off-turn offer (E1), which the seat declines
        with `offered(seat)`. None while an award choice is awaited or the game waits for
        someone not in `askable`."""
        if self.awaiting is not None:
            return None
        return self.turns.next(self._state, self._everyone if askable is None else askable)

    def offered(self, seat: int) -> None:
        """The seat has had its off-turn moment this turn."""
        self.turns.offered(seat)

    def fallback_move(self, seat: int) -> Move | None:
        """What a seat that must act but cannot decide does: pass the window, end the
        turn, or aim a revealed award at its first eligible target (A5) (never a card
        played at random)."""
        return next((m for m in self.legal(seat)
                     if m.type in ("pass", "end_turn", "choose_targets")), None)

    # -- changing --------------------------------------------------------------------
    def submit(self, move: Move, by_computer: bool = False,
               meanwhile: Callable[[Changes], None] | None = None) -> Changes:
        """Play a move. Raises IllegalMove (the engine's refusal) or SaveError (the sink
        failed) and then nothing has changed. A move that makes a person give back an award
        of their choice is held: the returned Changes has kind "choice" and `awaiting`.

        `meanwhile` (a screen): called with the move's Changes while a sink that can
        (`start`) stores it, the session reading as if it were stored, so that the screen
        is redrawn during the store's sync; the caller shows nothing of it before `submit`
        returns. If the store then fails, the session is put back as it was before the
        move and SaveError is raised: the caller draws that again."""
        self._settle()
        if self.awaiting is not None:
            raise SessionError(f"{self.names[self.awaiting.giver]} must first choose the "
                               "award to give back.")
        giver = returning_player(self._state, move)
        if giver is not None:
            if self.is_computer(giver):
                move = with_given_back(self._state, move, least_needed_award(self._state, giver))
            else:
                refusal = check(self._state, move)  # a move is held only if it is legal
                if refusal is not None:
                    raise refusal
                self.awaiting = AwaitedChoice(move, by_computer, giver)
                self._legal.clear()
                return self._changes("choice")
        changes = self._commit(move, by_computer, meanwhile=meanwhile)
        self.redo_stack.clear()
        return changes

    def advance(self, move: Move) -> None:
        """`submit(move, by_computer=True)` for a game nobody watches (`in_place`, no log):
        the same checks and the same commit, without building the Changes nobody reads."""
        if not self.in_place or self.keep_log or self.awaiting is not None \
                or returning_player(self._state, move) is not None:
            self.submit(move, by_computer=True)  # the award choice, or someone reads it
            return
        self._commit(move, True, report=False)
        self.redo_stack.clear()

    def give_back(self, award: str, meanwhile: Callable[[Changes], None] | None = None) -> Changes:
        """The awaited player's choice of the award to give back; the held move then goes
        ahead (SaveError: it was not stored, and the choice is still awaited). `meanwhile`:
        as for `submit`."""
        self._settle()
        if self.awaiting is None:
            raise SessionError("No award choice is awaited.")
        move, by_computer, giver = self.awaiting
        if award not in self._state.players[giver].awards:
            raise SessionError(f"{self.names[giver]} does not hold that award.")
        changes = self._commit(with_given_back(self._state, move, award), by_computer,
                               meanwhile=meanwhile)
        self.redo_stack.clear()
        return changes

    def agree_end(self) -> Changes:
        """V6: the players end the game by agreement, with no winner."""
        return self.submit(AgreeEnd())

    def _commit(self, move: Move, by_computer: bool, report: bool = True,
                meanwhile: Callable[[Changes], None] | None = None) -> Changes:
        """Compute on a copy, store, then make it current: the only place a game moves.
        `report` False (`advance`): the Changes is not built (an empty one is returned).
        `meanwhile`: see `submit`."""
        before = self._state
        off_turn = before.window is None and move.player is not None and move.player != before.active
        if not self.in_place:
            after = before.copy()
            entries = apply(after, move)  # checks first: IllegalMove, and `before` is untouched
            seq = self.seq + 1
            start = getattr(self.sink, "start", None) if meanwhile is not None else None
            if start is not None:  # stored while `meanwhile` draws it
                return self._commit_meanwhile(move, by_computer, after, entries, seq,
                                              off_turn, start, meanwhile)  # type: ignore[arg-type]
            self.sink.append(seq, move, after)  # raises SaveError: nothing has changed
        else:
            after = before
            seq = self.seq + 1
            try:
                entries = apply(after, move)
                self.sink.append(seq, move, after)
            except BaseException:  # refused by the rules or the sink: back to the stored moves
                self._state = self.record.replay()
                raise
        self.record.moves.append(move)
        self._state = after
        self.awaiting = None
        self._legal.clear()
        if off_turn:
            self.turns.offered(move.player)  # type: ignore[arg-type]
        if not report:
            return _NOT_REPORTED
        items = self._note(entries, seq) if self.keep_log else []
        return self._changes("move", items, move, by_computer, seq)

    def _commit_meanwhile(self, move: Move, by_computer: bool, after: GameState,
                          entries: list[dict[str, Any]], seq: int, off_turn: bool,
                          start: Callable[[int, Move, GameState], Callable[[], None]],
                          meanwhile: Callable[[Changes], None]) -> Changes:
        """`_commit` while the sink stores the move (`start` begins it, raising SaveError
        if it cannot; the function it returns waits for it): the session reads as if it
        were stored while `meanwhile` draws it, then, if the sink failed, everything is put
        back as it was and SaveError raised."""
        kept = (self._state, self.awaiting, self._legal, _copy_turns(self.turns),
                len(self.log), list(self.award_history))
        finish = _once(start(seq, move, after))  # raises SaveError: nothing has changed
        stored = False
        self._in_flight = finish
        try:
            self.record.moves.append(move)
            self._state = after
            self.awaiting = None
            self._legal = {}
            if off_turn:
                self.turns.offered(move.player)  # type: ignore[arg-type]
            items = self._note(entries, seq) if self.keep_log else []
            changes = self._changes("move", items, move, by_computer, seq)
            try:
                meanwhile(changes)
            finally:
                finish()  # raises SaveError: put back below
                stored = True  # (stored even if drawing it failed: it stays current)
            return changes
        finally:
            self._in_flight = None
            if not stored:
                del self.record.moves[seq - 1:]
                self._state, self.awaiting, self._legal, self.turns, logged, history = kept
                del self.log[logged:]
                self.award_history = history

    def _settle(self) -> None:
        """A change asked for while a move is drawn and still being stored (a screen that
        answers a move with another, at once): that move is stored first. If it cannot be,
        this change is not made (SessionError) and that move's own `submit` puts it back and
        raises its SaveError."""
        if self._in_flight is not None:
            try:
                self._in_flight()
            except SaveError as exc:
                raise SessionError("The move before this one could not be saved.") from exc

    def as_changes(self, kind: str = "load") -> Changes:
        """The session as it is now, as a whole (the log whole): for a screen to draw
        again from (e.g. after a move drawn while it was stored could not be stored)."""
        return self._changes(kind, list(self.log))

    # -- undo and redo ---------------------------------------------------------------
    def _decides(self, move: Move, seat: int | None) -> bool:
        """Whether `move` is a decision of a person (of `seat`, if given). Moves with no
        player (agreement, the table's entries and adjustments) are everyone's."""
        if move.player is None:
            return True
        if seat is None:
            return move.player not in self.computers
        return move.player == seat

    def undo_plan(self, asker: int | None = None) -> UndoPlan:
        """Undo goes back to just before the last decision of `asker` (a human seat), or of
        any human when no one asks (or the asker has made none); keep -1: nothing to undo.
        Other humans whose decisions it takes back must agree (`ask`)."""
        moves = self.record.moves
        keep = next((i for i in range(len(moves) - 1, -1, -1)
                     if self._decides(moves[i], asker)), None)
        if keep is None and asker is not None:
            return self.undo_plan(None) if any(self._decides(m, None) for m in moves) \
                else UndoPlan(-1)
        if keep is None:
            return UndoPlan(-1)
        ask = sorted({m.player for m in moves[keep:] if m.player is not None
                      and m.player not in self.computers and m.player != asker})
        return UndoPlan(keep, tuple(ask) if asker is not None else ())

    def can_undo(self, asker: int | None = None) -> bool:
        return self.undo_plan(asker).possible

    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def undo(self, asker: int | None = None, agreed: bool = False) -> Changes:
        """Take back moves to just before the asker's last decision (`undo_plan`); raises
        ConsentNeeded unless `agreed` when other humans' decisions go too, SaveError (and
        nothing changes) when the sink cannot cut its log."""
        plan = self.undo_plan(asker)
        if not plan.possible:
            raise SessionError("There is nothing to undo.")
        if plan.ask and not agreed:
            raise ConsentNeeded(plan.ask, self.names)
        return self.undo_to(plan.keep)

    def undo_to(self, sequence: int) -> Changes:
        """Undo back to a log entry: keep the first `sequence` moves (0: back to the deal);
        the moves after it become one redo step."""
        self._settle()
        if not 0 <= sequence < self.seq:
            raise SessionError(f"Cannot go back to move {sequence}: the game has {self.seq} moves.")
        self.sink.truncate(sequence)  # raises SaveError: nothing has changed
        undone = self.record.moves[sequence:]
        del self.record.moves[sequence:]
        self.redo_stack.append(undone)
        self.awaiting = None
        self._state = self._rebuild(self.record.moves)
        self.turns.offered_all(self._state)
        return self._changes("undo", list(self.log))

    def redo(self) -> Changes:
        """Play the last undone step again, move by move through the sink. A move the rules
        now refuse ends it; if the sink fails part-way, what was stored stays, the rest is
        still to redo, and the returned Changes carries the error (`save_error`)."""
        self._settle()
        if not self.redo_stack:
            raise SessionError("There is nothing to redo.")
        group = self.redo_stack.pop()
        self.awaiting = None
        done = 0
        failure: SaveError | None = None
        for move in group:
            if check(self._state, move) is not None:
                break
            try:
                self._commit(move, False)
            except SaveError as exc:
                self.redo_stack.append(group[done:])
                if done == 0:
                    raise
                failure = exc
                break
            done += 1
        self.turns.offered_all(self._state)
        changes = self._changes("redo", list(self.log))
        return replace(changes, save_error=failure) if failure else changes

    def replace_sink(self, sink: MoveSink, saving: bool) -> None:
        """Go on with another sink (the players chose to continue without saving)."""
        self.sink = sink
        self.saving = saving

    # -- the log -------------------------------------------------------------------------
    def _rebuild(self, moves: list[Move]) -> GameState:
        """State, log and award history from the setup and `moves` (no sink involved)."""
        state = self.record.start()
        self.log = [LogItem({"type": "turn", "seat": state.active, "turn": state.turn},
                            state.turn, 0)] if self.keep_log else []
        self.award_history = [(state.turn, [len(p.awards) for p in state.players])] \
            if self.keep_log else []
        self._legal = {}
        for index, move in enumerate(moves, start=1):
            entries = apply(state, move)
            self._note(entries, index, state)
        if moves:
            self.turns.offered_all(state)
        return state

    def _note(self, entries: list[dict[str, Any]], index: int,
              state: GameState | None = None) -> list[LogItem]:
        state = state or self._state
        if not self.keep_log:
            return []
        items = [LogItem(e, state.turn, index) for e in entries]
        self.log.extend(items)
        counts = [len(p.awards) for p in state.players]
        if self.award_history and self.award_history[-1][0] == state.turn:
            self.award_history[-1] = (state.turn, counts)
        else:
            self.award_history.append((state.turn, counts))
        return items

    def _changes(self, kind: str, entries: list[LogItem] | None = None, move: Move | None = None,
                 by_computer: bool = False, seq: int | None = None) -> Changes:
        return Changes(kind, list(entries or []), move, by_computer, seq, self.acting_seat(),
                       self.awaiting, self.over)
