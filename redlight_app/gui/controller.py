"""The Qt adapter over a game session: signals, the computer players' worker, timers.

Every change goes through the session (`redlight_app/session`): it checks the move with the
engine, has the store commit it, and only then shows it. The controller turns what the
session returns into one `changed(Change)` signal, runs computer seats (after a short
visible pause their choice is computed on a worker thread and submitted like any move), and
when a save fails emits `save_failed` and holds everything until the players press Retry or
choose to continue without saving.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from ..engine.cards import CardSet
from ..engine.errors import IllegalMove
from ..engine.moves import AgreeEnd, Move
from ..engine.queries import reveal_waiting
from ..engine.record import GameRecord
from ..engine.state import TABLE, GameState, Options
from ..engine.view import view
from ..session import (
    AwaitedChoice,
    Changes,
    GameSession,
    LogItem,
    MemorySink,
    SaveError,
    SessionError,
    UndoPlan,
)
from ..store.session_sink import StoreSink, load_stored_session
from . import bots
from .i18n import number, tr
from .storage import Storage
from .store_words import store_text

HUMAN, COMPUTER = "human", "bot"  # the store's seat kinds
Change = Changes  # what `changed` carries (kept under its old name for the screens)
__all__ = ["COMPUTER", "HUMAN", "Change", "GameController", "LogItem", "SaveFailure"]


@dataclass(frozen=True)
class SaveFailure:
    """A change the store could not save: nothing of it is shown. `what` is "move" or
    "undo"; `reason` the session's (disk_full, locked, position, other)."""

    what: str
    reason: str
    detail: str
    retry: Callable[[], Changes]

    def message(self) -> str:
        """The sentence the players see, translated."""
        undo = self.what == "undo"
        if self.reason == "disk_full":
            return tr("The undo could not be saved: the disk is full. Nothing is lost: free "
                      "some space and press Retry.") if undo else \
                tr("The last move could not be saved: the disk is full. Nothing is lost: "
                   "free some space and press Retry.")
        if self.reason == "locked":
            return tr("The undo could not be saved: the saved-games file is locked by another "
                      "program. Nothing is lost: press Retry.") if undo else \
                tr("The last move could not be saved: the saved-games file is locked by "
                   "another program. Nothing is lost: press Retry.")
        return (tr("The undo could not be saved: {error} Nothing is lost: press Retry once the "
                   "problem is solved.") if undo else
                tr("The last move could not be saved: {error} Nothing is lost: press Retry "
                   "once the problem is solved.")).format(error=self.detail)


class _BotSink(QObject):
    done = Signal(int, object)


class _BotJob(QRunnable):
    def __init__(self, sink: _BotSink, token: int, level: str, cardset: CardSet, seat: int,
                 seat_view: dict[str, Any], moves: list[Move], seed: int, own_turn: bool) -> None:
        super().__init__()
        self.sink, self.token, self.level, self.cardset = sink, token, level, cardset
        self.seat, self.seat_view, self.moves, self.seed = seat, seat_view, moves, seed
        self.own_turn = own_turn

    def run(self) -> None:
        try:
            move = bots.choose_move(self.level, self.cardset, self.seat, self.seat_view, self.moves,
                                    random.Random(self.seed), self.own_turn)
        except Exception:  # a bot bug must not freeze the game: the session's fallback
            move = None
        self.sink.done.emit(self.token, (self.seat, move, self.own_turn))


