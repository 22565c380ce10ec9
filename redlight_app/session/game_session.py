"""One game's flow over the engine: the only way a game changes.

`submit(move)` applies the move to the current state (the engine checks it first and
refuses it with IllegalMove having changed nothing), saves it through the sink at its
sequence number, and only then records it (the log grows, the redo stack clears) and
returns what changed. If the sink fails, the state is put back by replaying the stored
moves and the caller gets a `SaveError` it can show: nothing unsaved is ever shown.

The session also owns who is asked to act (`next_to_ask`, through the engine's
`TurnOrder`), the award choice of `return_award` (a computer seat gives the award it needs
least; a person is asked: `awaiting`, then `give_back`), agreement to end (V6), and undo
and redo. It knows nothing of Qt or SQL: the GUI wraps it in a thin adapter, simulations,
tournaments and tests drive it directly, with the same calls.
"""
from __future__ import annotations

from typing import Any, Container, Iterable

from ..engine.award_return import least_needed_award, returning_player, with_given_back
from ..engine.errors import IllegalMove
from ..engine.flow import winning_awards
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
                 computers: Iterable[int] | None = None) -> None:
        """A session over `record`, replayed once to its last move (RecordError, from the
        engine's record, names a move that no longer replays)."""
        self.record = record
        self.sink = sink
        self.saving = True  # False once the players chose to go on without saving
        if computers is None:
            computers = [i for i, s in enumerate(record.seats) if s.get("kind") == COMPUTER]
        self.computers = frozenset(computers)
        self.awaiting: AwaitedChoice | None = None
        self.redo_stack: list[list[Move]] = []
        self.turns = TurnOrder()
        self._legal: dict[int, Listing] = {}
        self.log: list[LogItem] = []
        self._state = self._replayed()
        if record.moves:
            self.turns.offered_all(self._state)  # the off-turn moment of a loaded turn passed
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
    def submit(self, move: Move, by_computer: bool = False) -> Changes:
        """Play a move: applied, saved, then reported. Raises IllegalMove (the engine's
        refusal) or SaveError (the sink failed), and then nothing has changed. A move that
        makes a person give back an award of their choice is held: the returned Changes has
        kind "choice" and `awaiting`."""
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
        changes = self._commit(move, by_computer)
        self.redo_stack.clear()
        return changes

    def give_back(self, award: str) -> Changes:
        """The awaited player's choice of the award to give back; the held move then goes
        ahead (SaveError: it was not stored, and the choice is still awaited)."""
        if self.awaiting is None:
            raise SessionError("No award choice is awaited.")
        move, by_computer, giver = self.awaiting
        if award not in self._state.players[giver].awards:
            raise SessionError(f"{self.names[giver]} does not hold that award.")
        changes = self._commit(with_given_back(self._state, move, award), by_computer)
        self.redo_stack.clear()
        return changes

    def agree_end(self) -> Changes:
        """V6: the players end the game by agreement, with no winner."""
        return self.submit(AgreeEnd())

    def _commit(self, move: Move, by_computer: bool) -> Changes:
        """Apply, save, report: the only place a game moves."""
        state = self._state
        # an any-time event played out of turn: its seat
        off_turn = move.player if state.window is None and move.player is not None and \
            move.player != state.active else None
        seq = self.seq + 1
        entries = apply(state, move)  # IllegalMove is raised before anything changes
        try:
            self.sink.append(seq, move, state)
        except BaseException:  # not saved (or interrupted): back to the saved moves
            self._state = self._replayed()
            raise
        self.record.moves.append(move)
        self.awaiting = None
        self._legal.clear()
        if off_turn is not None:
            self.turns.offered(off_turn)
        items = self._note(entries, seq)
        return self._changes("move", items, move, by_computer, seq)

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
        if not 0 <= sequence < self.seq:
            raise SessionError(f"Cannot go back to move {sequence}: the game has {self.seq} moves.")
        self.sink.truncate(sequence)  # raises SaveError: nothing has changed
        undone = self.record.moves[sequence:]
        del self.record.moves[sequence:]
        self.redo_stack.append(undone)
        self.awaiting = None
        self._state = self._replayed()
        self.turns.offered_all(self._state)
        return self._changes("undo", list(self.log))

    def redo(self) -> Changes:
        """Play the last undone step again, move by move through the sink. A move the rules
        now refuse ends it; if the sink fails part-way, what was stored stays, the rest is
        still to redo, and the returned Changes carries the error (`save_error`)."""
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
        return changes._replace(save_error=failure) if failure else changes

    def replace_sink(self, sink: MoveSink, saving: bool) -> None:
        """Go on with another sink (the players chose to continue without saving)."""
        self.sink = sink
        self.saving = saving

    # -- the log -------------------------------------------------------------------------
    def _replayed(self) -> GameState:
        """The state after the saved moves, replayed from the setup, with the log written
        again on the way (RecordError: a move no longer replays)."""
        self._legal = {}
        self.log = []

        def note(number: int, state: GameState, entries: list[dict[str, Any]]) -> None:
            if number == 0:
                self.log.append(LogItem({"type": "turn", "seat": state.active,
                                         "turn": state.turn}, state.turn, 0))
            self._note(entries, number, state)
        return self.record.replay(each=note)

    def _note(self, entries: list[dict[str, Any]], index: int,
              state: GameState | None = None) -> list[LogItem]:
        turn = (state or self._state).turn
        items = [LogItem(e, turn, index) for e in entries]
        self.log.extend(items)
        return items

    def award_history(self) -> list[tuple[int, list[int]]]:
        """How many awards toward the win (V1, V2) each player held at the end of each turn,
        from the deal on (the result page's chart, once a game): replayed from the record
        when asked."""
        history: list[tuple[int, list[int]]] = []

        def count(number: int, state: GameState, entries: list[dict[str, Any]]) -> None:
            counts = [winning_awards(state, seat) for seat in range(len(state.players))]
            if history and history[-1][0] == state.turn:
                history[-1] = (state.turn, counts)
            else:
                history.append((state.turn, counts))
        self.record.replay(each=count)
        return history

    def _changes(self, kind: str, entries: list[LogItem] | None = None, move: Move | None = None,
                 by_computer: bool = False, seq: int | None = None) -> Changes:
        return Changes(kind, entries if entries is not None else [], move, by_computer, seq,
                       self.acting_seat(), self.awaiting, self.over)
