"""The one place where moves happen: engine first, then the store, then one `changed` signal.

Widgets never change the game: they ask the controller, which checks the move with the
engine, applies it, saves it through the store (committed before anyone sees it), keeps
the log, and emits `changed`. Computer seats are driven from here too: after a short
visible pause their choice is computed on a worker thread and submitted like any move.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from ..bots.give_back import least_needed_award
from ..engine.award_return import returning_player
from ..engine.cards import CardSet
from ..engine.errors import IllegalMove
from ..engine.moves import Move
from ..engine.record import GameRecord
from ..engine.rules import apply, check, legal_moves
from ..engine.state import OVER, GameState, Options
from ..engine.view import view
from . import bots
from .i18n import tr
from .storage import Storage

HUMAN, COMPUTER = "human", "bot"  # the store's seat kinds


@dataclass
class LogItem:
    entry: dict[str, Any]
    turn: int
    move_index: int  # the number of moves applied when it happened (0: setup)


@dataclass
class Change:
    """What the last `changed` was about: `kind` is new, load, move, undo, redo, close, or
    choice (a player must choose the award they give back: `awaiting`)."""

    kind: str
    entries: list[LogItem] = field(default_factory=list)
    move: Move | None = None
    by_computer: bool = False


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
        except Exception:  # a bot bug must not freeze the game: fall back to a legal move
            move = self.moves[-1] if self.own_turn and self.moves else None
        self.sink.done.emit(self.token, (self.seat, move))


class GameController(QObject):
    """Holds the game being played; every change goes out as one `changed(Change)`."""

    changed = Signal(object)

    def __init__(self, storage: Storage, bot_delay_ms: int = 700, parent: QObject | None = None):
        super().__init__(parent)
        self.storage = storage
        self.bot_delay_ms = bot_delay_ms
        self.record: GameRecord | None = None
        self.state: GameState | None = None
        self.game_id: int | None = None
        self.cardset_id: int | None = None
        self.log: list[LogItem] = []
        self.award_history: list[tuple[int, list[int]]] = []  # (turn, awards held per seat)
        self.save_warning: str | None = None
        self._redo: list[list[Move]] = []
        # a move held until a player chooses the award it makes them give back:
        # (the move, whether a computer made it, the seat that chooses)
        self.awaiting: tuple[Move, bool, int] | None = None
        self._token = 0
        self._legal_cache: tuple[tuple[int, int, int], list[Move]] | None = None
        self._bot_busy = False
        self._offered: tuple[int, set[int]] = (-1, set())  # (turn, seats offered off-turn play)
        self._sink = _BotSink(self)
        self._sink.done.connect(self._bot_done)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._bot_start)

    # -- seats -------------------------------------------------------------------
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
        """Who must act now: a player choosing an award to give back, the response window's
        owner, else the active player."""
        state = self.state
        if state is None or state.status == OVER:
            return None
        if self.awaiting is not None:
            return self.awaiting[2]
        return state.window.seat if state.window is not None else state.active

    @property
    def over(self) -> bool:
        return self.state is not None and self.state.status == OVER

    def idle(self) -> bool:
        """No computer move is on its way (tests and the smoke run wait for this)."""
        return not self._timer.isActive() and not self._bot_busy and self._bot_turn() is None

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
        record.start()  # raises SetupError before anything is stored
        self.game_id = self.storage.repo.create_game(record)
        self.cardset_id = cardset_id
        self._install(record, "new")

    # [table mode hook] a game played with the real cards (gui/table_mode)
    def new_table_game(self, cardset: CardSet, names: list[str], first_player: int,
                       dealt_stars: list[str], options: Options | None = None,
                       cardset_id: int | None = None) -> None:
        from ..engine.state import TABLE
        seats = [{"name": n, "kind": HUMAN, "level": None} for n in names]
        record = GameRecord(cardset=cardset, seats=seats, seed=0, options=options or Options(),
                            first_player=first_player, chance=TABLE, dealt_stars=list(dealt_stars))
        record.start()  # raises SetupError before anything is stored
        self.game_id = self.storage.repo.create_game(record)
        self.cardset_id = cardset_id
        self._install(record, "new")

    def load_game(self, game_id: int) -> None:
        loaded = self.storage.repo.load_game(game_id)
        self.game_id = game_id
        self._install(loaded.record, "load")

    def close_game(self) -> None:
        self._cancel_bots()
        self.awaiting = None
        self.record = self.state = None
        self.game_id = None
        self.log, self.award_history, self._redo = [], [], []
        self.changed.emit(Change("close"))

    def _install(self, record: GameRecord, kind: str) -> None:
        self._cancel_bots()
        self.awaiting = None
        self.record = record
        self._redo = []
        self._replay()
        assert self.state is not None
        self._offered = (self.state.turn, set(range(len(record.seats)))) if kind == "load" \
            else (-1, set())
        self.changed.emit(Change(kind, list(self.log)))
        self._schedule_bots()

    def _replay(self) -> None:
        """Rebuild state, log and award history from the record's moves."""
        assert self.record is not None
        state = self.record.start()
        self.log = [LogItem({"type": "turn", "seat": state.active, "turn": state.turn}, state.turn, 0)]
        self.award_history = [(state.turn, [len(p.awards) for p in state.players])]
        for index, move in enumerate(self.record.moves, start=1):
            entries = apply(state, move)
            self._note(state, entries, index)
        self.state = state

    def _note(self, state: GameState, entries: list[dict[str, Any]], index: int) -> list[LogItem]:
        items = [LogItem(e, state.turn, index) for e in entries]
        self.log.extend(items)
        counts = [len(p.awards) for p in state.players]
        if self.award_history and self.award_history[-1][0] == state.turn:
            self.award_history[-1] = (state.turn, counts)
        else:
            self.award_history.append((state.turn, counts))
        return items

    # -- moves -------------------------------------------------------------------
    def legal(self, seat: int | None) -> list[Move]:
        """The engine's legal moves for a seat now (kept until the next change)."""
        if self.state is None or seat is None:
            return []
        key = (self._token, len(self.record.moves) if self.record else 0, seat)
        if self._legal_cache is None or self._legal_cache[0] != key:
            self._legal_cache = (key, legal_moves(self.state, seat))
        return self._legal_cache[1]

    def check(self, move: Move) -> IllegalMove | None:
        if self.state is None:
            return None
        return check(self.state, move)

    def submit(self, move: Move, by_computer: bool = False) -> IllegalMove | None:
        """Apply a move: the engine's refusal is returned and nothing changes. A move that
        makes a person give back an award of their choice waits for `give_back`."""
        if self.state is None or self.awaiting is not None:
            return None
        refusal = check(self.state, move)
        if refusal is not None:
            return refusal
        giver = returning_player(self.state, move)
        if giver is not None and not self.is_human(giver):
            move = replace(move, choice=least_needed_award(self.state, giver))
        elif giver is not None:
            self.awaiting = (move, by_computer, giver)
            self.changed.emit(Change("choice"))
            return None
        self._redo = []
        self._apply(move, "move", by_computer)
        return None

    def give_back(self, award: str) -> bool:
        """The awaiting player's choice of the award to give back; the held move then goes
        ahead. False (nothing changes) if they do not hold it."""
        if self.awaiting is None or self.state is None:
            return False
        move, by_computer, giver = self.awaiting
        if award not in self.state.players[giver].awards:
            return False
        self.awaiting = None
        self._redo = []
        self._apply(replace(move, choice=award), "move", by_computer)
        return True

    def _apply(self, move: Move, kind: str, by_computer: bool = False) -> None:
        assert self.state is not None and self.record is not None
        self._token += 1
        entries = apply(self.state, move)
        self.record.moves.append(move)
        self._save(move)
        items = self._note(self.state, entries, len(self.record.moves))
        self.changed.emit(Change(kind, items, move, by_computer))
        self._schedule_bots()

    def _save(self, move: Move) -> None:
        try:
            self.storage.repo.append_move(self.game_id, move, state_after=self.state)
        except Exception as exc:
            self.save_warning = tr("The last move could not be saved: {error}").format(error=exc)

    def agree_end(self) -> IllegalMove | None:
        """V6: the players end the game by agreement, with no winner."""
        return self.submit(Move("agree_end"))

    # -- undo and redo ---------------------------------------------------------------
    def _human_move(self, move: Move) -> bool:
        # player None: agree_end and the table's entries/adjustments (table mode), all people's
        return move.player is None or self.is_human(move.player)

    def undo_count(self) -> int:
        """How many moves undo takes back: to just before the last human decision."""
        if self.record is None:
            return 0
        moves = self.record.moves
        for i in range(len(moves) - 1, -1, -1):
            if self._human_move(moves[i]):
                return len(moves) - i
        return 0

    def can_undo(self) -> bool:
        return self.undo_count() > 0

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> bool:
        count = self.undo_count()
        if count == 0 or self.record is None:
            return False
        self._cancel_bots()
        self.awaiting = None
        self.storage.repo.undo(self.game_id, count)
        undone = self.record.moves[-count:]
        del self.record.moves[-count:]
        self._redo.append(undone)
        self._replay()
        assert self.state is not None
        self._offered = (self.state.turn, set(range(len(self.seats))))
        self.changed.emit(Change("undo", list(self.log)))
        self._schedule_bots()
        return True

    def redo(self) -> bool:
        if not self._redo or self.state is None:
            return False
        self._cancel_bots()
        self.awaiting = None
        group = self._redo.pop()
        for move in group:
            if check(self.state, move) is not None:
                break
            self._token += 1
            entries = apply(self.state, move)
            self.record.moves.append(move)  # type: ignore[union-attr]
            self._save(move)
            self._note(self.state, entries, len(self.record.moves))  # type: ignore[union-attr]
        self._offered = (self.state.turn, set(range(len(self.seats))))
        self.changed.emit(Change("redo", list(self.log)))
        self._schedule_bots()
        return True

    # -- computer players ------------------------------------------------------------
    def _bot_turn(self) -> tuple[int, bool] | None:
        """(seat, own_turn) of the computer that should act next, or None."""
        state = self.state
        if state is None or state.status == OVER or not self.seats or self.awaiting is not None:
            return None
        if state.window is not None:
            seat = state.window.seat
            return (seat, True) if not self.is_human(seat) else None
        turn, offered = self._offered
        if turn != state.turn:
            self._offered = (state.turn, set())
            offered = self._offered[1]
        for seat in range(len(self.seats)):
            if seat == state.active or seat in offered or self.is_human(seat) or \
                    state.players[seat].out:
                continue
            return seat, False
        if not self.is_human(state.active):
            return state.active, True
        return None

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
        if who is None or self.state is None or self.record is None:
            return
        seat, own_turn = who
        moves = legal_moves(self.state, seat)
        if not own_turn:
            self._offered[1].add(seat)
            if not moves:
                self._schedule_bots()
                return
        self._bot_busy = True
        level = self.seats[seat].get("level") or bots.DEFAULT_LEVEL
        seed = self.record.seed * 7919 + len(self.record.moves) * 31 + seat
        job = _BotJob(self._sink, self._token, level, self.state.cardset, seat,
                      view(self.state, seat), moves, seed, own_turn)
        self._pool.start(job)

    def _bot_done(self, token: int, result: tuple[int, Move | None]) -> None:
        if token != self._token:
            return  # the game moved on (undo, new game) while the bot was thinking
        self._bot_busy = False
        seat, move = result
        if move is not None and self.submit(move, by_computer=True) is None:
            return
        if move is not None:  # refused (a bot bug): pass or end the turn rather than stall
            fallback = [m for m in self.legal(seat) if m.type in ("pass", "end_turn")]
            if fallback and self.submit(fallback[0], by_computer=True) is None:
                return
        self._schedule_bots()

    def shutdown(self) -> None:
        self._cancel_bots()
        self._pool.waitForDone(2000)