class GameController(QObject):
    """Holds the session being played; every change goes out as one `changed(Change)`."""

    changed = Signal(object)
    save_failed = Signal(object)  # a SaveFailure: show it, offer Retry / continue unsaved

    def __init__(self, storage: Storage, bot_delay_ms: int = 700, parent: QObject | None = None):
        super().__init__(parent)
        self.storage = storage
        self.bot_delay_ms = bot_delay_ms
        self.session: GameSession | None = None
        self.game_id: int | None = None
        self.cardset_id: int | None = None
        self.failure: SaveFailure | None = None
        self._token = 0
        self._bot_busy = False
        # [phones hook] the computers wait (make no move) while a game served to phones
        # waits for its players to join (gui/phones/hosting.py)
        self.computers_held = False
        self._sink = _BotSink(self)
        self._sink.done.connect(self._bot_done)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._bot_start)

    # -- what the screens read (all from the session) ---------------------------------
    @property
    def state(self) -> GameState | None:
        return self.session.state if self.session else None

    @property
    def record(self) -> GameRecord | None:
        return self.session.record if self.session else None

    @property
    def log(self) -> list[LogItem]:
        return self.session.log if self.session else []

    @property
    def award_history(self) -> list[tuple[int, list[int]]]:
        return self.session.award_history() if self.session else []

    @property
    def awaiting(self) -> AwaitedChoice | None:
        return self.session.awaiting if self.session else None

    @property
    def revealing_seat(self) -> int | None:
        """The seat that revealed an award and chooses its target now, if any."""
        waiting = reveal_waiting(self.state) if self.state is not None else None
        return waiting[0] if waiting is not None else None

    @property
    def unsaved(self) -> bool:
        """The players chose to go on without saving: nothing from then on is stored."""
        return self.session is not None and not self.session.saving

    @property
    def save_warning(self) -> str | None:
        """What the screen says about saving, when it is not the usual "saved"."""
        if self.failure is not None:
            return self.failure.message()
        if self.unsaved:
            moves = self.session.seq if self.session else 0
            return tr("NOT SAVED: you chose to continue without saving · {count} moves", "",
                      moves).format(count=number(moves))
        return None

    @property
    def seats(self) -> list[dict[str, Any]]:
        return self.record.seats if self.record else []

    @property
    def names(self) -> list[str]:
        return [s["name"] for s in self.seats]

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and 0 <= seat < len(self.seats) and \
            self.seats[seat].get("kind", HUMAN) == HUMAN

    def humans(self) -> list[int]:
        return [i for i in range(len(self.seats)) if self.is_human(i)]

    def acting_seat(self) -> int | None:
        """Who must act now (the session's answer)."""
        return self.session.acting_seat() if self.session else None

    @property
    def over(self) -> bool:
        return self.session is not None and self.session.over

    def idle(self) -> bool:
        """No computer move is on its way (tests and the smoke run wait for this)."""
        return not self._timer.isActive() and not self._bot_busy and self._bot_turn() is None

    def legal(self, seat: int | None) -> list[Move]:
        return self.session.legal(seat) if self.session else []

    def check(self, move: Move) -> IllegalMove | None:
        return self.session.check(move) if self.session else None

    # -- starting and loading ----------------------------------------------------------
    def new_game(self, cardset: CardSet, seats: list[dict[str, Any]], seed: int | None = None,
                 options: Options | None = None, first_player: int | None = None,
                 cardset_id: int | None = None) -> None:
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        seats = [{"name": s["name"], "kind": s.get("kind", HUMAN),
                  "level": s.get("level") if s.get("kind") == COMPUTER else None} for s in seats]
        for s in seats:
            if s["kind"] == COMPUTER and not s["level"]:
                s["level"] = bots.DEFAULT_LEVEL
        record = GameRecord(cardset=cardset, seats=seats, seed=seed,
                            options=options or Options(), first_player=first_player)
        self._create(record, cardset_id)

    # [table mode hook] a game played with the real cards (gui/table_mode)
    def new_table_game(self, cardset: CardSet, names: list[str], first_player: int,
                       dealt_stars: list[str], options: Options | None = None,
                       cardset_id: int | None = None) -> None:
        seats = [{"name": n, "kind": HUMAN, "level": None} for n in names]
        record = GameRecord(cardset=cardset, seats=seats, seed=0, options=options or Options(),
                            first_player=first_player, chance=TABLE, dealt_stars=list(dealt_stars))
        self._create(record, cardset_id)

    def _create(self, record: GameRecord, cardset_id: int | None) -> None:
        record.start()  # raises SetupError before anything is stored
        game_id = self.storage.repo.create_game(record)
        self.cardset_id = cardset_id
        self._install(GameSession(record, StoreSink(self.storage.repo, game_id)), game_id, "new")

    def load_game(self, game_id: int) -> None:
        self._install(load_stored_session(self.storage.repo, game_id), game_id, "load")

    def close_game(self) -> None:
        self._cancel_bots()
        self.session = None
        self.game_id = None
        self.failure = None
        self.changed.emit(Change("close"))

    def _install(self, session: GameSession, game_id: int, kind: str) -> None:
        self._cancel_bots()
        self.session = session
        self.game_id = game_id
        self.failure = None
        self.changed.emit(Change(kind, list(session.log), acting=session.acting_seat(),
                                 over=session.over))
        self._schedule_bots()

    # -- changes -----------------------------------------------------------------------
    def _run(self, what: str, operation: Callable[[], Changes]) -> Changes | None:
        """Run a session operation; a failed save is held (not shown) until Retry. A computer
        still thinking about the position before it is forgotten (its answer is not asked
        for any more), and the next computer's pause is counted from this change."""
        self._cancel_bots()
        try:
            changes = operation()
        except SaveError as exc:
            self._fail(what, exc, operation)
            return None
        self.failure = None
        self.changed.emit(changes)
        if changes.save_error is not None and isinstance(changes.save_error, SaveError):
            assert self.session is not None  # it just made the changes
            self._fail("move", changes.save_error, self.session.redo)
            return changes
        self._schedule_bots()
        return changes

    def _fail(self, what: str, exc: SaveError, retry: Callable[[], Changes]) -> None:
        self._cancel_bots()
        detail = store_text(exc.cause) if exc.cause is not None else exc.detail
        self.failure = SaveFailure(what, exc.reason, detail, retry)
        self.save_failed.emit(self.failure)

    def submit(self, move: Move, by_computer: bool = False) -> IllegalMove | None:
        """Play a move: the engine's refusal is returned and nothing changes. A move that
        makes a person give back an award of their choice waits for `give_back`; a move the
        store cannot save is not shown (see `save_failed`)."""
        if self.session is None or self.failure is not None:
            return None
        session = self.session
        refusal = session.check(move)
        if refusal is not None:
            return refusal
        try:
            self._run("move", lambda: session.submit(move, by_computer))
        except IllegalMove as exc:
            return exc
        except SessionError:
            return None
        return None

    def give_back(self, award: str) -> bool:
        """The awaiting player's choice of the award to give back; the held move then goes
        ahead. False (nothing changes) if they do not hold it."""
        session = self.session
        if session is None or session.awaiting is None or self.failure is not None:
            return False
        if award not in session.state.players[session.awaiting.giver].awards:
            return False
        self._run("move", lambda: session.give_back(award))
        return True

    def agree_end(self) -> IllegalMove | None:
        """V6: the players end the game by agreement, with no winner."""
        return self.submit(AgreeEnd())

    def retry(self) -> bool:
        """Try the change that could not be saved again; True once it is stored."""
        failure = self.failure
        if failure is None:
            return True
        return self._run(failure.what, failure.retry) is not None

    def continue_without_saving(self) -> None:
        """The players' explicit choice: play on in memory; the game shows it is unsaved."""
        if self.session is None:
            return
        self.session.replace_sink(MemorySink(list(self.session.record.moves)), saving=False)
        self.retry()

    # -- undo and redo ---------------------------------------------------------------
    def undo_plan(self, asker: int | None = None) -> UndoPlan:
        return self.session.undo_plan(self._asker(asker)) if self.session else UndoPlan(-1)

    def _asker(self, asker: int | None) -> int | None:
        humans = self.humans()
        if asker is None and len(humans) == 1 and self.session is not None \
                and self.session.record.chance != "table":
            return humans[0]
        return asker

    def undo_count(self, asker: int | None = None) -> int:
        """How many moves undo takes back."""
        plan = self.undo_plan(asker)
        return self.session.seq - plan.keep if self.session and plan.possible else 0

    def can_undo(self, asker: int | None = None) -> bool:
        return self.failure is None and self.undo_plan(asker).possible

    def can_redo(self) -> bool:
        return self.failure is None and self.session is not None and self.session.can_redo()

    def undo(self, asker: int | None = None, agreed: bool = False) -> bool:
        """Undo to just before the asker's last decision (the session decides how far);
        other humans' decisions are taken back only with `agreed`."""
        session = self.session
        if session is None or self.failure is not None:
            return False
        plan = session.undo_plan(self._asker(asker))
        if not plan.possible or (plan.ask and not agreed):
            return False
        self._cancel_bots()
        return self._run("undo", lambda: session.undo_to(plan.keep)) is not None

    def undo_to(self, sequence: int) -> bool:
        """Undo back to a log entry: keep the first `sequence` moves."""
        session = self.session
        if session is None or self.failure is not None or not 0 <= sequence < session.seq:
            return False
        self._cancel_bots()
        return self._run("undo", lambda: session.undo_to(sequence)) is not None

    def redo(self) -> bool:
        session = self.session
        if session is None or self.failure is not None or not session.can_redo():
            return False
        self._cancel_bots()
        return self._run("move", session.redo) is not None

    # -- computer players ------------------------------------------------------------
    def _computers(self) -> list[int]:
        return [i for i in range(len(self.seats)) if not self.is_human(i)]

    def hold_computers(self, held: bool) -> None:
        """While held, no computer seat moves (one thinking is forgotten); let go, the one
        the game waits for plays after its pause."""
        if held == self.computers_held:
            return
        self.computers_held = held
        if held:
            self._cancel_bots()
        else:
            self._schedule_bots()

    def _bot_turn(self) -> tuple[int, bool] | None:
        """(seat, own_turn) of the computer that should act next, or None."""
        if self.session is None or self.failure is not None or not self.seats \
                or self.computers_held:
            return None
        return self.session.next_to_ask(self._computers())

    def _schedule_bots(self) -> None:
        if self._bot_busy or self._timer.isActive():
            return
        if self._bot_turn() is not None:
            self._timer.start(self.bot_delay_ms)

    def _cancel_bots(self) -> None:
        self._timer.stop()
        self._token += 1
        self._bot_busy = False

    def _bot_start(self) -> None:
        who = self._bot_turn()
        session = self.session
        if who is None or session is None:
            return
        seat, own_turn = who
        moves = session.legal(seat)
        if not own_turn:
            session.offered(seat)
            if not moves:
                self._schedule_bots()
                return
        self._bot_busy = True
        level = self.seats[seat].get("level") or bots.DEFAULT_LEVEL
        seed = session.record.seed * 7919 + session.seq * 31 + seat
        job = _BotJob(self._sink, self._token, level, session.state.cardset, seat,
                      view(session.state, seat), list(moves), seed, own_turn)
        self._pool.start(job)

    def _bot_done(self, token: int, result: tuple[int, Move | None, bool]) -> None:
        if token != self._token:
            return  # the game moved on (undo, new game) while the bot was thinking
        self._bot_busy = False
        seat, move, own_turn = result
        if move is not None and self.submit(move, by_computer=True) is None:
            return
        if own_turn and self.session is not None:
            fallback = self.session.fallback_move(seat)  # pass or end the turn, never stall
            if fallback is not None and self.submit(fallback, by_computer=True) is None:
                return
        self._schedule_bots()

    def shutdown(self) -> None:
        self._cancel_bots()
        self._pool.waitForDone(2000)
